import type { AddressInfo } from 'node:net';
import type { ChatMessage, ChatStreamEvent } from '../../contracts/chat.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the chat tests ask a listening server, as a signed-out browser does over real HTTP
 * (beside sse-client.ts, which reads the chat stream itself).
 */

/** Start the app listening on a free local port; returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** GET a JSON resource as the browser holding `clientId`. */
export async function getJson<T>(
  url: string,
  clientId: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: { 'x-client-id': clientId } });
  return { status: res.status, body: (await res.json()) as T };
}

/** The exchanges the browser has used. */
export async function usageOf(base: string, clientId: string): Promise<number> {
  return (await getJson<{ used: number }>(`${base}/api/usage`, clientId)).body.used;
}

/** The stored messages of one of the browser's conversations. */
export async function messagesOf(
  base: string,
  clientId: string,
  sessionId: string,
): Promise<ChatMessage[]> {
  return (await getJson<ChatMessage[]>(`${base}/api/sessions/${sessionId}/messages`, clientId))
    .body;
}

/** The conversation a chat stream belongs to, from its first event ('' when there is none). */
export function sessionOf(events: readonly ChatStreamEvent[]): string {
  const first = events[0];
  return first?.type === 'session' ? first.sessionId : '';
}
