import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityInfo } from '../../../../contracts/community.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const communityInfoQueryKey = ['/api/discord/community'] as const;

/** Where the user stands with the community chat; null when signed out (401). */
export const getCommunityInfo = getQueryFn<CommunityInfo>({ on401: 'returnNull' });

export function communityInfoQueryOptions() {
  return queryOptions({
    queryKey: communityInfoQueryKey,
    queryFn: getCommunityInfo,
    // Using voice unlocks it, and the person may have signed in since: read it on each opening.
    staleTime: 0,
  });
}

export function useCommunityInfo() {
  return useHydrationSafeQuery(useQuery(communityInfoQueryOptions()));
}
