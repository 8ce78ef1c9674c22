import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSignupRequest, User } from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { applySignedIn } from '../lib/session-cache.ts';

/** Create an account with email and password; the server signs the browser in (201). */
export function emailSignup(request: EmailSignupRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/email-signup', request);
}

export function useEmailSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailSignup,
    onSuccess: (user) => applySignedIn(queryClient, user),
  });
}
