import { useMutation } from '@tanstack/react-query';
import type { MergeResult } from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { markClientMerged } from '../lib/merged-clients.ts';

/**
 * Move this browser's anonymous conversations into the signed-in account. The server accepts
 * only the client id the request itself carries (X-Client-Id), and merges each one once.
 */
export function mergeUsage(previousClientId: string): Promise<MergeResult> {
  return apiJson<MergeResult>('POST', '/api/usage/merge', { previousClientId });
}

export function useMergeUsage() {
  return useMutation({
    mutationFn: mergeUsage,
    // Recorded here rather than in a caller's callback, so it holds even if the caller unmounted.
    onSuccess: (_result, previousClientId) => markClientMerged(previousClientId),
  });
}
