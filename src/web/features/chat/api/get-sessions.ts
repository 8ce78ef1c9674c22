import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSession } from '../../../../contracts/chat.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const sessionsQueryKey = ['/api/sessions'] as const;

/** The caller's chat sessions, newest first. */
export const getSessions = getQueryFn<ChatSession[]>({ on401: 'throw' });

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });
}

export function useSessions() {
  return useHydrationSafeQuery(useQuery(sessionsQueryOptions()));
}
