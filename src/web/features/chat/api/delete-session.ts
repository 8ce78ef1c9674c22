import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSession } from '../../../../contracts/chat.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './get-messages.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** Delete a session and its messages (204). */
export async function deleteSession(sessionId: string): Promise<void> {
  await apiRequest('DELETE', `/api/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_result, sessionId) => {
      queryClient.setQueryData<ChatSession[]>(sessionsQueryKey, (sessions) =>
        sessions?.filter((session) => session.id !== sessionId),
      );
      queryClient.removeQueries({ queryKey: messagesQueryKey(sessionId) });
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
