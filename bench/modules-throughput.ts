// Budget (DESIGN.md §7): GET /api/modules throughput ≥ 0.8× a bare node:http server returning the
// same JSON, measured in one run on this machine. Run with `npm run bench` after `npm run build`.
// Both servers run in a process of their own (the load generator in this one), and their rounds
// alternate, so noise from the rest of the machine falls on both alike; the median round counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchResult } from './bench-result.ts';
import { startBuiltServer, waitFor } from './built-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 6;
const CONNECTIONS = 50;
const BARE_PORT = 5078;

/** The floor: node:http answering every request with the same bytes and content type. */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => {
  if (req.url === '/api/health') return res.end('ok');
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const load = (url: string, seconds: number) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'x-client-id': '0b5d3c1e-6f1a-4c2b-9d3e-1a2b3c4d5e6f' },
  });

export async function benchModulesThroughput(): Promise<BenchResult> {
  const server = await startBuiltServer(5077);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-bench-bare-'));
  const bare = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(BARE_PORT), BODY_FILE: path.join(dir, 'modules.json') },
    stdio: 'inherit',
  });
  try {
    const url = `${server.origin}/api/modules`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    fs.writeFileSync(path.join(dir, 'modules.json'), await (await fetch(url)).text());
    await waitFor(`http://127.0.0.1:${BARE_PORT}/api/health`);

    const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
    // A warm-up for each, so the first round does not measure the JIT compiling our hot path.
    await load(bareUrl, 1);
    await load(url, 1);
    let [oursRequests, bareRequests, errors, non2xx, p99] = [0, 0, 0, 0, 0];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Each round measures both servers back to back, the order swapped every round, so a
      // slowdown of the machine falls on both; the median round's ratio counts.
      const bareFirst = round % 2 === 0;
      const first = await load(bareFirst ? bareUrl : url, seconds);
      const second = await load(bareFirst ? url : bareUrl, seconds);
      const [baseline, ours] = bareFirst ? [first, second] : [second, first];
      bareRequests += baseline.requests.total;
      oursRequests += ours.requests.total;
      ratios.push(ours.requests.total / baseline.requests.total);
      errors += ours.errors;
      non2xx += ours.non2xx;
      p99 = Math.max(p99, ours.latency.p99);
    }
    const total = seconds * ROUNDS;
    ratios.sort((a, b) => a - b);
    const ratio = (ratios[(ROUNDS - 1) >> 1]! + ratios[ROUNDS >> 1]!) / 2;
    return {
      name: 'GET /api/modules throughput vs bare node:http',
      figure:
        `${Math.round(oursRequests / total)} req/s vs ${Math.round(bareRequests / total)} req/s; ` +
        `median round ${ratio.toFixed(2)}× (rounds ${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}×, ` +
        `${ROUNDS} rounds, order swapped each; ours p99 ≤ ${p99} ms, ${errors} errors, ${non2xx} non-2xx)`,
      budget: '≥ 0.80×',
      pass: ratio >= 0.8 && non2xx === 0 && errors === 0,
    };
  } finally {
    bare.kill('SIGTERM');
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
