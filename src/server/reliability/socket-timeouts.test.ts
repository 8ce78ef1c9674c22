import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import {
  createScratchPostgresDatabase,
  startServerProcess,
  type ScratchPostgresDatabase,
  type ServerProcess,
} from '../testing/server-process.ts';
import { postStream } from '../testing/sse-client.ts';
import { testDialects } from '../testing/test-databases.ts';

// Request and idle time-outs live in the socket layer: a real server process, real sockets.
const REQUEST_TIMEOUT_MS = 1000;
const IDLE_TIMEOUT_MS = 1500;
/** Generous: the machine running the suite may be busy. Node's default tick alone is 30 s. */
const CUT_WITHIN_MS = 5000;

interface RawExchange {
  /** Everything the server sent before closing. */
  received: string;
  /** From the first byte sent to the server closing the connection. */
  elapsedMs: number;
  closedByServer: boolean;
}

/** Open a socket, send `chunks` (the first at once, the rest after `gapMs` each), read until closed. */
function rawExchange(
  url: string,
  chunks: string[],
  { gapMs = 0, giveUpMs = 10_000 } = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let started = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ received, elapsedMs: Date.now() - started, closedByServer: false });
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, elapsedMs: Date.now() - started, closedByServer: true });
    });
    socket.on('connect', () => {
      started = Date.now();
      chunks.forEach((chunk, i) => {
        setTimeout(() => socket.writable && socket.write(chunk), i * gapMs);
      });
    });
    socket.on('timeout', () => reject(new Error('socket timeout')));
  });
}

describe.each(testDialects)('%s: request and idle time-outs', (dialect) => {
  let server: ServerProcess;
  let upstream: FakeUpstream;
  let database: ScratchPostgresDatabase | undefined;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    if (dialect === 'postgres') {
      database = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    }
    server = await startServerProcess({
      name: `${dialect} time-outs`,
      env: {
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        AI_BASE_URL: upstream.baseUrl,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    await database?.drop();
  });

  const host = () => new URL(server.url).host;

  test('a body that never finishes is cut near the request time-out with a 408 {message, code}', async () => {
    const body = '{"email":"seeker@example.com"}';
    const exchange = await rawExchange(server.url, [
      `POST /api/beta-signup HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
        `X-Client-Id: ${randomUUID()}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    ]);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(exchange.elapsedMs).toBeLessThan(CUT_WITHIN_MS);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.received).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(exchange.received.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: expect.any(String),
      code: 'request_timeout',
    });
  });

  test('headers sent a few bytes at a time, never finished, are cut too (slow headers)', async () => {
    const start = `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\n`;
    const drip = Array.from({ length: 40 }, (_, i) => `X-Drip-${i}: a\r\n`);
    const exchange = await rawExchange(server.url, [start, ...drip], { gapMs: 200 });
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.elapsedMs).toBeLessThan(CUT_WITHIN_MS);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('keep-alive still serves several requests on one connection, which closes once idle', async () => {
    const request = `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\n\r\n`;
    // Three requests, 600 ms apart: each gap is well within the idle time-out.
    const exchange = await rawExchange(server.url, [request, request, request], { gapMs: 600 });
    expect(exchange.received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
    expect(exchange.closedByServer).toBe(true);
    // Closed after the last answer (at about 1.2 s) plus the idle time-out, not 72 s later.
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(1200 + IDLE_TIMEOUT_MS - 100);
    expect(exchange.elapsedMs).toBeLessThan(1200 + CUT_WITHIN_MS);
  });

  test('a chat stream open longer than both time-outs, with silences longer than the idle time-out, completes', async () => {
    // A first chat pays the process's one-time costs (the module's teachings index, the first
    // PostgreSQL connections) before any answer is sent; on a busy machine that alone can outlast
    // the short idle time-out used here, so it is paid before the measured stream.
    upstream.script = { kind: 'tokens', tokens: ['Hello'] };
    await postStream(
      `${server.url}/api/chat`,
      { message: 'Hello', moduleId: 'inner-fire' },
      { clientId: randomUUID() },
    );
    const tokens = ['Rest ', 'in ', 'the ', 'breath.'];
    upstream.script = { kind: 'tokens', tokens, firstTokenDelayMs: 1000, tokenDelayMs: 2000 };
    const started = Date.now();
    const result = await postStream(
      `${server.url}/api/chat`,
      { message: 'Teach me patience', moduleId: 'inner-fire' },
      { clientId: randomUUID() },
    );
    const elapsed = Date.now() - started;
    expect(result.status).toBe(200);
    expect(result.text).toBe(tokens.join(''));
    expect(result.events.at(-1)?.type).toBe('done');
    expect(elapsed).toBeGreaterThan(REQUEST_TIMEOUT_MS + IDLE_TIMEOUT_MS + 2000);
  }, 30_000);
});
