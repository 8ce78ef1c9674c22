import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applySignedOut } from '../lib/session-cache.ts';

/** Delete the account and everything it owns (204); the session ends with it. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('DELETE', '/api/auth/account');
}

/** Delete, then forget every cached answer and go to /. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      applySignedOut(queryClient);
      navigate(APP_ROUTES.home);
    },
  });
}
