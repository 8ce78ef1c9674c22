import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatStreamEvent } from '../../../contracts/chat.ts';

const HEARTBEAT_MS = 15_000;
/**
 * Tokens that arrive closer together than this share one socket write (issue 16: one write per
 * token was 13% of a chat's CPU). The first token, and any token after a quiet spell this long,
 * is written at once, so coalescing never delays what a reader is waiting for by more than this.
 */
export const TOKEN_COALESCE_MS = 30;

export interface EventStreamOptions {
  /** How long tokens may wait to share a write; TOKEN_COALESCE_MS unless a test says otherwise. */
  coalesceMs?: number;
}

export interface EventStream {
  send(event: ChatStreamEvent): void;
  end(): void;
  /** Aborts when the client disconnects before the stream ends. */
  signal: AbortSignal;
}

/**
 * Take over the response and open a server-sent event stream (`data: {json}` lines). Headers set
 * earlier (security headers) are kept. A comment line every 15 s keeps proxies from closing an
 * idle stream; the signal fires the moment the client goes away so the upstream call stops too.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { coalesceMs = TOKEN_COALESCE_MS }: EventStreamOptions = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const controller = new AbortController();
  let ended = false;
  /** Frames not yet written, and when tokens were last written (-Infinity: none yet). */
  let pending = '';
  let lastTokenWrite = -Infinity;
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!pending) return;
    const frames = pending;
    pending = '';
    if (!raw.destroyed) raw.write(frames);
  };

  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    // A person's conversation: no cache keeps it (hijacked, so the API's default is not applied).
    'cache-control': 'private, no-store, no-transform',
    connection: 'keep-alive',
    // Tell nginx-style proxies not to buffer, so tokens arrive as they are produced.
    'x-accel-buffering': 'no',
  });
  // Send each token as soon as it is written (no Nagle delay). Injected test requests have no socket.
  if (typeof raw.socket?.setNoDelay === 'function') raw.socket.setNoDelay(true);
  // The headers go out with the first event, in one socket write (issue 16: a write of their own
  // was a tenth of a chat's CPU). A chat sends its `session` event in this same turn; should a
  // caller send nothing by the end of it, the headers go out alone, as before.
  queueMicrotask(() => {
    if (!raw.headersSent && !raw.destroyed) raw.flushHeaders?.();
  });

  // Also beat well within the server's idle time-out, so a slow model never gets the stream cut.
  const idleMs = raw.socket?.timeout ?? 0;
  const every = idleMs > 0 ? Math.min(HEARTBEAT_MS, Math.floor(idleMs / 3)) : HEARTBEAT_MS;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), every);
  heartbeat.unref();
  raw.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(flushTimer);
    if (!ended) controller.abort(new Error('client disconnected'));
  });

  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(flushTimer);
    clearInterval(heartbeat);
    // The last frames and the end of the response in one write.
    const frames = pending;
    pending = '';
    if (!raw.destroyed) raw.end(frames);
    request.log.debug('event stream ended');
  };

  return {
    signal: controller.signal,
    send(event) {
      if (ended || raw.destroyed) return;
      pending += `data: ${JSON.stringify(event)}\n\n`;
      // `done` is the last event and ends the response with it: a client that stops reading at
      // `done` keeps its connection for the next request, and what the server still does after
      // it (milestones) never holds the reader.
      if (event.type === 'done') return end();
      // session and error go out at once, after any tokens still waiting.
      if (event.type !== 'token') return flush();
      if (flushTimer) return; // a write is already due; this token joins it
      const now = performance.now();
      const wait = lastTokenWrite + coalesceMs - now;
      if (wait <= 0) {
        lastTokenWrite = now;
        return flush();
      }
      lastTokenWrite += coalesceMs;
      flushTimer = setTimeout(flush, wait);
    },
    end,
  };
}
