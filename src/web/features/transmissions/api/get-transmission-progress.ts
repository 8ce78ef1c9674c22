import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransmissionProgressResponse } from '../../../../contracts/transmissions.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const transmissionProgressQueryKey = ['/api/transmissions/progress'] as const;

/** The account's saved progress; null when signed out (401) or when nothing is saved yet. */
export const getTransmissionProgress = getQueryFn<TransmissionProgressResponse>({
  on401: 'returnNull',
});

export function transmissionProgressQueryOptions() {
  return queryOptions({
    queryKey: transmissionProgressQueryKey,
    queryFn: getTransmissionProgress,
  });
}

export function useTransmissionProgress(enabled: boolean) {
  return useHydrationSafeQuery(useQuery({ ...transmissionProgressQueryOptions(), enabled }));
}
