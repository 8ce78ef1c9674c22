import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest, User } from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { applySignedIn } from '../lib/session-cache.ts';

/** Set a new password with the emailed token; the server signs the browser in. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/password-reset/confirm', request);
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (user) => applySignedIn(queryClient, user),
  });
}
