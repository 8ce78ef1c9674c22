// Budget (DESIGN.md §7): Lighthouse (mobile) on /, /chat/<id>, /lineage, /journal, /timeline and
// /subscription signed out, and /journal and /timeline signed in: performance ≥ 95, LCP ≤ 2.0 s,
// TBT ≤ 150 ms, CLS ≤ 0.02, accessibility 100, each the median of 5 runs. Lighthouse 12's default
// settings: a mobile screen and simulated slow 4G with a 4× slower CPU. Signed in means a session
// cookie in Lighthouse's extraHeaders, on an account with a few dreams recorded. The scores are
// absolute, so the machine's load (os.loadavg) is reported beside each page's figures.
// Needs `npm run build` first and a Chromium (CHROME_PATH, default /usr/bin/chromium).
// BENCH_LIGHTHOUSE_PORT and BENCH_LIGHTHOUSE_DEBUG_PORT move the server and Chromium elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { BenchResult } from './bench-result.ts';
import { signUp, startBuiltServer, waitFor } from './built-server.ts';

const SERVER_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 5080);
const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEBUG_PORT ?? 5089);
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const LCP_BUDGET_MS = 2000;
const TBT_BUDGET_MS = 150;
const CLS_BUDGET = 0.02;
/** Runs per page; the median of each figure counts (Lighthouse's advice for noisy machines).
 * BENCH_LIGHTHOUSE_REPORTS=<folder> also saves every run's full report as JSON (<page>.<run>.json). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

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
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** os.loadavg()[0] before and after the page's runs. */
  load: [number, number];
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function auditPage(url: string, label: string, cookie?: string): Promise<PageAudit> {
  const loadBefore = os.loadavg()[0]!;
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
    // Every run, as the median alone hides which long tasks come and go.
    const name = label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    for (const [index, run] of runs.entries())
      fs.writeFileSync(path.join(reports, `${name}.${index + 1}.json`), JSON.stringify(run));
  }
  const score = (lhr: Result, category: string) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = runs[Math.floor(runs.length / 2)]!;
  return {
    label,
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    cls: median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
    load: [loadBefore, os.loadavg()[0]!],
    failing: {
      performance: failingAudits(middle, 'performance'),
      accessibility: failingAudits(middle, 'accessibility'),
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

/**
 * Every phone has a colour emoji font. Without one, Chromium draws the teachers' emoji as boxes
 * and the app swaps them for initials after hydration: work no phone does, in the figures.
 */
function warnWithoutEmojiFont(): void {
  const fonts = spawnSync('fc-list', [':color=True', 'family'], { encoding: 'utf8' });
  if (fonts.error || fonts.stdout.trim() === '')
    console.warn(
      '⚠ No colour emoji font (Debian: fonts-noto-color-emoji): the pages do work here that a phone does not, and score lower.',
    );
}

export async function benchLighthouse(): Promise<BenchResult[]> {
  warnWithoutEmojiFont();
  const server = await startBuiltServer(SERVER_PORT);
  const chrome = await startChromium().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const cookie = await signedInWithDreams(server.origin);
    const modules = (await fetch(`${server.origin}/api/modules`).then((r) => r.json())) as {
      id: string;
    }[];
    const chat = `/chat/${encodeURIComponent(modules[0]?.id ?? 'dream-yoga')}`;
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const pages: [string, string, string?][] = [
      ...['/', chat, '/lineage', '/journal', '/timeline', '/subscription'].map(
        (page): [string, string] => [page, page],
      ),
      ...['/journal', '/timeline'].map((page): [string, string, string] => [
        page,
        `${page} (signed in)`,
        cookie,
      ]),
    ];
    const audits: PageAudit[] = [];
    for (const [page, label, withCookie] of pages) {
      if (only && !only.includes(label)) continue;
      audits.push(await auditPage(`${server.origin}${page}`, label, withCookie));
    }

    return audits.map((audit) => {
      const pass =
        audit.performance >= PERFORMANCE_BUDGET &&
        audit.lcpMs <= LCP_BUDGET_MS &&
        audit.tbtMs <= TBT_BUDGET_MS &&
        audit.cls <= CLS_BUDGET &&
        audit.accessibility >= ACCESSIBILITY_BUDGET;
      const result: BenchResult = {
        name: `Lighthouse ${audit.label}`,
        figure:
          `performance ${audit.performance} · LCP ${(audit.lcpMs / 1000).toFixed(2)} s · ` +
          `TBT ${Math.round(audit.tbtMs)} ms · CLS ${audit.cls.toFixed(3)} · ` +
          `accessibility ${audit.accessibility} (median of ${RUNS}; load ` +
          `${audit.load[0].toFixed(2)}→${audit.load[1].toFixed(2)})`,
        budget:
          `performance ≥ ${PERFORMANCE_BUDGET}, LCP ≤ ${LCP_BUDGET_MS / 1000} s, ` +
          `TBT ≤ ${TBT_BUDGET_MS} ms, CLS ≤ ${CLS_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}`,
        pass,
      };
      if (!pass || process.env.BENCH_VERBOSE)
        result.figure +=
          `; losing points: ${audit.failing.performance.join(', ') || 'none'}` +
          `; accessibility: ${audit.failing.accessibility.join(', ') || 'none'}`;
      return result;
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
