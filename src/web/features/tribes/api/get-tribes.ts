import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tribe } from '../../../../contracts/tribes.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const tribesQueryKey = ['/api/tribes'] as const;

/** The tribes the signed-in user founded or joined, newest first (401 when signed out). */
export const getTribes = getQueryFn<Tribe[]>({ on401: 'throw' });

export function tribesQueryOptions() {
  return queryOptions({ queryKey: tribesQueryKey, queryFn: getTribes });
}

export function useTribes() {
  return useHydrationSafeQuery(useQuery(tribesQueryOptions()));
}
