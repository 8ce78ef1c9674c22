import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tribe } from '../../../../contracts/tribes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicTribeQueryKey } from './get-public-tribe.ts';
import { tribesQueryKey } from './get-tribes.ts';

/** The founder deletes the tribe (204); 403 for anyone else. */
export async function deleteTribe(slug: string): Promise<void> {
  await apiRequest('DELETE', `/api/tribes/${encodeURIComponent(slug)}`);
}

export function useDeleteTribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTribe,
    onSuccess: (_result, slug) => {
      queryClient.setQueryData<Tribe[]>(tribesQueryKey, (tribes) =>
        tribes?.filter((t) => t.slug !== slug),
      );
      queryClient.removeQueries({ queryKey: publicTribeQueryKey(slug), exact: true });
    },
  });
}
