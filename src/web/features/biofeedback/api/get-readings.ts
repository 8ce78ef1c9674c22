import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingsPage } from '../../../../contracts/biofeedback.ts';
import { apiJson, type ApiRequestOptions } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const readingsQueryKey = (limit: number) => ['/api/biofeedback/data', { limit }] as const;

/** The newest `limit` readings (newest first), and the cursor of the page before them. */
export function getReadings(
  { limit, before }: { limit: number; before?: string },
  options?: ApiRequestOptions,
): Promise<ReadingsPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return apiJson<ReadingsPage>('GET', `/api/biofeedback/data?${query}`, undefined, options);
}

export function readingsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: readingsQueryKey(limit),
    queryFn: ({ signal }) => getReadings({ limit }, { signal }),
  });
}

export function useRecentReadings(limit: number) {
  return useHydrationSafeQuery(useQuery(readingsQueryOptions(limit)));
}
