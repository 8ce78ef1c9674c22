import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startFakeUpstream,
  type FakeUpstream,
  type UpstreamScript,
} from '../testing/fake-ai-upstream.ts';
import { postStream } from '../testing/sse-client.ts';
import {
  createTestApp,
  signUpTestUser,
  TEST_USER_PASSWORD,
  type TestApp,
} from '../testing/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** The value of one sample line (`name{labels} value`), summed over every line that matches. */
function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelText = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`)))
      sum += Number(match[3]);
  }
  return sum;
}

/** `promtool check metrics` reads the scrape on stdin; it exits non-zero on a problem. */
function promtoolCheck(text: string): string {
  return execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = await listen(t);
  });
  afterAll(() => t.close());

  test('is 404, with or without a token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  let upstream: FakeUpstream;
  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.script = { kind: 'tokens', tokens: ['Breathe ', 'in, ', 'friend.'] };
    t = await createTestApp('sqlite', {
      METRICS_TOKEN: TOKEN,
      AI_BASE_URL: upstream.baseUrl,
      AI_MODEL: 'local-llama',
      ANON_FREE_MESSAGES: '1000',
      AI_STALL_TIMEOUT_MS: '300',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  test('a missing or wrong token is 404, like an unknown path', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await fetch(`${base}/metrics`, { headers: { authorization } });
      expect(res.status).toBe(404);
    }
  });

  test('the output passes promtool check metrics, with process defaults and route patterns', async () => {
    // A request with an id in its path, so the histogram must use the pattern, not the URL.
    await fetch(`${base}/api/sessions/${randomUUID()}/messages`, {
      headers: { 'x-client-id': randomUUID() },
    });
    const text = await scrape();
    promtoolCheck(text);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toMatch(
      /sangha_http_request_duration_seconds_count\{method="GET",route="\/api\/sessions\/:sessionId\/messages",status_code="\d+"\} 1/,
    );
    expect(text).not.toMatch(/route="\/api\/sessions\/[0-9a-f]{8}-/);
  });

  test('chat counters move when a chat streams', async () => {
    const before = await scrape();
    const result = await postStream(
      `${base}/api/chat`,
      { message: 'How do I start tummo?', moduleId: 'inner-fire' },
      { clientId: randomUUID() },
    );
    expect(result.events.at(-1)?.type).toBe('done');
    const after = await scrape();
    promtoolCheck(after);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(delta('sangha_chat_tokens_streamed_total', { provider: 'free' })).toBe(3);
    expect(delta('sangha_chat_time_to_first_token_seconds_count', { provider: 'free' })).toBe(1);
    expect(delta('sangha_chat_stream_duration_seconds_count', { provider: 'free' })).toBe(1);
    expect(sampleSum(after, 'sangha_chat_streams_in_progress')).toBe(0);
    // The stream takes the reply over; it is timed by its route all the same.
    expect(
      delta('sangha_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/chat',
        status_code: '200',
      }),
    ).toBe(1);
    expect(delta('sangha_safety_screen_outcomes_total', { level: 'none' })).toBe(1);
  });

  test.each([
    ['before_first_token', { kind: 'http-error', status: 500, message: 'boom' }],
    ['mid_stream', { kind: 'fail-mid-stream', tokens: ['Breathe '] }],
    ['stall', { kind: 'stall-after', tokens: ['Breathe '] }],
  ] satisfies [string, UpstreamScript][])(
    'a provider failure is counted by kind: %s',
    async (kind, script) => {
      upstream.script = script;
      try {
        const before = await scrape();
        const result = await postStream(
          `${base}/api/chat`,
          { message: 'Hello', moduleId: 'inner-fire' },
          { clientId: randomUUID() },
        );
        expect(result.events.at(-1)?.type).toBe('error');
        const after = await scrape();
        const labels = { provider: 'free', kind };
        expect(
          sampleSum(after, 'sangha_chat_provider_failures_total', labels) -
            sampleSum(before, 'sangha_chat_provider_failures_total', labels),
        ).toBe(1);
        expect(sampleSum(after, 'sangha_chat_provider_failures_total')).toBe(
          sampleSum(before, 'sangha_chat_provider_failures_total') + 1,
        );
      } finally {
        upstream.script = { kind: 'tokens', tokens: ['Breathe ', 'in, ', 'friend.'] };
      }
    },
  );

  test('a crisis message is counted by level and focus, and its text never shows', async () => {
    const message = 'I want to end my life tonight';
    const before = await scrape();
    const result = await postStream(
      `${base}/api/chat`,
      { message, moduleId: 'inner-fire' },
      { clientId: randomUUID() },
    );
    expect(result.events.at(-1)?.type).toBe('done');
    const after = await scrape();
    promtoolCheck(after);
    const labels = { level: 'crisis', focus: 'self' };
    expect(
      sampleSum(after, 'sangha_safety_screen_outcomes_total', labels) -
        sampleSum(before, 'sangha_safety_screen_outcomes_total', labels),
    ).toBe(1);
    expect(after).not.toContain('end my life');
    expect(after).not.toContain('tonight');
  });

  test('sign-ins are counted by method', async () => {
    const before = await scrape();
    const { email } = await signUpTestUser(t.app);
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_USER_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const after = await scrape();
    const delta = (method: string) =>
      sampleSum(after, 'sangha_sign_ins_total', { method }) -
      sampleSum(before, 'sangha_sign_ins_total', { method });
    expect(delta('email_signup')).toBe(1);
    expect(delta('password')).toBe(1);
    expect(after).not.toContain(email);
  });

  test('voice: a generation, then a cached replay of the same reply', async () => {
    const clientId = randomUUID();
    const result = await postStream(
      `${base}/api/chat`,
      { message: 'How do I start tummo?', moduleId: 'inner-fire' },
      { clientId },
    );
    const done = result.events.at(-1);
    expect(done?.type).toBe('done');
    const messageId = (done as { messageId: string }).messageId;
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/voice/tts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-id': clientId },
        body: JSON.stringify({ text: 'Breathe in, friend.', messageId }),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const after = await scrape();
    const delta = (name: string) => sampleSum(after, name) - sampleSum(before, name);
    expect(delta('sangha_voice_generations_total')).toBe(1);
    expect(delta('sangha_voice_cached_replays_total')).toBe(1);
    expect(delta('sangha_voice_failures_total')).toBe(0);
  });
});

describe('GET /metrics: quota refusals', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN, ANON_FREE_MESSAGES: '1' });
    base = await listen(t);
  });
  afterAll(() => t.close());

  test('a message past the allowance is counted by phase; a crisis message past it is not refused', async () => {
    const clientId = randomUUID();
    const send = (message = 'Hello') =>
      fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-id': clientId },
        body: JSON.stringify({ message, moduleId: 'inner-fire' }),
      });
    await (await send()).text();
    expect((await send()).status).toBe(402);
    const crisis = await send('i want to kill myself tonight');
    expect(crisis.status).toBe(200);
    await crisis.text();
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(
      sampleSum(await res.text(), 'sangha_chat_quota_refusals_total', { phase: 'allowance' }),
    ).toBe(1);
  });
});
