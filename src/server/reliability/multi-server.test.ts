import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChatMessage } from '../../contracts/chat.ts';
import type { ModuleList } from '../../contracts/modules.ts';
import type { Usage } from '../../contracts/usage.ts';
import type { VoiceUsage } from '../../contracts/voice.ts';
import { MODULE_LISTS_CACHE_MS } from '../features/modules/modules.service.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import {
  startFakeSpeechUpstream,
  type FakeSpeechUpstream,
} from '../testing/fake-speech-upstream.ts';
import {
  createScratchPostgresDatabase,
  startServerProcess,
  type ScratchPostgresDatabase,
  type ServerProcess,
} from '../testing/server-process.ts';
import { postStream, type StreamResult } from '../testing/sse-client.ts';
import { copyContent } from '../testing/test-app.ts';

// Several servers, one database (decision 014): two real server processes with no memory in
// common, on one PostgreSQL database and one Redis, serve the same users as one server would.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  databaseUrl ? null : 'TEST_DATABASE_URL',
  redisUrl ? null : 'TEST_REDIS_URL',
].filter((name): name is string => name !== null);
if (missing.length > 0) {
  console.warn(
    `\n⚠ multi-server tests SKIPPED: set ${missing.join(' and ')} ` +
      '(e.g. postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379)\n',
  );
}

const ANON_FREE_MESSAGES = 7;
const FREE_ACCOUNT_EXCHANGES = 3;
const FREE_VOICE_WISHES = 3;
const SYNC_MODULES_PER_MINUTE = 4;
const MODULE_ID = 'breath-of-life';

// Generous per-test time: the machine running the suite may be busy with other test files.
describe.skipIf(missing.length > 0)(
  'two servers on one PostgreSQL database and one Redis',
  { timeout: 90_000 },
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let database: ScratchPostgresDatabase;
    let upstream: FakeUpstream;
    let speech: FakeSpeechUpstream;
    let scratchDir: string;
    let contentDir: string;
    const keyPrefix = `sangha-test:${randomBytes(6).toString('hex')}:`;

    /** Request i goes to A when even, to B when odd. */
    const via = (i: number) => (i % 2 === 0 ? a : b);
    /** A network address of its own, so per-address limits of one test never touch another's. */
    const newAddress = () =>
      `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const anonymous = () => ({ 'x-client-id': randomUUID(), 'x-forwarded-for': newAddress() });

    const getJson = async <T>(
      server: ServerProcess,
      url: string,
      headers: Record<string, string>,
    ) => {
      const res = await fetch(`${server.url}${url}`, { headers });
      expect(res.status, `GET ${url} on ${server.url}`).toBe(200);
      return (await res.json()) as T;
    };
    const post = (
      server: ServerProcess,
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const chat = (
      server: ServerProcess,
      headers: Record<string, string>,
      message: string,
      extra: Record<string, unknown> = {},
    ) =>
      postStream(
        `${server.url}/api/chat`,
        { message, moduleId: MODULE_ID, aiProvider: 'free', isUnhingedMode: false, ...extra },
        { headers },
      );
    const completed = (r: StreamResult) => r.status === 200 && r.events.at(-1)?.type === 'done';

    async function signUp(server: ServerProcess, address: string) {
      const email = `multi-${randomUUID().slice(0, 12)}@example.com`;
      const res = await post(
        server,
        '/api/auth/email-signup',
        { 'x-forwarded-for': address },
        { email, firstName: 'Many', lastName: 'Servers', password: 'a good password' },
      );
      expect(res.status).toBe(201);
      return { email, cookie: sessionCookie(res) };
    }

    beforeAll(async () => {
      scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-multi-'));
      // One content folder for both, as servers deployed from one build share one.
      contentDir = copyContent(scratchDir);
      database = await createScratchPostgresDatabase(databaseUrl ?? '');
      upstream = await startFakeUpstream({ kind: 'tokens', tokens: ['Hello', ' there'] });
      speech = await startFakeSpeechUpstream();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: keyPrefix,
        CONTENT_DIR: contentDir,
        AI_BASE_URL: upstream.baseUrl,
        AI_MODEL: 'fake-model',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: speech.baseUrl,
        TRUST_PROXY: 'true',
        ANON_FREE_MESSAGES: String(ANON_FREE_MESSAGES),
        FREE_ACCOUNT_EXCHANGES: String(FREE_ACCOUNT_EXCHANGES),
        FREE_VOICE_WISHES: String(FREE_VOICE_WISHES),
        SYNC_MODULES_PER_MINUTE: String(SYNC_MODULES_PER_MINUTE),
        CHAT_PER_MINUTE: '100000',
        // 50 sends at once from one caller: these tests are about allowances, not the cap on calls
        // under way (tested in journal.routes.test.ts).
        MODEL_CALLS_PER_ACCOUNT: '100',
        TTS_PER_MINUTE: '100000',
        AUTH_ATTEMPTS_PER_10_MINUTES: '100000',
        SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
        ANON_DAILY_VOICE_PER_ADDRESS: '100000',
        ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
      };
      // Both start at once on the empty database, as in a fresh deployment: migrations and the
      // module sync must cope with a second server doing the same.
      [a, b] = await Promise.all([
        startServerProcess({ name: 'server A', env }),
        startServerProcess({ name: 'server B', env }),
      ]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      await upstream?.close();
      await speech?.close();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true });
    }, 60_000);

    test('both servers count rate limits in Redis', () => {
      for (const server of [a, b]) {
        expect(server.output()).toContain(
          'Redis connected: rate limits are shared by every server',
        );
        expect(server.output()).not.toContain('Redis is unreachable');
      }
    });

    test('a session made on one server works on the other, and signing out on either ends it on both', async () => {
      const address = newAddress();
      const { email, cookie } = await signUp(a, address);
      expect((await getJson<{ email: string }>(b, '/api/auth/user', { cookie })).email).toBe(email);

      // A sign-in on B gives a second session; it works on A.
      const login = await post(
        b,
        '/api/auth/login',
        { 'x-forwarded-for': address },
        { email, password: 'a good password' },
      );
      expect(login.status).toBe(200);
      const second = sessionCookie(login);
      expect(second).not.toBe(cookie);
      expect(
        (await getJson<{ email: string }>(a, '/api/auth/user', { cookie: second })).email,
      ).toBe(email);

      // Signing out on B ends the first session everywhere; the second is untouched.
      expect((await post(b, '/api/logout', { cookie })).status).toBe(204);
      for (const server of [a, b]) {
        expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).status).toBe(
          401,
        );
        expect(
          (await fetch(`${server.url}/api/auth/user`, { headers: { cookie: second } })).status,
        ).toBe(200);
      }
      expect((await post(a, '/api/logout', { cookie: second })).status).toBe(204);
      expect((await fetch(`${b.url}/api/auth/user`, { headers: { cookie: second } })).status).toBe(
        401,
      );
    });

    test('an anonymous allowance stays exact when 50 concurrent sends are split across both servers', async () => {
      const headers = anonymous();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => chat(via(i), headers, `Question ${i}`)),
      );
      expect(results.filter(completed)).toHaveLength(ANON_FREE_MESSAGES);
      const refused = results.filter((r) => r.status === 402);
      expect(refused).toHaveLength(50 - ANON_FREE_MESSAGES);
      expect(refused[0]?.json).toMatchObject({ code: 'payment_required' });
      for (const server of [a, b]) {
        expect(await getJson<Usage>(server, '/api/usage', headers)).toMatchObject({
          phase: 'anon',
          used: ANON_FREE_MESSAGES,
          remaining: 0,
        });
      }
    });

    test('a free account with one exchange left gets exactly one of 50 concurrent sends split across both servers', async () => {
      const address = newAddress();
      const { cookie } = await signUp(b, address);
      const headers = { cookie, 'x-client-id': randomUUID(), 'x-forwarded-for': address };
      for (let i = 0; i < FREE_ACCOUNT_EXCHANGES - 1; i++) {
        expect(completed(await chat(via(i), headers, `Warm-up ${i}`))).toBe(true);
      }
      for (const server of [a, b]) {
        expect((await getJson<Usage>(server, '/api/usage', headers)).remaining).toBe(1);
      }

      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => chat(via(i), headers, `Last one ${i}`)),
      );
      expect(results.filter(completed)).toHaveLength(1);
      expect(results.filter((r) => r.status === 402)).toHaveLength(49);
      for (const server of [a, b]) {
        expect(await getJson<Usage>(server, '/api/usage', headers)).toMatchObject({
          phase: 'free',
          used: FREE_ACCOUNT_EXCHANGES,
          remaining: 0,
        });
      }
    });

    test('a chat streams through either server, and a conversation started on A continues on B', async () => {
      const headers = anonymous();
      const first = await chat(a, headers, 'My first question');
      expect(first.contentType).toMatch(/^text\/event-stream/);
      expect(first.events.map((e) => e.type)).toEqual(['session', 'token', 'token', 'done']);
      expect(first.text).toBe('Hello there');
      const opened = first.events[0];
      if (opened?.type !== 'session') throw new Error('no session event');

      upstream.script = { kind: 'tokens', tokens: ['Continued', ' on', ' B'] };
      try {
        const second = await chat(b, headers, 'My second question', {
          sessionId: opened.sessionId,
        });
        expect(second.events[0]).toEqual({ type: 'session', sessionId: opened.sessionId });
        expect(completed(second)).toBe(true);
        expect(second.text).toBe('Continued on B');
        // B sent the model the conversation A stored.
        expect(JSON.stringify(upstream.requests.at(-1)?.body.messages)).toContain(
          'My first question',
        );
      } finally {
        upstream.script = { kind: 'tokens', tokens: ['Hello', ' there'] };
      }

      for (const server of [a, b]) {
        const messages = await getJson<ChatMessage[]>(
          server,
          `/api/sessions/${opened.sessionId}/messages`,
          headers,
        );
        expect(messages.map((m) => [m.role, m.content])).toEqual([
          ['user', 'My first question'],
          ['assistant', 'Hello there'],
          ['user', 'My second question'],
          ['assistant', 'Continued on B'],
        ]);
      }
    });

    test('voice wishes stay exact across both servers: a double tap counts once, and only the wishes left succeed', async () => {
      const words = ['Lotus', 'river', 'mountain', 'candle', 'ocean', 'forest', 'garden', 'moon'];
      const headers = anonymous();
      upstream.script = { kind: 'tokens', tokens: words.map((w, i) => (i === 0 ? w : ` ${w}`)) };
      let reply: StreamResult;
      try {
        reply = await chat(a, headers, 'Give me some words to listen to');
      } finally {
        upstream.script = { kind: 'tokens', tokens: ['Hello', ' there'] };
      }
      const done = reply.events.at(-1);
      if (done?.type !== 'done') throw new Error('the reply did not finish');
      expect(reply.text).toBe(words.join(' '));
      const tts = (server: ServerProcess, text: string) =>
        post(server, '/api/voice/tts', headers, { text, messageId: done.messageId });

      // The same words asked of both servers at once: both hear it, one wish is spent.
      const doubleTap = await Promise.all([tts(a, words.join(' ')), tts(b, words.join(' '))]);
      expect(doubleTap.map((r) => r.status)).toEqual([200, 200]);
      for (const res of doubleTap) expect(res.headers.get('content-type')).toBe('audio/mpeg');
      // Audio streams as it is made; the wish is settled once the clip is whole and stored (the
      // server that stores second gives its wish back), so both listen to the end first.
      await Promise.all(doubleTap.map((res) => res.arrayBuffer()));
      for (const server of [a, b]) {
        expect((await getJson<VoiceUsage>(server, '/api/voice/usage', headers)).usageCount).toBe(1);
      }

      // Eight different clips at once, split across both: only the two wishes left succeed.
      const results = await Promise.all(words.map((word, i) => tts(via(i), word)));
      await Promise.all(results.map((res) => res.arrayBuffer()));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(FREE_VOICE_WISHES - 1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(
        words.length - (FREE_VOICE_WISHES - 1),
      );
      for (const server of [a, b]) {
        expect(await getJson<VoiceUsage>(server, '/api/voice/usage', headers)).toMatchObject({
          usageCount: FREE_VOICE_WISHES,
          remainingUses: 0,
        });
      }
    });

    test('a rate limit of N per window is shared: the N+1th request is refused whichever server gets it', async () => {
      const headers = { 'x-forwarded-for': newAddress() };
      for (let i = 0; i < SYNC_MODULES_PER_MINUTE; i++) {
        expect((await post(via(i), '/api/sync-modules', headers)).status, `request ${i + 1}`).toBe(
          200,
        );
      }
      for (const server of [a, b]) {
        const refused = await post(server, '/api/sync-modules', headers);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      }
      // Another address still has its own allowance.
      expect((await post(b, '/api/sync-modules', { 'x-forwarded-for': newAddress() })).status).toBe(
        200,
      );

      // The counters are in Redis, under this deployment's prefix.
      const redis = new Redis(redisUrl ?? '');
      try {
        expect(
          await redis.keys(`${keyPrefix}POST/api/sync-modules-${headers['x-forwarded-for']}`),
        ).toHaveLength(1);
      } finally {
        await redis.quit();
      }
    });

    test('a module added by a sync on A is listed by B, and can be chatted with on B at once', async () => {
      const headers = anonymous();
      const id = `second-breath-${randomBytes(3).toString('hex')}`;
      const ids = async (server: ServerProcess) =>
        (await getJson<ModuleList>(server, '/api/modules', headers)).map((m) => m.id);
      // B has the list cached from before the change.
      expect(await ids(b)).not.toContain(id);

      const source = fs.readFileSync(path.join(contentDir, 'modules', `${MODULE_ID}.md`), 'utf8');
      fs.writeFileSync(
        path.join(contentDir, 'modules', `${id}.md`),
        source.replace(/^name: .*$/m, 'name: Second Breath'),
      );
      const sync = await post(a, '/api/sync-modules', headers);
      expect(sync.status).toBe(200);
      expect(((await sync.json()) as { added: string[] }).added).toEqual([id]);

      expect(await ids(a)).toContain(id);
      // Chat reads the module from the database, so B knows it at once.
      expect(completed(await chat(b, headers, 'Hello, new teacher', { moduleId: id }))).toBe(true);
      // B's cached list lives at most MODULE_LISTS_CACHE_MS.
      await new Promise((resolve) => setTimeout(resolve, MODULE_LISTS_CACHE_MS + 250));
      expect(await ids(b)).toContain(id);
    });

    test('both servers shut down cleanly on SIGTERM', async () => {
      const codes = await Promise.all([a.stop(), b.stop()]);
      expect(codes).toEqual([0, 0]);
    });
  },
);

function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('sangha_session='));
  const token = header?.split(';')[0];
  if (!token || token === 'sangha_session=') throw new Error('no session cookie was set');
  return token;
}
