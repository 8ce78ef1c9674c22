import { vi } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '../../contracts/chat.ts';

/** A response body the test writes to event by event; it errors when the fetch is aborted. */
export function eventStream(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  );
  return {
    body,
    push(event: ChatStreamEvent) {
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

export type EventStream = ReturnType<typeof eventStream>;

export interface FakeChatServer {
  fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
  /** The stream of the latest chat (or regenerate) request. */
  stream: () => EventStream;
  /** What GET /api/sessions/{id}/messages answers. */
  savedMessages: ChatMessage[];
  /** Status and JSON body for chat requests; 200 streams. */
  chatStatus: number;
  chatBody: unknown;
  /** A slow network: chat requests get no answer at all until they are aborted. */
  chatHeld: boolean;
  /** Answers for other GETs, by path. */
  json: Record<string, unknown>;
}

/** Stub fetch with a small in-memory chat API. */
export function installFakeChatServer(): FakeChatServer {
  let latest: EventStream | null = null;
  const server: FakeChatServer = {
    savedMessages: [],
    chatStatus: 200,
    chatBody: null,
    chatHeld: false,
    json: {},
    stream: () => {
      if (!latest) throw new Error('no chat request yet');
      return latest;
    },
    fetch: vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/chat' || url.endsWith('/regenerate')) {
        if (server.chatHeld) {
          return new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            ),
          );
        }
        if (server.chatStatus !== 200) {
          return Promise.resolve(Response.json(server.chatBody, { status: server.chatStatus }));
        }
        latest = eventStream(init.signal);
        return Promise.resolve(
          new Response(latest.body, { headers: { 'content-type': 'text/event-stream' } }),
        );
      }
      if (/^\/api\/sessions\/[^/]+\/messages$/.test(url)) {
        return Promise.resolve(Response.json(server.savedMessages));
      }
      if (url in server.json) return Promise.resolve(Response.json(server.json[url]));
      return Promise.resolve(
        Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 }),
      );
    }),
  };
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** The JSON a stubbed fetch was sent. */
export function sentJson(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') throw new Error('the request had no JSON body');
  return JSON.parse(init.body) as Record<string, unknown>;
}
