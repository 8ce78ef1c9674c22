import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_REFETCH_MS } from '../../../../contracts/constants.ts';
import type { Usage } from '../../../../contracts/usage.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const usageQueryKey = ['/api/usage'] as const;

/** What the caller has left (SPEC §7): remaining, unlimited, phase and the beta flag. */
export const getUsage = getQueryFn<Usage>({ on401: 'throw' });

export function usageQueryOptions() {
  return queryOptions({
    queryKey: usageQueryKey,
    queryFn: getUsage,
    // SPEC §7: refetched every 30 s, and after every send.
    refetchInterval: USAGE_REFETCH_MS,
  });
}

export function useUsage() {
  return useHydrationSafeQuery(useQuery(usageQueryOptions()));
}
