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

function hash(feature: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

const GRAM_PREFIX = 0x63; // 'c'

// One stamp per bucket, so collecting a text's distinct buckets needs no Set (a 2,000-character
// message has some 8,000 grams).
let stamps = new Uint32Array(0);
let generation = 0;

/** The distinct hashed buckets of folded text: words, word pairs and 2–5 character grams. */
function bucketsOf(folded: string, bits: number): number[] {
  const mask = (1 << bits) - 1;
  if (stamps.length !== mask + 1) stamps = new Uint32Array(mask + 1);
  if (++generation === 0xffffffff) {
    stamps.fill(0);
    generation = 1;
  }
  const out: number[] = [];
  const add = (bucket: number) => {
    if (stamps[bucket] === generation) return;
    stamps[bucket] = generation;
    out.push(bucket);
  };
  const words = folded.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    add(hash(`w ${words[i]}`) & mask);
    if (i > 0) add(hash(`b ${words[i - 1]} ${words[i]}`) & mask);
  }
  const text = ` ${words.join(' ')} `;
  for (let start = 0; start < text.length - 1; start++) {
    // One running hash per start: the 2-, 3-, 4- and 5-grams share their prefix.
    let h = Math.imul(FNV_OFFSET ^ GRAM_PREFIX, FNV_PRIME);
    for (let end = start; end < Math.min(text.length, start + 5); end++) {
      h = Math.imul(h ^ text.charCodeAt(end), FNV_PRIME);
      if (end > start) add((h >>> 0) & mask);
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

/**
 * Words in folded text, counting two characters as a word in scripts written without spaces
 * (Chinese, Japanese, Thai, Tibetan…). Out-of-fold, the classifier caught nothing the lexicon
 * missed in messages of under ten words and raised false alarms on them ("a mantra please",
 * "I want to go home"): a few words are too little evidence for it, and short crisis messages
 * are the direct ones the lexicon knows (decision 018).
 */
export function wordCount(folded: string): number {
  let count = 0;
  for (const word of folded.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!word) continue;
    const unspaced = word.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Tibetan}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu,
    );
    count += unspaced
      ? Math.max(1, Math.ceil(unspaced.length / 2)) + (word.length > unspaced.length ? 1 : 0)
      : 1;
  }
  return count;
}

interface LoadedModel {
  minWords: number;
  bits: number;
  bias: Float64Array;
  weights: Float32Array[];
  threshold: number;
}

function load(model: ClassifierModel): LoadedModel {
  return {
    minWords: model.minWords,
    bits: model.bits,
    bias: Float64Array.from(model.classes.map((c) => c.bias)),
    weights: model.classes.map((c) => {
      const bytes = Buffer.from(c.weights, 'base64');
      const out = new Float32Array(bytes.length);
      for (let i = 0; i < bytes.length; i++) out[i] = (((bytes[i] ?? 0) << 24) >> 24) * c.scale;
      return out;
    }),
    threshold: model.threshold,
  };
}

/** Class probabilities for one folded text. */
export function probabilities(model: LoadedModel, folded: string): number[] {
  const buckets = bucketsOf(folded, model.bits);
  const value = 1 / Math.sqrt(buckets.length || 1);
  const scores = model.weights.map((w, k) => {
    let sum = 0;
    for (const bucket of buckets) sum += w[bucket] ?? 0;
    return (model.bias[k] ?? 0) + sum * value;
  });
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
  if (!model) return null;
  const folded = normalise(text);
  if (wordCount(folded) < model.minWords) return { crisis: false, focus: 'self', risk: 0 };
  const p = probabilities(model, folded);
  const risk = 1 - (p[0] ?? 1);
  const focusIndex = [1, 2, 3].reduce((a, b) => ((p[b] ?? 0) > (p[a] ?? 0) ? b : a), 1);
  return { crisis: risk >= model.threshold, focus: CLASSES[focusIndex] as RiskFocus, risk };
}

export { load as loadClassifierModel };
