import { PatternFamily, PatternList, PatternSet, type PatternSource } from './prefilter.ts';
import type { LanguageCode } from './language.ts';
import { foldPatternSource } from './normalise.ts';

/** Which texts a lexicon runs on: Latin-script lexicons run on all Latin text (code-mixing is common). */
export const SCRIPT_GROUPS = [
  'latin',
  'cyrillic',
  'arabic',
  'devanagari',
  'bengali',
  'cjk',
  'hangul',
  'thai',
  'hebrew',
  'greek',
  'tamil',
  'ethiopic',
  'gurmukhi',
  'telugu',
] as const;
export type ScriptGroup = (typeof SCRIPT_GROUPS)[number];

/**
 * One language's concepts, written as regular-expression sources against the folded text
 * (see normalise.ts): lower case, no diacritics, no apostrophes. `\b` is rewritten to a
 * Unicode-aware boundary. Each list holds concepts, not sentences: inflections and synonyms are
 * alternations, so unseen phrasings of the same idea match.
 */
export interface LexiconSource {
  languages: readonly LanguageCode[];
  group: ScriptGroup;
  /** Words are separated by spaces (false for Chinese, Japanese, Thai). */
  spaced: boolean;
  /** The writer's own acute risk: wish to die (incl. passive), plan, means, self-harm, goodbye. */
  self: readonly string[];
  /** Danger to the writer from someone else now: abuse, strangulation, threats at home. */
  fromOthers: readonly string[];
  /** The writer's intent to harm someone else. */
  toOthers: readonly string[];
  /** Touches the subject without the writer's own acute risk: suicide as a topic, a worried friend, grief. */
  concern: readonly string[];
  /** Negators in the few words before a hit: "I would never …" → concern. */
  negation: string;
  /** Someone other than the writer as the subject just before a hit ("my son", "she"). */
  thirdPerson: string;
  /** The writer as the subject; nearer than a third person, it wins ("she doesn't know I want to die"). */
  firstPerson: string;
  /** Meditation, dream, idiom or fiction framing of the clause: a hit there means nothing. */
  framing: string;
  /** Essay, research, news, film, statistics: a hit there is concern. */
  topic: string;
  /** Past ideation that is over now ("years ago", "I used to"): a hit there is concern. */
  resolved: string;
  /**
   * Weak cues that are crisis only together (see CUE_RULES in risk-screen.ts): a means with a
   * preparation or a time, a farewell with despair, a self-harm act on the body.
   */
  cues?: Partial<Record<CueFamily, string>>;
  /** The writer says things are better now ("I'm 41 now and fine"), anywhere in the message. */
  recovered?: string;
  /** Past tense or a past time in a clause; with `recovered`, a hit there is concern. */
  past?: string;
}

/** Families of weak cues; none is crisis alone. */
export type CueFamily =
  'means' | 'prep' | 'timing' | 'recent' | 'finality' | 'despair' | 'harm' | 'body';
export const CUE_FAMILIES: readonly CueFamily[] = [
  'means',
  'prep',
  'timing',
  'recent',
  'finality',
  'despair',
  'harm',
  'body',
];

export interface Lexicon {
  languages: readonly LanguageCode[];
  group: ScriptGroup;
  spaced: boolean;
  /** The concept, concern and cue patterns below as one family: a clause none can match skips them. */
  patterns: PatternFamily;
  /** Concept patterns that make a hit, each list with a prefilter (prefilter.ts). */
  self: PatternList | null;
  fromOthers: PatternList | null;
  toOthers: PatternList | null;
  /** The concern patterns, each gated by the prefilter like the concept lists. */
  concern: PatternSet | null;
  negation: RegExp | null;
  thirdPerson: RegExp | null;
  firstPerson: RegExp | null;
  /** `firstPerson` without the global flag, for testing a hit's own text. */
  firstPersonTest: RegExp | null;
  /**
   * A text that starts with a subject (this lexicon's first or third persons, or a common pronoun
   * of the screened languages): after "and"/"so", a new claim a negator before it does not reach.
   */
  subjectAtStart: RegExp;
  /**
   * Framing, topic, past-is-over and past-tense patterns, prefiltered: most clauses hold none of
   * their words.
   */
  framing: PatternSet | null;
  topic: PatternSet | null;
  resolved: PatternSet | null;
  /** The same, global: where in a clause each past-is-over marker stands. */
  resolvedAll: RegExp | null;
  /** Each family's pattern, and the same as a prefiltered set to test clauses with. */
  cues: { family: CueFamily; pattern: RegExp; gated: PatternSet }[];
  /** Every cue family at once: most clauses hold none of their words, and then none runs. */
  anyCue: PatternSet | null;
  recovered: PatternSet | null;
  past: PatternSet | null;
}

// Letters, marks and digits: JavaScript's \b is ASCII-only even with the u flag.
const WORD = '[\\p{L}\\p{M}\\p{N}]';
const WORD_END = `(?!${WORD})`;
// A \b that closes a word: followed by the end, a `|`, a `)` or a lookaround.
const CLOSING_BOUNDARY = /\\b(?=$|\||\)|\(\?[=!])/g;

// Folded Latin-script text is plain ASCII (normalise.ts transliterates the last few letters), so
// the Latin lexicons keep JavaScript's fast ASCII \b. Other scripts need Unicode-aware
// boundaries; a lookbehind at the start of every alternative would stop the engine from
// scanning for the first letter (it made the screen fifty times slower), so an opening \b is
// dropped there (prefixes such as Arabic و or Hebrew ה then still match) and a closing \b
// becomes a lookahead.
function sourceFor(source: string, group: ScriptGroup): string {
  const folded = foldPatternSource(source);
  if (group === 'latin') return folded;
  return folded.replace(CLOSING_BOUNDARY, WORD_END).replaceAll('\\b', '');
}

const compileSource = (source: string, flags: string, group: ScriptGroup) =>
  new RegExp(sourceFor(source, group), flags);

// Subjects every lexicon counts at the start of a new claim, besides its own persons.
const COMMON_SUBJECTS = String.raw`we|it|this|that|everything|everyone|nobody|no one|yo|eu|ich|je|j|io|ik|я|ben|aku|saya|mimi`;

export function compileLexicon(source: LexiconSource): Lexicon {
  // Every Latin-script concept starts at a word (or at an emoji): one cheap check first spares
  // the engine from trying every alternative in the middle of every word.
  const gate = source.group === 'latin' ? '(?=\\b|[^\\x00-\\x7F])' : '';
  // Each pattern compiled alone, as it runs inside the alternation `gate(?:a|b|c)`: the prefilter
  // tries only those whose required literals a text holds.
  // (Left as sources: the prefilter splits them into alternatives, and compiles each only when a
  // text holds its literals. Compiling them all whole made up most of the time to load the
  // screen; prefilter.test.ts compiles every alternative.)
  const compileEach = (sources: readonly string[], flags: string): PatternSource[] =>
    sources.map((s) => ({ source: sourceFor(`${gate}(?:${s})`, source.group), flags }));
  const patterns = new PatternFamily();
  const compilePatterns = (sources: readonly string[]) =>
    sources.length ? new PatternList(compileEach(sources, 'gu'), patterns) : null;
  const compileSet = (sources: readonly string[]) =>
    sources.length ? new PatternSet(compileEach(sources, 'u'), patterns) : null;
  const cueSources = CUE_FAMILIES.flatMap((family) => {
    const cue = source.cues?.[family];
    return cue ? [`(?:${cue})`] : [];
  });
  const compileOne = (text: string, flags = 'u') =>
    text ? compileSource(text, flags, source.group) : null;
  const compileGated = (text: string) =>
    text ? new PatternSet([{ source: sourceFor(text, source.group), flags: 'u' }]) : null;
  const firstPerson = compileOne(source.firstPerson, 'gu');
  const thirdPerson = compileOne(source.thirdPerson, 'gu');
  const subjects = [firstPerson?.source, thirdPerson?.source, COMMON_SUBJECTS].filter(Boolean);
  return {
    languages: source.languages,
    group: source.group,
    spaced: source.spaced,
    patterns,
    self: compilePatterns(source.self),
    fromOthers: compilePatterns(source.fromOthers),
    toOthers: compilePatterns(source.toOthers),
    concern: compileSet(source.concern),
    negation: compileOne(source.negation),
    thirdPerson,
    firstPerson,
    firstPersonTest: compileOne(source.firstPerson),
    subjectAtStart: new RegExp(
      `^(?:${subjects.map((s) => `(?:${s})`).join('|')})(?![\\p{L}\\p{N}])`,
      'u',
    ),
    framing: compileGated(source.framing),
    topic: compileGated(source.topic),
    resolved: compileGated(source.resolved),
    resolvedAll: compileOne(source.resolved, 'gu'),
    // Behind the word gate like the concept lists: a cue such as "\w{3,}(?:azepam|…)" tried at
    // every letter of a long message cost more than all the concept patterns together.
    anyCue: compileSet(cueSources),
    // Read on every message, in every language it is screened in.
    recovered: source.recovered ? new PatternSet([compileOne(source.recovered)!]) : null,
    past: compileGated(source.past ?? ''),
    cues: CUE_FAMILIES.flatMap((family) => {
      const cue = source.cues?.[family];
      if (!cue) return [];
      const pattern = compileOne(cue)!;
      return [{ family, pattern, gated: new PatternSet([pattern]) }];
    }),
  };
}
