import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetaSignupRequest } from '../../../../contracts/usage.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { usageQueryKey } from './get-usage.ts';

export interface BetaSignupResult {
  ok: true;
  isBetaUser: true;
}

export function betaSignup(request: BetaSignupRequest): Promise<BetaSignupResult> {
  return apiJson<BetaSignupResult>('POST', '/api/beta-signup', request);
}

/** Join the Sacred Temple beta; usage is refetched so isBetaUser turns true. */
export function useBetaSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: betaSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryKey }),
  });
}
