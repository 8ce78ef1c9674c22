import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, User } from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { applySignedIn } from '../lib/session-cache.ts';

/** Sign in with email and password; 401 'Email or password is incorrect' otherwise. */
export function login(request: LoginRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', request);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => applySignedIn(queryClient, user),
  });
}
