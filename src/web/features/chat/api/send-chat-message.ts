import type { ChatRequest } from '../../../../contracts/chat.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { NO_RESPONSE_BODY_MESSAGE, toChatSendError } from '../lib/chat-errors.ts';

/**
 * POST a chat stream request and hand back its body once the server has answered with
 * `text/event-stream`. Errors before the stream starts throw ApiError (see toChatSendError);
 * aborting `signal` stops the request and the body alike.
 */
export async function postChatStream(
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  let res: Response;
  try {
    res = await apiRequest('POST', url, body, { signal });
  } catch (error) {
    throw toChatSendError(error);
  }
  if (!res.body) {
    throw new ApiError(NO_RESPONSE_BODY_MESSAGE, { status: res.status, code: 'no_body' });
  }
  return res.body;
}

/** `POST /api/chat`: send the new message; the server loads the history itself. */
export function sendChatMessage(
  request: ChatRequest,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return postChatStream('/api/chat', request, signal);
}
