// Load on the API beyond GET /api/modules (which modules-throughput.ts compares with bare
// node:http): public reads, signed-in reads and writes of the built server on SQLite. DESIGN.md §7
// sets no throughput figure for these, so the budget is "every answer 2xx, no socket errors"; the
// figures show what one process sustains. Rate limits that have an env setting are raised; the
// journal's fixed 30 dreams a minute per account is respected by spreading creates over accounts.
import { randomUUID } from 'node:crypto';
import autocannon, { type Options, type Result } from 'autocannon';
import type { BenchResult } from './bench-result.ts';
import { signUp, startBuiltServer } from './built-server.ts';

const PORT = 5082;
const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 5);
const CONNECTIONS = 50;
/** Accounts that share the dream creates (each may record 30 a minute). */
const WRITER_ACCOUNTS = 40;
const CREATES_PER_ACCOUNT = 28;

const dream = (n: number) =>
  JSON.stringify({
    title: `Dream ${n}`,
    content: 'I crossed a wide river at dawn; the water was calm and a white bird flew ahead.',
    emotions: 'calm, wonder',
    symbols: 'river, bird',
  });

function describe(label: string, result: Result, detail: string): BenchResult {
  return {
    name: `API load: ${label}`,
    figure:
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.errors + result.timeouts} errors, ` +
      `${result.non2xx} non-2xx (${detail})`,
    budget: 'all 2xx, no errors',
    pass: result.errors === 0 && result.timeouts === 0 && result.non2xx === 0,
  };
}

const run = (options: Options) => autocannon({ connections: CONNECTIONS, ...options });

export async function benchApiLoad(): Promise<BenchResult[]> {
  const server = await startBuiltServer(PORT, {
    AUTH_ATTEMPTS_PER_10_MINUTES: '100000',
    CHAT_PER_MINUTE: '100000',
    SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
  });
  const { origin } = server;
  try {
    const clientId = randomUUID();
    const reader = await signUp(origin);
    const writers = await Promise.all(
      Array.from({ length: WRITER_ACCOUNTS }, () => signUp(origin)),
    );
    const entryIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${origin}/api/journal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: reader, origin },
        body: dream(i),
      });
      if (res.status !== 201) throw new Error(`seeding the journal failed: ${res.status}`);
      entryIds.push(((await res.json()) as { id: string }).id);
    }
    const forever = `${DURATION_S} s, ${CONNECTIONS} connections`;
    const json = { 'content-type': 'application/json', origin };

    const results: BenchResult[] = [];
    results.push(
      describe(
        'GET /api/health',
        await run({ url: `${origin}/api/health`, duration: DURATION_S }),
        forever,
      ),
      describe(
        'GET /api/app-config',
        await run({ url: `${origin}/api/app-config`, duration: DURATION_S }),
        forever,
      ),
      describe(
        'GET /api/ai/providers',
        await run({ url: `${origin}/api/ai/providers`, duration: DURATION_S }),
        forever,
      ),
      describe(
        'GET /api/usage (signed out)',
        await run({
          url: `${origin}/api/usage`,
          duration: DURATION_S,
          headers: { 'x-client-id': clientId },
        }),
        forever,
      ),
      describe(
        'GET /api/auth/user (signed in)',
        await run({
          url: `${origin}/api/auth/user`,
          duration: DURATION_S,
          headers: { cookie: reader },
        }),
        forever,
      ),
      describe(
        'GET /api/journal (signed in, 20 dreams)',
        await run({
          url: `${origin}/api/journal`,
          duration: DURATION_S,
          headers: { cookie: reader },
        }),
        forever,
      ),
      describe(
        'PUT /api/journal/:id (edit a dream)',
        await run({
          url: `${origin}/api/journal/${entryIds[0]}`,
          duration: DURATION_S,
          method: 'PUT',
          headers: { ...json, cookie: reader },
          body: dream(0),
        }),
        forever,
      ),
    );

    // Creates go round-robin over the writer accounts so none passes its 30 a minute.
    let sent = 0;
    const amount = WRITER_ACCOUNTS * CREATES_PER_ACCOUNT;
    results.push(
      describe(
        'POST /api/journal (record a dream)',
        await run({
          url: `${origin}/api/journal`,
          amount,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const n = sent++;
                return {
                  ...request,
                  headers: { ...json, cookie: writers[n % WRITER_ACCOUNTS] ?? '' },
                  body: dream(n),
                };
              },
            },
          ],
        }),
        `${amount} creates over ${WRITER_ACCOUNTS} accounts, ${CONNECTIONS} connections`,
      ),
    );
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchApiLoad();
  for (const r of results)
    console.log(`${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}
