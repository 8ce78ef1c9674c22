// Budget (DESIGN.md §6–7): the built-in crisis screen catches ≥ 95% of crisis messages in the
// labelled corpus (≥ 90% outside English), raises crisis on ≤ 3% of benign ones, and costs well
// under a millisecond per message (p99 < 1 ms, also for 2,000-character messages). The held-out
// sets (src/server/ai/safety/heldout) give the figures on messages the screen was never built
// from. Needs no build.
import {
  corpusStats,
  entryText,
  type CorpusEntry,
  falseAlarmRate,
  formatTallies,
  heldOutDir,
  loadCorpus,
  recall,
  screenEntry,
  TRAINED_HELD_OUT_SETS,
} from '../src/server/ai/safety/corpus.ts';
import { wordCount } from '../src/server/ai/safety/classifier.ts';
import { normalise } from '../src/server/ai/safety/normalise.ts';
import { assessMessage } from '../src/server/ai/safety/risk-screen.ts';
import type { BenchResult } from './bench-result.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Mean and p99 in microseconds of `run` over `inputs`, after a warm-up pass. */
function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown, rounds = 3) {
  for (const input of inputs) run(input);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const input of inputs) {
      const start = process.hrtime.bigint();
      run(input);
      samples.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  const p99 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.99))] ?? 0;
  return { mean, p99 };
}

/**
 * Long messages built from the corpus itself: each one ~2,000 characters of one language's
 * benign and crisis texts run together, as a person writes a long message in one language.
 */
function longMessages(entries: readonly CorpusEntry[], perLanguage = 8): string[] {
  const byLanguage = new Map<string, string[]>();
  for (const e of entries)
    byLanguage.set(e.lang, [...(byLanguage.get(e.lang) ?? []), entryText(e)]);
  const out: string[] = [];
  for (const texts of byLanguage.values())
    for (let i = 0; i < perLanguage; i++) {
      let message = '';
      for (let j = i; message.length < 2000; j += 3) message += `${texts[j % texts.length]} `;
      out.push(message.slice(0, 2000));
    }
  return out;
}

function heldoutResult(
  name: string,
  stats: ReturnType<typeof corpusStats>,
  more = '',
): BenchResult {
  const overall = recall(stats.total);
  const outside = recall(stats.nonEnglish);
  const alarms = falseAlarmRate(stats.total);
  return {
    name,
    figure: `recall ${pct(overall)} (${pct(outside)} outside English), false alarms ${pct(alarms)}${more}`,
    budget: 'the corpus targets: ≥ 95%, ≥ 90%, ≤ 3%',
    pass: overall >= 0.95 && outside >= 0.9 && alarms <= 0.03,
  };
}

/**
 * The blind sets, each written by people who never saw the screen (decision 018), oldest first.
 * Since the twelfth revision the classifier trains on the older ones (`TRAINED_HELD_OUT_SETS`):
 * their figures only guard against sliding back; the newer ones stay blind.
 */
const BLIND_SETS = [
  // Written last on 24 November, and measured before any of it shaped the lexicon.
  { name: 'the fresh held-out sets', dir: 'heldout-fresh' },
  // Four more blind writers (24 November, night), many of their languages without a lexicon.
  { name: "the eighth writers' blind set", dir: 'heldout-eighth' },
  // The languages and 38 others (25 November), measured before 21 lexicons were written.
  { name: "the ninth writer's blind set", dir: 'heldout-ninth' },
  // Two more writers (25 November, evening), with the hardest look-alikes yet.
  { name: "the eleventh writers' blind set", dir: 'heldout-eleventh' },
  // Two more (25 November, night): short raw messages, and long journal-like ones.
  { name: "the twelfth writers' blind set", dir: 'heldout-twelfth' },
  // Two more (25 November, late night): forum posts and helpline openings, and phone messages typed
  // late at night, each core language about 32 times.
  { name: "the thirteenth writers' blind set", dir: 'heldout-thirteenth' },
];

export function benchCrisisScreen(): BenchResult[] {
  const entries = loadCorpus();
  const stats = corpusStats(entries);
  console.log('By kind:');
  for (const line of formatTallies(stats.byKind)) console.log(`  ${line}`);
  console.log('By language:');
  for (const line of formatTallies(stats.byLanguage)) console.log(`  ${line}`);

  const perEntry = timeEach(entries, screenEntry);
  const long = timeEach(longMessages(entries), assessMessage);
  // Written by others and never used to build the lexicon; the classifier trains on it since the
  // twelfth revision (decision 018), so the blind sets below outside TRAINED_HELD_OUT_SETS are the
  // honest figure.
  const heldoutEntries = loadCorpus(heldOutDir('heldout'));
  const heldout = corpusStats(heldoutEntries);
  const shortBenign = heldoutEntries.filter(
    (e) => e.label === 'none' && wordCount(normalise(entryText(e))) <= 12,
  );
  const shortAlarms = corpusStats(shortBenign).falseAlarms.length;
  const trainedOn = (dir: string) => (TRAINED_HELD_OUT_SETS.includes(dir) ? ', trained on' : '');
  const blind = BLIND_SETS.map(({ name, dir }) => ({
    name: `${name}${trainedOn(dir)}`,
    stats: corpusStats(loadCorpus(heldOutDir(dir))),
  }));
  const overall = recall(stats.total);
  const nonEnglish = recall(stats.nonEnglish);
  const falseAlarms = falseAlarmRate(stats.total);
  return [
    {
      name: `Crisis screen recall (${stats.total.crisis} crisis messages)`,
      figure: `${pct(overall)} overall, ${pct(nonEnglish)} outside English`,
      budget: '≥ 95% overall, ≥ 90% outside English',
      pass: overall >= 0.95 && nonEnglish >= 0.9,
    },
    {
      name: `Crisis screen false alarms (${stats.total.benign} benign messages)`,
      figure: pct(falseAlarms),
      budget: '≤ 3%',
      pass: falseAlarms <= 0.03,
    },
    heldoutResult(
      `Crisis screen on the first held-out sets${trainedOn('heldout')} (${heldout.total.crisis} crisis, ${heldout.total.benign} benign)`,
      heldout,
      `; ${shortAlarms} of ${shortBenign.length} short ordinary messages alarmed`,
    ),
    ...blind.map(({ name, stats: set }) =>
      heldoutResult(
        `Crisis screen on ${name} (${set.total.crisis} crisis, ${set.total.benign} benign)`,
        set,
      ),
    ),
    {
      name: 'Crisis screen time per message',
      figure:
        `corpus mean ${perEntry.mean.toFixed(0)} µs, p99 ${perEntry.p99.toFixed(0)} µs; ` +
        `2,000 chars mean ${long.mean.toFixed(0)} µs, p99 ${long.p99.toFixed(0)} µs`,
      budget: 'p99 < 1,000 µs',
      pass: perEntry.p99 < 1000 && long.p99 < 1000,
    },
  ];
}
