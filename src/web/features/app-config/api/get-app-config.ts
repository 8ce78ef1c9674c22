import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../../../contracts/app-config.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const appConfigQueryKey = ['/api/app-config'] as const;

export const getAppConfig = getQueryFn<AppConfig>({ on401: 'throw' });

export function appConfigQueryOptions() {
  return queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });
}

/** The app name and external links; they do not change while the page is open. */
export function useAppConfig() {
  return useHydrationSafeQuery(useQuery(appConfigQueryOptions()));
}
