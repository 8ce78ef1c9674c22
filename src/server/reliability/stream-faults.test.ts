import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '../../contracts/chat.ts';
import { listen, sessionOf } from '../testing/chat-client.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-databases.ts';

/*
 * Faults at the edges of a chat stream, on a real listening server: many clients leaving in the
 * middle of their replies (nothing may leak), and a model that falls silent for the real default
 * stall time-out. Failures of the model itself (before the first token, mid-stream, hanging with
 * a short time-out) are covered in features/chat/chat.routes.test.ts.
 */

const STREAMS = 30;
/** The PostgreSQL pool's size (db/database.ts). */
const DB_POOL_MAX = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ReceivedEvent {
  event: ChatStreamEvent;
  at: number;
}

/**
 * A chat stream over plain node:http with a connection of its own (no keep-alive pool), so the
 * server's connection count says exactly what is left open. `abort()` drops the connection the
 * way a closed tab does.
 */
function openChatStream(base: string, clientId: string, message: string) {
  const received: ReceivedEvent[] = [];
  const waiters: { check: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const w of [...waiters])
      if (w.check()) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  let status = 0;
  let aborted = false;
  const body = JSON.stringify({ message, moduleId: 'inner-fire' });
  const request = http.request(`${base}/api/chat`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-client-id': clientId,
    },
  });
  const ended = new Promise<void>((resolve, reject) => {
    request.on('response', (res) => {
      status = res.statusCode ?? 0;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (line.startsWith('data: '))
            received.push({ event: JSON.parse(line.slice(6)) as ChatStreamEvent, at: Date.now() });
        }
        notify();
      });
      res.on('end', () => resolve());
      res.on('close', () => resolve());
    });
    request.on('error', (error) => (aborted ? resolve() : reject(error)));
  });
  request.end(body);
  return {
    received,
    get status() {
      return status;
    },
    ended,
    /** Resolves once `check` holds for what has arrived. */
    until(check: (events: ChatStreamEvent[]) => boolean, timeoutMs = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`stream did not get there within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const waiter = {
          check: () => check(received.map((r) => r.event)),
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        if (waiter.check()) return waiter.resolve();
        waiters.push(waiter);
      });
    },
    abort() {
      aborted = true;
      request.destroy();
    },
  };
}

const tokenCount = (events: ChatStreamEvent[]) => events.filter((e) => e.type === 'token').length;
/** Active handles and requests of this process by type (sockets, timers, servers...). */
function activeResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const type of process.getActiveResourcesInfo())
    counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

/** The resource types that are above `baseline`, with how many more. */
function growthOver(baseline: Map<string, number>): Record<string, number> {
  const grown: Record<string, number> = {};
  for (const [type, count] of activeResources()) {
    const extra = count - (baseline.get(type) ?? 0);
    if (extra > 0) grown[type] = extra;
  }
  return grown;
}

async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

describe.each(testDialects)('%s: chat clients leaving mid-stream', (dialect) => {
  let t: TestApp;
  let upstream: FakeUpstream;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createTestApp(dialect, {
      AI_BASE_URL: upstream.baseUrl,
      AI_MODEL: 'local-llama',
      ANON_FREE_MESSAGES: '1000',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  const messagesOf = async (clientId: string, sessionId: string) => {
    const res = await t.app.inject({
      url: `/api/sessions/${sessionId}/messages`,
      headers: { 'x-client-id': clientId },
    });
    return res.json<ChatMessage[]>();
  };
  const usedBy = async (clientId: string) =>
    (await t.app.inject({ url: '/api/usage', headers: { 'x-client-id': clientId } })).json<{
      used: number;
    }>().used;

  /** The model call made for a chat message (the model sees the message last). */
  const modelCallFor = (message: string) =>
    upstream.requests.find(
      (r) => (r.body.messages as { content: string }[] | undefined)?.at(-1)?.content === message,
    );

  /**
   * Start `count` chats at once; each client leaves once `ready` resolves, and every model call
   * must then be cancelled by the server rather than left running to its end.
   */
  async function streamsThatLeave(
    ready: (stream: ReturnType<typeof openChatStream>, message: string) => Promise<void>,
    count = STREAMS,
  ) {
    const streams = Array.from({ length: count }, (_, i) => {
      const clientId = randomUUID();
      const message = `Stay with me ${i} ${clientId}`;
      return { clientId, message, stream: openChatStream(base, clientId, message) };
    });
    await Promise.all(
      streams.map(async ({ stream, message }) => {
        await ready(stream, message);
        stream.abort();
        await stream.ended;
      }),
    );
    for (const { message } of streams)
      await eventually(
        `the model call for '${message}' is cancelled`,
        () => !!modelCallFor(message)?.aborted,
      );
    return streams;
  }
  const afterTokens = (n: number) => (stream: ReturnType<typeof openChatStream>) =>
    stream.until((events) => tokenCount(events) >= n);

  test(`${STREAMS} clients leaving mid-reply: each model call is cancelled, each partial reply kept, and nothing leaks`, async () => {
    // A long reply, so every client is still reading when it leaves.
    upstream.script = {
      kind: 'tokens',
      tokens: Array.from({ length: 400 }, (_, i) => `t${i} `),
      tokenDelayMs: 20,
    };
    // One stream first, so what the process creates once (HTTP client internals) is in the
    // baseline; and the PostgreSQL pool opened to its full size, so its sockets are too.
    await streamsThatLeave(afterTokens(3), 1);
    if (dialect === 'postgres')
      await Promise.all(
        Array.from({ length: DB_POOL_MAX }, () => sql`select pg_sleep(0.2)`.execute(t.database.db)),
      );
    await eventually('the warm-up is over', async () => (await connections()) === 0);
    await eventually('the model server is idle', () => upstream.openSockets() === 0);
    const baseline = activeResources();

    const streams = await streamsThatLeave(afterTokens(3));
    expect(streams.every(({ stream }) => stream.status === 200)).toBe(true);

    // The partial replies are stored as stopped (the reader left), and counted (text was produced).
    for (const { clientId, message, stream } of streams) {
      const sessionId = sessionOf(stream.received.map((r) => r.event));
      let stored: ChatMessage[] = [];
      await eventually(`the partial reply of ${clientId} is stored`, async () => {
        stored = await messagesOf(clientId, sessionId);
        return stored.length === 2;
      });
      expect(stored.map((m) => [m.role, m.status])).toEqual([
        ['user', 'complete'],
        ['assistant', 'stopped'],
      ]);
      expect(stored[0]?.content).toBe(message);
      expect(stored[1]?.content.startsWith('t0 t1 t2')).toBe(true);
      expect(stored[1]?.content.split(' ').length).toBeLessThan(400);
      expect(await usedBy(clientId)).toBe(1);
    }

    // Nothing is left open: no connection to the server, none to the model server, and no
    // socket, timer or other handle more than before the round. (The AI SDK's HTTP client may
    // hold a few spare connections it opened for the burst for its 4-second keep-alive; they
    // carried no request and close by themselves, hence the generous wait.)
    await eventually('the server has no open connections', async () => (await connections()) === 0);
    await eventually(
      'the model server has no open connections',
      () => upstream.openSockets() === 0,
    );
    await eventually(
      'active handles are back to the baseline',
      () => Object.keys(growthOver(baseline)).length === 0,
    ).catch(() => {
      expect(growthOver(baseline), 'handles above the baseline').toEqual({});
    });
  }, 60_000);

  test('clients leaving before the first token: the model call is cancelled and the exchange refunded', async () => {
    upstream.script = { kind: 'hang' };
    // Each client leaves once its message is accepted and the model has been called.
    const streams = await streamsThatLeave(async (stream, message) => {
      await stream.until((events) => events.some((e) => e.type === 'session'));
      await eventually('the model is called', () => !!modelCallFor(message));
    });
    for (const { clientId, message, stream } of streams) {
      const sessionId = sessionOf(stream.received.map((r) => r.event));
      expect(tokenCount(stream.received.map((r) => r.event))).toBe(0);
      await eventually(
        `the exchange of ${clientId} is refunded`,
        async () => (await usedBy(clientId)) === 0,
      );
      expect((await messagesOf(clientId, sessionId)).map((m) => [m.role, m.content])).toEqual([
        ['user', message],
      ]);
    }
    await eventually('the server has no open connections', async () => (await connections()) === 0);
    await eventually(
      'the model server has no open connections',
      () => upstream.openSockets() === 0,
    );
  }, 60_000);
});

// The stall time-out does not depend on the database; one dialect is enough for a 16-second test.
describe('a model that goes silent, with the default stall time-out (15 s)', () => {
  let t: TestApp;
  let upstream: FakeUpstream;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'stall-after', tokens: ['Half ', 'a thought'] });
    // AI_STALL_TIMEOUT_MS is left at its default.
    t = await createTestApp('sqlite', { AI_BASE_URL: upstream.baseUrl, AI_MODEL: 'local-llama' });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  test('the client gets an error event after 15 s of silence, not sooner and well before 20 s', async () => {
    expect(t.config.ai.stallTimeoutMs).toBe(15_000);
    const clientId = randomUUID();
    const stream = openChatStream(base, clientId, 'Tell me about the inner fire');
    await stream.until((events) => events.some((e) => e.type === 'error'), 25_000);
    await stream.ended;

    const events = stream.received.map((r) => r.event);
    expect(events.map((e) => e.type)).toEqual(['session', 'token', 'token', 'error']);
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'The teacher went silent for 15 seconds. Please try again.',
    });
    // Silence is measured from the last data the client received (the second token); the
    // stream's keep-alive comment lines are not data.
    const lastToken = stream.received[2]?.at ?? 0;
    const errorAt = stream.received[3]?.at ?? 0;
    const silence = errorAt - lastToken;
    expect(silence).toBeGreaterThanOrEqual(14_950);
    expect(silence).toBeLessThan(20_000);
    console.info(`silent model: error event after ${silence} ms of silence`);

    // The model call was cancelled; the user's message and the partial reply are kept, and the
    // exchange stays counted because text was produced.
    await upstream.waitForAbort(1, 5_000);
    const messages = (
      await t.app.inject({
        url: `/api/sessions/${sessionOf(events)}/messages`,
        headers: { 'x-client-id': clientId },
      })
    ).json<ChatMessage[]>();
    expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Tell me about the inner fire', 'complete'],
      ['assistant', 'Half a thought', 'interrupted'],
    ]);
    const usage = await t.app.inject({ url: '/api/usage', headers: { 'x-client-id': clientId } });
    expect(usage.json<{ used: number }>().used).toBe(1);
  }, 40_000);
});
