import fs from 'node:fs';
import path from 'node:path';
import type { ModuleSource } from '../../../features/modules/module-content.ts';
import { composeOfflineReply } from '../offline-guide.ts';
import { judgeReply, type QualityCase } from './checks.ts';

export const QUESTIONS_FILE = path.join(import.meta.dirname, 'questions.jsonl');
/** Written apart from the suite and never tuned on: it shows how well the answers generalise. */
export const HELDOUT_FILE = path.join(import.meta.dirname, 'heldout-questions.jsonl');

export interface ModuleTally {
  module: string;
  replies: number;
  passed: number;
  failures: { question: string; unhinged: boolean; faults: string[]; reply: string }[];
}

export function readCases(file: string): QualityCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as QualityCase);
}

/**
 * Ask every question of its module, in the gentle voice and in 'unhinged' mode, as the first
 * message of a chat (a follow-up comes after the reply to its earlier question), and judge
 * each reply.
 */
export function runSuite(cases: QualityCase[], modules: ModuleSource[]): ModuleTally[] {
  const tallies = new Map<string, ModuleTally>();
  for (const item of cases) {
    const module = modules.find((m) => m.id === item.module);
    if (!module) throw new Error(`unknown module in the question set: ${item.module}`);
    const tally = tallies.get(item.module) ?? {
      module: item.module,
      replies: 0,
      passed: 0,
      failures: [],
    };
    tallies.set(item.module, tally);
    for (const unhinged of [false, true]) {
      const options = { unhinged, wordLimit: null };
      const previousReplies = item.previous
        ? [composeOfflineReply({ module, question: item.previous, previousReplies: [], options })]
        : [];
      const reply = composeOfflineReply({
        module,
        question: item.question,
        previousQuestion: item.previous,
        previousReplies,
        options,
      });
      const faults = judgeReply(reply, item);
      tally.replies += 1;
      if (faults.length) tally.failures.push({ question: item.question, unhinged, faults, reply });
      else tally.passed += 1;
    }
  }
  return [...tallies.values()].sort((a, b) => a.module.localeCompare(b.module));
}

/** One line per module: its pass rate, and the total. */
export function formatTallies(title: string, tallies: ModuleTally[]): string {
  const rate = (t: { passed: number; replies: number }) =>
    `${((100 * t.passed) / t.replies).toFixed(1)}%`;
  const total = tallies.reduce(
    (s, t) => ({ passed: s.passed + t.passed, replies: s.replies + t.replies }),
    { passed: 0, replies: 0 },
  );
  return [
    title,
    ...tallies.map(
      (t) => `  ${t.module.padEnd(22)} ${rate(t).padStart(6)}  (${t.passed}/${t.replies})`,
    ),
    `  ${'all modules'.padEnd(22)} ${rate(total).padStart(6)}  (${total.passed}/${total.replies})`,
  ].join('\n');
}
