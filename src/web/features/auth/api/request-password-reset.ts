import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '../../../../contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ask for a reset link by email; 202 whether or not the address has an account. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset', request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
