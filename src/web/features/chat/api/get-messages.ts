import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

/** `['/api/sessions', id, 'messages']`, which the default fetch reads as that path (SPEC §7). */
export function messagesQueryKey(sessionId: string) {
  return ['/api/sessions', encodeURIComponent(sessionId), 'messages'] as const;
}

/** A session's messages, oldest first. */
export const getMessages = getQueryFn<ChatMessage[]>({ on401: 'throw' });

export function messagesQueryOptions(sessionId: string) {
  return queryOptions({ queryKey: messagesQueryKey(sessionId), queryFn: getMessages });
}

/** Runs only when a session id exists (SPEC §7). */
export function useMessages(sessionId: string | null) {
  return useHydrationSafeQuery(
    useQuery({ ...messagesQueryOptions(sessionId ?? ''), enabled: sessionId !== null }),
  );
}
