import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicTribe } from '../../../../contracts/tribes.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { publicTribeQueryKey } from './get-public-tribe.ts';
import { tribesQueryKey } from './get-tribes.ts';

/** Join a tribe (401 when signed out); answers with the tribe as it now stands. */
export function joinTribe(slug: string): Promise<PublicTribe> {
  return apiJson<PublicTribe>('POST', `/api/tribes/${encodeURIComponent(slug)}/members`);
}

export function useJoinTribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTribe,
    onSuccess: (tribe) => {
      queryClient.setQueryData(publicTribeQueryKey(tribe.slug), tribe);
      return queryClient.invalidateQueries({ queryKey: tribesQueryKey, exact: true });
    },
  });
}
