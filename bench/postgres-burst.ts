// Budget (DESIGN.md §7): 1,000 chats started at once on PostgreSQL all complete. The built server
// runs on a fresh PostgreSQL database (created on BENCH_DATABASE_URL's server, or
// TEST_DATABASE_URL's, and dropped after) with the default pool (DATABASE_POOL_MAX,
// DATABASE_POOL_WAIT_MS), against a local OpenAI-protocol upstream; each chat is its own visitor.
// `postgres-burst.test.ts` proves the same in-process; this measures the built server.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startFakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';
import { startBuiltServer } from './built-server.ts';
import { percentile, timeStream } from './chat-first-token.ts';

const CHATS = Number(process.env.BENCH_BURST_CHATS ?? 1000);
const TOKENS = Array.from({ length: 20 }, (_, i) => (i === 0 ? 'Breathe ' : `word${i} `));
const NAME = `${CHATS} chats started at once on PostgreSQL`;

export async function benchPostgresBurst(): Promise<BenchResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return {
      name: NAME,
      figure: 'not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server',
      budget: 'all complete',
      pass: false,
    };
  const database = `sangha_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const upstream = await startFakeUpstream({ kind: 'tokens', tokens: TOKENS, tokenDelayMs: 10 });
  try {
    const server = await startBuiltServer(5089, {
      DATABASE_URL: url.toString(),
      AI_BASE_URL: upstream.baseUrl,
      ANON_FREE_MESSAGES: '100000',
      ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
      CHAT_PER_MINUTE: '100000',
    });
    try {
      const started = performance.now();
      const settled = await Promise.allSettled(
        Array.from({ length: CHATS }, () =>
          timeStream(
            `${server.origin}/api/chat`,
            { message: 'How do I breathe?', moduleId: 'breath-of-life' },
            { 'x-client-id': randomUUID() },
            (l) => l.includes('"type":"token"'),
            (l) => l.includes('"type":"done"'),
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const completed = settled.flatMap((s) =>
        s.status === 'fulfilled' && s.value.completed ? [s.value.firstMs] : [],
      );
      const reasons = new Map<string, number>();
      for (const s of settled) {
        if (s.status === 'fulfilled' && s.value.completed) continue;
        const reason = s.status === 'rejected' ? String(s.reason) : 'ended early';
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      return {
        name: NAME,
        figure:
          `${completed.length}/${CHATS} complete in ${seconds.toFixed(1)} s; first token median ` +
          `${percentile(completed, 0.5).toFixed(0)} ms, p95 ${percentile(completed, 0.95).toFixed(0)} ms` +
          (reasons.size ? ` (${[...reasons].map(([r, n]) => `${r} ×${n}`).join(', ')})` : ''),
        budget: 'all complete',
        pass: completed.length === CHATS,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await upstream.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
