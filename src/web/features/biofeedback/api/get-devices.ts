import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BiofeedbackDevice } from '../../../../contracts/biofeedback.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const devicesQueryKey = ['/api/biofeedback/devices'] as const;

/** The account's saved devices, most recently updated first. */
export const getDevices = getQueryFn<BiofeedbackDevice[]>({ on401: 'throw' });

export function devicesQueryOptions() {
  return queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices });
}

export function useSavedDevices() {
  return useHydrationSafeQuery(useQuery(devicesQueryOptions()));
}
