/**
 * Where a spoken reply is cut to be synthesised and sent piece by piece (decision 026). The first
 * piece is short, so its audio is ready at once; the rest are larger, because every piece costs
 * the engine a start of its own and playback runs far slower than synthesis.
 */

/** The first piece holds whole sentences until it has at least this many characters… */
const FIRST_MIN = 40;
/** …and a longer first sentence is cut at a comma (else a word) before this many. */
const FIRST_MAX = 60;
/**
 * Later pieces gather sentences up to this many characters: growing, so each is made while the
 * one before plays (a short piece plays for less time than a long one takes to make).
 */
const LATER_MAX = [200, 400, 600];
const REST_MAX = 600;

/** A sentence ends at . ! ? … ; or : followed by a space (closing quotes and brackets stay with it). */
const SENTENCE = /[^.!?…;:]*(?:[.!?…;:]+["'”’)\]]*(?=\s|$)|$)\s*/gy;

function sentences(text: string): string[] {
  const found: string[] = [];
  SENTENCE.lastIndex = 0;
  while (SENTENCE.lastIndex < text.length) {
    const at = SENTENCE.lastIndex;
    const match = SENTENCE.exec(text);
    if (!match || match[0].length === 0) {
      // A mark not followed by a space ("3.5"): carry on to the next real end.
      const rest = text.slice(at);
      const next = /[.!?…;:]+["'”’)\]]*(?:\s+|$)/.exec(rest);
      const end = next ? next.index + next[0].length : rest.length;
      found.push(rest.slice(0, end));
      SENTENCE.lastIndex = at + end;
      continue;
    }
    found.push(match[0]);
  }
  return found;
}

/** Cut `text` after its last comma (or space) before `max`; at `max` when it has neither. */
function cutAtWord(text: string, max: number): [string, string] {
  if (text.length <= max) return [text, ''];
  const clause = text.slice(0, max).search(/[,;–—](?=\s)[^,;–—]*$/);
  if (clause >= 20) return [text.slice(0, clause + 1), text.slice(clause + 1)];
  const space = text.lastIndexOf(' ', max);
  const at = space > max / 2 ? space : max;
  return [text.slice(0, at), text.slice(at)];
}

/** The pieces of `text`, in order; joined with spaces they are the text itself (whitespace aside). */
export function speechSegments(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  const push = () => {
    const piece = current.trim();
    if (piece) pieces.push(piece);
    current = '';
  };
  const queue = sentences(text.trim());
  while (queue.length) {
    const sentence = queue.shift() ?? '';
    const first = pieces.length === 0;
    const max = first ? FIRST_MAX : (LATER_MAX[pieces.length - 1] ?? REST_MAX);
    if (current && current.length + sentence.length > max) push();
    if (sentence.length > max && !current) {
      const [head, tail] = cutAtWord(sentence, max);
      current = head;
      push();
      if (tail.trim()) queue.unshift(tail);
      continue;
    }
    current += sentence;
    if (first && current.trim().length >= FIRST_MIN) push();
  }
  push();
  return pieces;
}
