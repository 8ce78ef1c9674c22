import { PatternList } from './prefilter.ts';
import type { LanguageCode } from './language.ts';
import { foldPatternSource } from './normalise.ts';

/** Which texts a lexicon runs on: Latin-script lexicons run on all Latin text (code-mixing is common). */
export type ScriptGroup =
  | 'latin'
  | 'cyrillic'
  | 'arabic'
  | 'devanagari'
  | 'bengali'
  | 'cjk'
  | 'hangul'
  | 'thai'
  | 'hebrew'
  | 'greek';

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
  /** Concept patterns that make a hit, each list with a prefilter (prefilter.ts). */
  self: PatternList | null;
  fromOthers: PatternList | null;
  toOthers: PatternList | null;
  concern: RegExp | null;
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
  framing: RegExp | null;
  topic: RegExp | null;
  resolved: RegExp | null;
  /** The same, global: where in a clause each past-is-over marker stands. */
  resolvedAll: RegExp | null;
  cues: [CueFamily, RegExp][];
  /** Every cue family at once: most clauses have none, and one scan tells. */
  anyCue: RegExp | null;
  recovered: RegExp | null;
  past: RegExp | null;
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
function compileSource(source: string, flags: string, group: ScriptGroup): RegExp {
  const folded = foldPatternSource(source);
  if (group === 'latin') return new RegExp(folded, flags);
  return new RegExp(folded.replace(CLOSING_BOUNDARY, WORD_END).replaceAll('\\b', ''), flags);
}

// Subjects every lexicon counts at the start of a new claim, besides its own persons.
const COMMON_SUBJECTS = String.raw`we|it|this|that|everything|everyone|nobody|no one|yo|eu|ich|je|j|io|ik|я|ben|aku|saya|mimi`;

export function compileLexicon(source: LexiconSource): Lexicon {
  // Every Latin-script concept starts at a word (or at an emoji): one cheap check first spares
  // the engine from trying every alternative in the middle of every word.
  const gate = source.group === 'latin' ? '(?=\\b|[^\\x00-\\x7F])' : '';
  const compileList = (sources: readonly string[], flags = 'gu') =>
    sources.length
      ? compileSource(`${gate}(?:${sources.map((s) => `(?:${s})`).join('|')})`, flags, source.group)
      : null;
  const compilePatterns = (sources: readonly string[]) =>
    sources.length
      ? new PatternList(sources.map((s) => compileSource(`${gate}(?:${s})`, 'gu', source.group)))
      : null;
  const anyCue = CUE_FAMILIES.flatMap((family) => {
    const cue = source.cues?.[family];
    return cue ? [`(?:${cue})`] : [];
  }).join('|');
  const compileOne = (text: string, flags = 'u') =>
    text ? compileSource(text, flags, source.group) : null;
  const firstPerson = compileOne(source.firstPerson, 'gu');
  const thirdPerson = compileOne(source.thirdPerson, 'gu');
  const subjects = [firstPerson?.source, thirdPerson?.source, COMMON_SUBJECTS].filter(Boolean);
  return {
    languages: source.languages,
    group: source.group,
    spaced: source.spaced,
    self: compilePatterns(source.self),
    fromOthers: compilePatterns(source.fromOthers),
    toOthers: compilePatterns(source.toOthers),
    concern: compileList(source.concern, 'u'),
    negation: compileOne(source.negation),
    thirdPerson,
    firstPerson,
    firstPersonTest: compileOne(source.firstPerson),
    subjectAtStart: new RegExp(
      `^(?:${subjects.map((s) => `(?:${s})`).join('|')})(?![\\p{L}\\p{N}])`,
      'u',
    ),
    framing: compileOne(source.framing),
    topic: compileOne(source.topic),
    resolved: compileOne(source.resolved),
    resolvedAll: compileOne(source.resolved, 'gu'),
    // Gated like the concept lists: a cue such as "\w{3,}(?:azepam|…)" tried at every letter
    // of a long message cost more than all the concept patterns together.
    anyCue: compileOne(anyCue ? `${gate}(?:${anyCue})` : ''),
    recovered: compileOne(source.recovered ?? ''),
    past: compileOne(source.past ?? ''),
    cues: CUE_FAMILIES.flatMap((family) => {
      const cue = source.cues?.[family];
      return cue ? [[family, compileOne(cue)!] as [CueFamily, RegExp]] : [];
    }),
  };
}
