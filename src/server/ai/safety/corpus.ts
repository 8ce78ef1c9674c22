import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  assessConversation,
  assessConversationByLexicon,
  assessMessage,
  assessMessageByLexicon,
  type RiskAssessment,
} from './risk-screen.ts';

/**
 * The labelled corpus the risk screen is measured on (corpus/*.jsonl), and the figures the test
 * and the bench both report: crisis recall and false alarms, overall, by kind and by language.
 */

export const CorpusEntry = z
  .object({
    id: z.string().min(1),
    lang: z.string().min(2),
    label: z.enum(['crisis', 'concern', 'none']),
    kind: z.string().min(1),
    text: z.string().min(1).optional(),
    messages: z.array(z.string()).min(1).optional(),
  })
  .refine((entry) => (entry.text === undefined) !== (entry.messages === undefined), {
    message: 'an entry has either text or messages, not both',
  });
export type CorpusEntry = z.infer<typeof CorpusEntry>;

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

/** A held-out set's folder beside the corpus (`heldout`, `heldout-twelfth`, …). */
export const heldOutDir = (name: string) => path.join(CORPUS_DIR, '..', name);

/**
 * The held-out sets the classifier trains on since decision 018's twelfth revision: their writers
 * never saw the screen, so they teach phrasings the corpus lacks. The other sets (the twelfth and
 * thirteenth) stay blind, the measure of what the screen has never met.
 */
export const TRAINED_HELD_OUT_SETS: readonly string[] = [
  'heldout',
  'heldout-fresh',
  'heldout-eighth',
  'heldout-ninth',
  'heldout-eleventh',
];

/** Every entry of every *.jsonl file in `dir`; throws naming the file and line of a bad entry. */
export function loadCorpus(dir = CORPUS_DIR): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
      const parsed = CorpusEntry.safeParse(json);
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      entries.push(parsed.data);
    });
  }
  return entries;
}

/** Screens one entry the way the chat service would: a single message, or the conversation. */
export function screenEntry(entry: CorpusEntry): RiskAssessment {
  return entry.messages ? assessConversation(entry.messages) : assessMessage(entry.text ?? '');
}

/** The lexicon alone on one entry (what the classifier is trained beside). */
export function screenEntryByLexicon(entry: CorpusEntry): RiskAssessment {
  return entry.messages
    ? assessConversationByLexicon(entry.messages)
    : assessMessageByLexicon(entry.text ?? '');
}

export interface Tally {
  crisis: number;
  /** Crisis entries screened as crisis. */
  caught: number;
  benign: number;
  /** Benign (none or concern) entries screened as crisis. */
  falseAlarms: number;
  concern: number;
  /** Concern entries screened as concern. */
  concernAsConcern: number;
}

export interface CorpusStats {
  total: Tally;
  nonEnglish: Tally;
  byKind: Map<string, Tally>;
  byLanguage: Map<string, Tally>;
  misses: CorpusEntry[];
  falseAlarms: CorpusEntry[];
}

const emptyTally = (): Tally => ({
  crisis: 0,
  caught: 0,
  benign: 0,
  falseAlarms: 0,
  concern: 0,
  concernAsConcern: 0,
});

export const recall = (t: Tally) => (t.crisis ? t.caught / t.crisis : 1);
export const falseAlarmRate = (t: Tally) => (t.benign ? t.falseAlarms / t.benign : 0);

function add(tally: Tally, entry: CorpusEntry, outcome: RiskAssessment) {
  if (entry.label === 'crisis') {
    tally.crisis++;
    if (outcome.level === 'crisis') tally.caught++;
    return;
  }
  tally.benign++;
  if (outcome.level === 'crisis') tally.falseAlarms++;
  if (entry.label === 'concern') {
    tally.concern++;
    if (outcome.level === 'concern') tally.concernAsConcern++;
  }
}

/** Runs the screen over the corpus and tallies the outcomes. */
export function corpusStats(
  entries: readonly CorpusEntry[],
  screen: (entry: CorpusEntry) => RiskAssessment = screenEntry,
): CorpusStats {
  const stats: CorpusStats = {
    total: emptyTally(),
    nonEnglish: emptyTally(),
    byKind: new Map(),
    byLanguage: new Map(),
    misses: [],
    falseAlarms: [],
  };
  for (const entry of entries) {
    const outcome = screen(entry);
    add(stats.total, entry, outcome);
    // Tibetan–English mixes are English text with practice terms.
    if (!entry.lang.startsWith('en')) add(stats.nonEnglish, entry, outcome);
    for (const [map, key] of [
      [stats.byKind, entry.kind],
      [stats.byLanguage, entry.lang],
    ] as const) {
      if (!map.has(key)) map.set(key, emptyTally());
      add(map.get(key)!, entry, outcome);
    }
    if (entry.label === 'crisis' && outcome.level !== 'crisis') stats.misses.push(entry);
    if (entry.label !== 'crisis' && outcome.level === 'crisis') stats.falseAlarms.push(entry);
  }
  return stats;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** One line per kind or language: recall, false alarms, concern kept as concern. */
export function formatTallies(map: Map<string, Tally>): string[] {
  return [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, t]) =>
        `${key.padEnd(18)} recall ${t.crisis ? `${pct(recall(t))} (${t.caught}/${t.crisis})` : '—'}`.padEnd(
          46,
        ) +
        ` false alarms ${t.benign ? `${pct(falseAlarmRate(t))} (${t.falseAlarms}/${t.benign})` : '—'}`.padEnd(
          32,
        ) +
        (t.concern ? ` concern kept ${t.concernAsConcern}/${t.concern}` : ''),
    );
}

/** The text of an entry for printing a miss. */
export const entryText = (entry: CorpusEntry) =>
  entry.text ?? (entry.messages ?? []).map((m) => `«${m}»`).join(' ');
