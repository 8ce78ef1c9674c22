/**
 * A prefilter for the lexicon's patterns (decision 018). Each pattern has words it cannot match
 * without ("want" or "wish", and then "die" or "kill"…); a clause that lacks them cannot match it,
 * so the engine never tries it there. Which literals a clause holds is found once for all the
 * patterns of all the lexicons (`LiteralIndex`, one walk of a trie), which costs far less than
 * trying hundreds of alternatives at every word: a short ordinary message runs almost no pattern.
 *
 * `requiredLiterals` reads a pattern's source conservatively: optional, repeated and lookaround
 * parts never count, and syntax it does not expect makes it answer null, so the pattern always
 * runs. `alternativesOf` splits a large alternation into patterns with literals of their own.
 * Neither changes what the screen finds: prefilter.test.ts compares every lexicon list and set
 * with its plain alternation on corpus text.
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

/**
 * Splitting a pattern into alternatives. A concept or cue pattern is often one large alternation,
 * "\b(?:wont be here|last message|goodbye|…)\b": a clause holding one of its hundred words runs
 * all hundred alternatives at every word, and V8 leaves so large a pattern unoptimised. Split
 * into "\bwont be here\b", "\blast message\b"…, each alternative has its own required literals
 * and runs alone where they are, as a small pattern the engine scans for quickly.
 *
 * The split is exact. An alternation `a|b` matches, at each place, what `a` matches there, else
 * what `b` does; so do the patterns `a`, `b` tried in order (as `PatternList` and `PatternSet`
 * try them). And `P(?:a|b)S` is `PaS|PbS` when `P` can match only one way (assertions, single
 * characters and classes without quantifiers): the engine tries the same things in the same
 * order. Anything unexpected (a backreference, unbalanced syntax) leaves the source whole.
 */

/** Where the atom at `at` ends (before any quantifier), or -1 for syntax not split here. */
function atomEnd(source: string, at: number): number {
  const ch = source[at]!;
  if (ch === '(') {
    let depth = 0;
    for (let i = at; i < source.length; i++) {
      const c = source[i]!;
      if (c === '\\') i++;
      else if (c === '[') {
        i = classEnd(source, i) - 1;
        if (i < 0) return -1;
      } else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return i + 1;
    }
    return -1;
  }
  if (ch === '[') return classEnd(source, at);
  if (ch === '\\') {
    const next = source[at + 1] ?? '';
    if (/[pPu]/.test(next) && source[at + 2] === '{') {
      const close = source.indexOf('}', at);
      return close < 0 ? -1 : close + 1;
    }
    if (next === 'u') return at + 6;
    if (next === 'x') return at + 4;
    if (next === 'c') return at + 3;
    // Backreferences (and \k<name>) tie one part of a pattern to another: never split.
    if (/[0-9k]/.test(next) || next === '') return -1;
    return at + 2;
  }
  if (ch === ')' || ch === '|') return -1;
  const code = source.charCodeAt(at);
  return (code & 0xfc00) === 0xd800 ? at + 2 : at + 1;
}

/** Where the class at `at` (on its `[`) ends, or -1. */
function classEnd(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i + 1;
  }
  return -1;
}

/** Where the quantifier at `at` ends (`at` when there is none). */
function quantifierEnd(source: string, at: number): number {
  let end = at;
  const ch = source[at];
  if (ch === '?' || ch === '*' || ch === '+') end = at + 1;
  else if (ch === '{') {
    const m = /^\{\d+(?:,\d*)?\}/.exec(source.slice(at, at + 24));
    if (!m) return at;
    end = at + m[0].length;
  } else return at;
  return source[end] === '?' ? end + 1 : end;
}

interface Atom {
  start: number;
  /** Where the atom ends, before its quantifier. */
  end: number;
  /** Where its quantifier ends (`end` when it has none). */
  quantified: number;
}

/** The top-level alternatives of `source[from, to)`, each as its atoms; null when unexpected. */
function topLevel(source: string, from: number, to: number): Atom[][] | null {
  const branches: Atom[][] = [[]];
  for (let at = from; at < to;) {
    if (source[at] === '|') {
      branches.push([]);
      at++;
      continue;
    }
    const end = atomEnd(source, at);
    if (end < 0 || end > to) return null;
    const quantified = quantifierEnd(source, end);
    branches.at(-1)!.push({ start: at, end, quantified });
    at = quantified;
  }
  return branches;
}

/** An atom that matches at most one way where it matches: an assertion, a character, a class. */
function singleWay(source: string, atom: Atom): boolean {
  if (atom.quantified !== atom.end) return false;
  if (source[atom.start] !== '(') return true;
  return /^\(\?<?[=!]/.test(source.slice(atom.start, atom.start + 4));
}

/**
 * Sources of the alternatives of `source` in order, split as above, `depth` groups of
 * alternatives deep, at most `limit` of them. At depth one, "\b(?:a|b)\b" gives "\ba\b" and
 * "\bb\b", and "(?:a|\b(?:b|c))" gives "a" and "\b(?:b|c)": deeper splits multiply into tens of
 * thousands of patterns, which cost more to load than they save.
 */
export function alternativesOf(source: string, limit = 100, depth = 1): string[] {
  const branches = topLevel(source, 0, source.length);
  if (!branches) return [source];
  const whole = branches.map((b) => sourceOf(source, b));
  const split = whole.flatMap((branch) => splitBranch(branch, limit, depth));
  if (split.length > limit) return whole.length <= limit ? whole : [source];
  return split.map(withoutRedundantLookahead);
}

/**
 * The alternative without a leading lookahead that a `\b` right after it already implies (one of
 * its own alternatives is `\b`): the lexicon's word gate, "(?=\b|[^\x00-\x7F])", before an
 * alternative that starts at a word anyway. A pattern that opens on a word boundary and a
 * literal is one the engine can scan for.
 */
function withoutRedundantLookahead(alternative: string): string {
  const atoms = topLevel(alternative, 0, alternative.length)?.[0];
  const [lookahead, next] = atoms ?? [];
  if (!lookahead || !next || !alternative.startsWith('(?=', 0)) return alternative;
  if (
    lookahead.quantified !== lookahead.end ||
    alternative.slice(next.start, next.quantified) !== '\\b'
  )
    return alternative;
  const inner = topLevel(alternative, 3, lookahead.end - 1);
  if (!inner?.some((branch) => sourceOf(alternative, branch) === '\\b')) return alternative;
  return alternative.slice(next.start);
}

const sourceOf = (source: string, atoms: Atom[]) =>
  atoms.length ? source.slice(atoms[0]!.start, atoms.at(-1)!.quantified) : '';

/** One alternative (no top-level `|`), split at its first group after single-way atoms. */
function splitBranch(branch: string, limit: number, depth: number): string[] {
  const atoms = topLevel(branch, 0, branch.length)?.[0];
  if (!atoms) return [branch];
  const group = atoms.findIndex((atom) => !singleWay(branch, atom));
  const atom = atoms[group];
  if (!atom || atom.quantified !== atom.end || !branch.startsWith('(?:', atom.start))
    return [branch];
  const inner = topLevel(branch, atom.start + 3, atom.end - 1);
  if (!inner) return [branch];
  const before = branch.slice(0, atom.start);
  const after = branch.slice(atom.end);
  const alternatives = inner.map((alternative) => before + sourceOf(branch, alternative) + after);
  // A group of one alternative is only brackets: its atoms join the sequence, and the split goes
  // on past them.
  if (alternatives.length === 1) return splitBranch(alternatives[0]!, limit, depth);
  if (depth === 0) return [branch];
  const split = alternatives.flatMap((alternative) => splitBranch(alternative, limit, depth - 1));
  if (split.length <= limit) return split;
  return alternatives.length <= limit ? alternatives : [branch];
}

export interface PatternMatch {
  index: number;
  text: string;
}

/**
 * The trie of `LiteralIndex`, laid out small: a walk through a long message is a few steps at
 * each of its characters, and each step a fetch from memory, so the fewer cache lines the trie
 * takes the faster it goes. Nodes are numbered breadth first (the root is 0), which puts a node's
 * children next to each other, in the order of its edges: edge `e` (counted over all nodes in
 * that order) leads to node `e + 1`, so an edge is only its code unit.
 */
interface Trie {
  /** The root's children by ASCII code unit (folded Latin text is plain ASCII), -1 for none. */
  rootAscii: Int32Array;
  /**
   * The node two ASCII code units down (`first * 128 + second`), -1 for none: most walks through
   * Latin text start here, past the root's and its children's many edges. Null when some
   * literal is a single code unit (then every walk starts at the root).
   */
  asciiPairs: Int32Array | null;
  /**
   * Per node, side by side: where its edges start in `edgeUnit`, and where the literals that end
   * at it start in `endingLiteral`. Both end where the next node's start.
   */
  nodes: Int32Array;
  /** Per edge, its code unit; a node's edges sorted by unit. */
  edgeUnit: Uint16Array;
  endingLiteral: Int32Array;
}

function buildTrie(literals: readonly string[]): Trie {
  // Built with maps, then laid out flat, breadth first.
  const children: Map<number, number>[] = [new Map<number, number>()];
  const ending: number[][] = [[]];
  literals.forEach((literal, id) => {
    let node = 0;
    for (let i = 0; i < literal.length; i++) {
      const unit = literal.charCodeAt(i);
      let next = children[node]!.get(unit);
      if (next === undefined) {
        next = children.push(new Map<number, number>()) - 1;
        ending.push([]);
        children[node]!.set(unit, next);
      }
      node = next;
    }
    ending[node]!.push(id);
  });
  const sortedUnits = children.map((map) => [...map.keys()].sort((a, b) => a - b));
  const order = [0];
  for (let i = 0; i < order.length; i++)
    for (const unit of sortedUnits[order[i]!]!) order.push(children[order[i]!]!.get(unit)!);
  const trie: Trie = {
    rootAscii: new Int32Array(128).fill(-1),
    asciiPairs: null,
    nodes: new Int32Array(2 * (order.length + 1)),
    edgeUnit: new Uint16Array(order.length - 1),
    endingLiteral: new Int32Array(literals.length),
  };
  let edge = 0;
  let end = 0;
  order.forEach((node, n) => {
    trie.nodes[2 * n] = edge;
    trie.nodes[2 * n + 1] = end;
    for (const unit of sortedUnits[node]!) {
      // Breadth first, this edge's child is the node numbered right after the edges before it.
      if (n === 0 && unit < 128) trie.rootAscii[unit] = edge + 1;
      trie.edgeUnit[edge++] = unit;
    }
    for (const id of ending[node]!) trie.endingLiteral[end++] = id;
  });
  trie.nodes[2 * order.length] = edge;
  trie.nodes[2 * order.length + 1] = end;
  if (literals.every((literal) => literal.length >= 2)) {
    const pairs = new Int32Array(128 * 128).fill(-1);
    for (let first = 0; first < 128; first++) {
      const node = trie.rootAscii[first]!;
      if (node < 0) continue;
      for (let second = 0; second < 128; second++)
        pairs[first * 128 + second] = childOf(trie, node, second);
    }
    trie.asciiPairs = pairs;
  }
  return trie;
}

/** The child of `node` on `unit`, or -1: a binary search of the node's edges. */
function childOf(trie: Trie, node: number, unit: number): number {
  if (node === 0 && unit < 128) return trie.rootAscii[unit]!;
  const { nodes, edgeUnit } = trie;
  let low = nodes[2 * node]!;
  let high = nodes[2 * node + 2]! - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = edgeUnit[middle]!;
    if (at < unit) low = middle + 1;
    else if (at > unit) high = middle - 1;
    else return middle + 1;
  }
  return -1;
}

/**
 * Every gated pattern's required literals, found in a text at once. A text is read by walking a
 * trie from each of its positions (a few steps each: literals part ways within a few letters),
 * which finds exactly the literals `text.includes` would find. A pattern's condition (groups of
 * literals, one of each needed) is set off by its likeliest missing group, its trigger; only the
 * conditions set off are checked, group by group, when a set asks which of its patterns are live.
 * A clause meets dozens of lists (three per language screened) and thousands of literals: one
 * walk answers for all of them, and an ordinary clause sets off few conditions.
 *
 * The trie holds the literals of triggers and of groups of several literals; a lone literal that
 * triggers nothing (most often a common word: "the", "my ") is looked for with `includes`, and
 * only in a text where a condition needing it was set off. A clause of a message walked before is
 * not walked again: its literals are the message's within its span.
 *
 * Conditions belong to sets (a `PatternList`, a `PatternSet`), and sets to families, so that a set
 * or a family none of whose conditions was set off can say so at once.
 */
class LiteralIndex {
  /** Per group (shared: many patterns need the same group, "my ", "kill"…), its literals. */
  private readonly groupLiterals: string[][] = [];
  private readonly groupIdOf = new Map<string, number>();
  /** Per condition: its groups, its set, and the pattern of its set it gates. */
  private readonly groupsOfCondition: number[][] = [];
  private readonly setOfCondition: number[] = [];
  private readonly patternOfCondition: number[] = [];
  /** Per set, the set it belongs to (a family of sets, see `PatternFamily`), or -1. */
  private readonly parentOfSet: number[] = [];
  /**
   * Per set, the conditions whose trigger group the text last read holds (if `setFound` says so):
   * only these can hold, and only these are checked. A condition's trigger is the group whose
   * shortest literal is longest, the likeliest to be missing.
   */
  private readonly candidates: number[][] = [];
  private setCount = 0;

  /** Built on the first read after a registration. */
  private trie: Trie | null = null;
  /** The literals in the trie, and per literal, its groups that are. */
  private literals: string[] = [];
  private groupsStart = new Int32Array(0);
  private groupsFlat = new Int32Array(0);
  /** Per group, the conditions it is the trigger of (`triggeredStart`, `triggeredFlat`). */
  private triggeredStart = new Int32Array(0);
  private triggeredFlat = new Int32Array(0);
  /** Per group, 1 when its literals are in the trie (see `build`). */
  private indexed = new Uint8Array(0);

  /**
   * Per literal, group and set: the number of the text it was last found in (a group not in the
   * trie: the text it was last looked for in, and `groupPresent` says whether it was there).
   */
  private literalFound = new Uint32Array(0);
  private literalLength = new Int32Array(0);
  private groupFound = new Uint32Array(0);
  private groupPresent = new Uint8Array(0);
  private setFound = new Uint32Array(0);
  private lastText: string | null = null;
  private textNumber = 0;
  private readonly liveScratch: number[] = [];
  /**
   * The texts walked last, with where each literal occurs in them (by start): a clause of a
   * message already walked is found in it, and its literals are the occurrences within its span,
   * with no second walk (the screen reads a whole message, then each of its clauses).
   */
  private readonly walked: Walked[] = [];

  /** A new set of conditions; returns its id. */
  addSet(parent = -1): number {
    this.parentOfSet.push(parent);
    this.candidates.push([]);
    return this.setCount++;
  }

  /**
   * Registers the condition of a set's `pattern`: groups of literals (non-empty), each of which a
   * text must hold one of.
   */
  addCondition(set: number, pattern: number, groups: readonly (readonly string[])[]): void {
    if (!groups.length) throw new Error('a condition needs a group');
    // A group with a two-letter Latin literal ("th", "d ") is met in almost every text: it rules
    // little out. Another group will do.
    const strong = groups.filter((literals) => !literals.some(isWeakLiteral));
    const groupIds = [
      ...new Set((strong.length ? strong : groups).map((literals) => this.groupOf(literals))),
    ];
    this.groupsOfCondition.push(groupIds);
    this.setOfCondition.push(set);
    this.patternOfCondition.push(pattern);
    this.trie = null; // the next read rebuilds it, and finds the new literals too
    this.lastText = null;
    this.walked.length = 0;
  }

  private groupOf(literals: readonly string[]): number {
    const distinct = [...new Set(literals)].sort();
    if (distinct.includes('')) throw new Error('an empty literal rules nothing out');
    const key = distinct.join('\0');
    let group = this.groupIdOf.get(key);
    if (group === undefined) {
      group = this.groupLiterals.push(distinct) - 1;
      this.groupIdOf.set(key, group);
    }
    return group;
  }

  private build(): Trie {
    const groupCount = this.groupLiterals.length;
    // How rare a group's literals are likely to be: its shortest literal's length.
    const strength = this.groupLiterals.map((literals) =>
      Math.min(...literals.map((literal) => literal.length)),
    );
    const triggered = Array.from({ length: groupCount }, (): number[] => []);
    this.groupsOfCondition.forEach((groups, condition) => {
      const trigger = groups.reduce((a, b) => (strength[b]! > strength[a]! ? b : a));
      triggered[trigger]!.push(condition);
    });
    [this.triggeredStart, this.triggeredFlat] = flatten(triggered);
    // Triggers are in the trie, and so are groups of several literals: looking for those one by
    // one (`includes`) costs more than the walk's marks. A lone literal that is no trigger, most
    // often a common word ("the", "my "), is looked for only where a trigger is.
    this.indexed = Uint8Array.from(triggered, (conditions, group) =>
      conditions.length || this.groupLiterals[group]!.length > 1 ? 1 : 0,
    );
    const idOf = new Map<string, number>();
    const groupsOf: number[][] = [];
    this.groupLiterals.forEach((literals, group) => {
      if (!this.indexed[group]) return;
      for (const literal of literals) {
        let id = idOf.get(literal);
        if (id === undefined) {
          id = groupsOf.push([]) - 1;
          idOf.set(literal, id);
        }
        groupsOf[id]!.push(group);
      }
    });
    this.literals = [...idOf.keys()];
    [this.groupsStart, this.groupsFlat] = flatten(groupsOf);
    this.literalFound = new Uint32Array(this.literals.length);
    this.literalLength = Int32Array.from(this.literals, (literal) => literal.length);
    this.groupFound = new Uint32Array(groupCount);
    this.groupPresent = new Uint8Array(groupCount);
    this.setFound = new Uint32Array(this.setCount);
    this.textNumber = 0;
    this.trie = buildTrie(this.literals);
    return this.trie;
  }

  /** Finds the literals of `text` (once: reading the same text again costs nothing). */
  read(text: string): void {
    if (text === this.lastText && this.trie) return;
    const trie = this.trie ?? this.build();
    this.lastText = text;
    if (++this.textNumber === 0xffffffff) {
      for (const found of [this.literalFound, this.groupFound, this.setFound]) found.fill(0);
      this.textNumber = 1;
    }
    for (let w = this.walked.length - 1; w >= 0; w--) {
      const walked = this.walked[w]!;
      if (text.length > walked.text.length) continue;
      const at = walked.text.indexOf(text);
      if (at >= 0) return this.readWithin(walked, at, at + text.length);
    }
    this.walk(trie, text);
  }

  /** Marks the literals that occur within `[from, to)` of a text walked before. */
  private readWithin(walked: Walked, from: number, to: number): void {
    const { starts, literals, count } = walked;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < from) low = middle + 1;
      else high = middle;
    }
    for (let o = low; o < count && starts[o]! < to; o++) {
      const literal = literals[o]!;
      if (starts[o]! + this.literalLength[literal]! <= to) this.found(literal);
    }
  }

  /** Walks the trie from each position of `text`, marking the literals found and noting where. */
  private walk(trie: Trie, text: string): void {
    const walked =
      this.walked.length < RECENT_TEXTS
        ? { text, starts: new Int32Array(64), literals: new Int32Array(64), count: 0 }
        : this.walked.shift()!;
    walked.text = text;
    walked.count = 0;
    this.walked.push(walked);
    const { rootAscii, asciiPairs, nodes, endingLiteral } = trie;
    const length = text.length;
    for (let start = 0; start < length; start++) {
      const first = text.charCodeAt(start);
      let node: number;
      let next = start + 1;
      if (asciiPairs && first < 128) {
        // No literal is one code unit long: the walk may start two units down.
        if (next >= length) continue;
        const second = text.charCodeAt(next++);
        node =
          second < 128
            ? asciiPairs[first * 128 + second]!
            : rootAscii[first]! < 0
              ? -1
              : childOf(trie, rootAscii[first]!, second);
      } else node = first < 128 ? rootAscii[first]! : childOf(trie, 0, first);
      for (; node >= 0; next++) {
        const endings = nodes[2 * node + 3]!;
        for (let e = nodes[2 * node + 1]!; e < endings; e++) {
          const literal = endingLiteral[e]!;
          this.found(literal);
          if (walked.count === walked.starts.length) {
            walked.starts = grown(walked.starts);
            walked.literals = grown(walked.literals);
          }
          walked.starts[walked.count] = start;
          walked.literals[walked.count++] = literal;
        }
        if (next >= length) break;
        node = childOf(trie, node, text.charCodeAt(next));
      }
    }
  }

  private found(literal: number): void {
    const textNumber = this.textNumber;
    if (this.literalFound[literal] === textNumber) return;
    this.literalFound[literal] = textNumber;
    for (let g = this.groupsStart[literal]!; g < this.groupsStart[literal + 1]!; g++) {
      const group = this.groupsFlat[g]!;
      if (this.groupFound[group] === textNumber) continue;
      this.groupFound[group] = textNumber;
      for (let t = this.triggeredStart[group]!; t < this.triggeredStart[group + 1]!; t++) {
        // A condition set off: its set (and the set's family) may have a live pattern.
        const condition = this.triggeredFlat[t]!;
        const set = this.setOfCondition[condition]!;
        if (this.setFound[set] !== textNumber) {
          this.setFound[set] = textNumber;
          this.candidates[set]!.length = 0;
        }
        this.candidates[set]!.push(condition);
        const parent = this.parentOfSet[set]!;
        if (parent >= 0) this.setFound[parent] = textNumber;
      }
    }
  }

  /** True when the text last read holds one of the group's literals. */
  private holdsGroup(group: number): boolean {
    const textNumber = this.textNumber;
    // An indexed group's literals are all in the trie: the walk found them, or they are not there.
    if (this.indexed[group]) return this.groupFound[group] === textNumber;
    if (this.groupFound[group] !== textNumber) {
      this.groupFound[group] = textNumber;
      const text = this.lastText!;
      this.groupPresent[group] = this.groupLiterals[group]!.some((literal) =>
        text.includes(literal),
      )
        ? 1
        : 0;
    }
    return this.groupPresent[group] === 1;
  }

  /**
   * The patterns of `set` whose conditions hold in the text last read, in no order. The array is
   * reused by the next call: read it before asking again.
   */
  liveIn(set: number): readonly number[] {
    const live = this.liveScratch;
    live.length = 0;
    if (this.setFound[set] !== this.textNumber) return live;
    for (const condition of this.candidates[set]!)
      if (this.groupsOfCondition[condition]!.every((group) => this.holdsGroup(group)))
        live.push(this.patternOfCondition[condition]!);
    return live;
  }

  /**
   * True when some condition of `set` may hold in the text last read: its trigger group is there
   * (no condition holds without it).
   */
  anySetOff(set: number): boolean {
    return this.setFound[set] === this.textNumber;
  }
}

/** How many texts walked last `LiteralIndex` keeps the literals of. */
const RECENT_TEXTS = 8;

interface Walked {
  text: string;
  /** Per occurrence of a literal, by start: where it starts, and which literal it is. */
  starts: Int32Array;
  literals: Int32Array;
  count: number;
}

/** Two ASCII code units: a literal nearly every Latin text holds. */
const isWeakLiteral = (literal: string) =>
  literal.length <= 2 && literal.charCodeAt(0) < 0x80 && literal.charCodeAt(1) < 0x80;

/** Lists of numbers as one array, and where each list starts in it (and the last one ends). */
function flatten(
  lists: readonly (readonly number[])[],
): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const starts = new Int32Array(lists.length + 1);
  const flat = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  lists.forEach((list, i) => {
    starts[i] = at;
    for (const x of list) flat[at++] = x;
  });
  starts[lists.length] = at;
  return [starts, flat];
}

const grown = (array: Int32Array) => {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
};

const LITERALS = new LiteralIndex();

/**
 * Sets of patterns read together (one lexicon's concept, concern and cue patterns): a text in
 * which none of them can match skips them all with one look.
 */
export class PatternFamily {
  readonly set = LITERALS.addSet();
  /** Some member always tries some pattern. */
  someAlwaysTried = false;

  /** Reads `text`; false when no pattern of any member can match it. */
  anyWorthTrying(text: string): boolean {
    LITERALS.read(text);
    return this.someAlwaysTried || LITERALS.anySetOff(this.set);
  }
}

/** A pattern as its source and flags (a RegExp is one). */
export interface PatternSource {
  readonly source: string;
  readonly flags: string;
}

/**
 * Patterns gated by the literal index: each split into its alternatives (`alternativesOf`), and
 * each alternative registered with the condition its required literals make, or always tried
 * when it has none.
 */
class GatedPatterns {
  protected readonly set: number;
  /** The patterns split into their alternatives (`alternativesOf`), in order, as sources. */
  private readonly sources: string[] = [];
  private readonly flags: string[] = [];
  /** Each alternative compiled the first time a text holds its literals (most never are). */
  private readonly compiled: (RegExp | undefined)[] = [];
  /** The patterns nothing can be said of (no required literal): tried on every text, in order. */
  protected readonly alwaysTried: number[] = [];

  constructor(
    private readonly whole: readonly PatternSource[],
    family?: PatternFamily,
  ) {
    this.set = LITERALS.addSet(family?.set);
    const seen = new Set<string>();
    for (const re of whole) {
      const alternatives = alternativesOf(re.source);
      const unsplit = alternatives.length === 1 && alternatives[0] === re.source;
      for (const source of alternatives) {
        // An alternative met twice can never find anything the first one has not.
        if (seen.has(source)) continue;
        seen.add(source);
        const pattern = this.sources.push(source) - 1;
        this.flags.push(re.flags);
        this.compiled.push(unsplit && re instanceof RegExp ? re : undefined);
        const groups = requiredLiterals(source);
        if (groups) LITERALS.addCondition(this.set, pattern, groups);
        else this.alwaysTried.push(pattern);
      }
    }
    if (family && this.alwaysTried.length) family.someAlwaysTried = true;
  }

  /** The `i`th pattern. */
  protected pattern(i: number): RegExp {
    return (this.compiled[i] ??= new RegExp(this.sources[i]!, this.flags[i]));
  }

  /** Reads `text`; false when no pattern can match it. */
  protected anyWorthTrying(text: string): boolean {
    LITERALS.read(text);
    return this.alwaysTried.length > 0 || LITERALS.anySetOff(this.set);
  }

  /** The patterns whose required literals the text last read holds, in no order. */
  protected liveInText(): readonly number[] {
    return LITERALS.liveIn(this.set);
  }

  /** Every alternative, compiled (the screen compiles one only when a text needs it). */
  alternatives(): RegExp[] {
    return this.sources.map((_, i) => this.pattern(i));
  }

  /** The patterns as one alternation, in order (what the set stands in for). */
  alternation(flags = this.whole[0]?.flags ?? 'gu'): RegExp {
    return new RegExp(this.whole.map((re) => `(?:${re.source})`).join('|'), flags);
  }
}

const NO_MATCHES: readonly PatternMatch[] = Object.freeze([]);

/**
 * A list of patterns that finds what their alternation (`a|b|c`, in that order) would find, but
 * only tries, in each text, the patterns whose required literals it contains.
 */
export class PatternList extends GatedPatterns {
  /**
   * `patterns`: each pattern alone, global, as it would run inside the alternation (compiled, or
   * its source and flags: then it is compiled only if a text needs it).
   */
  constructor(patterns: readonly PatternSource[], family?: PatternFamily) {
    super(patterns, family);
  }

  /** The alternation's matches in `text`, left to right. */
  matches(text: string): readonly PatternMatch[] {
    if (!this.anyWorthTrying(text)) return NO_MATCHES;
    // The patterns worth trying, in the alternation's order (which decides a tie).
    const tried = this.alwaysTried.concat(this.liveInText()).sort((a, b) => a - b);
    const live: { re: RegExp; next: RegExpExecArray | null }[] = [];
    for (const i of tried) {
      const re = this.pattern(i);
      re.lastIndex = 0;
      live.push({ re, next: re.exec(text) });
    }
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

/**
 * Patterns that test a text as their alternation would (`a|b|c` matches where one of them
 * does), trying only those whose required literals the text contains. Most clauses hold none of
 * a concern list's or a cue list's words, and then no pattern runs at all.
 */
export class PatternSet extends GatedPatterns {
  /** `patterns`: each alone, not global, as it would run inside the alternation. */
  constructor(patterns: readonly PatternSource[], family?: PatternFamily) {
    if (patterns.some((re) => /[gy]/.test(re.flags)))
      throw new Error('PatternSet tests with non-global patterns');
    super(patterns, family);
  }

  /** True when one of the patterns matches somewhere in `text`. */
  test(text: string): boolean {
    if (!this.anyWorthTrying(text)) return false;
    for (const i of this.alwaysTried) if (this.pattern(i).test(text)) return true;
    for (const i of this.liveInText()) if (this.pattern(i).test(text)) return true;
    return false;
  }
}
