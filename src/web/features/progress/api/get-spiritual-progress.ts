import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPIRITUAL_PROGRESS_FRESH_MS } from '../../../../contracts/constants.ts';
import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const spiritualProgressQueryKey = ['/api/spiritual-progress'] as const;

/** The signed-in user's milestones, newest first. */
export const getSpiritualProgress = getQueryFn<ProgressEntry[]>({ on401: 'throw' });

/** Fresh for 30 s (SPEC §7, §9). */
export function spiritualProgressQueryOptions() {
  return queryOptions({
    queryKey: spiritualProgressQueryKey,
    queryFn: getSpiritualProgress,
    staleTime: SPIRITUAL_PROGRESS_FRESH_MS,
  });
}

export function useSpiritualProgress() {
  return useHydrationSafeQuery(useQuery(spiritualProgressQueryOptions()));
}
