import {
  detectLanguage,
  latinCandidates,
  SCRIPTS,
  scriptsIn,
  type LanguageCode,
  type Script,
} from './language.ts';
import { classifiedTexts, classifyFolded, type ClassifierVerdict } from './classifier.ts';
import {
  compileLexicon,
  SCRIPT_GROUPS,
  type CueFamily,
  type Lexicon,
  type ScriptGroup,
} from './lexicon.ts';
import { ARABIC_SCRIPT } from './lexicon-arabic.ts';
import { CJK } from './lexicon-cjk.ts';
import { ENGLISH } from './lexicon-en.ts';
import { GERMANIC } from './lexicon-germanic.ts';
import { INDIC } from './lexicon-indic.ts';
import { LATIN_OTHER } from './lexicon-latin-other.ts';
import { OTHER_SCRIPTS } from './lexicon-other-scripts.ts';
import { ROMANCE } from './lexicon-romance.ts';
import { SLAVIC } from './lexicon-slavic.ts';
import { foldPatternSource, normalise, splitClauses } from './normalise.ts';
import { PatternSet } from './prefilter.ts';
import { NORDIC } from './lexicon-nordic.ts';
import { URALIC } from './lexicon-uralic.ts';
import { CENTRAL_SLAVIC } from './lexicon-slavic-central.ts';
import { BALKAN_CYRILLIC } from './lexicon-balkan-cyrillic.ts';
import { CATALAN_ROMANIAN } from './lexicon-catalan-romanian.ts';
import { SOUTH_ASIAN } from './lexicon-south-asian.ts';
import { AFRICAN } from './lexicon-african.ts';
import { BALTIC_SLOVENE } from './lexicon-baltic-slovene.ts';
import { PUNJABI_TELUGU } from './lexicon-punjabi-telugu.ts';
import { BENGALI_MARATHI_LATIN } from './lexicon-bengali-marathi-latin.ts';

/**
 * The built-in crisis risk screen (DESIGN §6): always on, offline, in-process, well under a
 * millisecond per message. It normalises the text, splits it into clauses, finds concepts from a
 * multilingual lexicon and weighs each hit by its clause: who is the subject, is it negated,
 * framed as meditation, a dream or an idiom, a topic being studied, or ideation that is over.
 */

export type RiskLevel = 'none' | 'concern' | 'crisis';
/** Whose safety: the person's own life (suicide, self-harm), danger to them from someone else (abuse, violence at home), or their intent to harm someone else. */
export type RiskFocus = 'self' | 'from_others' | 'to_others';
export interface RiskAssessment {
  level: RiskLevel;
  focus: RiskFocus | null;
  language: LanguageCode;
}

export const LEXICONS: readonly Lexicon[] = [
  ENGLISH,
  ...ROMANCE,
  ...GERMANIC,
  ...SLAVIC,
  ...LATIN_OTHER,
  ...ARABIC_SCRIPT,
  ...INDIC,
  ...CJK,
  ...OTHER_SCRIPTS,
  ...NORDIC,
  ...URALIC,
  ...CENTRAL_SLAVIC,
  ...BALKAN_CYRILLIC,
  ...CATALAN_ROMANIAN,
  ...SOUTH_ASIAN,
  ...AFRICAN,
  ...BALTIC_SLOVENE,
  ...PUNJABI_TELUGU,
  ...BENGALI_MARATHI_LATIN,
].map(compileLexicon);

const ENGLISH_LEXICON = LEXICONS[0]!;

const GROUP_OF: Record<Script, ScriptGroup> = {
  latin: 'latin',
  cyrillic: 'cyrillic',
  arabic: 'arabic',
  devanagari: 'devanagari',
  bengali: 'bengali',
  kana: 'cjk',
  han: 'cjk',
  hangul: 'hangul',
  thai: 'thai',
  hebrew: 'hebrew',
  greek: 'greek',
  tamil: 'tamil',
  ethiopic: 'ethiopic',
  gurmukhi: 'gurmukhi',
  telugu: 'telugu',
};

/** Per script bit (`scriptsIn`), the bit of its script group. */
const GROUP_BITS = SCRIPTS.map((script) => 1 << SCRIPT_GROUPS.indexOf(GROUP_OF[script]));
const groupBitsOf = (scripts: number) =>
  GROUP_BITS.reduce((bits, bit, i) => (scripts & (1 << i) ? bits | bit : bits), 0);
const GROUP_BIT_OF_LEXICON = new Map(
  LEXICONS.map((lexicon) => [lexicon, 1 << SCRIPT_GROUPS.indexOf(lexicon.group)]),
);

/** The lexicons for text in the scripts `groups` (bits), and in the Latin languages `latin`. */
function lexiconsOf(groups: number, latin: ReadonlySet<LanguageCode> | null): Lexicon[] {
  return LEXICONS.filter(
    (lexicon) =>
      (groups & GROUP_BIT_OF_LEXICON.get(lexicon)!) !== 0 &&
      (lexicon.group !== 'latin' ||
        latin === null ||
        lexicon.languages.some((code) => code === 'en' || latin.has(code))),
  );
}

// The answers of `lexiconsFor` so far, by script groups, for the Latin languages last asked about:
// the screen asks for a message's lexicons, then for each of its clauses, mostly the same.
let knownLexicons: {
  latin: ReadonlySet<LanguageCode> | null;
  byGroups: Map<number, readonly Lexicon[]>;
} = { latin: null, byGroups: new Map() };

function lexiconsFor(
  folded: string,
  latin: ReadonlySet<LanguageCode> | null = null,
): readonly Lexicon[] {
  if (knownLexicons.latin !== latin) knownLexicons = { latin, byGroups: new Map() };
  const groups = groupBitsOf(scriptsIn(folded));
  let lexicons = knownLexicons.byGroups.get(groups);
  if (!lexicons) knownLexicons.byGroups.set(groups, (lexicons = lexiconsOf(groups, latin)));
  return lexicons;
}

/**
 * The Latin-script languages worth screening a text in: English always (it mixes into
 * everything), and the few whose common words the text uses. Running all thirty-five Latin
 * lexicons on every clause would cost several milliseconds a message.
 */
const latinLanguagesOf = (folded: string): ReadonlySet<LanguageCode> | null => {
  // A short message has few common words to tell its language by ("jveux crever serieux"), and
  // costs little to screen in all of them.
  if (folded.length <= ALL_LATIN_LEXICONS_UP_TO) return null;
  const candidates = latinCandidates(folded);
  return candidates.length ? new Set(candidates) : null;
};

/** Messages up to this length (folded characters) meet every Latin-script lexicon. */
const ALL_LATIN_LEXICONS_UP_TO = 240;

type Category = 'self' | 'fromOthers' | 'toOthers';
const CATEGORIES: [Category, RiskFocus][] = [
  ['self', 'self'],
  ['fromOthers', 'from_others'],
  ['toOthers', 'to_others'],
];

/** A pattern, or a prefiltered set of them (prefilter.ts), tested on a text. */
interface Testable {
  test(text: string): boolean;
}
const anyTest = (re: Testable | null, text: string) => re !== null && re.test(text);

/** The last `count` words before a hit (or characters, for scripts written without spaces). */
function windowBefore(before: string, spaced: boolean, count: number): string {
  // A comma ends the reach of a negation or a subject: "I'm not okay, I want to die".
  const cut = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf('，'),
    before.lastIndexOf('、'),
    before.lastIndexOf(':'),
  );
  if (cut >= 0) before = before.slice(cut + 1);
  if (!spaced) return before.slice(-count);
  const parts = before.trimEnd().split(' ');
  return parts.slice(-count).join(' ');
}

/**
 * Every match of a global pattern. Not String#matchAll: it clones the pattern on each call, and a
 * fresh clone of a large pattern starts in V8's regexp interpreter (this made the screen ten
 * times slower).
 */
function matchesOf(re: RegExp, text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    found.push({ index: m.index, text: m[0] });
    if (m[0] === '') re.lastIndex++;
  }
  return found;
}

function lastIndexOf(re: RegExp | null, text: string): number {
  if (!re) return -1;
  const last = matchesOf(re, text).at(-1);
  return last ? last.index + last.text.length : -1;
}

function firstIndexOf(re: RegExp | null, text: string): number {
  if (!re) return -1;
  re.lastIndex = 0;
  const m = re.exec(text);
  re.lastIndex = 0;
  return m ? m.index : -1;
}

// Someone else's words, quoted or reported by the writer: "my friend texted 'I want to
// disappear'" is a worried friend (concern), not the writer's own risk.
const QUOTED =
  /["“«„]([^"“”«»„]{2,300})["”»“]|[「『]([^」』]{1,300})[」』]|(?<=^|\s)'([^']{2,300})'/gu;
// Every quote QUOTED finds opens with one of these.
const OPENING_QUOTE = /["“«„「『']/;
// A verb of saying or writing. Global, read through matchesOf and firstIndexOf, so that one
// compiled pattern serves both rules below.
const REPORTING =
  /\b(?:said|says|say|saying|talking about|told|tells|wrote|writes|texted|texts|posted|posts|messaged|sent|keeps saying|kept saying|postou|publicou|escreveu|mandou|publico|publie|gepostet|sabi|nagsabi|falou|fala|disse|diz|dijo|dice|decia|escribio|mando|a dit|dit|ecrit|ha detto|scritto|scrive|sagt|sagte|gesagt|schreibt|schrieb|zei|zegt|schreef|ngomong|bilang|nulis|powiedzial\w*|napisal\w*|mowi|dedi|yazdi|soyluyor|noi|viet|alisema|anasema)\b|कहा|कहता|कहती|بیقول|قال|قالت|کتب|گفت|نوشت|کہا|сказал|пишет|написал|говорит|каже|сказав|написав|说|說|写|寫|って|と言|と送|と書|ว่า|라고|אמר|כתב|ειπε|εγραψε/gu;

/** The message without the quotes it reports as someone else's words, and whether it had any. */
function setAsideReported(folded: string): { text: string; reported: boolean } {
  // Most messages quote nothing: no opening quote mark, nothing to set aside.
  if (!OPENING_QUOTE.test(folded)) return { text: folded, reported: false };
  let reported = false;
  const text = folded.replace(QUOTED, (quote: string, ...rest: unknown[]) => {
    const offset = rest.find((x) => typeof x === 'number') as number;
    const around =
      folded.slice(Math.max(0, offset - 100), offset) +
      ' ' +
      folded.slice(offset + quote.length, offset + quote.length + 20);
    if (firstIndexOf(REPORTING, around) < 0) return quote;
    reported = true;
    return ' ';
  });
  return { text, reported };
}

const WRITER_SPEAKS = /\b(?:i|im|ive|id|ill)\b/;

/** Someone else named, then a verb of saying, then the hit, with no "I" of the writer between. */
function reportedBefore(near: string, lexicons: Lexicon[]): boolean {
  const report = matchesOf(REPORTING, near).at(-1);
  if (!report) return false;
  const other = Math.max(...lexicons.map((l) => firstIndexOf(l.thirdPerson, near)));
  const afterReport = near.slice(report.index + report.text.length);
  return other >= 0 && other < report.index && !WRITER_SPEAKS.test(afterReport);
}

// "And", "so", "then", "because" (and their kin in the languages screened) join two claims: a
// negator before one does not reach a hit after it when a new subject follows ("I'm grateful for
// nothing and I want to be dead"). "Not because I want to die" keeps its negation.
const CONJUNCTION =
  /(?:^|\s)(?:and|so|then|because|cause|cuz|cos|coz|y|e|und|et|en|og|och|и|а|ve|dan)\s+/gu;
const NEGATOR_LAST = /\b(?:not|never|nao|no|nie|ne|nicht|pas|non|не|niet)\s*$/u;
function startsWithSubject(text: string, lexicons: Lexicon[]): boolean {
  return lexicons.some((l) => l.subjectAtStart.test(text));
}

/** The part of the words before a hit that a negator there still reaches (see CONJUNCTION). */
function negationReach(near: string, hit: string, spaced: boolean, lexicons: Lexicon[]): string {
  if (!spaced) return near;
  let reach = near;
  for (const m of matchesOf(CONJUNCTION, near)) {
    const after = near.slice(m.index + m.text.length);
    if (NEGATOR_LAST.test(near.slice(0, m.index))) continue;
    if (startsWithSubject(`${after}${after && !after.endsWith(' ') ? ' ' : ''}${hit}`, lexicons))
      reach = after;
  }
  return reach;
}

/**
 * A benign purpose said in the same clause as a means or a place: rope for camping or the swing,
 * pills prescribed or for the trip, the roof to fix the gutter, the bridge for the sunset, the
 * rifle for hunting season, things given away for a move. It lowers that clause's hits and weak
 * cues unless the clause also names death or intent, or denies the purpose ("it's not for
 * camping"). Written as concepts in the languages most screened (folded, see normalise.ts).
 */
const BENIGN_PURPOSE = new PatternSet([
  {
    source: foldPatternSource(
      String.raw`\b(?:camping|campsite|(?:go|going|went) camp|hik(?:e|es|ing)|(?:rock )?climbing|bouldering|abseil\w*|fishing|(?:hunting|deer|duck|shooting|turkey|pheasant) (?:season|trip|range|lease)|(?:duck|deer|bird) hunting|(?:the )?shooting range|clay pigeons?|(?:tyre|tire|rope|garden|porch|tree|kids|childrens) swing|the swing|a swing|hammock|treehouse|tree house|guy ?lines?|tarp|tent|paracord|carabiners?|(?:to (?:see|watch|photograph)|for|from) the (?:view|sunset|sunrise|fireworks|stars|photos?)|(?:watch|watching|enjoying) the (?:view|sunset|sunrise)|photograph\w*|(?:my |the )?camera|(?:to|at) the airport|the taxi|bungee|high dive|diving board|gutters?|solar panels?|antenna|aerial|satellite dish|(?:is |was )?leak\w*|(?:roof )?tiles|chimney|repair\w*|(?:to |)fix(?:ing)? (?:the|a|my|our|it)|to clean (?:the|it)|cleaning the|bbq|barbecue|grill|prescribed|(?:the )?(?:pharmacy|pharmacist|chemist|doctor|gp) (?:gave|prescribed|said|put me)|pill (?:organi[sz]er|box)|vitamins|malaria|travel sickness|sea ?sickness|for the (?:trip|holiday|flight|ferry|journey|cruise|migraines?|headaches?|pain|allergies|kids)|(?:whole|the|our|my) (?:trip|holiday|vacation)|moving (?:house|out|abroad|to|in)|(?:we|im|were) moving|the move|decluttering|charity|maternity leave|deployment|punching bag|chopping|onions)\b|\b(?:para|pra|pro) (?:el |la |los |las |o |a |os |as )?(?:acampar|acampamento|camping|columpio|balanco|hamaca|rede|viaje|viagem|excursion|trilha)|acampar|acampamento|columpio|balanco da|temporada de (?:caza|caca)|cacada|atardecer|por do sol|arreglar|consertar|(?:me )?(?:receto|receitou)|nos mudamos|mudanza|vou me mudar|mudar (?:pra|para)|balancoire|saison de (?:la )?chasse|coucher de soleil|reparer|gouttiere|prescrit|demenag\w+|schaukel|zelten|camping|jagdsaison|sonnenuntergang|reparieren|dachrinne|verschrieben|ziehen (?:nach|um)|umzug|altalena|campeggio|tramonto|sistemare|prescritto|mi trasferisco|trasloco|salincak|kamp icin|av sezonu|gun batimi|tamir|tasiniyoruz|ayunan|kemah|benerin|perbaiki|genteng|mau pindah|jhoole ke liye|tanki|shift ho|качел|(?:в|на|для) поход|(?:на|сезон|открытие) охот|закат|чинить|починить|антенн|выписал|переезжа|переезд|مرجیح|مرجوح|تخییم|للسفر|موسم الصید|الغروب|اصلح|الدش|کتبلی|هنعزل|بنعزل|نعزل|キャンプ|ブランコ|ハンモック|テント|夕日|直す|修理|処方|引っ越|露营|秋千|吊床|帐篷|日落|夕阳|修天线|医生开|开了(?:些|点|新)?药|搬家`,
    ),
    flags: 'u',
  },
]);
/** What a purpose frame never lowers: death or intent named, the purpose denied, "for me". */
const INTENT_OVER_PURPOSE = new PatternSet([
  {
    source: foldPatternSource(
      String.raw`\b(?:die|dying|dead|death|kill\w*|suicid\w*|end (?:it|my life|things|everything)|hang (?:myself|me)|myself|overdose|take (?:them|it) all|all at once|tonights the night|never wake|jump\w*|kms|(?:one )?last time|one last|(?:think|thinks) (?:im|i am|its|it is)|saved (?:them|it|they) (?:all )?up|stockpil\w*|hoard\w*|(?:them|it|they) all|all of (?:them|it)|for me(?! to)\b|(?:not|isnt|wasnt|arent|aint) (?:really |actually |even )?for|told (?:everyone|them|people|my \w+)|pretend\w*|morir\w*|muerte|matar\w*|colgar\w*|ahorc\w*|morrer|enforc\w*|me jogar|pular|tirar|mourir|tuer|pendre|me pend\w*|sauter|sterben|umbring\w*|aufhang\w*|springen|spring|uccid\w*|impicc\w*|buttarmi|mi butto|olmek|olecegim|intihar|kendimi|mati|bunuh diri|gantung diri|lompat|marna|mar jaun\w*|khudkushi|latak|kood|no es para|nao e (?:pra|para)|pas pour|nicht (?:zum|fur|fuer)|non e per|degil|bukan|nahi)\b|умер|убить|убью|повеш|покончить|прыгн|не для|موت|اموت|انتحار|شنق|هنط|مش عشان|死|自殺|自杀|吊|飛び降り|跳|じゃない|不是|全部|все|كلها|کلها|todas|tudo|tous|alle|tutte|hepsini|semua|sab kha|貯め|ためて|ためた|攒|копил|накопил|juntei|guardei|gesammelt|biriktir|kumpul`,
    ),
    flags: 'u',
  },
]);
// The last clause asked about: a clause is asked for its hits, then for its cues.
let purposeClause = '';
let purposeFound = false;
function hasBenignPurpose(clause: string): boolean {
  if (clause !== purposeClause) {
    purposeClause = clause;
    purposeFound = BENIGN_PURPOSE.test(clause) && !INTENT_OVER_PURPOSE.test(clause);
  }
  return purposeFound;
}

/**
 * The past come back: "two years ago I wanted to die and now it's back", "I used to cut and I
 * started again". Between a resolved-past marker and a hit, a return (or "now") means the hit is
 * present; just after the hit, only "again" does ("I want to kill myself again").
 */
const RETURN_BEFORE = new PatternSet([
  {
    source: foldPatternSource(
      String.raw`\b(?:now|again|its back|is back|are back|back again|came back|comes back|coming back|come back|returned|relapsed|started again|still|these days|lately|otra vez|de nuevo|ha vuelto|volvio|voltou|de novo|agora|ahora|revient|revenu|encore|maintenant|wieder|jetzt|di nuovo|e tornat\w*|adesso|ora|phir se|ab|lagi|balik|sekarang|tekrar|yine|geri geldi|simdi)\b|снова|опять|вернул|сейчас|رجع|تانی|تاني|دلوقتی|また|戻|今|又|再|现在|回来`,
    ),
    flags: 'u',
  },
]);
const RETURN_AFTER = new RegExp(
  foldPatternSource(
    String.raw`\b(?:try(?:ing)? (?:it )?again|do it again|(?:want|going|gonna|planning) to (?:\w+ ){0,2}again)\b|^.{0,16}?(?:\b(?:again|once more|otra vez|de nuevo|de novo|encore|wieder|di nuovo|phir se|lagi|tekrar|yine)\b|снова|опять|また|又)`,
  ),
  'u',
);
function pastReturns(clause: string, from: number, index: number, hitLength: number): boolean {
  return (
    RETURN_BEFORE.test(clause.slice(from, index)) ||
    RETURN_AFTER.test(clause.slice(index + hitLength))
  );
}

/**
 * Parting with someone, not with life: going no contact with a parent, blocking an ex, leaving a
 * group or a job. In that clause or the one before, a goodbye or an "I'm done" is said to them
 * ("going no contact with my mother. this is goodbye for real"), unless death or intent is named.
 */
const PARTING_WITH_OTHERS = new PatternSet([
  {
    source: foldPatternSource(
      String.raw`\b(?:no contact|cut(?:ting)? (?:ties|contact|(?:\w+ )?(?:out|off))|block(?:ed|ing)? (?:him|her|them|my|everyone|\w+ everywhere)|(?:broke|breaking|break) up|divorc\w*|(?:leaving|left|quit(?:ting)?) (?:the|this|my) (?:group|chat|server|sangha|community|band|team|job|company|church|class|forum)|ended (?:it|things) with|(?:corte|cortei|rompi) (?:el contacto|relacoes|relaciones|o contato|contato|contacto)|coupe les ponts|kontakt (?:\w+ ){0,3}abgebrochen|ho chiuso con|прекратил\p{L}* общение|заблокировал\p{L}*|قطعت علاقت|putus kontak|縁を切|断绝关系|bag(?:lari)? kopardim)`,
    ),
    flags: 'u',
  },
]);
const PARTING_HIT = new PatternSet([
  {
    source: foldPatternSource(
      String.raw`\b(?:goodbye|bye|farewell|done|over|finished|im out|leaving|wont be|not coming back|last)\b|adios|adeus|adieu|tschuss|прощ|وداع|さよなら|再见|nao aguento|no aguanto|ya no puedo`,
    ),
    flags: 'u',
  },
]);
const partingWithOthers = (hit: string, clause: string, before: string) =>
  PARTING_HIT.test(hit) &&
  (PARTING_WITH_OTHERS.test(clause) || PARTING_WITH_OTHERS.test(before)) &&
  !INTENT_OVER_PURPOSE.test(clause);

/** Weighs one hit by its clause (and whether the message says things are better now). */
function judgeHit(
  clause: string,
  index: number,
  hitLength: number,
  lexicon: Lexicon,
  category: Category,
  recovered: boolean,
  pastContext: string,
): RiskLevel {
  const both = lexicon === ENGLISH_LEXICON ? [lexicon] : [lexicon, ENGLISH_LEXICON];
  if (both.some((l) => anyTest(l.framing, clause))) return 'none';
  // "bought rope for the swing", "standing on the bridge for the sunset": a benign purpose.
  if (category === 'self' && hasBenignPurpose(clause)) return 'none';
  if (
    category === 'self' &&
    partingWithOthers(clause.slice(index, index + hitLength), clause, pastContext)
  )
    return 'none';
  if (both.some((l) => anyTest(l.topic, clause) || resolvesHit(l, clause, index, hitLength)))
    return 'concern';
  if (
    recovered &&
    !pastReturns(clause, 0, index, hitLength) &&
    both.some((l) => anyTest(l.past, clause) || anyTest(l.past, pastContext))
  )
    return 'concern';
  const before = clause.slice(0, index);
  const hit = clause.slice(index, index + hitLength);
  const near = negationReach(windowBefore(before, lexicon.spaced, 3), hit, lexicon.spaced, both);
  if (both.some((l) => anyTest(l.negation, near))) return 'concern';
  // A hit that itself names the writer ("kill myself", "sin mí", "matarme") needs no subject check.
  const named = both.some((l) => anyTest(l.firstPersonTest, hit));
  // "my friend keeps saying kms", "meu irmão postou uma carta de despedida": someone else's
  // words, reported without quotes. The writer's own "I" after the report makes it theirs again.
  if (category === 'self' && reportedBefore(windowBefore(before, lexicon.spaced, 10), both))
    return 'concern';
  if (category !== 'fromOthers' && !named) {
    // The nearest subject before the hit decides whose wish it is.
    const wide = windowBefore(before, lexicon.spaced, lexicon.spaced ? 7 : 8);
    const third = Math.max(...both.map((l) => lastIndexOf(l.thirdPerson, wide)));
    const first = Math.max(...both.map((l) => lastIndexOf(l.firstPerson, wide)));
    if (third > first) return 'concern';
  }
  return 'crisis';
}

// "Nothing is getting better", "not okay now": a negated sign of recovery is despair.
const NEGATED_BEFORE =
  /\b(?:not|nothing|never|no|isnt|wont|cant|aint|nobody|none|nor|hardly)(?: \S+)?\s*$/;

/**
 * True when the clause says the hit is over ("years ago I wanted to die", "I used to cut"): a
 * marker before the hit, or in the hit's own comma-separated part, and not negated. A marker
 * later and apart ("I think about ending my life every day now, it used to be once a week")
 * speaks of something else.
 */
function resolvesHit(lexicon: Lexicon, clause: string, index: number, hitLength: number): boolean {
  if (!lexicon.resolvedAll || !anyTest(lexicon.resolved, clause)) return false;
  const partEnd = clause.slice(index + hitLength).search(/[,;:]/);
  const reach = partEnd < 0 ? clause.length : index + hitLength + partEnd;
  return matchesOf(lexicon.resolvedAll, clause).some(
    (m) =>
      m.index < reach &&
      !NEGATED_BEFORE.test(clause.slice(Math.max(0, m.index - 24), m.index)) &&
      !(m.index < index && pastReturns(clause, m.index + m.text.length, index, hitLength)),
  );
}

interface Verdict {
  level: RiskLevel;
  focus: RiskFocus | null;
  /** None because a benign purpose lowered a hit or a means (see BENIGN_PURPOSE). */
  purpose?: boolean;
}

/**
 * Lexicon readings of none that a benign purpose made (see BENIGN_PURPOSE): like a concern, only
 * a classifier all but certain may overrule them ("bought rope for the camping trip this
 * weekend" shares a plan's words, and the classifier reads words, not purposes).
 */
const PURPOSE_FRAMED = new WeakSet<RiskAssessment>();
/**
 * A purpose frames the whole message only in a short one: in a long vent or a dream log, a
 * clause about the camping trip says nothing of the sentences the classifier reads beside it.
 */
const PURPOSE_COVERS_UP_TO = 3;

/**
 * Pairs of weak cues that make crisis together. Each family alone is ordinary ("tonight", "rope",
 * "I'm done"); a means with a preparation or a time, a farewell with despair or a date, or a
 * self-harm act on the body or with a time is the shape of a plan or of fresh self-harm.
 */
const CUE_RULES: [CueFamily, CueFamily][] = [
  ['means', 'prep'],
  ['means', 'timing'],
  ['means', 'finality'],
  ['finality', 'despair'],
  ['finality', 'timing'],
  ['finality', 'prep'],
  ['prep', 'timing'],
  ['harm', 'body'],
  ['harm', 'recent'],
  ['harm', 'despair'],
  ['harm', 'prep'],
];

const WRITER_AS_SUBJECT = /\b(?:i|im|ive|id|ill|me|myself)\b/g;
// Named others; "someone", "you" and "they" are as often general as particular.
const OTHER_PEOPLE =
  'he|she|hes|shes|him|his|her|friend|son|daughter|kid|child|brother|sister|mom|mum|mother|dad|' +
  'father|wife|husband|partner|boyfriend|girlfriend|student|patient|client|confided|confessed|gf|bf|ex';
const OTHER_AS_SUBJECT = new RegExp(String.raw`\b(?:${OTHER_PEOPLE})\b`, 'g');
// Beside another language's own third persons, the English ones that are not also its common
// words: Spanish "he" (I have: "me he cortado"), Turkish "her" (every) and "son" (last), French
// and Spanish "son" (his, they are).
const ALSO_OTHER_WORDS = new Set(['he', 'hes', 'her', 'son']);
const OTHER_AS_SUBJECT_BESIDE = new RegExp(
  String.raw`\b(?:${OTHER_PEOPLE.split('|')
    .filter((word) => !ALSO_OTHER_WORDS.has(word))
    .join('|')})\b`,
  'g',
);

/** True when a clause speaks of the writer now: not framed, not a topic, not over, not someone else. */
function speaksForWriter(clause: string, lexicon: Lexicon): boolean {
  const both = lexicon === ENGLISH_LEXICON ? [lexicon] : [lexicon, ENGLISH_LEXICON];
  if (both.some((l) => anyTest(l.framing, clause) || anyTest(l.topic, clause))) return false;
  if (PRACTICE.test(clause)) return false;
  // "bought rope for the camping trip this weekend": the means has a benign purpose.
  if (hasBenignPurpose(clause)) return false;
  if (both.some((l) => anyTest(l.resolved, clause))) return false;
  const english = lexicon === ENGLISH_LEXICON;
  const others = english ? OTHER_AS_SUBJECT : OTHER_AS_SUBJECT_BESIDE;
  const third = Math.max(
    lastIndexOf(others, clause),
    ...(english ? [] : [lastIndexOf(lexicon.thirdPerson, clause)]),
  );
  // "my" is no subject: "my boyfriend punched a wall and burned his arm" is about him.
  const first = Math.max(
    lastIndexOf(WRITER_AS_SUBJECT, clause),
    ...(lexicon === ENGLISH_LEXICON ? [] : [lastIndexOf(lexicon.firstPerson, clause)]),
  );
  if (third >= 0 && first < 0) return false;
  // "my friend said she'll take pills tonight, what do I do?": someone else is named first.
  const firstOther = others.exec(clause);
  others.lastIndex = 0;
  const firstWriter = WRITER_AS_SUBJECT.exec(clause);
  WRITER_AS_SUBJECT.lastIndex = 0;
  return !(firstOther && (!firstWriter || firstOther.index < firstWriter.index));
}

/**
 * Weak cues found so far, per lexicon (pairs count only within one language): for each family, the
 * clauses it was found in, numbered across the messages read (`clause` is the next number).
 */
interface Cues {
  found: Map<Lexicon, Map<CueFamily, number[]>>;
  clause: number;
  /**
   * A hit or a weak cue was lowered by a benign purpose in its clause (see BENIGN_PURPOSE), or a
   * goodbye by a parting with someone else (PARTING_WITH_OTHERS).
   */
  purpose: boolean;
}
const noCues = (): Cues => ({ found: new Map(), clause: 0, purpose: false });

/**
 * How many clauses apart two weak cues may stand and still make crisis together. A means and a
 * time in one breath is a plan; "the car park" in one story and "tonight" five sentences later
 * is a long message about a day (a false alarm on every long vent).
 */
const CUE_REACH = 2;

/**
 * A folded message made ready once for every rule that reads it: someone else's quoted words set
 * aside, and the Latin-script languages it is screened in.
 */
interface Prepared {
  text: string;
  reported: boolean;
  latin: ReadonlySet<LanguageCode> | null;
}

function prepare(folded: string): Prepared {
  const { text, reported } = setAsideReported(folded);
  return { text, reported, latin: latinLanguagesOf(text) };
}

// In the languages the message is screened in (not every Latin-script language's words for it).
const isRecovered = ({ text, latin }: Prepared) =>
  lexiconsFor(text, latin).some((l) => anyTest(l.recovered, text));

function assessFolded(
  { text: folded, latin }: Prepared,
  cues: Cues,
  recovered: boolean,
  trace?: string[],
): Verdict {
  const lexicons = lexiconsFor(folded, latin);
  let concern: Verdict | null = null;
  let previous = '';
  for (const current of splitClauses(folded)) {
    const clauseNumber = cues.clause++;
    // Each clause meets only the lexicons of the scripts it is written in: a Latin clause in a
    // long mixed message never pays for the Greek or Arabic patterns.
    const clauseLexicons = lexicons.length > 1 ? lexiconsFor(current, latin) : lexicons;
    // A past time in the sentence before carries over: "Back then I wanted to disappear. Just a
    // constant wish to not exist."
    const clause = current;
    const pastContext = previous;
    previous = current;
    for (const lexicon of clauseLexicons) {
      // Most clauses hold none of most lexicons' required words.
      if (!lexicon.patterns.anyWorthTrying(clause)) continue;
      for (const [category, focus] of CATEGORIES) {
        for (const m of lexicon[category]?.matches(clause) ?? []) {
          const level = judgeHit(
            clause,
            m.index,
            m.text.length,
            lexicon,
            category,
            recovered,
            pastContext,
          );
          trace?.push(`${lexicon.languages[0]} ${category} «${m.text}» → ${level}`);
          if (
            level === 'none' &&
            category === 'self' &&
            (hasBenignPurpose(clause) || partingWithOthers(m.text, clause, pastContext))
          )
            cues.purpose = true;
          if (level === 'crisis') return { level, focus };
          if (level === 'concern') concern ??= { level, focus };
        }
      }
      if (!concern && anyTest(lexicon.concern, clause) && !anyTest(lexicon.framing, clause))
        concern = { level: 'concern', focus: null };
      const cued = anyTest(lexicon.anyCue, clause);
      if (
        cued &&
        hasBenignPurpose(clause) &&
        lexicon.cues.some((c) => c.family === 'means' && c.gated.test(clause))
      )
        cues.purpose = true;
      if (cued && speaksForWriter(clause, lexicon))
        for (const { family, pattern, gated } of lexicon.cues)
          if (gated.test(clause)) {
            if (!cues.found.has(lexicon)) cues.found.set(lexicon, new Map());
            const found = cues.found.get(lexicon)!;
            const clauses = found.get(family);
            if (clauses) clauses.push(clauseNumber);
            else found.set(family, [clauseNumber]);
            trace?.push(`${lexicon.languages[0]} cue ${family} «${clause.match(pattern)?.[0]}»`);
          }
    }
  }
  return concern ?? { level: 'none', focus: null };
}

// Two farewells in two sentences ("I won't be needing the app anymore. Please don't worry about
// me.") weigh like a farewell and despair.
const cuesMakeCrisis = (cues: Cues) =>
  [...cues.found.values()].some(
    (found) =>
      within(found.get('finality'), found.get('finality'), 1) ||
      CUE_RULES.some(([a, b]) => within(found.get(a), found.get(b))),
  );

/** True when a clause of `a` and one of `b` stand at least `apart` and at most CUE_REACH apart. */
const within = (a: number[] = [], b: number[] = [], apart = 0) =>
  a.some((i) => b.some((j) => Math.abs(i - j) >= apart && Math.abs(i - j) <= CUE_REACH));

function assessText(folded: string, trace?: string[]): Verdict {
  const cues = noCues();
  const message = prepare(folded);
  const recovered = isRecovered(message);
  const verdict = assessFolded(message, cues, recovered, trace);
  // Weak cues never outweigh the writer saying things are better now.
  if (verdict.level !== 'crisis' && !recovered && cuesMakeCrisis(cues))
    return { level: 'crisis', focus: 'self' };
  if (verdict.level === 'none' && message.reported) return { level: 'concern', focus: null };
  if (verdict.level === 'none' && cues.purpose && cues.clause <= PURPOSE_COVERS_UP_TO)
    return { level: 'none', focus: null, purpose: true };
  return verdict;
}

// Words of practice: a clause about a practice does not add weak cues ("tonight's practice:
// imagining it is my last night and saying goodbye to the day").
const PRACTICE =
  /\b(?:practi[cs]e|meditat\w*|ritual|retreat|sutta|visuali[sz]\w*|contemplat\w*|imagin\w*|mantra|yoga|pose|medita\w*|meditasyon|meditasi|medytac\w*|thien)\b|медитац|瞑想|冥想|명상|สมาธิ|ध्यान|تامل|مدیتیشن/u;

/** The lexicon's reading of one message (the classifier's training uses it alone). */
export function assessMessageByLexicon(text: string): RiskAssessment {
  return lexiconOnFolded(text, normalise(text));
}

// (The assessments are written out field by field, not spread: a spread of objects from several
// places costs a slow runtime call on every message.)
function lexiconOnFolded(text: string, folded: string): RiskAssessment {
  const { level, focus, purpose } = assessText(folded);
  const assessment: RiskAssessment = { level, focus, language: detectLanguage(text) };
  if (purpose) PURPOSE_FRAMED.add(assessment);
  return assessment;
}

/**
 * The built-in screen of one message: the lexicon, then the classifier where the lexicon found no
 * crisis (decision 018; see CONCERN_OVERRULED_AT for a concern).
 */
export function assessMessage(text: string): RiskAssessment {
  // Folded once: the lexicon and the classifier read the same folded text.
  const folded = normalise(text);
  return withClassifier(lexiconOnFolded(text, folded), [folded]);
}

/**
 * A concern the lexicon found (someone else's risk, a topic, the past) stays a concern unless the
 * classifier is all but certain of the writer's own risk: on two held-out sets written apart from
 * the corpus, a risk this high caught 10 of the 29 crisis messages that the lexicon read as
 * concern, and raised 1 of their 1,096 benign messages (decision 018).
 */
const CONCERN_OVERRULED_AT = 0.97;

/** The lexicon's reading, then the classifier's on the folded `messages`. */
function withClassifier(lexicon: RiskAssessment, messages: readonly string[]): RiskAssessment {
  if (lexicon.level === 'crisis') return lexicon;
  let best: ClassifierVerdict | null = null;
  for (const message of classifiedTexts(messages)) {
    const verdict = classifyFolded(message);
    if (verdict && (!best || verdict.risk > best.risk)) best = verdict;
  }
  if (!best?.crisis) return lexicon;
  if (PURPOSE_FRAMED.has(lexicon)) return lexicon;
  if (lexicon.level === 'concern' && best.risk < CONCERN_OVERRULED_AT) return lexicon;
  return { level: 'crisis', focus: best.focus, language: lexicon.language };
}

/** How many of the person's most recent messages the screen looks at. */
export const CONVERSATION_WINDOW = 5;

/** The person's own recent messages, oldest first, newest last; looks at the last 5. Risk stated earlier, or buried in a long message, still counts; `language` is the newest message's language. */
export function assessConversation(userMessages: readonly string[]): RiskAssessment {
  const folded = recentFolded(userMessages);
  return withClassifier(lexiconOnConversation(folded, userMessages.at(-1) ?? ''), folded);
}

// A message that opens mid-sentence finishes the one before: «i want to die» «of embarrassment lol»,
// «ive decided to end it» «with my business partner i mean».
const CONTINUES =
  /^\s*(?:of|with|from|about|at|for|by|like|because|cos|cuz|i mean|meaning|as in|de|con|avec|mit|von|com|dengan)\b/iu;

/** Messages as the person meant them: a message that continues the one before is joined to it. */
function joinContinuations(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const message of messages) {
    if (out.length && CONTINUES.test(message)) out[out.length - 1] += ` ${message}`;
    else out.push(message);
  }
  return out;
}

/** The lexicon's reading of a conversation (the classifier's training uses it alone). */
export function assessConversationByLexicon(userMessages: readonly string[]): RiskAssessment {
  return lexiconOnConversation(recentFolded(userMessages), userMessages.at(-1) ?? '');
}

/** The messages the screen reads, as the person meant them, folded. */
const recentFolded = (userMessages: readonly string[]) =>
  joinContinuations(userMessages.slice(-CONVERSATION_WINDOW)).map(normalise);

/** The lexicon on a conversation's folded recent messages; `newest` (as written) gives the language. */
function lexiconOnConversation(recent: readonly string[], newest: string): RiskAssessment {
  let best: Verdict = { level: 'none', focus: null };
  // Cues add up across messages: "I bought rope today", then "tonight".
  const cues = noCues();
  const messages = recent.map(prepare);
  // "I was in a dark place last winter" … "today I'm glad to be alive": recovery said later counts.
  const recovered = messages.some(isRecovered);
  // Newest first, so the focus reported is the most recent of the most serious.
  for (const message of [...messages].reverse()) {
    const verdict = assessFolded(message, cues, recovered);
    if (verdict.level === 'none' && message.reported && best.level === 'none')
      best = { level: 'concern', focus: null };
    if (verdict.level === 'crisis') {
      best = verdict;
      break;
    }
    if (verdict.level === 'concern' && best.level === 'none') best = verdict;
  }
  if (best.level !== 'crisis' && !recovered && cuesMakeCrisis(cues))
    best = { level: 'crisis', focus: 'self' };
  const assessment: RiskAssessment = {
    level: best.level,
    focus: best.focus,
    language: detectLanguage(newest),
  };
  if (best.level === 'none' && cues.purpose && cues.clause <= PURPOSE_COVERS_UP_TO)
    PURPOSE_FRAMED.add(assessment);
  return assessment;
}

/** Why a message got its level: each hit and cue, for printing a miss or a false alarm. */
export function explainMessage(text: string): string[] {
  const trace: string[] = [];
  assessText(normalise(text), trace);
  return trace;
}
