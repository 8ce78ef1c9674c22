import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { listen, messagesOf, sessionOf, usageOf } from '../../testing/chat-client.ts';
import { postStream } from '../../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

/** Issue 17: the offline guide's pace, Stop that stops, and Regenerate that answers anew. */

async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const WORDS_PER_SECOND = 20;

describe.each(testDialects)('%s: Stop and Regenerate with the offline guide', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      OFFLINE_GUIDE_WORDS_PER_SECOND: String(WORDS_PER_SECOND),
      ANON_FREE_MESSAGES: '1000',
    });
    base = await listen(t);
  });
  afterAll(() => t.close());

  test('Stop ends the paced reply on the server at once; the partial text is stored as stopped', async () => {
    const clientId = randomUUID();
    const started = performance.now();
    const result = await postStream(
      `${base}/api/chat`,
      { message: 'How can I calm anxiety with breath?', moduleId: 'breath-of-life' },
      { clientId, abortAfterTokens: 3 },
    );
    const sessionId = sessionOf(result.events);
    const stored = await eventually('the stopped reply is stored', async () => {
      const messages = await messagesOf(base, clientId, sessionId);
      return messages.length === 2 ? messages : undefined;
    });
    const elapsed = performance.now() - started;
    expect(stored[1]).toMatchObject({ role: 'assistant', status: 'stopped' });
    expect(result.text.length).toBeGreaterThan(0);
    expect(stored[1]?.content.startsWith(result.text.trim().split(/\s+/)[0] ?? '')).toBe(true);
    // The generator stopped with the client: a few words stored, not the whole reply.
    const storedWords = stored[1]?.content.split(/\s+/).length ?? 0;
    expect(storedWords).toBeLessThan(20);
    // The full reply (60+ words at 20 a second) would take seconds; this ended well before.
    expect(elapsed).toBeLessThan(2500);
    // Text was produced and shown: the exchange counts.
    expect(await usageOf(base, clientId)).toBe(1);
  });

  test('the offline guide streams at a reading pace, not all at once', async () => {
    const clientId = randomUUID();
    const started = performance.now();
    const result = await postStream(
      `${base}/api/chat`,
      { message: 'How can I calm anxiety with breath?', moduleId: 'breath-of-life', wordLimit: 25 },
      { clientId },
    );
    const elapsed = performance.now() - started;
    expect(result.events.at(-1)?.type).toBe('done');
    const words = result.text.split(/\s+/).filter(Boolean).length;
    // One word comes at once, then one per pause: at least most of (words - 1) / pace.
    expect(elapsed).toBeGreaterThan(((words - 1) / WORDS_PER_SECOND) * 1000 * 0.8);
  });
});

describe.each(testDialects)('%s: Regenerate with the offline guide', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ANON_FREE_MESSAGES: '1000' });
    base = await listen(t);
  });
  afterAll(() => t.close());

  test('Regenerate gives another answer, deterministically, and charges it', async () => {
    const clientId = randomUUID();
    const body = { message: 'How do I start a breathing practice?', moduleId: 'breath-of-life' };
    const first = await postStream(`${base}/api/chat`, body, { clientId });
    expect(first.events.at(-1)?.type).toBe('done');
    const sessionId = sessionOf(first.events);
    const again = await postStream(
      `${base}/api/sessions/${sessionId}/regenerate`,
      {},
      { clientId },
    );
    expect(again.events.at(-1)?.type).toBe('done');
    expect(again.text.trim()).not.toBe(first.text.trim());
    const messages = await messagesOf(base, clientId, sessionId);
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(messages[1]?.content).toBe(again.text.trim());
    expect(await usageOf(base, clientId)).toBe(2);

    // The same conversation in another session regenerates to the same second answer.
    const other = randomUUID();
    const firstElsewhere = await postStream(`${base}/api/chat`, body, { clientId: other });
    expect(firstElsewhere.text).toBe(first.text);
    const againElsewhere = await postStream(
      `${base}/api/sessions/${sessionOf(firstElsewhere.events)}/regenerate`,
      {},
      { clientId: other },
    );
    expect(againElsewhere.text).toBe(again.text);
  });
});

describe.each(testDialects)('%s: Regenerate against a model server', (dialect) => {
  let t: TestApp;
  let base: string;
  let upstream: FakeUpstream;

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

  test('a regenerate that returns exactly the replaced reply is not charged', async () => {
    upstream.script = { kind: 'tokens', tokens: ['Breathe ', 'in, ', 'friend.'] };
    const clientId = randomUUID();
    const first = await postStream(
      `${base}/api/chat`,
      { message: 'How do I breathe?', moduleId: 'breath-of-life' },
      { clientId },
    );
    const sessionId = sessionOf(first.events);
    expect(await usageOf(base, clientId)).toBe(1);

    const same = await postStream(`${base}/api/sessions/${sessionId}/regenerate`, {}, { clientId });
    expect(same.events.at(-1)?.type).toBe('done');
    expect(same.text).toBe(first.text);
    expect(await usageOf(base, clientId)).toBe(1);

    upstream.script = { kind: 'tokens', tokens: ['Breathe ', 'out, ', 'friend.'] };
    const changed = await postStream(
      `${base}/api/sessions/${sessionId}/regenerate`,
      {},
      { clientId },
    );
    expect(changed.text).toBe('Breathe out, friend.');
    expect(await usageOf(base, clientId)).toBe(2);
  });
});
