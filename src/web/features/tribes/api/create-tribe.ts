import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTribeRequest, Tribe } from '../../../../contracts/tribes.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { tribesQueryKey } from './get-tribes.ts';

/** Found a tribe (201); the server picks its slug. 400 names the invalid field. */
export function createTribe(request: CreateTribeRequest): Promise<Tribe> {
  return apiJson<Tribe>('POST', '/api/tribes', request);
}

export function useCreateTribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTribe,
    onSuccess: (tribe) => {
      // Newest first, as the server lists them; then confirm with a refetch.
      queryClient.setQueryData<Tribe[]>(tribesQueryKey, (tribes) => [
        tribe,
        ...(tribes ?? []).filter((t) => t.id !== tribe.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: tribesQueryKey, exact: true });
    },
  });
}
