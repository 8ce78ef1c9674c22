import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicTribe, Tribe } from '../../../../contracts/tribes.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { publicTribeQueryKey } from './get-public-tribe.ts';
import { tribesQueryKey } from './get-tribes.ts';

/** Leave a tribe; the founder cannot (400). Answers with the tribe as it now stands. */
export function leaveTribe(slug: string): Promise<PublicTribe> {
  return apiJson<PublicTribe>('DELETE', `/api/tribes/${encodeURIComponent(slug)}/members`);
}

export function useLeaveTribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTribe,
    onSuccess: (tribe) => {
      queryClient.setQueryData(publicTribeQueryKey(tribe.slug), tribe);
      queryClient.setQueryData<Tribe[]>(tribesQueryKey, (tribes) =>
        tribes?.filter((t) => t.slug !== tribe.slug),
      );
    },
  });
}
