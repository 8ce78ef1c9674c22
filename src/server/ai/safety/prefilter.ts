/**
 * A prefilter for the lexicon's large alternations (decision 018). Each concept pattern has
 * words it cannot match without ("want" or "wish", and then "die" or "kill"…); a clause that
 * lacks them cannot match it, so the engine never tries it there. Finding which literals a clause
 * holds, once for every list (`LiteralIndex`), costs far less than trying hundreds of alternatives
 * at every word.
 *
 * `requiredLiterals` reads a pattern's source conservatively: optional, repeated and lookaround
 * parts never count, and syntax it does not expect makes it answer null, so the pattern always
 * runs. The screen's outcomes on the whole corpus are the same with and without it.
 */

/**
 * Shortest literal worth checking: even two letters ("od") rule out some clauses, and every
 * further required literal narrows the patterns tried.
 */
const MIN_LITERAL = 2;

/** Substrings, at least one of which a match contains. */
type Clause = string[];
/** Clauses that all hold for any match: an empty list says nothing. */
type Condition = Clause[];

interface Cursor {
  source: string;
  at: number;
}

/** Reads a quantifier at the cursor: its minimum count, and whether there was none. */
function readQuantifier(c: Cursor): { min: number; none: boolean } {
  const ch = c.source[c.at];
  let min = 1;
  if (ch === '?' || ch === '*') {
    min = 0;
    c.at++;
  } else if (ch === '+') {
    c.at++;
  } else if (ch === '{') {
    const m = /^\{(\d+)(,\d*)?\}/.exec(c.source.slice(c.at));
    if (!m) return { min: 1, none: true }; // a literal brace
    min = Number(m[1]);
    c.at += m[0].length;
  } else return { min: 1, none: true };
  if (c.source[c.at] === '?') c.at++; // lazy
  return { min, none: false };
}

/** Skips a character class at the cursor (which is on its `[`). */
function skipClass(c: Cursor) {
  c.at++;
  if (c.source[c.at] === '^') c.at++;
  if (c.source[c.at] === ']') c.at++;
  while (c.at < c.source.length && c.source[c.at] !== ']') c.at += c.source[c.at] === '\\' ? 2 : 1;
  c.at++;
}

/** Skips an escape at the cursor (on its backslash); returns the literal it stands for, if any. */
function readEscape(c: Cursor): string | null {
  const next = c.source[c.at + 1] ?? '';
  if (/[pPu]/.test(next) && c.source[c.at + 2] === '{') {
    c.at = c.source.indexOf('}', c.at) + 1;
    return null;
  }
  if (next === 'x' || next === 'u') {
    c.at += next === 'x' ? 4 : 6;
    return null;
  }
  if (next === 'k' && c.source[c.at + 2] === '<') {
    c.at = c.source.indexOf('>', c.at) + 1;
    return null;
  }
  c.at += 2;
  // \b, \w, \s, \d, backreferences and the like are no literal; escaped punctuation is.
  return /[\p{L}\p{N}]/u.test(next) ? null : next;
}

/** How selective a clause is: its shortest literal, then fewer alternatives. */
const strength = (clause: Clause) => Math.min(...clause.map((s) => s.length)) - clause.length / 100;

/** The condition of the alternatives from the cursor to the closing `)` or the end. */
function readAlternation(c: Cursor): Condition {
  const branches: Condition[] = [readSequence(c)];
  while (c.source[c.at] === '|') {
    c.at++;
    branches.push(readSequence(c));
  }
  if (branches.length === 1) return branches[0]!;
  // One of the branches matched: any of their strongest literals is there.
  if (branches.some((b) => b.length === 0)) return [];
  const strongest = (b: Condition) => b.reduce((x, y) => (strength(y) > strength(x) ? y : x));
  return [[...new Set(branches.flatMap(strongest))]];
}

/** The condition of one sequence: its required literals, and its required groups' conditions. */
function readSequence(c: Cursor): Condition {
  const clauses: Condition = [];
  let run = '';
  const endRun = () => {
    if (run.length >= MIN_LITERAL) clauses.push([run]);
    run = '';
  };
  while (c.at < c.source.length) {
    const ch = c.source[c.at]!;
    if (ch === '|' || ch === ')') break;
    if (ch === '(') {
      endRun();
      const lookaround = /^\(\?<?[=!]/.test(c.source.slice(c.at));
      const named = /^\(\?<[A-Za-z]/.exec(c.source.slice(c.at));
      c.at += lookaround
        ? c.source.slice(c.at, c.at + 4).startsWith('(?<')
          ? 4
          : 3
        : named
          ? c.source.indexOf('>', c.at) + 1 - c.at
          : c.source.startsWith('(?:', c.at)
            ? 3
            : 1;
      const inner = readAlternation(c);
      c.at++; // the closing ')'
      const { min } = readQuantifier(c);
      if (!lookaround && min >= 1) clauses.push(...inner);
      continue;
    }
    if (ch === '[') {
      endRun();
      skipClass(c);
      readQuantifier(c);
      continue;
    }
    let literal: string | null;
    if (ch === '\\') literal = readEscape(c);
    else if (ch === '.' || ch === '^' || ch === '$') {
      literal = null;
      c.at++;
    } else {
      // One code point, so astral letters stay whole.
      const cp = String.fromCodePoint(c.source.codePointAt(c.at)!);
      literal = cp;
      c.at += cp.length;
    }
    const { min, none } = readQuantifier(c);
    if (literal === null || min === 0) {
      endRun();
      continue;
    }
    run += literal.repeat(min);
    // "ab+c": "abb…c" holds "ab" but not "abc", so a quantified letter ends the run.
    if (!none) endRun();
  }
  endRun();
  return clauses;
}

/**
 * Groups of substrings such that any match of `source` contains one substring of every group, or
 * null when nothing can be said. `source` is a compiled pattern's source, as it runs against
 * folded text.
 */
export function requiredLiterals(source: string): string[][] | null {
  try {
    const c: Cursor = { source, at: 0 };
    const condition = readAlternation(c);
    // Unbalanced or unexpected syntax: say nothing rather than something wrong.
    if (c.at < source.length || condition.length === 0) return null;
    // The strongest few are enough to rule a text out; the shortest lists first, since they cost
    // the fewest checks and most clauses fail the first one.
    return condition
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, 4)
      .sort((a, b) => a.length - b.length);
  } catch {
    return null;
  }
}

export interface PatternMatch {
  index: number;
  text: string;
}

/** Two UTF-16 code units as one number: the key of the index below. */
const pairAt = (text: string, i: number) => (text.charCodeAt(i) << 16) | text.charCodeAt(i + 1);

/**
 * Every list's required literals in one index, by their first two code units. A clause is a few
 * dozen pairs long while the lexicons hold thousands of literals, and one clause meets dozens of
 * lists (three per language screened): looking up the clause's pairs once finds the few literals
 * worth an `includes`, and each list then only reads which of its groups were found.
 */
class LiteralIndex {
  /** Per distinct literal: its text, and the groups (of every list) it belongs to. */
  private readonly literals: { text: string; groups: number[] }[] = [];
  private readonly idOf = new Map<string, number>();
  /** First pair → the ids of the literals that begin with it. */
  private readonly byPair = new Map<number, number[]>();
  private groupCount = 0;
  /** Per group, the text in which one of its literals was last found (by its number). */
  private found = new Uint32Array(0);
  private lastText: string | null = null;
  private textNumber = 0;

  /** Registers a group of literals (one of which a match contains); returns its id. */
  addGroup(literals: readonly string[]): number {
    const group = this.groupCount++;
    this.lastText = null; // what was found for the last text does not cover the new group
    for (const text of new Set(literals)) {
      let id = this.idOf.get(text);
      if (id === undefined) {
        id = this.literals.push({ text, groups: [] }) - 1;
        this.idOf.set(text, id);
        const key = pairAt(text, 0);
        const ids = this.byPair.get(key);
        if (ids) ids.push(id);
        else this.byPair.set(key, [id]);
      }
      this.literals[id]!.groups.push(group);
    }
    return group;
  }

  /** The groups found in `text` are those whose `found` entry equals the number returned. */
  groupsIn(text: string): { found: Uint32Array; textNumber: number } {
    if (text !== this.lastText) {
      this.lastText = text;
      if (this.found.length !== this.groupCount) this.found = new Uint32Array(this.groupCount);
      if (++this.textNumber === 0xffffffff) {
        this.found.fill(0);
        this.textNumber = 1;
      }
      const seen = new Set<number>();
      for (let i = 0; i < text.length - 1; i++) {
        const key = pairAt(text, i);
        if (seen.has(key)) continue;
        seen.add(key);
        const ids = this.byPair.get(key);
        if (!ids) continue;
        for (const id of ids) {
          const literal = this.literals[id]!;
          if (!text.includes(literal.text)) continue;
          for (const group of literal.groups) this.found[group] = this.textNumber;
        }
      }
    }
    return { found: this.found, textNumber: this.textNumber };
  }
}

const LITERALS = new LiteralIndex();

/**
 * A list of patterns that finds what their alternation (`a|b|c`, in that order) would find, but
 * only tries, in each text, the patterns whose required literals it contains.
 */
export class PatternList {
  /** Per pattern, the ids of the literal groups it needs (all of them), or null: always try it. */
  private readonly required: (number[] | null)[];

  /** `patterns`: each pattern compiled alone, global, as it would run inside the alternation. */
  constructor(private readonly patterns: readonly RegExp[]) {
    this.required = patterns.map(
      (re) => requiredLiterals(re.source)?.map((group) => LITERALS.addGroup(group)) ?? null,
    );
  }

  /** The whole list as one alternation, in order (what `matches` stands in for). */
  alternation(): RegExp {
    const sources = this.patterns.map((re) => `(?:${re.source})`);
    return new RegExp(sources.join('|'), this.patterns[0]?.flags ?? 'gu');
  }

  /** The alternation's matches in `text`, left to right. */
  matches(text: string): PatternMatch[] {
    const groups = LITERALS.groupsIn(text);
    const live: { re: RegExp; next: RegExpExecArray | null }[] = [];
    this.patterns.forEach((re, i) => {
      const required = this.required[i];
      if (required)
        for (const group of required) if (groups.found[group] !== groups.textNumber) return;
      re.lastIndex = 0;
      live.push({ re, next: re.exec(text) });
    });
    const found: PatternMatch[] = [];
    let from = 0;
    for (;;) {
      // The leftmost next match wins; at the same place, the earlier pattern, as in `a|b`.
      let best: RegExpExecArray | null = null;
      for (const p of live) {
        if (p.next && p.next.index < from) {
          p.re.lastIndex = from;
          p.next = p.re.exec(text);
        }
        if (p.next && (!best || p.next.index < best.index)) best = p.next;
      }
      if (!best) return found;
      found.push({ index: best.index, text: best[0] });
      from = best.index + Math.max(best[0].length, 1);
    }
  }
}
