// Budget (DESIGN.md §7): server-added time to first token vs calling the same upstream directly,
// ≤ 2 ms at the median (issue 16; chat-streams.ts also measures it beside a floor and a peer). Both sides run in one process against one local OpenAI-protocol server.
import { randomUUID } from 'node:crypto';
import { startFakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';
import { startBuiltServer } from './built-server.ts';

const RUNS = Number(process.env.BENCH_TTFT_RUNS ?? 150);
const PORT = 5079;

export interface StreamTiming {
  /** Milliseconds from sending the request to the line that carries the first token. */
  firstMs: number;
  /** True when the stream reached its end marker (only looked for when `isDone` is given). */
  completed: boolean;
}

/**
 * POST `body` and time the streamed answer: the first line for which `isFirst` holds, then, when
 * `isDone` is given, read on until a line satisfies it; otherwise stop reading at the first token.
 */
export async function timeStream(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  isFirst: (line: string) => boolean,
  isDone?: (line: string) => boolean,
): Promise<StreamTiming> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let firstMs = NaN;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (Number.isNaN(firstMs) && isFirst(line)) {
        firstMs = performance.now() - started;
        if (!isDone) {
          await res.body?.cancel().catch(() => {});
          return { firstMs, completed: false };
        }
      }
      if (isDone?.(line)) return { firstMs, completed: !Number.isNaN(firstMs) };
    }
  }
  if (Number.isNaN(firstMs)) throw new Error(`no token from ${url}`);
  return { firstMs, completed: false };
}

const timeToFirst = async (...args: Parameters<typeof timeStream>) =>
  (await timeStream(...args)).firstMs;

/** The value below which `fraction` of `values` lie (nearest rank). */
export const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
};
const median = (values: number[]) => percentile(values, 0.5);

export async function benchChatFirstToken(): Promise<BenchResult> {
  const upstream = await startFakeUpstream({ kind: 'tokens', tokens: ['Breathe ', 'in.'] });
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
    const clientId = randomUUID();
    const direct = () =>
      timeToFirst(
        `${upstream.baseUrl}/chat/completions`,
        { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] },
        {},
        (l) => l.includes('"content":"Breathe'),
      );
    const viaServer = () =>
      timeToFirst(
        `${server.origin}/api/chat`,
        { message: 'How do I breathe?', moduleId: 'breath-of-life' },
        { 'x-client-id': clientId },
        (l) => l.includes('"type":"token"'),
      );

    // Warm up both paths, then alternate so machine noise falls on both alike.
    for (let i = 0; i < 10; i++)
      await Promise.all([direct(), viaServer()].map((p) => p.catch(() => 0)));
    const directTimes: number[] = [];
    const serverTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      directTimes.push(await direct());
      serverTimes.push(await viaServer());
    }
    const added = median(serverTimes) - median(directTimes);
    return {
      name: 'Server-added time to first token (median)',
      figure: `${added.toFixed(2)} ms (server ${median(serverTimes).toFixed(2)} ms vs direct ${median(directTimes).toFixed(2)} ms, ${RUNS} runs)`,
      budget: '≤ 2 ms',
      pass: added <= 2,
    };
  } finally {
    await server.stop();
    await upstream.close();
  }
}
