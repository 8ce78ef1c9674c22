import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetaSignupRequest, Usage } from '../../../../contracts/usage.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { usageQueryKey } from './get-usage.ts';

export interface BetaSignupResult {
  ok: true;
  isBetaUser: true;
}

export function betaSignup(request: BetaSignupRequest): Promise<BetaSignupResult> {
  return apiJson<BetaSignupResult>('POST', '/api/beta-signup', request);
}

/**
 * Join the Sacred Temple beta. The cached usage says isBetaUser at once, so a beta provider is
 * selectable without waiting for the refetch that follows.
 */
export function useBetaSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: betaSignup,
    onSuccess: () => {
      queryClient.setQueryData<Usage>(usageQueryKey, (usage) =>
        usage ? { ...usage, isBetaUser: true } : usage,
      );
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
