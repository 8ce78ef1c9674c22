import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSession, RenameSessionRequest } from '../../../../contracts/chat.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function renameSession({
  sessionId,
  title,
}: { sessionId: string } & RenameSessionRequest): Promise<ChatSession> {
  return apiJson<ChatSession>('PATCH', `/api/sessions/${encodeURIComponent(sessionId)}`, {
    title,
  });
}

export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSession,
    onSuccess: (session) => {
      queryClient.setQueryData<ChatSession[]>(sessionsQueryKey, (sessions) =>
        sessions?.map((candidate) => (candidate.id === session.id ? session : candidate)),
      );
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
