import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest, User } from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

/**
 * Change the name now; a new email (with `currentPassword`) comes back as `pendingEmail` until the
 * link mailed to it is opened.
 */
export function updateProfile(request: ProfileUpdateRequest): Promise<User> {
  return apiJson<User>('PUT', '/api/auth/profile', request);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
