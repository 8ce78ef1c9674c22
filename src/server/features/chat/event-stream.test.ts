import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChatStreamEvent } from '../../../contracts/chat.ts';
import { openEventStream, type EventStream } from './event-stream.ts';

/*
 * Token writes are coalesced per stream: the first token goes out at once, later ones close
 * together share one socket write. A real listening server and a real HTTP client; the route
 * counts what reaches the socket by wrapping `write`.
 */

interface Harness {
  base: string;
  /** What each socket write of the stream carried, in order (headers excluded; the last may end
   * the response). */
  writes: string[];
  /** Runs inside the route once the stream is open; the stream ends when it resolves. */
  script: (stream: EventStream, writes: string[]) => Promise<void>;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(coalesceMs: number, script: Harness['script']): Promise<Harness> {
  const harness = { base: '', writes: [] as string[], script };
  app = Fastify();
  app.get('/stream', async (request, reply) => {
    const raw = reply.raw;
    const write = raw.write.bind(raw) as (chunk: string) => boolean;
    raw.write = ((chunk: string) => {
      harness.writes.push(String(chunk));
      return write(chunk);
    }) as typeof raw.write;
    const end = raw.end.bind(raw) as (chunk?: string) => typeof raw;
    raw.end = ((chunk?: string) => {
      if (chunk) harness.writes.push(String(chunk));
      return end(chunk);
    }) as typeof raw.end;
    const stream = openEventStream(request, reply, { coalesceMs });
    await harness.script(stream, harness.writes);
    stream.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  harness.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return harness;
}

async function eventsFrom(base: string): Promise<ChatStreamEvent[]> {
  const text = await (await fetch(`${base}/stream`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokens = (events: ChatStreamEvent[]) =>
  events.flatMap((e) => (e.type === 'token' ? [e.content] : []));

describe('the chat event stream', () => {
  test('the first token is written at once; a burst of tokens after it shares one write', async () => {
    let writesAfterFirstToken = -1;
    const harness = await serve(10_000, (stream, writes) => {
      stream.send({ type: 'session', sessionId: 's' });
      stream.send({ type: 'token', content: 'first ' });
      writesAfterFirstToken = writes.length;
      for (let i = 0; i < 100; i++) stream.send({ type: 'token', content: `t${i} ` });
      stream.send({ type: 'done', messageId: 'm' });
      return Promise.resolve();
    });
    const events = await eventsFrom(harness.base);

    expect(writesAfterFirstToken).toBe(2);
    expect(harness.writes[1]).toBe('data: {"type":"token","content":"first "}\n\n');
    // The 100 later tokens and `done` went out together, when `done` was sent.
    expect(harness.writes).toHaveLength(3);
    expect(events.map((e) => e.type)).toEqual(['session', ...Array(101).fill('token'), 'done']);
    expect(tokens(events).join('')).toBe(
      `first ${Array.from({ length: 100 }, (_, i) => `t${i} `).join('')}`,
    );
  });

  test('tokens in a burst wait at most the window, then go out in one write, in order', async () => {
    const harness = await serve(20, async (stream, writes) => {
      stream.send({ type: 'token', content: 'a' });
      stream.send({ type: 'token', content: 'b' });
      stream.send({ type: 'token', content: 'c' });
      expect(writes).toHaveLength(1); // b and c wait for the window
      await sleep(200); // well past the window: they were written by the timer
      expect(writes).toHaveLength(2);
      expect(writes[1]).toBe(
        'data: {"type":"token","content":"b"}\n\ndata: {"type":"token","content":"c"}\n\n',
      );
      // After a quiet spell longer than the window, a token is written at once again.
      stream.send({ type: 'token', content: 'd' });
      expect(writes).toHaveLength(3);
    });
    expect(tokens(await eventsFrom(harness.base))).toEqual(['a', 'b', 'c', 'd']);
  });

  test('done ends the response in the same write, while the server still works after it', async () => {
    let workAfterDone = 'not finished';
    const harness = await serve(10_000, async (stream) => {
      stream.send({ type: 'token', content: 'first ' });
      stream.send({ type: 'token', content: 'second' });
      stream.send({ type: 'done', messageId: 'm' });
      stream.send({ type: 'error', message: 'too late: the stream has ended' });
      await sleep(400); // what a chat does after its reply: milestones
      workAfterDone = 'finished';
    });
    const events = await eventsFrom(harness.base);
    // The reader had the whole response before the work after `done` was over.
    expect(workAfterDone).toBe('not finished');
    expect(events.map((e) => e.type)).toEqual(['token', 'token', 'done']);
    expect(harness.writes).toEqual([
      'data: {"type":"token","content":"first "}\n\n',
      'data: {"type":"token","content":"second"}\n\ndata: {"type":"done","messageId":"m"}\n\n',
    ]);
  });

  test('an error event goes out at once, after the tokens still waiting', async () => {
    const harness = await serve(10_000, (stream) => {
      stream.send({ type: 'token', content: 'Half ' });
      stream.send({ type: 'token', content: 'a thought' });
      stream.send({ type: 'error', message: 'The teacher went silent.' });
      return Promise.resolve();
    });
    const events = await eventsFrom(harness.base);
    expect(events).toEqual([
      { type: 'token', content: 'Half ' },
      { type: 'token', content: 'a thought' },
      { type: 'error', message: 'The teacher went silent.' },
    ]);
    expect(harness.writes).toHaveLength(2);
  });
});
