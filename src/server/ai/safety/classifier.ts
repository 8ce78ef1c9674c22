import { CLASSIFIER_MODEL } from './classifier-model.ts';
import { CodePointSet } from './code-points.ts';
import { normalise } from './normalise.ts';
import type { RiskFocus } from './risk-screen.ts';

/**
 * A small classifier beside the lexicon (decision 018): two softmax regressions, one over hashed
 * words and word pairs and one over hashed character grams of the folded text, their class
 * probabilities averaged, trained at build time on the corpus
 * (`npm run train:crisis`) and shipped as `classifier-model.ts`. It catches the indirect
 * phrasings a lexicon has no word for ("I've done the math on the life insurance"); the lexicon
 * keeps the final say on framing (meditation, dreams, someone else's risk). Only the weights ship:
 * no corpus text is in the model.
 */

export const CLASSES = ['none', 'self', 'from_others', 'to_others'] as const;
export type ClassifierClass = (typeof CLASSES)[number];

/** What a member of the model reads: the words and word pairs, or the character grams. */
export type MemberReads = 'words' | 'grams';
export const MEMBER_READS: readonly MemberReads[] = ['words', 'grams'];

export interface ClassifierModel {
  /** log2 of the number of hashed feature buckets of each member. */
  bits: number;
  /**
   * Softmax regressions whose class probabilities are averaged: one over the words and word pairs,
   * one over the 2–5 character grams, each trained on its own features scaled to unit length.
   * Per class: the bias, then the bucket weights as signed bytes (base64), times `scale`.
   */
  members: { reads: MemberReads; classes: { bias: number; scale: number; weights: string }[] }[];
  /** Crisis when the three risk classes together reach this probability. */
  threshold: number;
  /** Shorter messages are left to the lexicon (see `wordCount`). */
  minWords: number;
  /**
   * The languages, as `detectLanguage` reads a message, that the model saw enough benign and
   * crisis messages of for its reading to count; in the others the lexicon alone decides (a model
   * that saw a language's crisis words but few of its look-alikes reads "my mum will kill me" as
   * risk). Absent: every language.
   */
  languages?: string[];
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const GRAM_PREFIX = 0x63; // 'c'

// The buckets already taken for the text being hashed, one bit each (8 KB for 16 bits, where a
// stamp per bucket took 256 KB): cleared bucket by bucket after each text.
let taken = new Int32Array(0);

// NON_WORD, `/[^\p{L}\p{M}\p{N}]+/gu`, is what separates a text's words; the code below reads
// it a code point at a time (WORD_CHARACTERS), with no regular expression.
const SPACE = 32;
const W_SPACE = Math.imul(Math.imul(FNV_OFFSET ^ 0x77, FNV_PRIME) ^ SPACE, FNV_PRIME); // "w "
const B_SPACE = Math.imul(Math.imul(FNV_OFFSET ^ 0x62, FNV_PRIME) ^ SPACE, FNV_PRIME); // "b "

// Letters, marks and digits: what NON_WORD does not match.
const WORD_CHARACTERS = new CodePointSet(/^[\p{L}\p{M}\p{N}]$/u);
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, code) =>
  WORD_CHARACTERS.has(code) ? 1 : 0,
);

/**
 * The folded text as the classifier reads it, ` ${folded.replace(NON_WORD, ' ').trim()} ` (its
 * words between single spaces, one space at each end), written as code units into a reused
 * buffer: no regular expression and no string per message. `words` counts its words.
 */
let spaced = new Uint16Array(256);
/** The text `spaced` holds now, and its length and words (a text is counted, then hashed). */
let spacedText: string | null = null;
let spacedResult = { length: 0, words: 0 };
function spaceWords(folded: string): { length: number; words: number } {
  if (folded === spacedText) return spacedResult;
  if (spaced.length < folded.length + 2) spaced = new Uint16Array(2 * folded.length + 2);
  const out = spaced;
  let length = 0;
  let words = 0;
  let inWord = false;
  out[length++] = SPACE;
  for (let i = 0; i < folded.length;) {
    const code = folded.charCodeAt(i);
    let units = 1;
    let word: boolean;
    if (code < 128) word = ASCII_WORD[code] === 1;
    else {
      // A code point as NON_WORD (with its u flag) reads it: a surrogate pair is one.
      const codePoint = CodePointSet.at(folded, i);
      if (codePoint > 0xffff) units = 2;
      word = WORD_CHARACTERS.has(codePoint);
    }
    if (!word) {
      inWord = false;
      i += units;
      continue;
    }
    if (!inWord) {
      if (words > 0) out[length++] = SPACE;
      words++;
      inWord = true;
    }
    out[length++] = code;
    if (units === 2) out[length++] = folded.charCodeAt(i + 1);
    i += units;
  }
  out[length++] = SPACE;
  spacedText = folded;
  spacedResult = { length, words };
  return spacedResult;
}

/** FNV-1a of `text[from, to)` continued from `h`: the hash of a prefix string, then those characters. */
function hashOn(h: number, text: Uint16Array, from: number, to: number): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ text[i]!, FNV_PRIME);
  return h;
}

/**
 * Hashes the features of folded text: words ("w word") and word pairs ("b one two") into the
 * buckets from `wordsAt`, the 2–5 character grams of the words joined by single spaces into the
 * buckets from `gramsAt` (each skipped when negative; `size` buckets in all), marking each one's
 * bucket in `taken`; `order`, if given, gets each bucket the first time it is met. Hashes are
 * computed over the text in place (no string per feature): this runs on every message, long ones
 * too.
 */
function markBuckets(
  folded: string,
  bits: number,
  order: number[] | null,
  wordsAt: number,
  gramsAt: number,
  size: number,
): void {
  const mask = (1 << bits) - 1;
  if (taken.length !== (size + 31) >>> 5) taken = new Int32Array((size + 31) >>> 5);
  const seen = taken;
  const add = (bucket: number) => {
    const bit = 1 << (bucket & 31);
    if (seen[bucket >>> 5]! & bit) return;
    seen[bucket >>> 5]! |= bit;
    order?.push(bucket);
  };
  const { length } = spaceWords(folded);
  const text = spaced;
  if (wordsAt >= 0) {
    // Words are the runs between the spaces of `text`.
    let previousStart = -1;
    let previousEnd = -1;
    let wordStart = 1;
    for (let i = 1; i < length; i++) {
      if (text[i] !== SPACE) continue;
      if (i > wordStart) {
        add(wordsAt + ((hashOn(W_SPACE, text, wordStart, i) >>> 0) & mask));
        if (previousStart >= 0) {
          const pair = hashOn(B_SPACE, text, previousStart, previousEnd);
          add(
            wordsAt +
              ((hashOn(Math.imul(pair ^ SPACE, FNV_PRIME), text, wordStart, i) >>> 0) & mask),
          );
        }
        previousStart = wordStart;
        previousEnd = i;
      }
      wordStart = i + 1;
    }
  }
  if (gramsAt >= 0)
    for (let start = 0; start < length - 1; start++) {
      // One running hash per start: the 2-, 3-, 4- and 5-grams share their prefix.
      let h = Math.imul(FNV_OFFSET ^ GRAM_PREFIX, FNV_PRIME);
      const last = Math.min(length, start + 5);
      for (let end = start; end < last; end++) {
        h = Math.imul(h ^ text[end]!, FNV_PRIME);
        if (end !== start) add(gramsAt + ((h >>> 0) & mask));
      }
    }
}

/** The distinct hashed buckets of folded text that a member reading `reads` sees, in the order first met. */
function bucketsOf(folded: string, bits: number, reads: MemberReads): number[] {
  const out: number[] = [];
  markBuckets(folded, bits, out, reads === 'words' ? 0 : -1, reads === 'grams' ? 0 : -1, 1 << bits);
  for (const bucket of out) taken[bucket >>> 5] = 0;
  return out;
}

/**
 * Hashed features of folded text that a member reading `reads` sees (presence), scaled to unit
 * length so a long text weighs like a short one. Training reads them; scoring reads the buckets
 * directly.
 */
export function features(folded: string, bits: number, reads: MemberReads): Map<number, number> {
  const buckets = bucketsOf(folded, bits, reads);
  const value = 1 / Math.sqrt(buckets.length || 1);
  return new Map(buckets.map((bucket) => [bucket, value]));
}

// Scripts written without spaces between words.
const UNSPACED_LETTER =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Tibetan}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}]';
const UNSPACED_LETTERS = new CodePointSet(new RegExp(`^${UNSPACED_LETTER}$`, 'u'));

/** `new RegExp(UNSPACED_LETTER, 'u').test(folded)`, a code point at a time (none is ASCII). */
function hasUnspaced(folded: string): boolean {
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    if (code < 128) continue;
    const codePoint = CodePointSet.at(folded, i);
    if (UNSPACED_LETTERS.has(codePoint)) return true;
    if (codePoint > 0xffff) i++;
  }
  return false;
}

/**
 * Words in folded text, counting two characters as a word in scripts written without spaces
 * (Chinese, Japanese, Thai, Tibetan…). Out-of-fold, the classifier caught nothing the lexicon
 * missed in messages of under ten words and raised false alarms on them ("a mantra please",
 * "I want to go home"): a few words are too little evidence for it, and short crisis messages
 * are the direct ones the lexicon knows (decision 018).
 */
export function wordCount(folded: string): number {
  if (!hasUnspaced(folded)) return spaceWords(folded).words;
  // Each word (`folded.split(NON_WORD)`), read in place: its unspaced letters count two to a
  // word, and the rest of it (if its length in code units says there is a rest) one more.
  let count = 0;
  for (let i = 0; i < folded.length;) {
    let codePoint = CodePointSet.at(folded, i);
    if (!WORD_CHARACTERS.has(codePoint)) {
      i += codePoint > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    let unspaced = 0;
    do {
      if (UNSPACED_LETTERS.has(codePoint)) unspaced++;
      i += codePoint > 0xffff ? 2 : 1;
      codePoint = i < folded.length ? CodePointSet.at(folded, i) : -1;
    } while (codePoint >= 0 && WORD_CHARACTERS.has(codePoint));
    count += unspaced ? Math.max(1, Math.ceil(unspaced / 2)) + (i - start > unspaced ? 1 : 0) : 1;
  }
  return count;
}

interface LoadedModel {
  minWords: number;
  bits: number;
  /** How many members, and the first bucket of the words' and the grams' member (-1: none). */
  members: number;
  wordsAt: number;
  gramsAt: number;
  classes: number;
  /** Per member, per class (`m * classes + k`). */
  bias: Float64Array;
  /**
   * The weights as the signed bytes they ship as, bucket by bucket (a member's buckets after the
   * one before's), each bucket's classes side by side (`bucket * classes + k`): one memory fetch
   * brings all of a bucket's classes. A byte each (256 KB a member, not a megabyte of floats), so
   * that more of the table stays in the cache.
   */
  bytes: Int8Array;
  /**
   * Per member and class, the weight each byte stands for (`(m * classes + k) * 256 + byte + 128`):
   * the float32 that `byte * scale` rounds to, as a Float32Array of weights would hold it.
   */
  weightOfByte: Float64Array;
  /**
   * True when a class's sum over any set of buckets is exact in double precision, whatever the
   * order of the additions: every weight of a class is a whole multiple of one power of two, and
   * a sum over all the buckets stays below 2^53 of them. Then the buckets can be summed in table
   * order, which reads the table front to back, instead of in the order a text meets them, which
   * jumps about it (a long message meets thousands: each a cache miss, once other work has
   * pushed the table out of the cache).
   */
  sumsInAnyOrder: boolean;
  threshold: number;
  languages: ReadonlySet<string> | null;
}

/** See `LoadedModel.sumsInAnyOrder`. */
function sumsInAnyOrder(weightOfByte: Float64Array, tables: number, bits: number): boolean {
  for (let k = 0; k < tables; k++) {
    const weights = weightOfByte.subarray(k * 256, k * 256 + 256);
    const smallest = Math.min(...[...weights].filter((w) => w !== 0).map(Math.abs));
    if (!Number.isFinite(smallest)) continue; // all zero
    // A float32 is a whole multiple of its own last place (2^-149 at the least, subnormal), and
    // no float32 at least as large as `smallest` has a finer last place.
    const unit = Math.max(2 ** (Math.floor(Math.log2(smallest)) - 23), 2 ** -149);
    let largest = 0;
    for (const w of weights) {
      if (!Number.isInteger(w / unit)) return false;
      largest = Math.max(largest, Math.abs(w / unit));
    }
    if (largest * 2 ** bits >= 2 ** 53) return false;
  }
  return true;
}

function load(model: ClassifierModel): LoadedModel {
  const members = model.members.length;
  const k = model.members[0]?.classes.length ?? 0;
  const bytes = new Int8Array((members * k) << model.bits);
  const weightOfByte = new Float64Array(members * k * 256);
  const bias = new Float64Array(members * k);
  model.members.forEach((member, m) => {
    const offset = (m << model.bits) * k;
    member.classes.forEach((c, ki) => {
      const shipped = Buffer.from(c.weights, 'base64');
      for (let i = 0; i < shipped.length; i++)
        bytes[offset + i * k + ki] = ((shipped[i] ?? 0) << 24) >> 24;
      for (let byte = -128; byte < 128; byte++)
        weightOfByte[(m * k + ki) * 256 + byte + 128] = Math.fround(byte * c.scale);
      bias[m * k + ki] = c.bias;
    });
  });
  const at = (reads: MemberReads) => {
    const m = model.members.findIndex((member) => member.reads === reads);
    return m < 0 ? -1 : m << model.bits;
  };
  return {
    minWords: model.minWords,
    bits: model.bits,
    members,
    wordsAt: at('words'),
    gramsAt: at('grams'),
    classes: k,
    bias,
    bytes,
    weightOfByte,
    sumsInAnyOrder: sumsInAnyOrder(weightOfByte, members * k, model.bits),
    threshold: model.threshold,
    languages: model.languages ? new Set(model.languages) : null,
  };
}

/**
 * Adds up the weights of the buckets marked in `taken`, member by member in table order, into
 * `sums` (`m * classes + k`) and their number into `counts`, and clears the marks.
 */
function sumMarked(model: LoadedModel, sums: Float64Array, counts: Float64Array): void {
  const { bytes, weightOfByte } = model;
  const k = model.classes;
  const seen = taken;
  const wordsPerMember = (1 << model.bits) >>> 5;
  for (let m = 0; m < model.members; m++) {
    let count = 0;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    const byteAt = m * k * 256 + 128;
    for (let w = m * wordsPerMember, end = w + wordsPerMember; w < end; w++) {
      let word = seen[w]!;
      if (word === 0) continue;
      seen[w] = 0;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        const at = ((w << 5) | (31 - Math.clz32(lowest))) * k;
        count++;
        if (k === 4) {
          // The four classes the screen has, in locals (a loop over `sums` costs twice as much).
          s0 += weightOfByte[byteAt + bytes[at]!]!;
          s1 += weightOfByte[byteAt + 256 + bytes[at + 1]!]!;
          s2 += weightOfByte[byteAt + 512 + bytes[at + 2]!]!;
          s3 += weightOfByte[byteAt + 768 + bytes[at + 3]!]!;
        } else
          for (let c = 0; c < k; c++)
            sums[m * k + c]! += weightOfByte[byteAt + c * 256 + bytes[at + c]!]!;
      }
    }
    if (k === 4) sums.set([s0, s1, s2, s3], m * 4);
    counts[m] = count;
  }
}

/**
 * Class probabilities for one folded text: each member's softmax over its own features (scaled to
 * unit length), averaged over the members.
 */
export function probabilities(model: LoadedModel, folded: string): number[] {
  const k = model.classes;
  const members = model.members;
  const sums = new Float64Array(members * k);
  const counts = new Float64Array(members);
  const size = members << model.bits;
  if (model.sumsInAnyOrder) {
    markBuckets(folded, model.bits, null, model.wordsAt, model.gramsAt, size);
    sumMarked(model, sums, counts);
  } else {
    const buckets: number[] = [];
    markBuckets(folded, model.bits, buckets, model.wordsAt, model.gramsAt, size);
    const { bytes, weightOfByte } = model;
    for (const bucket of buckets) {
      taken[bucket >>> 5] = 0;
      const m = bucket >>> model.bits;
      counts[m]!++;
      for (let c = 0; c < k; c++)
        sums[m * k + c]! += weightOfByte[(m * k + c) * 256 + bytes[bucket * k + c]! + 128]!;
    }
  }
  const out = new Array<number>(k).fill(0);
  for (let m = 0; m < members; m++) {
    const value = 1 / Math.sqrt(counts[m] || 1);
    const scores = Array.from(
      { length: k },
      (_, c) => model.bias[m * k + c]! + sums[m * k + c]! * value,
    );
    const max = Math.max(...scores);
    const exp = scores.map((s) => Math.exp(s - max));
    const sum = exp.reduce((a, b) => a + b, 0);
    for (let c = 0; c < k; c++) out[c]! += exp[c]! / sum;
  }
  return out.map((p) => p / members);
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
export function classifiedTexts(messages: readonly string[]): readonly string[] {
  if (messages.length < 2) return messages;
  const distinct = withoutRepeats(messages);
  return distinct.length > 1 ? [...messages, distinct.join(' ')] : messages;
}

/**
 * The messages less those that repeat an earlier one but for numbers and punctuation ("Question 2:
 * what comes next?" after "Question 1: …"): a repeat adds no evidence, and joined, five of them
 * read as one long text of a kind the classifier never saw.
 */
function withoutRepeats(messages: readonly string[]): string[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const letters = message.replace(NOT_A_LETTER, '');
    if (seen.has(letters)) return false;
    seen.add(letters);
    return true;
  });
}
const NOT_A_LETTER = /[^\p{L}\p{M}]+/gu;

/** Whether the model's reading counts for a message in `language` (`ClassifierModel.languages`). */
export function readsLanguage(
  language: string,
  model: LoadedModel | null = shippedModel(),
): boolean {
  return !!model && (!model.languages || model.languages.has(language));
}

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
