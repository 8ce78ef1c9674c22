import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncModulesResult } from '../../../../contracts/modules.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { carouselsQueryKey } from './get-carousels.ts';
import { modulesQueryKey } from './get-modules.ts';

/** Ask the server to re-read the module content folder. */
export function syncModules(): Promise<SyncModulesResult> {
  return apiJson<SyncModulesResult>('POST', '/api/sync-modules');
}

/** After a sync the lists are refetched (SPEC §4); the mutation stays pending until they arrive. */
export function useSyncModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncModules,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modulesQueryKey }),
        queryClient.invalidateQueries({ queryKey: carouselsQueryKey }),
      ]),
  });
}
