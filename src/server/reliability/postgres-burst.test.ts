import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POOL_MAX_DEFAULT, POOL_WAIT_MS_DEFAULT } from '../db/database.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import { postStream, type StreamResult } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * 1,000 chats started at once on PostgreSQL, each its own visitor, through a real HTTP server with
 * the default pool (DATABASE_POOL_MAX connections): every one must stream its reply to the end
 * and be stored. Before decision 021 the pool gave up after 5 s of waiting and 1,706 of 3,000
 * such chats failed; now a burst queues for a connection (DATABASE_POOL_WAIT_MS).
 */

const CHATS = 1000;
const TOKENS = Array.from({ length: 20 }, (_, i) => (i === 0 ? 'Breathe ' : `word${i} `));

describe.skipIf(!process.env.TEST_DATABASE_URL)('postgres: a burst of chats', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'tokens', tokens: TOKENS, tokenDelayMs: 10 });
    t = await createTestApp(
      'postgres',
      { AI_BASE_URL: upstream.baseUrl, ANON_FREE_MESSAGES: '100000' },
      {},
      { poolMax: POOL_MAX_DEFAULT, poolWaitMs: POOL_WAIT_MS_DEFAULT },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  test(`${CHATS} chats started at once all stream to the end and are stored`, async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: CHATS }, () => {
        const clientId = randomUUID();
        return postStream(
          `${base}/api/chat`,
          { message: 'How do I breathe?', moduleId: 'breath-of-life', aiProvider: 'free' },
          { clientId },
        );
      }),
    );
    const done = settled.filter(
      (s): s is PromiseFulfilledResult<StreamResult> =>
        s.status === 'fulfilled' && s.value.events.at(-1)?.type === 'done',
    );
    const failures = settled
      .filter((s) => !done.includes(s as PromiseFulfilledResult<StreamResult>))
      .map((s) =>
        s.status === 'rejected'
          ? String(s.reason)
          : JSON.stringify(s.value.json ?? s.value.events.at(-1)),
      );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(done).toHaveLength(CHATS);
    expect(done.every((s) => s.value.text === TOKENS.join(''))).toBe(true);

    // Every person's message and every reply is stored.
    const stored = await t.database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(CHATS * 2);
  }, 180_000);
});
