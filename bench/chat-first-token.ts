// Budget (DESIGN.md §7): server-added time to first token vs calling the same upstream directly,
// ≤ 10 ms at the median. Both sides run in one process against one local OpenAI-protocol server.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';

const RUNS = Number(process.env.BENCH_TTFT_RUNS ?? 150);
const PORT = 5079;

async function timeToFirst(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  isFirst: (line: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (const line of buffer.split('\n')) {
      if (isFirst(line)) {
        const elapsed = performance.now() - started;
        await res.body?.cancel().catch(() => {});
        return elapsed;
      }
    }
  }
  throw new Error(`no token from ${url}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function benchChatFirstToken(): Promise<BenchResult> {
  const upstream = await startFakeUpstream({ kind: 'tokens', tokens: ['Breathe ', 'in.'] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-bench-ttft-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      AI_BASE_URL: upstream.baseUrl,
      ANON_FREE_MESSAGES: '100000',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
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
        `http://127.0.0.1:${PORT}/api/chat`,
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
      budget: '≤ 10 ms',
      pass: added <= 10,
    };
  } finally {
    server.kill('SIGTERM');
    await upstream.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
