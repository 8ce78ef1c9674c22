import type { ChatStreamEvent } from '../../contracts/chat.ts';

export interface StreamResult {
  status: number;
  contentType: string | null;
  events: ChatStreamEvent[];
  /** The JSON body when the server answered with an error before streaming. */
  json: Record<string, unknown> | null;
  /** The text of all token events joined. */
  text: string;
}

/**
 * POST to a streaming endpoint over real HTTP and collect the server-sent events. With
 * `abortAfterTokens`, the client disconnects after that many token events (as a closed tab would).
 */
export async function postStream(
  url: string,
  body: unknown,
  options: { clientId?: string; headers?: Record<string, string>; abortAfterTokens?: number } = {},
): Promise<StreamResult> {
  const controller = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.clientId ? { 'x-client-id': options.clientId } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = res.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) {
    return {
      status: res.status,
      contentType,
      events: [],
      json: (await res.json()) as Record<string, unknown>,
      text: '',
    };
  }

  const events: ChatStreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  let tokens = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as ChatStreamEvent;
        events.push(event);
        if (
          event.type === 'token' &&
          options.abortAfterTokens !== undefined &&
          ++tokens >= options.abortAfterTokens
        ) {
          controller.abort();
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  const text = events.map((e) => (e.type === 'token' ? e.content : '')).join('');
  return { status: res.status, contentType, events, json: null, text };
}
