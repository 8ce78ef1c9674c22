// N chat streams at once (50 and 200) through the built server against a local OpenAI-protocol
// upstream, compared with the same N streams sent to that upstream directly. The budget here is
// that every stream reaches its end with no error. Server-added time to first token (median and
// p95) is printed beside DESIGN.md §7's 10 ms, which chat-first-token.ts checks one stream at a
// time: in a burst of N, later streams wait behind the CPU work of earlier ones (about 10 ms of
// AI SDK and stream handling per 20-token reply), so the figure here measures queueing, not a
// budget one stream can keep.
import { randomUUID } from 'node:crypto';
import { startFakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';
import { percentile, timeStream, type StreamTiming } from './chat-first-token.ts';
import { startBuiltServer } from './built-server.ts';

const PORT = 5083;
const CONCURRENCY = (process.env.BENCH_STREAMS ?? '50,200').split(',').map(Number);
/** Rounds per side and concurrency; they alternate so machine noise falls on both alike. */
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 3);
const BUDGET_MS = 10;

// A reply of 20 tokens at 10 ms apart, so the streams of a round overlap as real ones would.
const TOKENS = Array.from({ length: 20 }, (_, i) => (i === 0 ? 'Breathe ' : `word${i} `));

interface Round {
  timings: StreamTiming[];
  /** Why streams failed: an error message, or 'ended early' for a stream without its end. */
  failures: string[];
}

async function round(n: number, send: () => Promise<StreamTiming>): Promise<Round> {
  const settled = await Promise.allSettled(Array.from({ length: n }, send));
  const timings = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = settled.flatMap((s) =>
    s.status === 'rejected'
      ? [
          s.reason instanceof Error
            ? ((s.reason.cause as Error)?.message ?? s.reason.message)
            : String(s.reason),
        ]
      : s.value.completed
        ? []
        : ['ended early'],
  );
  return { timings, failures };
}

/** 'reason ×count' for each distinct failure. */
function reasons(rounds: Round[]): string {
  const counts = new Map<string, number>();
  for (const failure of rounds.flatMap((r) => r.failures))
    counts.set(failure, (counts.get(failure) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${reason} ×${count}`).join(', ');
}

export async function benchChatStreams(): Promise<BenchResult[]> {
  const upstream = await startFakeUpstream({ kind: 'tokens', tokens: TOKENS, tokenDelayMs: 10 });
  const server = await startBuiltServer(PORT, {
    AI_BASE_URL: upstream.baseUrl,
    ANON_FREE_MESSAGES: '100000',
    ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
    CHAT_PER_MINUTE: '100000',
  }).catch(async (error: unknown) => {
    await upstream.close();
    throw error;
  });
  try {
    const direct = () =>
      timeStream(
        `${upstream.baseUrl}/chat/completions`,
        { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] },
        {},
        (l) => l.includes('"content":"Breathe'),
        (l) => l.startsWith('data: [DONE]'),
      );
    // Each stream is its own visitor, as N people talking at once would be.
    const viaServer = () =>
      timeStream(
        `${server.origin}/api/chat`,
        { message: 'How do I breathe?', moduleId: 'breath-of-life' },
        { 'x-client-id': randomUUID() },
        (l) => l.includes('"type":"token"'),
        (l) => l.includes('"type":"done"'),
      );

    await round(20, direct);
    await round(20, viaServer);
    const results: BenchResult[] = [];
    for (const n of CONCURRENCY) {
      const directRounds: Round[] = [];
      const serverRounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        directRounds.push(await round(n, direct));
        serverRounds.push(await round(n, viaServer));
      }
      const firsts = (rounds: Round[]) => rounds.flatMap((r) => r.timings.map((t) => t.firstMs));
      const failures = (rounds: Round[]) => rounds.reduce((sum, r) => sum + r.failures.length, 0);
      const [d, s] = [firsts(directRounds), firsts(serverRounds)];
      const added = percentile(s, 0.5) - percentile(d, 0.5);
      const addedP95 = percentile(s, 0.95) - percentile(d, 0.95);
      const lost = failures(serverRounds) + failures(directRounds);
      results.push({
        name: `${n} chat streams at once: server-added time to first token (median)`,
        figure:
          `${added.toFixed(1)} ms (server ${percentile(s, 0.5).toFixed(1)} vs direct ${percentile(d, 0.5).toFixed(1)} ms); ` +
          `p95 +${addedP95.toFixed(1)} ms (${percentile(s, 0.95).toFixed(1)} vs ${percentile(d, 0.95).toFixed(1)} ms); ` +
          `${n * ROUNDS - failures(serverRounds)}/${n * ROUNDS} streams through the server completed, ` +
          `${failures(directRounds)} direct ones failed` +
          (lost ? ` (${reasons([...serverRounds, ...directRounds])})` : ''),
        budget: `all complete (one-stream TTFT budget ${BUDGET_MS} ms: ${added <= BUDGET_MS ? 'kept' : 'exceeded'} here)`,
        pass: lost === 0,
      });
    }
    return results;
  } finally {
    await server.stop();
    await upstream.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchChatStreams();
  for (const r of results)
    console.log(`${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}
