import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAROUSELS_RETRIES, CAROUSELS_STALE_MS } from '../../../../contracts/constants.ts';
import type { CarouselList } from '../../../../contracts/modules.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery, useModulesInHtml } from '../../../lib/hydration.tsx';

export const carouselsQueryKey = ['/api/carousels'] as const;

export const getCarousels = getQueryFn<CarouselList>({ on401: 'throw' });

export function carouselsQueryOptions() {
  return queryOptions({
    queryKey: carouselsQueryKey,
    queryFn: getCarousels,
    retry: CAROUSELS_RETRIES,
    staleTime: CAROUSELS_STALE_MS,
  });
}

/**
 * Runs only once modules exist (SPEC §7): with no modules there is nothing to group. A teacher's
 * prerendered page carries the carousels with its module list, so they show from the first render
 * (the list is grouped in the HTML, and hydration keeps it).
 */
export function useCarousels({ enabled }: { enabled: boolean }) {
  return useHydrationSafeQuery(useQuery({ ...carouselsQueryOptions(), enabled }), {
    inHtml: useModulesInHtml(),
  });
}
