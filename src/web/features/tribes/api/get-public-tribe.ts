import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTribe } from '../../../../contracts/tribes.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

/** `['/api/tribes', slug]` reads `/api/tribes/{slug}`; it sits under the list's key on purpose. */
export function publicTribeQueryKey(slug: string) {
  return ['/api/tribes', encodeURIComponent(slug)] as const;
}

/** What anyone may read of a tribe; 404 for an unknown slug. */
export const getPublicTribe = getQueryFn<PublicTribe>({ on401: 'throw' });

export function publicTribeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: publicTribeQueryKey(slug),
    queryFn: getPublicTribe,
    // Others join and leave, and the viewer may have signed in since: read it afresh on each visit.
    staleTime: 0,
  });
}

export function usePublicTribe(slug: string) {
  return useHydrationSafeQuery(useQuery(publicTribeQueryOptions(slug)));
}
