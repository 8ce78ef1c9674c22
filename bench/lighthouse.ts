// Budget (DESIGN.md §7): Lighthouse (mobile) on /, /lineage, /journal, /timeline: performance ≥ 90,
// accessibility ≥ 95. Lighthouse 12's default settings: a mobile screen and simulated slow 4G with
// a 4× slower CPU. /journal and /timeline are audited signed out (they ask the visitor to sign in)
// and signed in with a few dreams recorded, through a session cookie in Lighthouse's extraHeaders.
// Needs `npm run build` first and a Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { BenchResult } from './bench-result.ts';
import { signUp, startBuiltServer, waitFor } from './built-server.ts';

const SERVER_PORT = 5080;
const DEBUG_PORT = 5089;
const PERFORMANCE_BUDGET = 90;
const ACCESSIBILITY_BUDGET = 95;
/** Runs per page; the median performance score counts (Lighthouse's advice for noisy machines).
 * BENCH_LIGHTHOUSE_REPORTS=<folder> also saves each page's first full report as JSON. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// Headless, and quiet towards the outside world: this machine has no network beyond localhost.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageAudit {
  label: string;
  performance: number;
  accessibility: number;
  /** What cost points: the category's audits scoring under 0.9 (metrics with their values). */
  failing: { performance: string[]; accessibility: string[] };
}

async function startChromium(): Promise<{ stop(): Promise<void> }> {
  const taken = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${DEBUG_PORT} is taken: another Chromium is listening there`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-bench-chrome-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const stop = async () => {
    chrome.kill('SIGTERM');
    await exited;
    // Chromium's helper processes can still be writing to the profile for a moment after the
    // browser exits; a leftover temp folder must not fail the bench.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove the Chromium profile ${profile}: ${String(error)}`);
    }
  };
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

function failingAudits(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  return lhr.categories[category]!.auditRefs.filter(
    (ref) => ref.weight > 0 || ref.group === 'load-opportunities',
  )
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) =>
      audit.displayValue
        ? `${audit.id} (${audit.displayValue}, score ${audit.score})`
        : `${audit.id} (score ${audit.score})`,
    );
}

async function auditPage(url: string, label: string, cookie?: string): Promise<PageAudit> {
  const runs: Result[] = [];
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { cookie } : null,
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    // A lost trace (NO_NAVSTART and the like) happens on a busy machine; Lighthouse's advice is
    // to run again, which we do a few times before giving up.
    if (!error) runs.push(result!.lhr);
    else if (attempt >= RUNS + 2) throw new Error(`${url}: ${error.message}`);
  }
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const file = `${label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
    fs.writeFileSync(path.join(reports, file), JSON.stringify(runs[0]));
  }
  const score = (lhr: Result, category: string) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = runs[Math.floor(runs.length / 2)]!;
  return {
    label,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    failing: {
      performance: failingAudits(median, 'performance'),
      accessibility: failingAudits(median, 'accessibility'),
    },
  };
}

/** A signed-in account with three dreams, so /journal and /timeline have something to show. */
async function signedInWithDreams(origin: string): Promise<string> {
  const cookie = await signUp(origin);
  for (const title of ['Flying over the river', 'A house of many rooms', 'The white lotus']) {
    const res = await fetch(`${origin}/api/journal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title,
        content: `${title}: I walked slowly and felt calm, then water rose around me.`,
        emotions: 'calm, wonder',
        symbols: 'water, light',
      }),
    });
    if (res.status !== 201) throw new Error(`creating a dream failed: ${res.status}`);
  }
  return cookie;
}

export async function benchLighthouse(): Promise<BenchResult[]> {
  const server = await startBuiltServer(SERVER_PORT);
  const chrome = await startChromium().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const cookie = await signedInWithDreams(server.origin);
    const audits: PageAudit[] = [];
    for (const page of ['/', '/lineage', '/journal', '/timeline'])
      audits.push(await auditPage(`${server.origin}${page}`, page));
    for (const page of ['/journal', '/timeline'])
      audits.push(await auditPage(`${server.origin}${page}`, `${page} (signed in)`, cookie));

    return audits.flatMap((audit) => {
      const results: BenchResult[] = [
        {
          name: `Lighthouse performance ${audit.label}`,
          figure: `${audit.performance} (median of ${RUNS})`,
          budget: `≥ ${PERFORMANCE_BUDGET}`,
          pass: audit.performance >= PERFORMANCE_BUDGET,
        },
        {
          name: `Lighthouse accessibility ${audit.label}`,
          figure: String(audit.accessibility),
          budget: `≥ ${ACCESSIBILITY_BUDGET}`,
          pass: audit.accessibility >= ACCESSIBILITY_BUDGET,
        },
      ];
      if (!results[0]!.pass || process.env.BENCH_VERBOSE)
        results[0]!.figure += `; losing points: ${audit.failing.performance.join(', ') || 'none'}`;
      if (!results[1]!.pass || process.env.BENCH_VERBOSE)
        results[1]!.figure += `; failing: ${audit.failing.accessibility.join(', ') || 'none'}`;
      return results;
    });
  } finally {
    await chrome.stop();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLighthouse();
  for (const r of results)
    console.log(`${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}
