import { terms } from '../../teachings-index.ts';
import type { Intent } from '../question.ts';
import { DURATION, FREQUENCY } from '../dose.ts';
import { endsSentence, sentenceKey, splitSentences, wordCount } from '../sentences.ts';

/**
 * The offline guide's quality checks (issue 17): what a reader would notice at once in a reply.
 * Each returns null when the reply passes, else what is wrong, so a failing suite says why.
 */

export interface QualityCase {
  module: string;
  intent: Intent;
  question: string;
  previous?: string;
}

export type Check = (reply: string, item: QualityCase) => string | null;

/** Content words shared between the question and the reply's body (the opening echoes them). */
export const topicalOverlap: Check = (reply, item) => {
  const asked = new Set(terms(item.question));
  if (item.previous) for (const t of terms(item.previous)) asked.add(t);
  if (asked.size === 0) return null;
  const body = reply.split('\n\n').slice(1).join('\n\n');
  const shared = terms(body).filter((t) => asked.has(t));
  return shared.length
    ? null
    : `no content word of the question in the body (${[...asked].join(', ')})`;
};

/** How-long answers name a duration; how-often answers name a frequency. */
export const answersDose: Check = (reply, item) => {
  if (item.intent === 'long' && !DURATION.test(reply)) return 'a how-long question got no duration';
  if (item.intent === 'often' && !FREQUENCY.test(reply))
    return 'a how-often question got no frequency';
  return null;
};

/** Every sentence once. */
export const noRepeatedSentence: Check = (reply) => {
  const seen = new Set<string>();
  for (const line of reply.split('\n')) {
    for (const sentence of splitSentences(line.replace(/^\d+\.\s+/, ''))) {
      const key = sentenceKey(sentence);
      if (wordCount(key) < 3) continue;
      if (seen.has(key)) return `repeated sentence: ${sentence}`;
      seen.add(key);
    }
  }
  return null;
};

/** Every paragraph and list item starts with a capital and ends a sentence; no "…" cuts; "I" upper. */
export const noCutSentence: Check = (reply) => {
  for (const line of reply
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    if (/^\*\*[^*]+\*\*$/.test(line)) continue; // a practice's name
    const text = line.replace(/^(?:\d+\.|[-*])\s+/, '');
    if (!/^[\p{Lu}\d“"‘'(*]/u.test(text)) return `starts mid-sentence: ${text.slice(0, 60)}`;
    if (!endsSentence(text)) return `stops mid-sentence: …${text.slice(-60)}`;
    if (/…$/.test(text)) return `cut with an ellipsis: …${text.slice(-60)}`;
    for (const sentence of splitSentences(text))
      if (!/^[\p{Lu}\d“"‘'(*]/u.test(sentence))
        return `sentence starts lowercase: ${sentence.slice(0, 60)}`;
  }
  return /(?:^|\s)i(?=[\s,.'’!?])/.test(reply) ? 'lowercase "i"' : null;
};

/** Quotes and brackets open and close in pairs. */
export const balancedMarks: Check = (reply) => {
  const count = (ch: string) => reply.split(ch).length - 1;
  if (count('"') % 2) return 'unbalanced straight quotes';
  for (const [open, close] of [
    ['“', '”'],
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    if (count(open) !== count(close)) return `unbalanced ${open}${close}`;
  }
  // ‘ opens a quote; ’ also serves as an apostrophe, so only too many openers is a fault.
  if (count('‘') > count('’')) return 'unbalanced ‘’';
  if (count('**') % 2) return 'unbalanced bold marks';
  return null;
};

/** The reply ends on one short reflective question. */
export const reflectiveClosing: Check = (reply) => {
  const last = reply.trim().split('\n\n').at(-1) ?? '';
  if (!last.endsWith('?')) return 'does not close with a question';
  if (splitSentences(last).length !== 1 || wordCount(last) > 35)
    return 'the closing is not one short question';
  return null;
};

export const CHECKS: Record<string, Check> = {
  topicalOverlap,
  answersDose,
  noRepeatedSentence,
  noCutSentence,
  balancedMarks,
  reflectiveClosing,
};

/** Every check's complaint about a reply; empty when it passes them all. */
export function judgeReply(reply: string, item: QualityCase): string[] {
  return Object.entries(CHECKS).flatMap(([name, check]) => {
    const fault = check(reply, item);
    return fault ? [`${name}: ${fault}`] : [];
  });
}
