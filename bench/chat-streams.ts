// Streaming a chat reply, measured side by side in one run against two other servers on the same
// local OpenAI-protocol upstream (issue 16), so that every figure is a ratio:
// - floor: a bare node:http server piping the upstream's SSE through as our events
//   (stream-floor.ts);
// - peer: a minimal Fastify + AI SDK `streamText` route (stream-peer.ts);
// - ours: the built server on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set.
// Each runs in its own process with bench/probe.mjs loaded, which reports the process's CPU time
// and event-loop delay. Figures: CPU per chat (one at a time, and N at once), streams one core
// sustains, server-added time to first token (upstream spacing its tokens, and sending them all at
// once), event-loop delay p99 during the bursts, and whether every stream reached its end.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startFakeUpstream,
  type FakeUpstream,
  type UpstreamScript,
} from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';
import { percentile, timeStream, type StreamTiming } from './chat-first-token.ts';
import { startBuiltServer, startServerProcess, type BuiltServer } from './built-server.ts';

const PORTS = { floor: 5084, peer: 5085, sqlite: 5083, postgres: 5086 };
const CONCURRENCY = (process.env.BENCH_STREAMS ?? '200').split(',').map(Number);
/** Rounds per server and concurrency. */
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 2);
/** Chats one after another for the one-at-a-time CPU figure. */
const SEQUENTIAL = Number(process.env.BENCH_STREAM_SEQUENTIAL ?? 800);
/** Turns the servers take at the one-at-a-time chats. */
const SEQUENTIAL_ROUNDS = 4;
/** First tokens timed one chat at a time, per upstream pacing. */
const TTFT_RUNS = Number(process.env.BENCH_STREAM_TTFT_RUNS ?? 60);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

// DESIGN.md §7.
const CPU_RATIO_BUDGET = 3;
const STREAMS_PER_CORE_BUDGET = 300;
const TTFT_BUDGET_MS = 2;
const LOOP_DELAY_BUDGET_MS = 50;

/** A reply of 60 tokens, 20 ms apart (1.2 s), as a model streams it; or all at once. */
const TOKENS = Array.from({ length: 60 }, (_, i) => (i === 0 ? 'Breathe ' : `word${i} `));
const REPLY_MS = 1200;
const SPACED: UpstreamScript = { kind: 'tokens', tokens: TOKENS, tokenDelayMs: REPLY_MS / 60 };
const AT_ONCE: UpstreamScript = { kind: 'tokens', tokens: TOKENS, allAtOnce: true };

interface Contender {
  name: string;
  server: BuiltServer;
  probeFile: string;
  probeSeq: number;
}

interface Probe {
  cpuMs: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

/** Ask the server's probe for its CPU time and the event-loop delay since the last reading. */
async function read(contender: Contender): Promise<Probe> {
  process.kill(contender.server.pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const probe = JSON.parse(fs.readFileSync(contender.probeFile, 'utf8')) as Probe & {
        seq: number;
      };
      if (probe.seq > contender.probeSeq) {
        contender.probeSeq = probe.seq;
        return probe;
      }
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${contender.name} did not answer its probe`);
}

const chat = (contender: Contender, untilDone: boolean) =>
  timeStream(
    `${contender.server.origin}/api/chat`,
    { message: 'How do I breathe?', moduleId: 'breath-of-life' },
    { 'x-client-id': randomUUID() },
    (l) => l.includes('"type":"token"'),
    untilDone ? (l) => l.includes('"type":"done"') : undefined,
  );

const direct = (upstream: FakeUpstream) =>
  timeStream(
    `${upstream.baseUrl}/chat/completions`,
    { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] },
    {},
    (l) => l.includes('"content":"Breathe'),
  );

/** Why streams failed: an error message, or 'ended early' for a stream without its end. */
function failuresOf(settled: PromiseSettledResult<StreamTiming>[]): string[] {
  return settled.flatMap((s) =>
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
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(1)}×`;

export async function benchChatStreams(): Promise<BenchResult[]> {
  const upstream = await startFakeUpstream(SPACED);
  const env = {
    AI_BASE_URL: upstream.baseUrl,
    UPSTREAM_URL: upstream.baseUrl,
    ANON_FREE_MESSAGES: '1000000',
    ANON_DAILY_MESSAGES_PER_ADDRESS: '1000000',
    CHAT_PER_MINUTE: '1000000',
  };
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-probe-'));
  const contenders: Contender[] = [];
  const start = async (
    name: string,
    launch: (probeEnv: Record<string, string>) => Promise<BuiltServer>,
  ) => {
    const probeFile = path.join(probeDir, `${contenders.length}.json`);
    const server = await launch({ ...env, BENCH_PROBE_FILE: probeFile });
    contenders.push({ name, server, probeFile, probeSeq: 0 });
  };
  const probeArgs = ['--import', './bench/probe.mjs'];
  // BENCH_CPU_PROF=<folder>: our servers also write a V8 CPU profile there when they stop.
  const ourArgs = process.env.BENCH_CPU_PROF
    ? [...probeArgs, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : probeArgs;
  try {
    await start('floor', (e) =>
      startServerProcess(
        [...probeArgs, '--import', 'tsx', 'bench/stream-floor.ts'],
        PORTS.floor,
        e,
      ),
    );
    await start('peer', (e) =>
      startServerProcess([...probeArgs, '--import', 'tsx', 'bench/stream-peer.ts'], PORTS.peer, e),
    );
    await start('ours (SQLite)', (e) => startBuiltServer(PORTS.sqlite, e, ourArgs));
    if (DATABASE_URL)
      await start('ours (PostgreSQL)', (e) =>
        startBuiltServer(PORTS.postgres, { ...e, DATABASE_URL }, ourArgs),
      );

    // Warm up every server (JIT, connection pools).
    upstream.script = AT_ONCE;
    for (const c of contenders) await Promise.all(Array.from({ length: 20 }, () => chat(c, true)));

    // Server-added time to first token, one chat at a time: each server against the upstream
    // directly, alternating so that machine noise falls on both alike.
    const ttft = new Map<string, Map<string, number>>();
    for (const [pacing, script] of [
      ['spaced', SPACED],
      ['all at once', AT_ONCE],
    ] as const) {
      upstream.script = script;
      const added = new Map<string, number>();
      for (const c of contenders) {
        const viaServer: number[] = [];
        const straight: number[] = [];
        for (let i = 0; i < TTFT_RUNS; i++) {
          straight.push((await direct(upstream)).firstMs);
          viaServer.push((await chat(c, false)).firstMs);
        }
        added.set(c.name, percentile(viaServer, 0.5) - percentile(straight, 0.5));
      }
      ttft.set(pacing, added);
    }

    // CPU per chat, one at a time; the upstream sends each reply in one write, so that what a
    // process spends idle (timers, the probe's own sampling) does not swamp the figure. The
    // servers take turns in rounds, so that a slow spell of the machine falls on all of them.
    upstream.script = AT_ONCE;
    const sequentialCpu = new Map<string, number>();
    const perRound = Math.ceil(SEQUENTIAL / SEQUENTIAL_ROUNDS);
    for (let round = 0; round < SEQUENTIAL_ROUNDS; round++) {
      for (const c of contenders) {
        const before = await read(c);
        for (let i = 0; i < perRound; i++) await chat(c, true);
        const spent = (await read(c)).cpuMs - before.cpuMs;
        sequentialCpu.set(
          c.name,
          (sequentialCpu.get(c.name) ?? 0) + spent / (perRound * SEQUENTIAL_ROUNDS),
        );
      }
    }

    // N chats at once: CPU per chat, event-loop delay, completions, each reply 60 tokens spaced
    // over REPLY_MS as a model sends them (what the figures' names say).
    upstream.script = SPACED;
    const bursts = CONCURRENCY.map((n) => {
      const cpu = new Map<string, number>();
      const delay = new Map<string, number>();
      const failed = new Map<string, string[]>();
      return { n, cpu, delay, failed };
    });
    for (const burst of bursts) {
      for (const c of contenders) {
        const before = await read(c);
        let worstDelay = 0;
        const failures: string[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          const settled = await Promise.allSettled(
            Array.from({ length: burst.n }, () => chat(c, true)),
          );
          failures.push(...failuresOf(settled));
          worstDelay = Math.max(worstDelay, (await read(c)).delayP99Ms);
        }
        const after = await read(c);
        burst.cpu.set(c.name, (after.cpuMs - before.cpuMs) / (burst.n * ROUNDS));
        burst.delay.set(c.name, worstDelay);
        burst.failed.set(c.name, failures);
      }
    }

    const results: BenchResult[] = [];
    const floorOf = (values: Map<string, number>) => values.get('floor') ?? NaN;
    const all = (values: Map<string, number>, format: (v: number) => string) =>
      contenders.map((c) => `${c.name} ${format(values.get(c.name) ?? NaN)}`).join(' · ');
    for (const c of contenders.filter((x) => x.name.startsWith('ours'))) {
      const seq = sequentialCpu.get(c.name) ?? NaN;
      results.push({
        name: `${c.name}: CPU per streamed chat (60 tokens sent at once), one at a time`,
        figure: `${ratio(seq, floorOf(sequentialCpu))} the floor (${all(sequentialCpu, ms)})`,
        budget: `≤ ${CPU_RATIO_BUDGET}× the floor`,
        pass: seq <= CPU_RATIO_BUDGET * floorOf(sequentialCpu),
      });
      for (const burst of bursts) {
        const cpu = burst.cpu.get(c.name) ?? NaN;
        const failures = burst.failed.get(c.name) ?? [];
        const counts = new Map<string, number>();
        for (const f of failures) counts.set(f, (counts.get(f) ?? 0) + 1);
        results.push(
          {
            name: `${c.name}: CPU per streamed chat (60 tokens over 1.2 s), ${burst.n} at once`,
            figure: `${ratio(cpu, floorOf(burst.cpu))} the floor (${all(burst.cpu, ms)})`,
            budget: `≤ ${CPU_RATIO_BUDGET}× the floor`,
            pass: cpu <= CPU_RATIO_BUDGET * floorOf(burst.cpu),
          },
          {
            name: `${c.name}: streams one core sustains (60 tokens over 1.2 s, from ${burst.n} at once)`,
            figure: all(
              new Map([...burst.cpu].map(([k, v]) => [k, REPLY_MS / v])),
              (v) => `~${Math.round(v)}`,
            ),
            budget: `≥ ${STREAMS_PER_CORE_BUDGET}`,
            pass: REPLY_MS / cpu >= STREAMS_PER_CORE_BUDGET,
          },
          {
            name: `${c.name}: event-loop delay p99, ${burst.n} streams at once`,
            figure: all(burst.delay, ms),
            budget: `≤ ${LOOP_DELAY_BUDGET_MS} ms`,
            pass: (burst.delay.get(c.name) ?? Infinity) <= LOOP_DELAY_BUDGET_MS,
          },
          {
            name: `${c.name}: ${burst.n} chats at once, every stream complete`,
            figure:
              `${burst.n * ROUNDS - failures.length}/${burst.n * ROUNDS}` +
              (failures.length
                ? ` (${[...counts].map(([reason, n]) => `${reason} ×${n}`).join(', ')})`
                : ''),
            budget: 'all complete',
            pass: failures.length === 0,
          },
        );
      }
      for (const [pacing, added] of ttft)
        results.push({
          name: `${c.name}: server-added time to first token, one chat at a time, upstream ${pacing} (median)`,
          figure: all(added, ms),
          budget: `≤ ${TTFT_BUDGET_MS} ms`,
          pass: (added.get(c.name) ?? Infinity) <= TTFT_BUDGET_MS,
        });
    }
    return results;
  } finally {
    for (const c of contenders) await c.server.stop();
    await upstream.close();
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchChatStreams();
  for (const r of results)
    console.log(`${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}
