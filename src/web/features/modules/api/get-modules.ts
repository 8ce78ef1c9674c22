import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { Module } from '../../../../contracts/modules.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery, useModulesInHtml } from '../../../lib/hydration.tsx';

export const modulesQueryKey = ['/api/modules'] as const;

const fetchModules = getQueryFn<Module[] | { modules: Module[] }>({ on401: 'throw' });

/** SPEC §7 allows either a bare array or `{modules: [...]}`; callers always get the array. */
export async function getModules(context: QueryFunctionContext): Promise<Module[]> {
  const data = await fetchModules(context);
  return Array.isArray(data) ? data : data.modules;
}

export function modulesQueryOptions() {
  return queryOptions({ queryKey: modulesQueryKey, queryFn: getModules });
}

export function useModules() {
  return useHydrationSafeQuery(useQuery(modulesQueryOptions()), { inHtml: useModulesInHtml() });
}
