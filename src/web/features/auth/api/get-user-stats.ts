import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../contracts/auth.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const userStatsQueryKey = ['/api/user/stats'] as const;

/** Exchanges the signed-in account has used (SPEC §3 Stats). */
export const getUserStats = getQueryFn<UserStats>({ on401: 'throw' });

/** Runs only when signed in (SPEC §6): signed out, the server answers 401. */
export function userStatsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: userStatsQueryKey,
    queryFn: getUserStats,
    enabled: signedIn,
  });
}

export function useUserStats(signedIn: boolean) {
  return useHydrationSafeQuery(useQuery(userStatsQueryOptions(signedIn)));
}
