import type { RegenerateRequest } from '../../../../contracts/chat.ts';
import { postChatStream } from './send-chat-message.ts';

/** `POST /api/sessions/{id}/regenerate`: answer the last message again, replacing the reply. */
export function regenerateReply(
  sessionId: string,
  request: RegenerateRequest,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return postChatStream(
    `/api/sessions/${encodeURIComponent(sessionId)}/regenerate`,
    request,
    signal,
  );
}
