import { CLASSIFIER_MODEL } from './classifier-model.ts';
import { normalise } from './normalise.ts';
import type { RiskFocus } from './risk-screen.ts';

/**
 * A small classifier beside the lexicon (decision 018): softmax regression over hashed word and
 * character n-grams of the folded text, trained at build time on the corpus
 * (`npm run train:crisis`) and shipped as `classifier-model.ts`. It catches the indirect
 * phrasings a lexicon has no word for ("I've done the math on the life insurance"); the lexicon
 * keeps the final say on framing (meditation, dreams, someone else's risk). Only the weights ship:
 * no corpus text is in the model.
 */

export const CLASSES = ['none', 'self', 'from_others', 'to_others'] as const;
export type ClassifierClass = (typeof CLASSES)[number];

export interface ClassifierModel {
  /** log2 of the number of hashed feature buckets. */
  bits: number;
  /** Per class: the bias, then the bucket weights as signed bytes (base64), times `scale`. */
  classes: { bias: number; scale: number; weights: string }[];
  /** Crisis when the three risk classes together reach this probability. */
  threshold: number;
  /** Shorter messages are left to the lexicon (see `wordCount`). */
  minWords: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const GRAM_PREFIX = 0x63; // 'c'

// One stamp per bucket, so collecting a text's distinct buckets needs no Set (a 2,000-character
// message has some 8,000 grams).
let stamps = new Uint32Array(0);
let generation = 0;

const NON_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
const SPACE = 32;
const W_SPACE = Math.imul(Math.imul(FNV_OFFSET ^ 0x77, FNV_PRIME) ^ SPACE, FNV_PRIME); // "w "
const B_SPACE = Math.imul(Math.imul(FNV_OFFSET ^ 0x62, FNV_PRIME) ^ SPACE, FNV_PRIME); // "b "

/** FNV-1a of `text[from, to)` continued from `h`: the hash of a prefix string, then those characters. */
function hashOn(h: number, text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/**
 * The distinct hashed buckets of folded text: words ("w word"), word pairs ("b one two") and the
 * 2–5 character grams of the words joined by single spaces. Hashes are computed over the text in
 * place (no string per feature): this runs on every message, long ones too.
 */
function bucketsOf(folded: string, bits: number): number[] {
  const mask = (1 << bits) - 1;
  if (stamps.length !== mask + 1) stamps = new Uint32Array(mask + 1);
  if (++generation === 0xffffffff) {
    stamps.fill(0);
    generation = 1;
  }
  const seen = stamps;
  const stamp = generation;
  const out: number[] = [];
  const text = ` ${folded.replace(NON_WORD, ' ').trim()} `;
  // Words are the runs between the spaces of `text`.
  let previousStart = -1;
  let previousEnd = -1;
  let wordStart = 1;
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i) !== SPACE) continue;
    if (i > wordStart) {
      let bucket = (hashOn(W_SPACE, text, wordStart, i) >>> 0) & mask;
      if (seen[bucket] !== stamp) {
        seen[bucket] = stamp;
        out.push(bucket);
      }
      if (previousStart >= 0) {
        const pair = hashOn(B_SPACE, text, previousStart, previousEnd);
        bucket = (hashOn(Math.imul(pair ^ SPACE, FNV_PRIME), text, wordStart, i) >>> 0) & mask;
        if (seen[bucket] !== stamp) {
          seen[bucket] = stamp;
          out.push(bucket);
        }
      }
      previousStart = wordStart;
      previousEnd = i;
    }
    wordStart = i + 1;
  }
  for (let start = 0; start < text.length - 1; start++) {
    // One running hash per start: the 2-, 3-, 4- and 5-grams share their prefix.
    let h = Math.imul(FNV_OFFSET ^ GRAM_PREFIX, FNV_PRIME);
    const last = Math.min(text.length, start + 5);
    for (let end = start; end < last; end++) {
      h = Math.imul(h ^ text.charCodeAt(end), FNV_PRIME);
      if (end === start) continue;
      const bucket = (h >>> 0) & mask;
      if (seen[bucket] !== stamp) {
        seen[bucket] = stamp;
        out.push(bucket);
      }
    }
  }
  return out;
}

/**
 * Hashed features of folded text (presence), scaled to unit length so a long text weighs like a
 * short one. Training reads them; scoring reads the buckets directly.
 */
export function features(folded: string, bits: number): Map<number, number> {
  const buckets = bucketsOf(folded, bits);
  const value = 1 / Math.sqrt(buckets.length || 1);
  return new Map(buckets.map((bucket) => [bucket, value]));
}

// Scripts written without spaces between words.
const UNSPACED_LETTER =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Tibetan}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}]';
const UNSPACED = new RegExp(UNSPACED_LETTER, 'u');
const UNSPACED_ALL = new RegExp(UNSPACED_LETTER, 'gu');

/**
 * Words in folded text, counting two characters as a word in scripts written without spaces
 * (Chinese, Japanese, Thai, Tibetan…). Out-of-fold, the classifier caught nothing the lexicon
 * missed in messages of under ten words and raised false alarms on them ("a mantra please",
 * "I want to go home"): a few words are too little evidence for it, and short crisis messages
 * are the direct ones the lexicon knows (decision 018).
 */
export function wordCount(folded: string): number {
  const words = folded.split(NON_WORD).filter(Boolean);
  if (!UNSPACED.test(folded)) return words.length;
  let count = 0;
  for (const word of words) {
    const unspaced = word.match(UNSPACED_ALL);
    count += unspaced
      ? Math.max(1, Math.ceil(unspaced.length / 2)) + (word.length > unspaced.length ? 1 : 0)
      : 1;
  }
  return count;
}

interface LoadedModel {
  minWords: number;
  bits: number;
  classes: number;
  bias: Float64Array;
  /**
   * The weights bucket by bucket, each bucket's classes side by side (`bucket * classes + k`): a
   * long message touches thousands of buckets spread over the table, and one memory fetch then
   * brings all of a bucket's classes instead of one.
   */
  weights: Float32Array;
  threshold: number;
}

function load(model: ClassifierModel): LoadedModel {
  const k = model.classes.length;
  const weights = new Float32Array(k << model.bits);
  model.classes.forEach((c, ki) => {
    const bytes = Buffer.from(c.weights, 'base64');
    for (let i = 0; i < bytes.length; i++)
      weights[i * k + ki] = (((bytes[i] ?? 0) << 24) >> 24) * c.scale;
  });
  return {
    minWords: model.minWords,
    bits: model.bits,
    classes: k,
    bias: Float64Array.from(model.classes.map((c) => c.bias)),
    weights,
    threshold: model.threshold,
  };
}

/** Class probabilities for one folded text. */
export function probabilities(model: LoadedModel, folded: string): number[] {
  const buckets = bucketsOf(folded, model.bits);
  const value = 1 / Math.sqrt(buckets.length || 1);
  const k = model.classes;
  const sums = new Float64Array(k);
  for (const bucket of buckets) {
    const at = bucket * k;
    for (let c = 0; c < k; c++) sums[c]! += model.weights[at + c]!;
  }
  const scores = Array.from(sums, (sum, c) => (model.bias[c] ?? 0) + sum * value);
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

let loaded: LoadedModel | undefined;

function shippedModel(): LoadedModel {
  loaded ??= load(CLASSIFIER_MODEL);
  return loaded;
}

export interface ClassifierVerdict {
  crisis: boolean;
  focus: RiskFocus;
  /** The three risk classes' probability together, for the bench and for tuning. */
  risk: number;
}

/** The classifier's reading of a whole message (the lexicon reads long ones clause by clause). */
export function classify(
  text: string,
  model: LoadedModel | null = shippedModel(),
): ClassifierVerdict | null {
  return classifyFolded(normalise(text), model);
}

/**
 * What the classifier reads of a conversation: each message, and the messages as one text, since
 * risk can be spread over several of them (the screen and the training read the same).
 */
export const classifiedTexts = (messages: readonly string[]): readonly string[] =>
  messages.length > 1 ? [...messages, messages.join(' ')] : messages;

/** `classify` on text already folded by `normalise` (the risk screen folds each message once). */
export function classifyFolded(
  folded: string,
  model: LoadedModel | null = shippedModel(),
): ClassifierVerdict | null {
  if (!model) return null;
  if (wordCount(folded) < model.minWords) return { crisis: false, focus: 'self', risk: 0 };
  const p = probabilities(model, folded);
  const risk = 1 - (p[0] ?? 1);
  const focusIndex = [1, 2, 3].reduce((a, b) => ((p[b] ?? 0) > (p[a] ?? 0) ? b : a), 1);
  return { crisis: risk >= model.threshold, focus: CLASSES[focusIndex] as RiskFocus, risk };
}

export { load as loadClassifierModel };
