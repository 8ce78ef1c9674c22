import {
  detectLanguage,
  latinCandidates,
  SCRIPTS,
  scriptsIn,
  type LanguageCode,
  type Script,
} from './language.ts';
import {
  classifiedTexts,
  classifyFolded,
  readsLanguage,
  type ClassifierVerdict,
} from './classifier.ts';
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
  /\b(?:said|says|say|saying|talking about|told|tells|wrote|writes|texted|texts|posted|posts|messaged|sent|keeps saying|kept saying|cakap|(?:joking|jokes|joked|joke) (?:about|that)|kehti|kehta|bolti|bolta|bol raha|bol rahi|bataya|postou|publicou|escreveu|mandou|publico|publie|gepostet|sabi|nagsabi|falou|fala|disse|diz|dijo|dice|decia|escribio|mando|a dit|dit|ecrit|ha detto|scritto|scrive|sagt|sagte|gesagt|schreibt|schrieb|zei|zegt|schreef|ngomong|bilang|nulis|powiedzial\w*|napisal\w*|mowi|dedi|yazdi|soyluyor|noi|viet|alisema|anasema)\b|कहा|कहता|कहती|بیقول|قال|قالت|کتب|گفت|نوشت|کہا|сказал|призна|рассказал|пишет|написал|говорит|каже|сказав|написав|说|說|写|寫|って|と言|と送|と書|ว่า|라고|אמר|כתב|ειπε|εγραψε/gu;

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
  const other = Math.max(
    ...lexicons.map((l) => firstIndexOf(l.thirdPerson, near)),
    firstIndexOf(OTHERS_NAMED, near),
  );
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
const BENIGN_PURPOSE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:camping|campsite|(?:go|going|went) camp|hik(?:e|es|ing)|(?:rock )?climbing|bouldering|abseil\w*|fishing|(?:hunting|deer|duck|shooting|turkey|pheasant) (?:season|trip|range|lease)|(?:duck|deer|bird) hunting|(?:the )?shooting range|clay pigeons?|(?:tyre|tire|rope|garden|porch|tree|kids|childrens) swing|the swing|a swing|hammock|treehouse|tree house|guy ?lines?|tarp|tent|paracord|carabiners?|(?:to (?:see|watch|photograph)|for|from) the (?:view|sunset|sunrise|fireworks|stars|photos?)|(?:watch|watching|enjoying) the (?:view|sunset|sunrise)|photograph\w*|(?:my |the )?camera|(?:to|at) the airport|the taxi|bungee|high dive|diving board|gutters?|solar panels?|antenna|aerial|satellite dish|(?:is |was )?leak\w*|(?:roof )?tiles|chimney|repair\w*|(?:to |)fix(?:ing)? (?:the|a|my|our|it)|to clean (?:the|it)|cleaning the|bbq|barbecue|grill|prescribed|(?:the )?(?:pharmacy|pharmacist|chemist|doctor|gp) (?:gave|prescribed|said|put me)|pill (?:organi[sz]er|box)|vitamins|malaria|travel sickness|sea ?sickness|for the (?:trip|holiday|flight|ferry|journey|cruise|migraines?|headaches?|pain|allergies|kids)|(?:whole|the|our|my) (?:trip|holiday|vacation)|moving (?:house|out|abroad|to|in)|(?:dog|puppy|cat|kitten|pet) (?:ate|swallowed|got into)|for (?:a|the) (?:dog|puppy)|solicitor\w*|notary|estate planning|silent retreat|digital detox|amends|step (?:9|nine)|(?:i|we|before i|when i|after i|before we|when we) move (?:to|abroad|out|in|house)|relocat\w+|emigrat\w+|(?:we|im|were) moving|the move|decluttering|charity|maternity leave|deployment|punching bag|chopping|onions)\b|\b(?:para|pra|pro) (?:el |la |los |las |o |a |os |as )?(?:acampar|acampamento|camping|columpio|balanco|hamaca|rede|viaje|viagem|excursion|trilha)|acampar|acampamento|columpio|balanco da|temporada de (?:caza|caca)|cacada|atardecer|por do sol|arreglar|consertar|(?:me )?(?:receto|receitou)|nos mudamos|mudanza|vou me mudar|mudar (?:pra|para)|balancoire|saison de (?:la )?chasse|coucher de soleil|reparer|gouttiere|prescrit|demenag\w+|schaukel|zelten|camping|jagdsaison|sonnenuntergang|reparieren|dachrinne|verschrieben|ziehen (?:nach|um)|umzug|altalena|campeggio|tramonto|sistemare|prescritto|mi trasferisco|trasloco|salincak|kamp icin|av sezonu|gun batimi|tamir|tasiniyoruz|ayunan|kemah|benerin|perbaiki|genteng|mau pindah|jhoole ke liye|jhula|camping ke liye|trip ke liye|trek ke liye|safar ke liye|senderismo|escalada|para el viaje|pra viagem|pour le voyage|randonnee|fur die reise|urlaub|wandern|klettern|tanki|shift ho|качел|гойдалк|для детей|для дітей|(?:в|на|для) поход|(?:на|сезон|открытие) охот|закат|чинить|починить|антенн|выписал|переезжа|переезд|مرجیح|مرجوح|ارجوح|للاطفال|تخییم|للسفر|موسم الصید|الغروب|اصلح|الدش|کتبلی|هنعزل|بنعزل|نعزل|캠핑|그네|해먹|텐트|등산|낚시|여행 ?(?:가|갈|때)|झूला|कैंपिंग|यात्रा के लिए|для поездки|в поездку|в отпуск|у похід|в похід|для поїздки|у відпустку|رحله|للرحله|キャンプ|ブランコ|ハンモック|テント|夕日|直す|修理|処方|引っ越|露营|秋千|吊床|帐篷|日落|夕阳|修天线|医生开|开了(?:些|点|新)?药|搬家`,
  ),
  'u',
);
/** What a purpose frame never lowers: death or intent named, the purpose denied, "for me". */
const INTENT_OVER_PURPOSE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:die|dying|dead|death|kill\w*|suicid\w*|end (?:it|my life|things|everything)|hang (?:myself|me)|myself|overdose|take (?:them|it) all|all at once|tonights the night|never wake|jump\w*|kms|(?:one )?last time|one last|(?:think|thinks) (?:im|i am|its|it is)|saved (?:them|it|they) (?:all )?up|stockpil\w*|hoard\w*|(?:them|it|they) all|all of (?:them|it)|for me(?! to)\b|(?:not|isnt|wasnt|arent|aint) (?:really |actually |even )?for|told (?:everyone|them|people|my \w+)|pretend\w*|morir\w*|muerte|matar\w*|colgar\w*|ahorc\w*|morrer|enforc\w*|me jogar|pular|tirar|mourir|tuer|pendre|me pend\w*|sauter|sterben|umbring\w*|aufhang\w*|springen|spring|uccid\w*|impicc\w*|buttarmi|mi butto|olmek|olecegim|intihar|kendimi|mati|bunuh diri|gantung diri|lompat|marna|mar jaun\w*|khudkushi|latak|kood|no es para|nao e (?:pra|para)|pas pour|nicht (?:zum|fur|fuer)|non e per|degil|bukan|nahi)\b|умер|убить|убью|повеш|покончить|прыгн|не для|موت|اموت|انتحار|شنق|هنط|مش عشان|死|自殺|自杀|吊|飛び降り|跳|じゃない|不是|全部|все|كلها|کلها|todas|tudo|tous|alle|tutte|hepsini|semua|sab kha|貯め|ためて|ためた|攒|копил|накопил|juntei|guardei|gesammelt|biriktir|kumpul`,
  ),
  'u',
);
/** A benign purpose in the clause, and no intent over it (asked once a clause, see assessFolded). */
const benignPurposeIn = (clause: string) =>
  BENIGN_PURPOSE.test(clause) && !INTENT_OVER_PURPOSE.test(clause);

/**
 * The past come back: "two years ago I wanted to die and now it's back", "I used to cut and I
 * started again". Between a resolved-past marker and a hit, a return (or "now") means the hit is
 * present; just after the hit, only "again" does ("I want to kill myself again").
 */
const RETURN_BEFORE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:now|again|its back|is back|are back|back again|came back|comes back|coming back|come back|returned|relapsed|started again|still|these days|lately|otra vez|de nuevo|ha vuelto|volvio|volvi a|vuelvo a|he vuelto a|voltei a|voltou|de novo|agora|ahora|revient|revenu|encore|maintenant|wieder|jetzt|di nuovo|e tornat\w*|adesso|ora|phir se|ab|lagi|balik|sekarang|tekrar|yine|geri geldi|simdi)\b|снова|опять|вернул|сейчас|знову|повернул|зараз|رجع|عاد|تانی|تاني|دلوقتی|الان|फिर से|दोबारा|अब|다시|요즘|요새|최근|また|戻|今|又|再|现在|回来`,
  ),
  'u',
);
const RETURN_AFTER = new RegExp(
  foldPatternSource(
    String.raw`\b(?:try(?:ing)? (?:it )?again|do it again|(?:want|going|gonna|planning) to (?:\w+ ){0,2}again)\b|^.{0,16}?(?:\b(?:again|once more|otra vez|de nuevo|de novo|encore|wieder|di nuovo|phir se|lagi|tekrar|yine)\b|снова|опять|また|又)`,
  ),
  'u',
);
const RETURN_IN_HIT = new RegExp(
  foldPatternSource(
    String.raw`\b(?:again|volvi a|vuelvo a|he vuelto a|voltei a|de nuevo|otra vez|de novo|phir se|wieder|encore|tekrar|yine|lagi)\b|снова|опять|знову|फिर से|다시|また|又`,
  ),
  'u',
);
function pastReturns(clause: string, from: number, index: number, hitLength: number): boolean {
  return (
    RETURN_BEFORE.test(clause.slice(from, index)) ||
    // The hit's own words: "volví a cortarme", "cut myself again".
    RETURN_IN_HIT.test(clause.slice(index, index + hitLength)) ||
    RETURN_AFTER.test(clause.slice(index + hitLength))
  );
}

/**
 * Parting with someone, not with life: going no contact with a parent, blocking an ex, leaving a
 * group or a job. In that clause or the one before, a goodbye or an "I'm done" is said to them
 * ("going no contact with my mother. this is goodbye for real"), unless death or intent is named.
 */
const PARTING_WITH_OTHERS = new RegExp(
  foldPatternSource(
    String.raw`\b(?:no contact|cut(?:ting)? (?:ties|contact|(?:\w+ )?(?:out|off))|block(?:ed|ing)? (?:him|her|them|my|everyone|\w+ everywhere)|(?:broke|breaking|break) up|divorc\w*|(?:leaving|left|quit(?:ting)?) (?:the|this|my|our) (?:\w+ )?(?:group|chat|gc|server|discord|subreddit|sangha|community|band|team|job|company|church|class|forum|club|choir|guild)|last day (?:at|of) (?:the |my |this )?(?:\w+ )?(?:job|work|school|office|placement|internship|company)|(?:me )?(?:salgo|sali|saio|sai) (?:del|do|de la|da) (?:grupo|chat|canal|servidor|iglesia|igreja)|(?:dejo|deje|abandono) (?:el|la) (?:grupo|chat|iglesia)|(?:je )?quitte (?:le|la) (?:groupe|serveur|discussion)|verlasse (?:die|den) (?:gruppe|chat|server)|baat band kar|rishta tod|rishte tod|block kar (?:diya|di)|ended (?:it|things) with|(?:corte|cortei|rompi) (?:el contacto|relacoes|relaciones|o contato|contato|contacto)|coupe les ponts|kontakt (?:\w+ ){0,3}abgebrochen|ho chiuso con|прекратил\p{L}* общение|припинил\p{L}* спілкування|разорвал\p{L}* (?:все )?отношения|заблокировал\p{L}*|выхожу из (?:группы|чата)|рішення розірвати|रिश्ते तोड़|연을 끊|인연을 끊|قطعت علاقت|putus kontak|縁を切|断绝关系|bag\w* kopard\w*)`,
  ),
  'u',
);
const PARTING_HIT = new RegExp(
  foldPatternSource(
    String.raw`\b(?:goodbye|bye|farewell|done|over|finished|im out|leaving|wont be|not coming back|last)\b|adios|adeus|adieu|tschuss|прощ|وداع|さよなら|再见|nao aguento|no aguanto|ya no puedo`,
  ),
  'u',
);
/** A clause that parts with someone else and names no death or intent. */
const partsWithOthers = (clause: string) =>
  PARTING_WITH_OTHERS.test(clause) && !INTENT_OVER_PURPOSE.test(clause);
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
  past: PastReading,
  pastContext: string,
  hasBenignPurpose: () => boolean,
): RiskLevel {
  const both = lexicon === ENGLISH_LEXICON ? [lexicon] : [lexicon, ENGLISH_LEXICON];
  if (both.some((l) => anyTest(l.framing, clause))) return 'none';
  // "bought rope for the swing", "standing on the bridge for the sunset": a benign purpose.
  if (category === 'self' && hasBenignPurpose()) return 'none';
  if (
    category === 'self' &&
    partingWithOthers(clause.slice(index, index + hitLength), clause, pastContext)
  )
    return 'none';
  if (both.some((l) => anyTest(l.topic, clause) || resolvesHit(l, clause, index, hitLength)))
    return 'concern';
  if (
    past.recovered &&
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
    const third = Math.max(
      ...both.map((l) => lastIndexOf(l.thirdPerson, wide)),
      lastIndexOf(OTHERS_NAMED, wide),
    );
    const first = Math.max(...both.map((l) => lastIndexOf(l.firstPerson, wide)));
    if (third > first) return 'concern';
  }
  // (The rules below are read last: most hits that reach them are crisis.)
  // "I attempted in 2017; I'm sharing my story", "my old self-harm scars": a past told as over.
  if (
    category === 'self' &&
    ((past.over && toldAsOver(clause, index, hitLength, both)) ||
      (!past.returned &&
        OLD_BEFORE.test(`${before.slice(-40)}${clause.slice(index, index + hitLength)} `)))
  )
    return 'concern';
  // "죽고 싶은 건 아니고", "死にたいわけじゃない": "it is not that …", said after the hit.
  if (NOT_THAT_AFTER.test(clause.slice(index + hitLength, index + hitLength + 12)))
    return 'concern';
  // "I'm dying to … if I have to hear one more …", "quiero matar la costumbre": a hyperbole or a
  // habit, not a life.
  if (category !== 'fromOthers') {
    const around = `${before.slice(-80)} ${clause.slice(index + hitLength, index + hitLength + 60)}`;
    if (ONE_MORE_HYPERBOLE.test(around)) return 'none';
    if (HABIT_AFTER.test(clause.slice(index + hitLength, index + hitLength + 40))) return 'none';
  }
  // "showed me fresh cuts on her arms": the body named after the hit is someone else's.
  if (category === 'self' && BODY_OF_OTHER_AFTER.test(clause.slice(index + hitLength)))
    return 'concern';
  return 'crisis';
}

/**
 * A conditional hyperbole: "if I have to sit through one more …", "si tengo que oír otra …" (not
 * "one more day" or "another night", which is how a life that cannot go on is said).
 */
const ONE_MORE_HYPERBOLE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:if|si|se|wenn|agar)\b.{0,60}\b(?:one more|another|una (?:\w+ )?mas|otra|mais uma|outra|encore une?|noch (?:ein|eine|einmal))\b(?! (?:day|night|week|month|year|minute|hour|second|dia|noche|semana|ano|mes|hora|jour|nuit|tag|nacht|woche)s?\b)`,
  ),
  'u',
);

/** A habit or an addiction as what is killed or ended: "kill the habit", "en finir avec le sucre". */
const HABIT_AFTER = new RegExp(
  foldPatternSource(
    String.raw`^\W{0,4}(?:\.\.\.\s*)?(?:(?:with|con|avec|mit|com|dengan|ile)\s+)?(?:(?:the|this|that|my|la|el|le|les|il|lo|mi|mis|mon|ma|mes|meu|minha|o|a|den|die|das|meine[nm]?|dieser?)\s+)?(?:costumbres?|habitos?|habits?|addictions?|adicci\w+|kebiasaan|habitudes?|gewohnheit\w*|sucre|sugar|zucchero|azucar|procrastinat\w*|tiktok|scroll\w*|vicio|vicios)\b|^\s?(?:عاده|عادة)`,
  ),
  'u',
);

/** "It is not that …" after a hit, in the languages that say it there (Korean, Japanese). */
const NOT_THAT_AFTER =
  /^\S{0,3}\s?(?:건|것은|거는|게) ?아니|^\S{0,4}\s?(?:생각은|생각이|마음은) ?(?:없|안 ?들)|^.{0,6}(?:わけ|訳|とか|って)(?:じゃ|では)(?:ない|なく)|^.{0,16}(?:気持ち|考え|つもり)(?:は|も)(?:ない|ありません)|^.{0,24}\b(?:dusuncem|niyetim|istegim) yok/u;

/** A hit followed by someone else's body: "cuts on her arms", "marks on his wrist". */
const BODY_OF_OTHER_AFTER = /^\s*(?:on|in|of|across|along|up|down|all over) (?:her|his|their)\b/;

/**
 * Others named as the subject, beside each lexicon's own third persons: kin, friends and
 * colleagues, and the Russian and Ukrainian "to her", "to him" ("ей незачем жить"), in the
 * languages whose lexicons name few ("삼촌이", "sepupuku", "mi tío", "mon oncle", "kuzenim").
 */
const OTHERS_NAMED = new RegExp(
  foldPatternSource(
    String.raw`\b(?:one of (?:the|my|our) \w+|(?:a|this|that|some) (?:guy|girl|kid|person|man|woman|lady)|guys|coworkers?|colleagues?|(?:shed|hed|theyd) (?:been|had|said|never|always|tried|wanted)|kawan(?: aku| saya)?|(?:mi|meu|minha|mon|ma|mein|meine|meinem|meiner) (?:tio|tia|tio|primo|prima|abuel[oa]|cunad[oa]|vecin[oa]|jefe|jefa|colega|companer[oa]|sobrin[oa]|avo|chefe|oncle|tante|cousin|cousine|collegue|voisin|voisine|onkel|tante|kollege|kollegin|nachbar\w*|freund|freundin|sohn|tochter|mutter|vater|bruder|schwester|mann|frau)|(?:sepupu|paman|tante|bibi|ibu|ayah|bapak|suami|istri|pacar|nenek|kakek|tetangga|abang|sahabat)(?:ku|nya)?|chacha|chachu|mausi|bua|bhabhi|jiju|didi|bhaiya|saheli|(?:mera|meri|mere) (?:dost|cousin|colleague|papa|mummy|maa)|kuzenim|amcam|dayim|teyzem|halam|ablam|abim|esim|sevgilim|arkadasim)\b|(?<![\p{L}])(?:ей|ему|ней|нему|неи|него|їй|її|йому|нього|подруга|друг|мама|папа|брат|сестра|сын|дочь|коллега|муж|жена|дядя|тетя|мати|батько|донька|дружина|чоловік|дядько|тітка|колега)(?![\p{L}])|(?:삼촌|이모|고모|외삼촌|숙모|사촌|할머니|할아버지|형부|매형|지인|동료|선생님|엄마|아빠|어머니|아버지|남동생|여동생)(?:이|가|은|는|도|께서)(?![가-힣])|(?:叔父|叔母|伯父|伯母|いとこ|従兄弟|祖母|祖父)(?:が|は|も)|(?:叔叔|舅舅|阿姨|姑姑|爷爷|奶奶|外婆|外公)|(?<![\p{L}])(?:ابن عمي|بنت عمي|ابن خالي|بنت خالتي|خالي|عمي|صديقتي|صديقي|اخي|اختي|امي|زوجي|زوجتي|زميلي|मामा|चाचा|मौसी|बुआ|भैया|दीदी|सहेली)(?![\p{L}\p{M}])`,
  ),
  'gu',
);

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

/**
 * How a message places risk in time: the writer says things are better now (a lexicon's
 * `recovered`); it tells a past that is over (DISTANT_PAST, LIFE_SINCE, a lexicon's `resolved`)
 * with nothing returned; something returned (RETURNED).
 */
interface PastReading {
  recovered: boolean;
  /** Asked only of a hit of the writer's own (most messages have none): found when first asked. */
  readonly over: boolean;
  readonly returned: boolean;
}

/**
 * A past at a distance, in the languages most screened: "years ago", "back then", "when I was 16",
 * "in 2017", "as a teen", "last year", a memory or a story told ("antes", "pehle main", "раньше",
 * "예전에", "以前", "eskiden", "dulu"). In a hit's own clause it places the hit in the past; anywhere
 * in the message it frames a past (see PastReading).
 */
const DISTANT_PAST = new RegExp(
  foldPatternSource(
    String.raw`\b(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|few|couple(?: of)?|many|several) (?:years?|decades?|yrs?) (?:ago|back|since|clean|free|sober)|years ago|(?:a )?long (?:time )?ago|back (?:then|when|in (?:the day|\d+|high school|college|school|uni))|(?:in|since|that was|it was) (?:19|20)\d\d|used to|when i was (?:\d+|younger|little|a (?:kid|teen\w*|child|student)|in \w+)|as a (?:kid|teen\w*|child|student)|at (?:1\d|2\d),? i|in my (?:teens|twenties|20s|early|late|first year)|in (?:high school|middle school|secondary school|college|uni|university)|growing up|younger (?:self|me)|(?:that|this) (?:chapter|period|phase)|(?:those|the) (?:dark )?(?:days|years) (?:when|where)|(?:my )?(?:darkest|worst) (?:year|time|period|night|winter)|(?:years?|months?) since|looking back|for a (?:long )?(?:time|while) (?:i|there)|(?:old|past|previous|former) (?:attempts?|scars)|hace (?:\w+ )?(?:anos|tiempo)(?! que)|antes,|antes (?:yo |eu )?(?:me |te |se )?\w+(?:aba|ava|ia)|de antes|de (?:nin[oa]|adolescente|joven|chic[oa]|pequen[oa])|cuando (?:era|tenia|estaba|iba)|en (?:la )?(?:prepa|secundaria|uni|universidad|facultad|colegio|instituto)|a los (?:\d+|\w+ anos)|hace (?:un|una) (?:ano|anos)(?! que)|(?:ha|faz) (?:\w+ )?anos(?! que)|anos atras|antigamente|na adolescencia|quando (?:eu )?(?:era|tinha)|ja faz|(?:en|em) (?:19|20)\d\d|aos (?:\d+|\w+ anos)|(?:ha|faz) (?:um|uma) ano(?! que)|il y a (?:\w+ )?ans|au lycee|a ladolescence|quand jetais|ca fait \d+ ans|(?:a|des) \d+ ans|vor (?:\w+ )?jahren|fruher|als (?:teenager|jugendliche?r?|kind|student)|mit \d+(?: jahren)?,? (?:wollte|habe|hab|hatte|war)|jahrestag|(?:\d+|ek|do|teen|char|paanch|kai|kuch) (?:saal|sal|mahine) (?:pehle|pahle|ho gaye|ho gye|se)|(?:pehle|pahle) (?:main|mai|maine|mujhe|mera|meri)|ek (?:waqt|samay|time|zamana|daur) tha|jab (?:main|mai|mein) (?:\w+ ){0,3}(?:tha|thi|ki thi|ka tha)|(?:college|school|teenage|bachpan|hostel|exams?) (?:mein|me|ke (?:dino|time))|pichle saal|yaad hai jab|yil once|yillar once|sene once|eskiden|\w+(?:deyken|dayken|teyken|tayken)|bir donem|tahun (?:lalu|yang lalu)|dulu (?:aku|saya|gue|gw|pernah|sering|waktu)|waktu dulu|zaman dulu|waktu (?:sma|smp|sd|kuliah|kecil|remaja)|pernah|tepat \d+ tahun|last (?:year|winter|summer|spring|autumn|fall)|once upon a time|(?:19|20)\d\d (?:me|mein|mai)|lisede|universitede|ortaokulda|cocuklugumda|gencligimde|(?:i )?remember (?:when|the (?:time|year|night|day|winter|summer))|memories of|younger self|purane self|el recuerdo|(?:la|una) epoca en (?:que|la que)|hubo una epoca|teve uma epoca|el ano pasado|ano passado|il fut un temps|lannee derniere|es gab eine zeit|letztes jahr|gecen (?:yil|sene))\b|साल (?:पहले|हो गए)|पहले|के दिनों|बचपन|पिछले साल|лет назад|года? назад|раньше|в юности|в детстве|подростком|когда (?:я )?был|в \d+ лет|в прошлом|років тому|раніше|колись|у юності|в дитинстві|коли (?:я )?був|у \d+ років|у минулому|в минулому|قبل (?:\S+ )?(?:سنوات|سنين|سنتين|سنة|عام|اعوام)|زمان|في الماضي|في المراهقة|لما كنت|من سنين|مرت \S+ (?:سنوات|سنين)|في يوم من الايام|年前|昔|(?:学生|高校|中学|小学|大学|子供|子ども|若い)(?:の)?(?:時|とき|頃|ころ|時代)|当時|以前|あの頃|曾经|曾經|当时|(?:大学|大學|高中|初中|小时候|小時候|上学|那)(?:的)?(?:时候|時候)|那时|那時|년 ?전|예전|옛날|(?:학생|학교|고등학생|중학생|대학|어렸을|어릴|군대|사춘기|\d+대)\S* ?(?:때|시절)|было время|був час|в прошлом году|минулого року|작년|去年|昨年|العام الماضي|السنة الماضية`,
  ),
  'u',
);

/**
 * The life since, said anywhere in a message: "today I'm a nurse", "not anymore", "I survived",
 * "in recovery", an anniversary ("hoy soy", "ab theek hoon", "сейчас у меня", "지금은", "今は").
 * It frames a past, but says nothing of when a hit in its own clause happened.
 */
const LIFE_SINCE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:anniversary|(?:after|since) my (?:attempt|overdose)|memoir|(?:my|our) (?:story|testimony)|flashback|(?:im|i am) on the (?:other|far) side of (?:it|that)|lived experience|survivor|i survived|survived (?:it|that|an attempt|my attempt)|(?:dont|didnt|do not) anymore|not anymore|(?:today|now) (?:im|i am) (?:\d+|fine|ok|okay|good|well|happy|married|alive|grateful|clean|sober|healthy|safe|in a (?:good|better|great|healthier) place|an? (?:\w+ )?(?:nurse|mum|mom|dad|mother|father|parent|teacher|counsel+or|volunteer|student|graduate|peer \w+|mentor|therapist|doctor|wife|husband|grandmother|grandfather|social worker))|behind me|in recovery|recovered|remission|got (?:help|through|better)|made it through|discharged|aniversario|se cumplen|(?:hoy|ahora) (?:estoy|soy|tengo|doy|trabajo|vivo)|(?:quedo|dejo) atras|lo supere|sali de|desde el otro lado|hoje (?:sou|estou|to|tou|a gente)|ficou (?:pra|para) tras|superei|derriere moi|(?:aujourdhui|maintenant) (?:je|jai)|jai arrete|heute (?:bin|geht|lebe|leite|arbeite)|uberstanden|ab (?:main |mai )?(?:theek|thik|khush|nahi)|ab sab theek|yildonumu|atlattim|sekarang (?:aku|saya|sudah|udah)|(?:im|i am) (?:\d+|twenty|thirty|forty|fifty) now,? (?:and )?(?:married|doing (?:my|well|great|fine|ok)|happy|healthy|a (?:mum|mom|dad|parent|nurse|teacher))|(?:that|it) passed|(?:life|things|everything) (?:is|are) (?:good|great|better|okay|ok|fine) now|(?:its|it is) rare now|now (?:its|it is) rare|got support|ab \w+ (?:\w+ ){0,4}(?:better|theek|thik) (?:hu|hoon|hun|hai)|hoje tenho|llevo \d+ (?:anos|meses) (?:sin|bien|limpi)|(?:sudah|udah) \w+ tahun (?:berhenti|nggak|gak|tidak))\b|अब (?:मैं )?(?:ठीक|खुश|बेहतर)|बीत चुका|годовщин|позади|уже \S+ лет не|вже \S+ років не|\d+년째 안|річниц|(?:сейчас|теперь) (?:у меня|я)|(?:зараз|тепер) (?:у мене|я)|ذكرى|الحمد لله|今は|克服|乗り越え|周年|现在|現在|走出来|走出來|지금은|이제는|극복|주년|전역`,
  ),
  'u',
);

/**
 * A clause told in the past tense or aspect, beside a lexicon's own `past` and `resolved`: the
 * languages whose lexicons say none (Hindi's था, Korean 었/았/했, Japanese た, Chinese 过/曾,
 * Turkish -dım/-yordum, Indonesian "pernah"), and common past forms elsewhere.
 */
const PAST_CLAUSE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:was|were|had|did|used to|wanted|tried|attempted|thought|felt|stood|took|swallowed|overdosed|hung|jumped|went through|i once|once i|i (?:\w+ )?\w{3,}ed|queria|quise|intente|trate|me cortaba|me lastimaba|pensaba|pense|estuve|estaba|me tome|habia|me encontraron|tentei|me cortava|pensava|pensei|tomei|me achou|voulais|ai voulu|ai essaye|ai tente|ai fait|me scarifiais|me coupais|pensais|ai saute|etais|wollte|versucht|versuchte|ritzte|hatte|lag|tha|thi|kiya|ki thi|kar li|ki koshish|(?!kendi)\w{2,}(?:yordum|mistim|mustum|dim|dum|tim|tum)|pernah|sempat)\b|था|थी|थे|किया|(?<![\p{L}])я (?:\p{L}+ ){0,2}\p{L}{2,}(?:л|ла|лся|лась)(?![\p{L}])|\p{L}{3,}(?:лась|лся|лось|лося|лася|лися|лись)(?![\p{L}])|(?<![\p{L}])(?!(?:могила|сила|тела|дела|стекла|игла|мгла|земла|школа|села|стола|канал|сигнал|финал|вокзал|подвал|материал|идеал|зеркала|мысли|боли|петли|цели)(?![\p{L}]))\p{L}{2,}(?:ал|ил|ел|ял|ыл|ла|ло|ли|ав|ив|ів)(?![\p{L}])|(?<![\p{L}])(?:хотел|хотела|пытался|пыталась|думал|думала|резал|резала|хотів|хотіла|намагався|намагалася|думав|різав|різала|був|була|было|були|был|была)(?![\p{L}])|كنت|كان|حاولت|جرحت|فكرت|اردت|مرت|(?:었|았|였|했|웠|왔|졌|쳤|됐)|た(?:$|[。、，,！!？?\s]|けど|が|ので|から|な|時|とき|頃|ころ)|ていた|てた|でした|ました|だった|かった|(?:想|试|試|割|自杀|自殺|吃|跳|做|有)(?:过|過)|曾|当时|那时`,
  ),
  'u',
);

/**
 * What makes a past present again anywhere in the message: it returned, or the writer relapsed.
 * ("Years ago I tried; it's back", "llevaba dos años sin cortarme y volví a hacerlo".)
 */
const RETURNED = new RegExp(
  foldPatternSource(
    String.raw`\b(?:again|(?:its|it is|is|are|s|came|comes|coming|come|creeping) back|back again|returned|returning|relaps\w*|started (?:again|back)|otra vez|de nuevo|i still do|still (?:want|wanna|wish|feel like)|nothing (?:has )?changed|(?:todavia|aun|ainda) (?:quiero|quero|pienso|penso)|(?:ab|abhi) (?:bhi|tak) (?:mann|marna|sochta|sochti)|immer noch|hala (?:olmek|istiyorum)|masih (?:pengen|ingin|mau)|(?:ha|han) vuelto|volvio|volvieron|volvi a|vuelvo a|voltou|voltei a|de novo|outra vez|encore|recommence\w*|remise? a|a nouveau|revenu\w*|revient|wieder|erneut|phir se|fir se|phirse|dobara|dubara|yine|tekrar|yeniden|geri (?:geldi|dondu)|lagi|kembali)\b|до сих пор хоч|всё ещё хоч|все еще хоч|досі хоч|아직도|여전히|まだ死に|还是想|仍然想|ما زلت|لسه|لا زلت|снова|опять|вновь|вернул|знову|повернул|फिर से|दोबारा|مرة اخرى|مرة أخرى|تاني|تانی|عاد|رجع|다시|또|また|再び|又|再次|重新|回来|回來`,
  ),
  'u',
);

/**
 * What keeps a past clause present: a recent time ("last night", "yesterday", "this week",
 * "anoche", "вчера", "어젯밤", "昨日") unless the clause marks an anniversary.
 */
const RECENT_TIME = new RegExp(
  foldPatternSource(
    String.raw`\b(?:last night|yesterday|today|tonight|lately|recently|these days|nowadays|ive|i have|been|keep|keeps|started|ultimamente|dernierement|ces temps|in letzter zeit|neuerdings|aajkal|aaj kal|son zamanlarda|belakangan|akhir akhir ini|this (?:week|morning|evening|weekend|month)|last (?:week|month)|(?:a|one|two|three|few|couple of|\d+) (?:days?|weeks?) ago|the other day|la semana pasada|hace (?:unos |pocos |\w+ )?(?:dias|semanas)|semana passada|la semaine derniere|letzte woche|pichle hafte|gecen hafta|minggu lalu|an hour ago|just now|right now|earlier today|(?:\d+|a few|few|couple|an?) (?:min\w*|hours?|hrs?) ago|at lunch|anoche|ayer|hoy|esta (?:semana|noche|manana)|ontem|hoje|esta noite|hier|ce soir|cette semaine|aujourdhui|gestern|heute|diese woche|kal raat|aaj|dun|bugun|bu gece|bu hafta|semalam|kemarin|hari ini|malam ini|minggu ini)\b|вчера|сегодня|на прошлой неделе|минулого тижня|지난주|先週|上周|вчора|сьогодні|последнее время|останнім часом|요즘|최근|最近|この頃|الفترة الاخيرة|مؤخرا|هالايام|на этой неделе|цього тижня|कल रात|आज|امس|البارحة|اليوم|الليلة|어제|어젯밤|오늘|이번 ?주|昨日|昨夜|今日|今夜|今週|昨天|昨晚|今天|今晚|这周`,
  ),
  'u',
);
const ANNIVERSARY = new RegExp(
  foldPatternSource(
    String.raw`\b(?:anniversary|(?:years?|months?) (?:since|clean|free|sober)|aniversario|se cumplen|faz \d+ anos|ca fait \d+ ans|jahrestag|yildonumu|tepat \d+ tahun)\b|годовщин|річниц|ذكرى|주년|周年|年目`,
  ),
  'u',
);

/** A decision or a preparation, which a past tense does not make over: "I decided", "compré". */
const DECIDED = new RegExp(
  foldPatternSource(
    String.raw`\b(?:decided|planned|picked|chose|bought|ordered|saved|stockpil\w*|wrote (?:a|my|the) (?:\w+ )?(?:note|letters?)|decid\w+|plane\w*|compre|compr[eé]i|jai decide|entschieden|gekauft|karar verdim|memutuskan|tay kiya|faisla)\b|решил|решила|вирішив|вирішила|купил|결정|決め|决定|买了|قررت|اشتريت`,
  ),
  'u',
);

/** Where a clause turns from the past to now: a comma, "but", "now", "는데", "けど". */
const TURN =
  /[,;]|\b(?:but|and now|now|pero|ahora|mas|agora|mais|maintenant|aber|jetzt|ab|lekin|par|tapi|sekarang|ama|simdi)\b|는데|지만|けど|が、|但是|可是|но |але |لكن|بس /u;

/** A "now" or a "but" before a hit: what comes before it is another time. */
const NOW_TURN = new RegExp(
  foldPatternSource(
    String.raw`\b(?:but|now|pero|ahora|agora|mas|mais|maintenant|aber|jetzt|ab|lekin|magar|tapi|sekarang|ama|simdi|artik)\b|сейчас|теперь|зараз|тепер|но |але |지금|이제|今|现在|但是|الان|لكن|अब|लेकिन`,
  ),
  'gu',
);

/** The families of weak cues that make a past clause present: a preparation, a time, a farewell. */
const PRESENT_CUES: ReadonlySet<CueFamily> = new Set(['prep', 'timing', 'finality']);

/**
 * True when a hit's own clause tells it as over, in a message that frames a past (PastReading):
 * the clause is in the past, nothing returns before or just after the hit, and it holds no recent
 * time, preparation, date or farewell ("I attempted in 2017, I'm sharing my story" is over; "I
 * bought the pills last week" and "I wrote my goodbye letters" are not).
 */
function toldAsOver(clause: string, index: number, hitLength: number, both: Lexicon[]): boolean {
  // The hit's own part of the clause: what follows a turn speaks of now ("했는데 요즘은 거의 안
  // 해요", "every day now, it used to be once a week", "but these days I'm fine"), and so does
  // what follows a "now" or a "but" before it ("geçen yıl vefat etti, artık … gitmek istiyorum").
  const turn = clause.slice(index + hitLength).search(TURN);
  const start = lastIndexOf(NOW_TURN, clause.slice(0, index));
  const told = clause.slice(
    Math.max(0, start),
    turn < 0 ? clause.length : index + hitLength + turn,
  );
  const anniversary = ANNIVERSARY.test(told);
  if (
    !anniversary &&
    !PAST_CLAUSE.test(told) &&
    !DISTANT_PAST.test(told) &&
    // (Not English's own `past`: its "-ed" reads "I'm tired" and "I'm scared" as past.)
    !both.some((l) => anyTest(l.resolved, told) || (l !== ENGLISH_LEXICON && anyTest(l.past, told)))
  )
    return false;
  if (pastReturns(clause, 0, index, hitLength)) return false;
  if (RECENT_TIME.test(told) && !anniversary) return false;
  if (DECIDED.test(clause)) return false;
  return !both.some((l) =>
    l.cues.some(({ family, gated }) => PRESENT_CUES.has(family) && gated.test(clause)),
  );
}

/** How the messages place risk in time (see PastReading). */
function pastReading(messages: readonly Prepared[], recovered: boolean): PastReading {
  let returned: boolean | undefined;
  let over: boolean | undefined;
  return {
    recovered,
    get returned() {
      return (returned ??= messages.some(({ text }) => RETURNED.test(text)));
    },
    get over() {
      return (over ??=
        !this.returned &&
        (recovered ||
          messages.some(({ text }) => DISTANT_PAST.test(text) || LIFE_SINCE.test(text))));
    },
  };
}

/**
 * A hit that names itself old: "my old self-harm scars", "past suicide attempts", "mis viejas
 * cicatrices". Told of, not done now, unless something returned.
 */
const OLD_BEFORE = new RegExp(
  foldPatternSource(
    String.raw`\b(?:old|past|previous|prior|former|earlier|viej[oa]s?|antigu[oa]s?|anciennes?|alten?|purane|purani)\s+(?:\S+\s+){0,2}$|\b(?:(?:i |ive )?(?:stopped|quit)|(?:jai )?arrete de|(?:deje|dejé) de|parei de|aufgehort|kasih berhenti|berhenti)\s+(?:\S+\s+)?$|(?<![\p{L}])(?:перестал\p{L}*|бросил\p{L}*|припинил\p{L}*|кинул\p{L}*)\s+(?:\S+\s+)?$|(?<![\p{L}])(?:старые|старых|давние|давних|колишні|старі)\s+(?:\S+\s+)?$|(?:예전|옛날|오래된)\s?$|(?:昔の|過去の|以前的|过去的)$`,
  ),
  'u',
);

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
function speaksForWriter(
  clause: string,
  lexicon: Lexicon,
  hasBenignPurpose: () => boolean,
): boolean {
  const both = lexicon === ENGLISH_LEXICON ? [lexicon] : [lexicon, ENGLISH_LEXICON];
  if (both.some((l) => anyTest(l.framing, clause) || anyTest(l.topic, clause))) return false;
  if (PRACTICE.test(clause)) return false;
  // "bought rope for the camping trip this weekend": the means has a benign purpose.
  if (hasBenignPurpose()) return false;
  // "my last day at the job is tomorrow, wrote goodbye cards": a farewell to others.
  if (partsWithOthers(clause)) return false;
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
  past: PastReading,
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
    // Asked for the clause's hits, then for its cues: found once, when first asked.
    let purpose: boolean | undefined;
    const hasBenignPurpose = () => (purpose ??= benignPurposeIn(clause));
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
            past,
            pastContext,
            hasBenignPurpose,
          );
          trace?.push(`${lexicon.languages[0]} ${category} «${m.text}» → ${level}`);
          if (
            level === 'none' &&
            category === 'self' &&
            (hasBenignPurpose() || partingWithOthers(m.text, clause, pastContext))
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
        hasBenignPurpose() &&
        lexicon.cues.some((c) => c.family === 'means' && c.gated.test(clause))
      )
        cues.purpose = true;
      if (cued && speaksForWriter(clause, lexicon, hasBenignPurpose))
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
  const verdict = assessFolded(message, cues, pastReading([message], recovered), trace);
  // Weak cues never outweigh the writer saying things are better now.
  if (verdict.level !== 'crisis' && !recovered && cuesMakeCrisis(cues))
    return { level: 'crisis', focus: 'self' };
  if (verdict.level === 'none' && (message.reported || asksHowToHelp(message.text)))
    return { level: 'concern', focus: null };
  if (verdict.level === 'none' && cues.purpose && cues.clause <= PURPOSE_COVERS_UP_TO)
    return { level: 'none', focus: null, purpose: true };
  return verdict;
}

/**
 * The writer asks how to help, reach or talk to someone else ("cómo la ayudo", "how do I bring it
 * up with him", "как ей помочь", "어떻게 도와줘야"): a worried friend. With no hit of the writer's
 * own, that is a concern, which the classifier overrules only when all but certain.
 */
const HOW_TO_HELP = new RegExp(
  foldPatternSource(
    String.raw`\b(?:how (?:do|can|should|could) i (?:\w+ ){0,2}(?:help|support|reach|talk to|approach|ask|bring it up|check in|be there)|how to (?:help|support|talk to|approach) (?:her|him|them|my)|what (?:do|should|can) i (?:even )?(?:do|say) (?:for|to|with) (?:her|him|them|my)|(?:como|cómo) (?:la|lo|les) (?:ayudo|apoyo|hablo)|como (?:puedo )?(?:ayudar|apoyar)(?:la|lo|le)|como (?:posso )?(?:ajudar|apoiar) (?:ela|ele)|como (?:ajudo|apoio)|comment (?:l|les) (?:aider|soutenir)|wie kann ich (?:ihr|ihm|ihnen) helfen|(?:usse|usko|unse|use) kaise|kaise (?:baat karun|help karun|madad karun|samjhaun|le jaun)|nasil yardim|ona nasil|gimana (?:cara )?(?:bantu|ngomong)|bagaimana (?:cara )?membantu)\b|как (?:мне )?(?:ей|ему|им|её|его) (?:помочь|поддержать)|как (?:мне )?(?:с ним|с ней) поговорить|как (?:её|его) поддержать|як (?:мені )?(?:їй|йому) допомогти|як (?:з ним|з нею) (?:говорити|поговорити)|어떻게 도와|怎么帮|如何帮|どう(?:声をかけ|接し|助け|支え)|كيف (?:اساعد|اكلم)|कैसे (?:मदद|बात) करूं|उसकी मदद कैसे`,
  ),
  'u',
);
// (A question mark first: most messages ask nothing, and the pattern is long.)
const asksHowToHelp = (text: string) => /[?？؟]/.test(text) && HOW_TO_HELP.test(text);

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
  if (lexicon.level === 'crisis' || !readsLanguage(lexicon.language)) return lexicon;
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
  const past = pastReading(messages, recovered);
  // Newest first, so the focus reported is the most recent of the most serious.
  for (const message of [...messages].reverse()) {
    const verdict = assessFolded(message, cues, past);
    if (
      verdict.level === 'none' &&
      (message.reported || asksHowToHelp(message.text)) &&
      best.level === 'none'
    )
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
