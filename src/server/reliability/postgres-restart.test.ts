import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import {
  privatePostgresSupport,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../testing/private-postgres.ts';
import { postStream } from '../testing/sse-client.ts';
import { REPO_ROOT } from '../testing/test-app.ts';

/*
 * The real server, on a PostgreSQL cluster of its own, takes a steady stream of writes over real
 * HTTP while that cluster is restarted (`pg_ctl restart -m fast`) and then stopped for a few
 * seconds and started again. The server itself is never restarted.
 */

const support = privatePostgresSupport();
const skipReason = typeof support === 'string' ? support : null;
if (skipReason) {
  console.warn(`\n⚠ PostgreSQL restart test SKIPPED: ${skipReason}\n`);
}

type Phase = 'steady' | 'restarting' | 'recovered' | 'stopping' | 'stopped' | 'starting' | 'back';

interface Outcome {
  kind: 'journal' | 'tribe' | 'chat';
  phase: Phase;
  status: number;
  /** The JSON body when the server answered JSON (errors, created resources). */
  json: Record<string, unknown> | null;
  ms: number;
  /** What was written, to look for afterwards. */
  id?: string;
  chat?: {
    clientId: string;
    message: string;
    sessionId: string | null;
    text: string;
    last: string | undefined;
    doneMessageId: string | null;
  };
  failure?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REQUEST_DEADLINE_MS = 30_000;
const TOKENS = Array.from({ length: 12 }, (_, i) => `word${i} `);

async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntil(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

describe.skipIf(skipReason !== null)('postgres: a PostgreSQL restart under load', () => {
  let cluster: PrivatePostgres | undefined;
  let upstream: FakeUpstream | undefined;
  let app: FastifyInstance | undefined;
  let dataDir = '';
  let base = '';
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    if (typeof support === 'string') return;
    cluster = await startPrivatePostgres(support);
    // Replies take ~300 ms, so some are streaming when the database goes away.
    upstream = await startFakeUpstream({ kind: 'tokens', tokens: TOKENS, tokenDelayMs: 25 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-pg-restart-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        CONTENT_DIR: path.join(REPO_ROOT, 'content'),
        AI_BASE_URL: upstream.baseUrl,
        AI_MODEL: 'local-llama',
        CHAT_PER_MINUTE: '100000',
        AUTH_ATTEMPTS_PER_10_MINUTES: '100000',
        SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
        ANON_DAILY_VOICE_PER_ADDRESS: '100000',
        ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
      },
      REPO_ROOT,
    );
    app = await buildApp(config, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    // Each step runs even when an earlier one (or the test) failed: never leave a server behind.
    await app?.close().catch(() => {});
    await upstream?.close().catch(() => {});
    await cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }, 60_000);

  async function signUp(): Promise<string> {
    const res = await fetch(`${base}/api/auth/email-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `load-${randomUUID().slice(0, 12)}@example.com`,
        firstName: 'Load',
        lastName: 'Tester',
        password: 'a good password',
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sangha_session='));
    return (cookie ?? '').split(';')[0] ?? '';
  }

  async function postJson(
    url: string,
    cookie: string,
    body: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> | null; failure?: string }> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    try {
      return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
    } catch {
      return { status: res.status, json: null, failure: `not JSON: ${text.slice(0, 200)}` };
    }
  }

  test(
    'writes ride out a fast restart and a 3-second stop: the server recovers by itself, ' +
      'outage requests get 503 JSON, and every acknowledged write is stored',
    async () => {
      if (!cluster || !app || !upstream) throw new Error('set-up failed');
      const pgCluster = cluster;

      const WORKERS = 6;
      const users = await Promise.all(Array.from({ length: WORKERS * 2 }, () => signUp()));
      const journalCount = new Map<string, number>();
      const tribeCount = new Map<string, number>();

      let phase: Phase = 'steady';
      let running = true;
      const outcomes: Outcome[] = [];

      async function oneWrite(worker: number, n: number): Promise<Omit<Outcome, 'phase' | 'ms'>> {
        const cookie = users[worker * 2 + (n % 2)] ?? '';
        // Per-user limits (30 dreams a minute, 10 tribes per 10 minutes) are not under test here.
        const journals = journalCount.get(cookie) ?? 0;
        const tribes = tribeCount.get(cookie) ?? 0;
        const kind =
          n % 5 === 0 && tribes < 9 ? 'tribe' : n % 2 === 0 && journals < 28 ? 'journal' : 'chat';

        if (kind === 'journal') {
          journalCount.set(cookie, journals + 1);
          const res = await postJson(`${base}/api/journal`, cookie, {
            title: `Dream ${worker}-${n}`,
            content: 'I flew over a quiet lake at dawn and the water was warm.',
          });
          return { kind, ...res, ...(res.status === 201 ? { id: String(res.json?.id) } : {}) };
        }
        if (kind === 'tribe') {
          tribeCount.set(cookie, tribes + 1);
          const res = await postJson(`${base}/api/tribes`, cookie, {
            name: `Load tribe ${randomUUID().slice(0, 8)}`,
          });
          return { kind, ...res, ...(res.status === 201 ? { id: String(res.json?.id) } : {}) };
        }
        const clientId = randomUUID();
        const message = `Question ${worker}-${n} ${randomUUID()}`;
        const result = await postStream(
          `${base}/api/chat`,
          { message, moduleId: 'inner-fire' },
          { clientId },
        );
        const first = result.events[0];
        const last = result.events.at(-1);
        return {
          kind,
          status: result.status,
          json: result.json,
          chat: {
            clientId,
            message,
            sessionId: first?.type === 'session' ? first.sessionId : null,
            text: result.text,
            last: last?.type,
            doneMessageId: last?.type === 'done' ? last.messageId : null,
          },
        };
      }

      async function worker(w: number): Promise<void> {
        for (let n = 0; running; n++) {
          const startedIn = phase;
          const started = Date.now();
          let outcome: Omit<Outcome, 'phase' | 'ms'>;
          try {
            outcome = await withDeadline(oneWrite(w, n), REQUEST_DEADLINE_MS);
          } catch (error) {
            outcome = { kind: 'chat', status: -1, json: null, failure: String(error) };
          }
          outcomes.push({ ...outcome, phase: startedIn, ms: Date.now() - started });
          await sleep(outcome.status >= 200 && outcome.status < 300 ? 5 : 50);
        }
      }

      const okSince = (since: number) =>
        outcomes.slice(since).filter((o) => o.status >= 200 && o.status < 300).length;

      // Slow the model down and wait until some replies are streaming, so the database goes
      // away under chats that have been accepted and are half-way through their reply.
      const fakeModel = upstream;
      const midReply = new Set<string>();
      async function slowRepliesStreaming(): Promise<void> {
        fakeModel.script = { kind: 'tokens', tokens: TOKENS, tokenDelayMs: 150 };
        // Dream insights call the model too, without streaming: count chat replies only.
        const replies = () => fakeModel.requests.filter((r) => r.body.stream === true);
        const seen = replies().length;
        await waitUntil('replies are streaming', () => replies().length >= seen + 2);
        for (const request of replies().slice(seen)) {
          const messages = request.body.messages as { content: string }[];
          midReply.add(messages.at(-1)?.content ?? '');
        }
      }
      const fastReplies = () => {
        fakeModel.script = { kind: 'tokens', tokens: TOKENS, tokenDelayMs: 25 };
      };

      const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      await waitUntil('writes flow', () => okSince(0) >= 20);

      // 1. A fast restart in the middle of the load.
      await slowRepliesStreaming();
      phase = 'restarting';
      const restartStarted = Date.now();
      await pgCluster.restart();
      const restartMs = Date.now() - restartStarted;
      phase = 'recovered';
      fastReplies();
      let mark = outcomes.length;
      await waitUntil('writes succeed again after the restart', () => okSince(mark) >= 20);

      // 2. A longer outage: stopped for three seconds.
      await slowRepliesStreaming();
      phase = 'stopping';
      await pgCluster.stop();
      phase = 'stopped';
      const stoppedAt = Date.now();
      const healthDown = await fetch(`${base}/api/health`);
      const healthDownBody: unknown = await healthDown.json();
      const outageReads = await fetch(`${base}/api/journal`, {
        headers: { cookie: users[0] ?? '' },
      });
      const outageReadBody: unknown = await outageReads.json();
      // One write of each kind on purpose while it is down: on a busy machine every worker may
      // still be inside a request that began before the stop.
      await Promise.all(
        [1000, 1001, 1002].map(async (n) => {
          const started = Date.now();
          const outcome = await withDeadline(oneWrite(n - 1000, n), REQUEST_DEADLINE_MS);
          outcomes.push({ ...outcome, phase: 'stopped', ms: Date.now() - started });
        }),
      );
      await sleep(3000);
      phase = 'starting';
      await pgCluster.start();
      const outageMs = Date.now() - stoppedAt;
      phase = 'back';
      fastReplies();
      mark = outcomes.length;
      await waitUntil('writes succeed again after the start', () => okSince(mark) >= 20);
      running = false;
      await load;

      // The same server answers health, reads and writes again.
      const healthUp = await fetch(`${base}/api/health`);
      expect(healthUp.status).toBe(200);
      expect(await healthUp.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(healthDown.status).toBe(503);
      expect(healthDownBody).toEqual({ status: 'degraded', database: 'unreachable' });
      expect(outageReads.status).toBe(503);
      expect(outageReadBody).toEqual({ message: expect.any(String), code: 'unavailable' });

      // Every answer was a success or a clear 503 JSON error: no 500, no hang, no HTML.
      const failures = outcomes.filter(
        (o) =>
          o.failure ||
          !(
            (o.status >= 200 && o.status < 300) ||
            (o.status === 503 &&
              o.json?.code === 'unavailable' &&
              typeof o.json.message === 'string')
          ),
      );
      expect(failures).toEqual([]);
      // Requests made while PostgreSQL was down were all told so.
      const whileStopped = outcomes.filter((o) => o.phase === 'stopped');
      expect(whileStopped.length).toBeGreaterThan(0);
      expect(whileStopped.filter((o) => o.status !== 503)).toEqual([]);
      const errorBodies = new Set(
        outcomes.filter((o) => o.status === 503).map((o) => o.json?.message),
      );
      expect(errorBodies.size).toBe(1);
      expect([...errorBodies][0]).toMatch(/database/i);

      // Every acknowledged write is in the database, read straight from PostgreSQL.
      const db = new pg.Client({ connectionString: pgCluster.url });
      await db.connect();
      try {
        const acknowledged = (kind: Outcome['kind']) =>
          outcomes.filter((o) => o.kind === kind && o.status >= 200 && o.status < 300);
        const journalIds = acknowledged('journal').map((o) => o.id ?? '');
        const tribeIds = acknowledged('tribe').map((o) => o.id ?? '');
        const storedJournal = await db.query<{ id: string }>(
          'select id from journal_entries where id = any($1)',
          [journalIds],
        );
        expect(storedJournal.rows.map((r) => r.id).sort()).toEqual([...journalIds].sort());
        const storedTribes = await db.query<{ id: string }>(
          'select id from tribes where id = any($1)',
          [tribeIds],
        );
        expect(storedTribes.rows.map((r) => r.id).sort()).toEqual([...tribeIds].sort());

        // Chats: an accepted message (200) is stored; a reply the client saw is stored; the
        // exchange is counted exactly when reply text was produced; a refused one (503) left
        // nothing behind.
        const chats = outcomes.filter((o) => o.kind === 'chat' && o.chat);
        const problems: string[] = [];
        for (const o of chats) {
          const c = o.chat;
          if (!c) continue;
          const rows = await db.query<{
            role: string;
            content: string;
            status: string;
            id: string;
          }>(
            `select m.id, m.role, m.content, m.status from messages m
               join chat_sessions s on s.id = m.session_id
              where s.client_id = $1 order by m.seq`,
            [c.clientId],
          );
          const used = await db.query<{ used: number }>(
            'select used from usage_counters where subject = $1',
            [`client:${c.clientId}`],
          );
          const usedCount = Number(used.rows[0]?.used ?? 0);
          const got = rows.rows.map((r) => `${r.role}:${r.status}:${r.content}`);
          if (o.status === 200) {
            const expected = [`user:complete:${c.message}`];
            if (c.text.trim())
              expected.push(
                `assistant:${c.last === 'done' ? 'complete' : 'interrupted'}:${c.text.trim()}`,
              );
            if (JSON.stringify(got) !== JSON.stringify(expected))
              problems.push(`chat ${c.clientId} (${o.phase}): stored ${JSON.stringify(got)}`);
            if (c.doneMessageId && rows.rows[1]?.id !== c.doneMessageId)
              problems.push(`chat ${c.clientId}: done messageId not stored`);
            if (usedCount !== (c.text.trim() ? 1 : 0))
              problems.push(`chat ${c.clientId}: used ${usedCount} with text '${c.text}'`);
          } else if (got.length > 0 || usedCount !== 0) {
            problems.push(
              `refused chat ${c.clientId} left ${JSON.stringify(got)}, used ${usedCount}`,
            );
          }
        }
        expect(problems).toEqual([]);
        // The replies that were streaming when the database went away finished and were stored
        // (checked above with the rest) once it was back.
        const cutChats = chats.filter((o) => midReply.has(o.chat?.message ?? ''));
        expect(cutChats).toHaveLength(midReply.size);
        expect(midReply.size).toBeGreaterThanOrEqual(4);
        expect(cutChats.map((o) => [o.status, o.chat?.last])).toEqual(
          cutChats.map(() => [200, 'done']),
        );

        const byPhase = (p: Phase) => outcomes.filter((o) => o.phase === p);
        console.info(
          `postgres restart under load: ${outcomes.length} writes ` +
            `(${journalIds.length} dreams, ${tribeIds.length} tribes, ` +
            `${chats.filter((o) => o.status === 200).length} chats acknowledged; ` +
            `${outcomes.filter((o) => o.status === 503).length} answered 503); ` +
            `fast restart took ${restartMs} ms (${byPhase('restarting').length} writes during it), ` +
            `stop → start outage ${outageMs} ms (${byPhase('stopped').length} writes, ` +
            `${byPhase('stopped').filter((o) => o.status === 503).length} answered 503); ` +
            `slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms; ` +
            `${midReply.size} chats were mid-reply when the database went away ` +
            `(slowest took ${Math.max(...cutChats.map((o) => o.ms))} ms, all stored)`,
        );
      } finally {
        await db.end();
      }

      expect(uncaught).toEqual([]);
      expect(app.server.listening).toBe(true);
    },
    120_000,
  );
});
