// Budget (DESIGN.md §7): GET /api/modules throughput ≥ 0.5× a bare node:http server returning the
// same JSON, measured in one run on this machine. Run with `npm run bench` after `npm run build`.
import http from 'node:http';
import autocannon from 'autocannon';
import type { BenchResult } from './bench-result.ts';
import { startBuiltServer } from './built-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const load = (url: string) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'x-client-id': '0b5d3c1e-6f1a-4c2b-9d3e-1a2b3c4d5e6f' },
  });

export async function benchModulesThroughput(): Promise<BenchResult> {
  const server = await startBuiltServer(5077);
  try {
    const url = `${server.origin}/api/modules`;
    const body = await (await fetch(url)).text();

    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    await new Promise<void>((r) => bare.listen(5078, '127.0.0.1', r));
    const baseline = await load('http://127.0.0.1:5078/');
    await new Promise<void>((r) => bare.close(() => r()));
    const ours = await load(url);

    const ratio = ours.requests.average / baseline.requests.average;
    return {
      name: 'GET /api/modules throughput vs bare node:http',
      figure:
        `${Math.round(ours.requests.average)} req/s vs ${Math.round(baseline.requests.average)} req/s = ${ratio.toFixed(2)}× ` +
        `(ours p50 ${ours.latency.p50} ms, p99 ${ours.latency.p99} ms, ${ours.errors} errors, ${ours.non2xx} non-2xx)`,
      budget: '≥ 0.50×',
      pass: ratio >= 0.5 && ours.non2xx === 0 && ours.errors === 0,
    };
  } finally {
    await server.stop();
  }
}
