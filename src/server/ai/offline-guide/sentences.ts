/**
 * Whole sentences for the offline guide. A reply is built only from whole sentences, so the text
 * is cut at sentence ends that lie outside quotes and brackets: "asking, “Where did I help?”
 * Then…" stays one sentence with its quote closed.
 */

const OPENERS = new Map([
  ['“', '”'],
  ['(', ')'],
  ['[', ']'],
]);
const CLOSERS = new Set(['”', ')', ']']);

/** Split prose into sentences, never inside a quotation or a bracket. */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  let depth = 0;
  let straightOpen = false;
  let start = 0;
  for (let i = 0; i < flat.length; i++) {
    const ch = flat[i] ?? '';
    if (OPENERS.has(ch)) depth++;
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    else if (ch === '"') straightOpen = !straightOpen;
    // A sentence ends at . ! or ?, or at the quote or bracket that closes right after one.
    const closesEnd = (CLOSERS.has(ch) || ch === '"') && '.!?'.includes(flat[i - 1] ?? '');
    if ((!'.!?'.includes(ch) && !closesEnd) || depth > 0 || straightOpen) continue;
    // Take closing quotes and brackets that end the sentence with it: …help?” or …(see above).)
    let end = i + 1;
    while (end < flat.length && /[.!?”’")\]]/.test(flat[end] ?? '')) {
      if (flat[end] === '"') straightOpen = !straightOpen;
      end++;
    }
    if (depth > 0 || straightOpen) continue;
    const next = flat.slice(end).match(/^ (\S)/)?.[1];
    if (next === undefined) {
      if (end >= flat.length) break;
      continue;
    }
    if (!/[A-Z0-9“"‘'(*_]/.test(next)) continue;
    // "e.g. Something" and "Dr. Smith" are not sentence ends.
    if (/\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|St)\.$/.test(flat.slice(start, end))) continue;
    sentences.push(flat.slice(start, end).trim());
    start = end + 1;
    i = end;
  }
  const rest = flat.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** True when the text ends a sentence (a full stop, question or exclamation mark, maybe quoted). */
export function endsSentence(text: string): boolean {
  return /[.!?…](?:[”’")\]*_]*)$/.test(text.trim());
}

/** Upper-case the first letter: a template may start with the person's own lowercase words. */
export function capitalise(text: string): string {
  return text.replace(
    /^([^\p{L}]*)(\p{Ll})/u,
    (_, pre: string, letter: string) => pre + letter.toUpperCase(),
  );
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A sentence reduced for comparison: case, spacing and punctuation do not make it new. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
