import { CodePointSet } from './code-points.ts';

/**
 * Text normalisation for the risk screen. People in distress write fast: no accents, repeated
 * letters, leetspeak, swapped letters, emoji. Every lexicon pattern is written against the folded
 * form this module produces, and `foldPattern` folds the pattern sources the same way, so an
 * author can write "quiero morir", "مُوت" or "умереть" naturally and still match "QUIERO MORIIIR".
 */

// Zero-width and bidi controls that people (and some keyboards) slip between letters.
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\u180E]/g;

// Diacritics we drop so that "cortarme"/"cortármê", "ölmek"/"olmek" and "убью"/"убью" match alike.
// Only the Latin/Greek/Cyrillic combining block, Arabic harakat and tatweel, and Hebrew points:
// Devanagari, Bengali and Thai vowel signs are letters in all but name and must stay.
const DROPPABLE_MARKS = /[\u0300-\u036F\u064B-\u065F\u0591-\u05C7]|\u0670|\u0640/gu;

const APOSTROPHES = /[’‘`´ʼ′]/g;

// Letters written several ways: Arabic alef forms, Arabic/Persian yeh and kaf, teh marbuta;
// Devanagari nukta and candrabindu; Gurmukhi nukta and addak (ਜ਼/ਜ, ਛੱਤ/ਛਤ: often left out),
// bindi folded to tippi (both nasalise); Telugu candrabindu to anusvara.
const LETTER_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ی',
  ي: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ؤ: 'و',
  '\u093C': '',
  '\u0901': '\u0902',
  '\u0A3C': '',
  '\u0A71': '',
  '\u0A02': '\u0A70',
  '\u0C01': '\u0C02',
};
// Written as alternation: a class would read as combined characters to the linter.
const LETTER_VARIANT = /أ|إ|آ|ٱ|ى|ي|ئ|ك|ة|ؤ|\u093C|\u0901|\u0A3C|\u0A71|\u0A02|\u0C01/gu;

// Latin letters with no decomposition: transliterated so folded Latin text is plain ASCII.
const ASCII_LATIN_MAP: Record<string, string> = {
  ł: 'l',
  ß: 'ss',
  ı: 'i',
  đ: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  þ: 'th',
};
const ASCII_LATIN = /[łßıđøæœðþ]/g;

function foldLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(DROPPABLE_MARKS, '')
    .normalize('NFC')
    .replace(LETTER_VARIANT, (c) => LETTER_VARIANTS[c] ?? c);
}

// Letters repeated three or more times ("diiiie", "killlll", "sooo"). Letters that are often
// legitimately doubled in the key words (kill, all, sleep, goodbye, worthless, off) collapse to
// two; every other letter collapses to one.
const KEEP_DOUBLE = new Set(['l', 's', 'e', 'o', 'f']);
const LETTERS = new CodePointSet(/^\p{L}$/u);

/**
 * What `text.replace(/(\p{L})\1{2,}/gu, …)` does (each run of a letter three or more times long
 * collapses to one, or two of KEEP_DOUBLE), a run at a time instead of a backreference tried at
 * every letter.
 */
export function collapseRepeats(text: string): string {
  let out = '';
  let done = 0;
  for (let i = 0; i < text.length;) {
    const codePoint = CodePointSet.at(text, i);
    const units = codePoint > 0xffff ? 2 : 1;
    let end = i + units;
    if (!LETTERS.has(codePoint)) {
      i = end;
      continue;
    }
    let run = 1;
    while (end < text.length && CodePointSet.at(text, end) === codePoint) {
      end += units;
      run++;
    }
    if (run >= 3) {
      const letter = text.slice(i, i + units);
      out += text.slice(done, i) + (KEEP_DOUBLE.has(letter) ? letter + letter : letter);
      done = end;
    }
    i = end;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** The code point that ends just before `at` (a surrogate pair read as one), or -1 at the start. */
function codePointBefore(text: string, at: number): number {
  if (at <= 0) return -1;
  const low = text.charCodeAt(at - 1);
  if ((low & 0xfc00) === 0xdc00 && at >= 2 && (text.charCodeAt(at - 2) & 0xfc00) === 0xd800)
    return CodePointSet.at(text, at - 2);
  return low;
}

/**
 * `text` with each `char` that stands between two letters replaced by `by`: what
 * `/(?<=\p{L})c(?=\p{L})/gu` does (and `/(\p{L})c(?=\p{L})/gu` with '$1': the letter kept).
 */
export function replaceBetweenLetters(text: string, char: string, by: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf(char); at >= 0; at = text.indexOf(char, at + 1)) {
    if (at + 1 >= text.length || !LETTERS.has(CodePointSet.at(text, at + 1))) continue;
    const before = codePointBefore(text, at);
    if (before < 0 || !LETTERS.has(before)) continue;
    out += text.slice(done, at) + by;
    done = at + 1;
  }
  return done === 0 ? text : out + text.slice(done);
}

// Leetspeak digits, replaced only inside a token that also has letters ("k1ll", "d13", "$uicide").
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
// Times, ordinals, units and sizes are digits-with-letters but not leetspeak: "3am", "2nd", "50mg".
const NOT_LEET = /^\d+(?:am|pm|st|nd|rd|th|s|k|mg|g|kg|ml|x|h|hrs?|min|mins|yo|yrs?|m)$/;
const LEET_CHAR = /[0-9@$]/g;
const TOKEN_CHAR = /[\p{L}0-9@$]/u;
const HAS_LETTER = /\p{L}/u;

/**
 * Undoes leetspeak in the tokens that hold a digit, @ or $ and a letter. It walks out from each
 * such character to its token's ends: a regular expression for "a token with a digit" tried at
 * every letter of a long message cost more than all the rest of the folding.
 */
function undoLeet(text: string): string {
  let out = '';
  let done = 0;
  LEET_CHAR.lastIndex = 0;
  for (let m = LEET_CHAR.exec(text); m !== null; m = LEET_CHAR.exec(text)) {
    let start = m.index;
    let end = start + 1;
    while (start > done && TOKEN_CHAR.test(text[start - 1]!)) start--;
    while (end < text.length && TOKEN_CHAR.test(text[end]!)) end++;
    const token = text.slice(start, end);
    const undone =
      HAS_LETTER.test(token) && !NOT_LEET.test(token)
        ? token.replace(/[0-9@$]/g, (c) => LEET[c] ?? c)
        : token;
    out += text.slice(done, start) + undone;
    done = end;
    LEET_CHAR.lastIndex = end;
  }
  return out + text.slice(done);
}

// Misspellings and transpositions of the words that matter most, mapped to the canonical word.
const MISSPELLINGS: [RegExp, string][] = [
  [
    /\b(?:my ?s[ei]l?f|my ?sefl|my ?slef|my ?sleft|my ?selfe|mys+elf|my ?sef|my ?self+|msyelf|mself|myelf)\b/g,
    'myself',
  ],
  [
    /\b(?:su+i?c+i?d+i?[ae]?l+|su+[ic]+i?d+ial+|sucidal|suicdal|suisidal|sewercidal|suicidial|suicidle|suicidel|suecidal)\b/g,
    'suicidal',
  ],
  [
    /\b(?:su+[ic]+i?de|suic+de|suiside|sucide|suicde|sewercide|suicid|suecide|suiscide)\b/g,
    'suicide',
  ],
  [/\b(?:wnat|wnt|wan|watn|wamt)\b(?= to\b)/g, 'want'],
  [/\b(?:wnna|wana|wannna|wnana)\b/g, 'wanna'],
  [/\b(?:wanna|want to) (?:dei|dy|di|dye|dai)\b/g, 'wanna die'],
  [/\b(?:cnat|cnt|cna't)\b/g, 'cant'],
  [/\b(?:anymroe|anymor|nemore|anymre|anymoar)\b/g, 'anymore'],
  [/\b(?:forevr|4ever|foreva|forver)\b/g, 'forever'],
  [/\b(?:tonite|2nite|tnight)\b/g, 'tonight'],
  [/\b(?:meself|maself|myslf)\b/g, 'myself'],
  [/\b(?:kil|kll|klil|ikll)\b(?= (?:myself|my ?self|me|him|her|them))/g, 'kill'],
  [/\b(?:thinkin|thinkn)\b/g, 'thinking'],
  [/\b(?:abt|bout)\b/g, 'about'],
  [/\b(?:my ?life|mylife)\b/g, 'my life'],
  // Text-speak that the patterns spell out: "done w everything fr", "on the bridge rn".
  // ("w" alone is Polish "in": only w/ or w before an English word)
  [
    /\bw\/ ?(?=\p{L})|\bw (?=(?:everything|it|all|this|that|life|my|me|you|u|him|her|them|the)\b)/gu,
    'with ',
  ],
  [/\b(?:fr fr|fr)\b(?! \p{L}{3,})/gu, 'for real'],
  [/\b(?:rn|rite now|ryt now)\b/g, 'right now'],
  [/\b(?:tmrw|tmr|tmrow|tomoz|2morrow|2moro|2mrw)\b/g, 'tomorrow'],
  [/\b(?:2day|tdy)\b/g, 'today'],
  [/\b(?:evry|evrey|evey)\b/g, 'every'],
];

// Emoji used in place of the word ("🪢 tonight", "💊💊💊 all of them").
const EMOJI_WORDS: Record<string, string> = {
  '🪢': 'rope',
  '🔫': 'gun',
  '💊': 'pills',
  '🔪': 'knife',
  '🪦': 'grave',
  '⚰️': 'coffin',
  '⚰': 'coffin',
};
const EMOJI_WORD = /🪢|🔫|💊|🔪|🪦|⚰️|⚰/gu;

// Any of the misspellings: a text none of them matches (most) is left as it is by every one of
// them, and meets one pattern instead of all. Each rule's pattern reads alike with the u flag:
// they are plain ASCII words, boundaries and letter classes.
const ANY_MISSPELLING = new RegExp(
  MISSPELLINGS.map(([pattern]) => `(?:${pattern.source})`).join('|'),
  'u',
);

/** True when every code unit is ASCII. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * True unless `text` surely has no letter written three times in a row: that needs three equal
 * code units in a row other than ASCII non-letters ("...", "!!!"), or surrogates (a letter
 * outside the BMP).
 */
export function mayRepeatLetters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code & 0xf800) === 0xd800) return true;
    if (code !== text.charCodeAt(i + 1) || code !== text.charCodeAt(i + 2)) continue;
    if (code > 0x7f || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a)) return true;
  }
  return false;
}

const hasExtraSpace = (text: string) =>
  text.includes('  ') || text.includes('\t') || text.includes('\u00A0') || text.includes('\u3000');

/** The folded form every pattern matches against. Idempotent. */
export function normalise(text: string): string {
  // Plain ASCII (most English messages) has nothing for the Unicode steps to fold: no
  // normalisation form changes it, and it has no invisible character, emoji, diacritic, letter
  // variant or non-ASCII letter. Each step below also runs only where its characters are.
  const ascii = isAscii(text);
  let out = text;
  if (!ascii) {
    out = out.normalize('NFKC').replace(INVISIBLE, '');
    out = out.replace(EMOJI_WORD, (e) => ` ${EMOJI_WORDS[e] ?? ''} `);
    out = foldLetters(out);
  }
  out = out.toLowerCase();
  if (!ascii || out.includes('`')) out = out.replace(APOSTROPHES, "'");
  // Contractions lose their apostrophe so "don't"/"dont" and "i'm"/"im" are one token.
  // (Each rewrite below first checks for its character: most messages have none, and a
  // lookbehind tried at every letter of a long message is not free.)
  // (What `/(\p{L})'(?=\p{L})/gu` → '$1' and `/(?<=\p{L})!(?=\p{L})/gu` → 'i' do, without a
  // lookbehind tried at every letter of a long message.)
  out = replaceBetweenLetters(out, "'", '');
  out = replaceBetweenLetters(out, '!', 'i');
  // Self-censored words ("k*ll", "d*e", "su*cide"): the hidden letter is most often an i.
  out = replaceBetweenLetters(replaceBetweenLetters(out, '*', 'i'), '#', 'i');
  // Text-speak "2" for "to" after a wish or plan ("i want 2 die", "going 2 end it").
  if (out.includes(' 2 '))
    out = out.replace(
      /\b(want|wanna|going|gonna|need|have|got|ready|about|trying|try|plan|planning) 2 (?=\p{L})/gu,
      '$1 to ',
    );
  out = undoLeet(out);
  if (mayRepeatLetters(out)) out = collapseRepeats(out);
  if (!ascii) out = out.replace(ASCII_LATIN, (c) => ASCII_LATIN_MAP[c] ?? c);
  if (hasExtraSpace(out)) out = out.replace(/ {2,}|[\t\u00A0\u3000][ \t\u00A0\u3000]*/g, ' ');
  if (ANY_MISSPELLING.test(out))
    for (const [pattern, canonical] of MISSPELLINGS) out = out.replace(pattern, canonical);
  return out.trim();
}

/**
 * Folds a pattern source the way `normalise` folds text (drops diacritics, lowercases letters
 * outside escapes), so authors write words in their natural spelling.
 */
export function foldPatternSource(source: string): string {
  return foldLetters(source);
}

// Sentence ends in every script we screen, plus line breaks.
const SENTENCE_END = /(?<=[.!?。！？…؟۔।॥።፧])\s*|\n+|(?<=\S)\s+[-–—]\s+/u;

// A contrast word starts a new clause: "I dreamt I was dying, but honestly I want to die" holds
// two claims, and the dream framing belongs only to the first.
const CONTRAST_WORDS = (
  'but|however|though|although|pero|sin embargo|porem|cependant|aber|jedoch|ale|lecz|но|однак|' +
  'але|ama|fakat|ancak|tapi|namun|lakini|ولكن|لكن|بس|اما|ولی|लेकिन|magar|lekin|কিন্তু|لیکن|אבל|' +
  'αλλά|nhung|nhưng|mutta|viszont|hanem|पण|ஆனால்|ஆனா|ግን|ਪਰ|ਪਰੰਤੂ|ਲੇਕਿਨ|కానీ|kintu|kaani'
).split('|');
// Portuguese "mas" and French "mais" are "but", but Portuguese "mais" and Spanish "más" (folded to
// "mas") are "more": after a negation ("não quero mais viver", "ya no puedo más") they split
// a clause only after a comma.
// (The leading lookahead, which every match meets anyway, spares the lookbehind's backward scan
// at every space that no "mas" or "mais" follows.)
const MORE_OR_BUT = String.raw`(?=[,;]?\s+(?:mas|mais)\s)(?:[,;]\s+|(?<!\b(?:nao|nunca|ninguem|nada|sem|no|nadie|jamas|tampoco)\b[^.,;!?]{0,40})\s+)(?=(?:mas|mais)\s)`;
const CONTRAST = new RegExp(
  String.raw`[,;]?\s+(?=(?:${CONTRAST_WORDS.join('|')})\s)|${MORE_OR_BUT}`,
  'u',
);
// Italian "ma" and Dutch "maar" are also Arabizi's "not" and Hindi's "hit"; Hindi "par"/"पर" is
// also "on" ("chhat par", on the roof) and French "par" is "by": after a comma only.
const COMMA_CONTRAST = /[,;]\s+(?=(?:ma|maar|par|पर)\s)/u;
// Japanese でも is "but" only where a clause starts (after a pause); after a verb or a noun it is
// "even" and part of the clause: 死んでもいい (I don't mind dying), いつでも, 夏でも.
const CJK_CONTRAST =
  /(?=但是|可是|不过|しかし|けど|하지만|그런데|근데|แต่)|(?<=[、,，\s…!！?？])(?=でも)/u;

// Cheap tests first: most sentences hold no contrast word, and the splitting lookaheads would
// otherwise run at every space (or, for CJK, every character).
const CONTRAST_WORD = new Set([...CONTRAST_WORDS, 'mas', 'mais'].map((w) => w.split(' ')[0]!));
// By first code unit, so that each word of a sentence is looked at without cutting it out.
const CONTRAST_WORDS_BY_FIRST = new Map<number, string[]>();
for (const word of CONTRAST_WORD) {
  const first = word.charCodeAt(0);
  CONTRAST_WORDS_BY_FIRST.set(first, [...(CONTRAST_WORDS_BY_FIRST.get(first) ?? []), word]);
}
/** True when a word after the first (`sentence.split(' ')`, past index 0) is a contrast word. */
function hasContrastWord(sentence: string): boolean {
  for (let space = sentence.indexOf(' '); space >= 0; space = sentence.indexOf(' ', space + 1)) {
    const start = space + 1;
    const candidates = CONTRAST_WORDS_BY_FIRST.get(sentence.charCodeAt(start));
    if (!candidates) continue;
    for (const word of candidates) {
      const end = start + word.length;
      if (
        (end === sentence.length || sentence.charCodeAt(end) === 32) &&
        sentence.startsWith(word, start)
      )
        return true;
    }
  }
  return false;
}
// Kana, CJK ideographs, Hangul or Thai: where CJK_CONTRAST can split (a loop, not a pattern:
// most text has none of them).
const hasCjkOrThai = (part: string) => {
  for (let i = 0; i < part.length; i++) {
    const code = part.charCodeAt(i);
    if (
      (code >= 0x3040 && code <= 0x30ff) ||
      (code >= 0x4e00 && code <= 0x9fff) ||
      (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0x0e00 && code <= 0x0e7f)
    )
      return true;
  }
  return false;
};
// SENTENCE_END needs one of these: a sentence end, a line break or a dash.
const MAY_END_SENTENCE = /[.!?。！？…؟۔।॥።፧\n\-–—]/;
// COMMA_CONTRAST starts at a comma or a semicolon.
const hasComma = (part: string) => part.includes(',') || part.includes(';');

/** Splits folded text into clauses: sentences, further split at contrast words. */
export function splitClauses(folded: string): string[] {
  const clauses: string[] = [];
  const sentences = MAY_END_SENTENCE.test(folded) ? folded.split(SENTENCE_END) : [folded];
  for (const sentence of sentences) {
    const parts = hasContrastWord(sentence) ? sentence.split(CONTRAST) : [sentence];
    for (const part of parts) {
      const pieces =
        hasComma(part) && COMMA_CONTRAST.test(part) ? part.split(COMMA_CONTRAST) : [part];
      for (const piece of pieces)
        for (const clause of hasCjkOrThai(piece) ? piece.split(CJK_CONTRAST) : [piece]) {
          const trimmed = clause.trim();
          if (trimmed) clauses.push(trimmed);
        }
    }
  }
  return clauses;
}
