import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applySignedOut } from '../lib/session-cache.ts';

/** End the session on the server (204). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Sign out in place (SPEC §7): clear cached data and go to /; 'Logout failed' otherwise. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      applySignedOut(queryClient);
      navigate(APP_ROUTES.home);
    },
    onError: () =>
      toast({
        title: 'Logout failed',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });
}
