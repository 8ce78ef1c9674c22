import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BiofeedbackSummary } from '../../../../contracts/biofeedback.ts';
import { apiJson, type ApiRequestOptions } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

/** The browser's offset from UTC in minutes, east positive (getTimezoneOffset is west positive). */
export function localUtcOffsetMinutes(date = new Date()): number {
  return -date.getTimezoneOffset();
}

export const summaryQueryKey = (days: number, utcOffsetMinutes: number) =>
  ['/api/biofeedback/summary', { days, utcOffsetMinutes }] as const;

/** 'Recent Wellness Trends' over the person's last `days` days. */
export function getSummary(
  { days, utcOffsetMinutes }: { days: number; utcOffsetMinutes: number },
  options?: ApiRequestOptions,
): Promise<BiofeedbackSummary> {
  const query = new URLSearchParams({
    days: String(days),
    utcOffsetMinutes: String(utcOffsetMinutes),
  });
  return apiJson<BiofeedbackSummary>(
    'GET',
    `/api/biofeedback/summary?${query}`,
    undefined,
    options,
  );
}

export function summaryQueryOptions(days: number, utcOffsetMinutes = localUtcOffsetMinutes()) {
  return queryOptions({
    queryKey: summaryQueryKey(days, utcOffsetMinutes),
    queryFn: ({ signal }) => getSummary({ days, utcOffsetMinutes }, { signal }),
    // Keep the figures on screen while a new reading's refetch runs.
    placeholderData: keepPreviousData,
  });
}

export function useBiofeedbackSummary(days: number) {
  return useHydrationSafeQuery(useQuery(summaryQueryOptions(days)));
}
