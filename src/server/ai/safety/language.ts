import { CodePointSet } from './code-points.ts';

/**
 * Language detection for the risk screen: by script first (unambiguous for most of the world's
 * writing), then, for Latin script, by counting common function words. Romanised Hindi/Hinglish
 * is 'hi-Latn'; Arabizi (Arabic in Latin letters and digits) is 'ar'; English sprinkled with
 * Tibetan or Sanskrit practice terms stays 'en'. The default is 'en'.
 */
export const LANGUAGE_CODES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'fa',
  'hi',
  'hi-Latn',
  'bn',
  'ur',
  'ja',
  'zh',
  'ko',
  'th',
  'he',
  'el',
  'vi',
  'id',
  'tl',
  'sw',
  'ca',
  'ro',
  'sv',
  'da',
  'no',
  'fi',
  'hu',
  'cs',
  'hr',
  'bg',
  'sr',
  'ne',
  'mr',
  'ta',
  'am',
  'ha',
  'yo',
  'sl',
  'lt',
  'lv',
  'et',
  'pa',
  'pa-Latn',
  'te',
  'te-Latn',
  'bn-Latn',
  'mr-Latn',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

// Unicode blocks of each script: one pass over the text counts them all.
const BLOCKS: [number, number, Script][] = [
  [0x41, 0x5a, 'latin'],
  [0x61, 0x7a, 'latin'],
  [0xc0, 0x24f, 'latin'],
  [0x1e00, 0x1eff, 'latin'],
  [0x370, 0x3ff, 'greek'],
  [0x1f00, 0x1fff, 'greek'],
  [0x400, 0x52f, 'cyrillic'],
  [0x590, 0x5ff, 'hebrew'],
  [0x600, 0x6ff, 'arabic'],
  [0x750, 0x77f, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x900, 0x97f, 'devanagari'],
  [0x980, 0x9ff, 'bengali'],
  [0xa00, 0xa7f, 'gurmukhi'],
  [0xb80, 0xbff, 'tamil'],
  [0xc00, 0xc7f, 'telugu'],
  [0x1200, 0x139f, 'ethiopic'],
  [0x2d80, 0x2ddf, 'ethiopic'],
  [0xe00, 0xe7f, 'thai'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3130, 0x318f, 'hangul'],
  [0xac00, 0xd7af, 'hangul'],
  [0x3040, 0x30ff, 'kana'],
  [0x31f0, 0x31ff, 'kana'],
  [0xff66, 0xff9f, 'kana'],
  [0x3400, 0x4dbf, 'han'],
  [0x4e00, 0x9fff, 'han'],
  [0xf900, 0xfaff, 'han'],
];

/** Per code unit, 1 + the index of its block in BLOCKS (0: none), for one lookup a character. */
const BLOCK_OF = new Uint8Array(0x10000);
for (let b = BLOCKS.length - 1; b >= 0; b--) BLOCK_OF.fill(b + 1, BLOCKS[b]![0], BLOCKS[b]![1] + 1);

// Reused by every count (a typed array is slow to allocate).
const PER_BLOCK = new Uint32Array(BLOCKS.length + 1);

/** How many letters of each script the text has. */
export function scriptCounts(text: string): Map<Script, number> {
  // Counters per block, folded into a map at the end: a map update per letter cost more than
  // the screen's own patterns on long messages.
  const perBlock = PER_BLOCK.fill(0);
  for (let i = 0; i < text.length; i++) perBlock[BLOCK_OF[text.charCodeAt(i)]!]!++;
  const counts = new Map<Script, number>();
  for (let b = 0; b < BLOCKS.length; b++) {
    const count = perBlock[b + 1]!;
    if (!count) continue;
    const script = BLOCKS[b]![2];
    counts.set(script, (counts.get(script) ?? 0) + count);
  }
  return counts;
}

export const SCRIPTS = [
  'latin',
  'cyrillic',
  'arabic',
  'devanagari',
  'bengali',
  'kana',
  'han',
  'hangul',
  'thai',
  'hebrew',
  'greek',
  'tamil',
  'ethiopic',
  'gurmukhi',
  'telugu',
] as const;
export type Script = (typeof SCRIPTS)[number];
/** Per entry of BLOCK_OF, the bit of its script in `scriptsIn`'s answer (0: none). */
const SCRIPT_BIT_OF_BLOCK = Int32Array.from([
  0,
  ...BLOCKS.map(([, , script]) => 1 << SCRIPTS.indexOf(script)),
]);

/** The scripts the text has letters of, as bits (`1 << SCRIPTS.indexOf(script)`). */
export function scriptsIn(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) bits |= SCRIPT_BIT_OF_BLOCK[BLOCK_OF[text.charCodeAt(i)]!]!;
  return bits;
}

/** The dominant script, weighting non-Latin letters up: a single 死にたい beside an English word decides. */
export function dominantScript(text: string): Script | null {
  const counts = scriptCounts(text);
  let best: Script | null = null;
  let bestCount = 0;
  for (const [script, count] of counts) {
    const weighted = count * (script === 'latin' ? 1 : 3);
    if (weighted > bestCount) {
      best = script;
      bestCount = weighted;
    }
  }
  // A few kana mark Japanese even when kanji dominate.
  if (best === 'han' && counts.has('kana')) return 'kana';
  return best;
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

// Function words and very common words per Latin-script language, diacritics stripped and
// apostrophes removed, as the folded text has them. Shared words (de/que/me) count for each.
const LATIN_STOPWORDS: [LanguageCode, Set<string>, number][] = [
  [
    'en',
    words(
      'i the and to is you my me it that of in im dont want not just have this what with be am so can its do feel anymore was are for cant ive ill myself about all no been at they he she will would like know because',
    ),
    1,
  ],
  [
    'es',
    words(
      'yo el la que de no me mi y es en un una los las por para con quiero estoy ya mas pero muy todo nada soy tengo se lo te como porque esta mis puedo nadie vida siento quiere hay solo hoy',
    ),
    1,
  ],
  [
    'pt',
    words(
      'eu o que de nao me meu minha um uma os com para pra por estou to quero mais mas muito tudo nada sou tenho voce vc isso ja vou ele ela sei nunca mim em do da dos das ninguem aguento consigo vida sinto hoje esta precisa dessa desse perto puder fique alguem seu sua ao aqui sozinho sozinha',
    ),
    1,
  ],
  [
    'fr',
    words(
      'je tu il elle le la les de des et est pas ne me moi mon ma mes que qui un une suis veux plus pour dans avec ce cest jai jen rien tout vie nen sais fait mais ai va vais personne peux suis',
    ),
    1,
  ],
  [
    'de',
    words(
      'ich du er es der das und ist nicht mich mir mein meine ein eine zu mit auf bin will kann mehr nur noch auch habe kein keine mehr einfach sein wenn aber schon bitte heute leben',
    ),
    1,
  ],
  [
    'it',
    words(
      'io non che di il e mi un una per con sono voglio piu ma anche ho mio mia tutto niente vita questo perche cosa gli lo ce della sto posso nessuno oggi piu ancora',
    ),
    1,
  ],
  [
    'nl',
    words(
      'ik je jij het de een en is niet wil meer dat van mijn mij zijn ben heb ook maar nog te wat voor op met kan niemand echt gewoon leven vandaag',
    ),
    1,
  ],
  [
    'pl',
    words(
      'ja nie sie to jest na ze mi mnie moje moja juz chce jestem tak co jak ale tylko zycie bo czy mam tego mojego dzis nikt sobie',
    ),
    1.2,
  ],
  [
    'tr',
    words(
      'ben bir ve bu ne icin cok artik istiyorum istemiyorum degil yok var gibi ama beni bana benim hic olmak kendimi ki sen daha her seyi sey bugun kimse',
    ),
    1.2,
  ],
  [
    'vi',
    words(
      'toi la khong co va cua mot nhung đuoc duoc nay minh muon chet nua roi di cho ban voi lam khi cung se ai em anh song',
    ),
    1.2,
  ],
  [
    'id',
    words(
      'aku saya yang dan ini itu tidak gak ga nggak udah sudah ingin mau di ke dengan untuk ada juga lagi mati hidup kamu sama aja banget dia capek pengen pengin gue gw',
    ),
    1.2,
  ],
  [
    'tl',
    words(
      'ako ang ng na sa mga ko ka hindi gusto ayoko ayaw lang pa ba siya ito yan mo kasi talaga mamatay buhay naman po ni sila kami tayo wala pagod',
    ),
    1.2,
  ],
  [
    'sw',
    words(
      'mimi na ya wa kwa ni sana siwezi nataka sitaki kufa maisha hii huu lakini tena kwamba yangu wangu kujiua sina nina ndio hapana hakuna tu sijui mtu naye hili peke yako wewe kama karibu bado pia sasa leo',
    ),
    1.2,
  ],
  [
    'hi-Latn',
    words(
      'main mai mujhe mera meri mere hai hain hu hoon hun nahi nahin kya kar karna ko ki ka ke se ho raha rahi yaar bhi aur toh ab sab kuch kyun chahta chahti jaana marna zindagi jeena bas koi apne apni mein nhi tha thi',
    ),
    1.5,
  ],
  // Romanised Punjabi, Telugu, Bengali and Marathi as typed on phones: words none of the other
  // languages here uses often (Hindi's "main", "nahi", "hai" are left to hi-Latn; Spanish "hoy",
  // Portuguese "ela", Romanian "ani" and "nu", Polish "pan", Scandinavian "vi" and the prayer
  // "mala" are left out). Punjabi weighs more: a Punjabi message shares half its words with
  // Hindi, and its own ("mainu", "karda", "vich") are never Hindi's.
  [
    'pa-Latn',
    words(
      'mainu mennu mainoo tainu tenu sanu saanu tuhanu tuhanoo ohnu ehnu vich naal hunda hundi hunde karda kardi karde lagda lagdi lagde chahunda chahundi chaunda chaundi rehnda rehndi kehnda kehndi aunda aundi janda jandi tusi tussi assi kithe kithon kado kadon ditta ditti leya reha kiha dasso ajj ohna ohde ehde hoya hor jado tado kujh kuj hoyi layi rabba saada chahida pind changa thalle utte uttey gal gallan hoyeya sakda sakdi jaanda paunda aaunda ch tuhada tuhadi tuhade ae sakde sakda',
    ),
    2.5,
  ],
  [
    'te-Latn',
    words(
      'nenu naaku naku nannu naa ledu ledhu undi undhi unnanu unna unnadu enti kuda kooda meeru nuvvu inka ippudu emaina vaadu aame kaadu cheyali chesta chestha chestanu anipistundi anipisthundi anipistondi antundi antunnaru ayindi vachindi poyindi andi kosam gurinchi meeda manchi baga bagundi ee oka okka roju eppudu ekkada enduku endhuku vaallu vallu nanna cheppu cheppandi chesi chestunna chesanu vellali vastundi kavali kaavali untadi untundi tho anukuntunna ayipoyindi lo meeru mee meeku ippude dayachesi kaani undandi cheyandi',
    ),
    1.5,
  ],
  [
    'bn-Latn',
    words(
      'ami amar amake amay tumi tomar apnar ache achhe achi achhi nei kore korchi korbo korte hobe hoye kichu kichhu keu ekta bhalo valo kharap jabo icche ichhe mone hocche hochhe parchi parbo keno kintu shudhu sudhu ekhon theke niye bolo bolchi thakte bachte thakbo holo lagche aar ei jonno kotha kaj kaaj sob shob kothay kivabe kemon bhabe ekhono sathe kache bujhi bujhte bole hoyeche jani kori kortam korlam dekhe dekhlam kosto khub onek amader apnake bolchen korun noi noy nin thaken paben ekhoni',
    ),
    1.5,
  ],
  [
    'mr-Latn',
    words(
      'majha majhi majhe maza mazi maze mazha mazhi mazhe ahe aahe ahes aahes ahet nahiye kay kahi tula tyala tila aani karaycha karaychay jagaycha vatta vatata vatat vatate zala jhala zali jhali zale kasa kashi kuthe sagla sagle sagli khup khupach ghari naka nako pahije mhanun mhanje mhanto mhante sanga sangu karte karto kartoy gela geli gelo yete yeto yetoy kharach ekda parat punha zop bagh baghitla sangitla kela keli kelay ghya asa ase tyacha tichya majhya mazya mazhya lagel milel karin kadhi kadhich ajun jaycha jaaycha rahaycha vatla vatli aali aala aalo tumhi tumhala tumcha tumchi tumchya ahat krupaya atta',
    ),
    1.5,
  ],
  [
    'ar',
    words(
      'ana enta enti ya el mesh msh mish bas 3ashan keda wallah walla bedi beddi 3ayez 3ayza mabadi leh 7aga 7ayati khalas 5alas awi ktir kteer inshallah habibi fi 3ala amoot amot mot nafsi 5lst 7ad',
    ),
    1.5,
  ],
  [
    'ca',
    words(
      'jo em que la el els les amb vull estic ja mes pero molt tot res soc tinc ho perque aquesta aquest meva meu ningu vida avui puc sento cap mai aixo ara tothom algu fer mateix doncs',
    ),
    1,
  ],
  [
    'ro',
    words(
      'eu nu ma sa ca vreau sunt pe imi meu mea nimeni nimic viata doar pentru dar azi pot simt nici sunt asta acum trebuie cineva care foarte sau',
    ),
    1,
  ],
  [
    'sv',
    words(
      'jag inte det att och ar vill mig min mitt pa med som bara langre ingen aldrig allt hon dom sig sa till ett orkar idag livet',
    ),
    1,
  ],
  [
    'da',
    words(
      'jeg ikke det at og er vil mig min mit pa med som bare mere ingen aldrig alt hun sig sa til af orker laengere idag livet længere',
    ),
    1,
  ],
  [
    'no',
    words(
      'jeg ikke det at og er vil meg min mitt pa med som bare mer ingen aldri alt hun seg sa til av orker lenger idag livet eg ikkje kva berre meir korleis kvifor eit',
    ),
    1,
  ],
  [
    'fi',
    words(
      'mina ma en ole ja etta ei haluan enaa mun mua minua minun sina tama mita kun jos niin vain kaikki mikaan kukaan olen oon jaksa elaa se taa mutta vaan ihan',
    ),
    1,
  ],
  [
    'hu',
    words(
      'en nem az egy es hogy meg mar van vagyok akarok nincs semmi senki mert csak ez minden engem nekem magam tobbe elni ha itt mit kell akkor',
    ),
    1,
  ],
  [
    'cs',
    words(
      'ja nechci chci jsem uz se je ze mi mne moje muj jen nikdo nic proc kdyz tak jak bych sa som nie mam nemam chcem nechcem dnes zivot jsi jste byl byla bylo neni byt ted taky protoze tohle ako lebo teraz este vsetko bol bola preto',
    ),
    1,
  ],
  [
    'hr',
    words(
      'ja ne sam se je mi moj moja vise samo nitko niko nista zasto kad kada tako bih hocu zelim nemam zivot danas sve jer vise kako sta sto jos vec biti bilo mene meni nisam nije nema mogu necu ovo',
    ),
    1,
  ],
  [
    'ha',
    words(
      'ni ba ina ban kuma amma ne ce wannan mutu rayuwa zan yau babu duk don kawai sosai gaba daya nake',
    ),
    1.2,
  ],
  [
    'yo',
    words(
      'emi fe aye ati sugbon ohun gbogbo nkan eniyan mo fun pe naa yii bayi nitori tabi won maa ara',
    ),
    1,
  ],
  [
    'sl',
    words(
      'jaz nisem sem se je mi me moje moj vec samo nihce nic zakaj ko tako bi hocem zelim nimam zivljenje danes vse ker nocem',
    ),
    1,
  ],
  [
    'lt',
    words(
      'nebenoriu noriu esu mane mano jau tik niekas nieko kodel kai taip butu gyventi siandien viskas nes nebegaliu yra tau tavo labai dabar kad jei',
    ),
    1,
  ],
  [
    'lv',
    words(
      'negribu gribu esmu mani mans mana vairs tikai neviens nekas kapec kad tik butu dzivot sodien viss jo nevaru ka tev ir un ar vai nav',
    ),
    1,
  ],
  [
    'et',
    words(
      'ma mina ei taha tahan olen mul mind minu enam ainult keegi midagi miks kui nii oleks elada tana koik sest jaksa see on mitte pole',
    ),
    1,
  ],
];

/**
 * Latin-script languages whose common words carry real weight in the text, best first: at
 * most `limit`, each scoring at least a quarter of the best (an English paragraph has a "me"
 * and a "de" in it without being Spanish).
 */
export function latinCandidates(text: string, limit = 3): LanguageCode[] {
  const scored = latinScores(text)
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
  const best = scored[0]?.[1] ?? 0;
  return scored
    .filter(([, score]) => score >= best / 4)
    .slice(0, limit)
    .map(([code]) => code);
}

/** For each stop word, the languages (indexes into LATIN_STOPWORDS) that have it: one lookup a word. */
const LANGUAGES_OF_STOPWORD = new Map<string, number[]>();
LATIN_STOPWORDS.forEach(([, stopwords], language) => {
  for (const word of stopwords) {
    const languages = LANGUAGES_OF_STOPWORD.get(word) ?? [];
    languages.push(language);
    LANGUAGES_OF_STOPWORD.set(word, languages);
  }
});

// What `[\p{L}0-9đ]+` takes as a token's characters.
const TOKEN_CHARACTERS = new CodePointSet(/^[\p{L}0-9đ]$/u);
/** The code units stop words are written with: a token with any other is no stop word. */
const STOPWORD_UNITS = new Set([...LANGUAGES_OF_STOPWORD.keys()].join(''));
for (const unit of STOPWORD_UNITS)
  if (unit.length !== 1) throw new Error('stop words are BMP text');
const IN_STOPWORDS = new Uint8Array(0x10000);
for (const unit of STOPWORD_UNITS) IN_STOPWORDS[unit.charCodeAt(0)] = 1;

// The stop words in an open-addressing table by a hash of their code units: a token is looked up
// where it stands in the text, without cutting it out (a string and a map lookup per word of a
// long message cost more than the rest of the counting).
const STOPWORDS = [...LANGUAGES_OF_STOPWORD.keys()];
const STOPWORD_SLOTS = new Int32Array(4096).fill(-1);
const LONGEST_STOPWORD = Math.max(...STOPWORDS.map((word) => word.length));
const hashUnit = (h: number, unit: number) => Math.imul(h ^ unit, 0x01000193);
STOPWORDS.forEach((word, id) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = hashUnit(h, word.charCodeAt(i));
  let slot = h & (STOPWORD_SLOTS.length - 1);
  while (STOPWORD_SLOTS[slot]! >= 0) slot = (slot + 1) & (STOPWORD_SLOTS.length - 1);
  STOPWORD_SLOTS[slot] = id;
});

/** The languages of the stop word `text[start, end)` (hashed `h`), or null. */
function stopwordAt(text: string, start: number, end: number, h: number): number[] | null {
  for (
    let slot = h & (STOPWORD_SLOTS.length - 1);
    ;
    slot = (slot + 1) & (STOPWORD_SLOTS.length - 1)
  ) {
    const id = STOPWORD_SLOTS[slot]!;
    if (id < 0) return null;
    const word = STOPWORDS[id]!;
    if (word.length === end - start && text.startsWith(word, start))
      return LANGUAGES_OF_STOPWORD.get(word)!;
  }
}

// What `[\p{L}0-9đ]` matches in ASCII.
const ASCII_TOKEN = Uint8Array.from({ length: 128 }, (_, code) =>
  TOKEN_CHARACTERS.has(code) ? 1 : 0,
);

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Each Latin language with its score, in LATIN_STOPWORDS order. */
function scoredLanguages(scores: readonly number[]): [LanguageCode, number][] {
  const scored: [LanguageCode, number][] = [];
  for (let language = 0; language < LATIN_STOPWORDS.length; language++)
    scored.push([LATIN_STOPWORDS[language]![0], scores[language]!]);
  return scored;
}

function latinScores(text: string): [LanguageCode, number][] {
  const scores = new Array<number>(LATIN_STOPWORDS.length).fill(0);
  const count = (languages: number[] | null) => {
    for (const language of languages ?? []) scores[language]! += LATIN_STOPWORDS[language]![2];
  };
  // Light fold for counting: no leetspeak undoing, since Arabizi's digits (3ayez, 7ayati) are signal.
  if (isAscii(text)) {
    // ASCII text (most of it) has no decomposition, diacritic, ’ or ı: only its case and its
    // apostrophes change, and its tokens are the runs of [a-z0-9].
    const folded = text.toLowerCase().replaceAll("'", '');
    for (let at = 0; at < folded.length;) {
      if (!ASCII_TOKEN[folded.charCodeAt(at)]) {
        at++;
        continue;
      }
      const start = at;
      let h = 0x811c9dc5;
      do h = hashUnit(h, folded.charCodeAt(at++));
      while (at < folded.length && ASCII_TOKEN[folded.charCodeAt(at)]);
      if (at - start <= LONGEST_STOPWORD) count(stopwordAt(folded, start, at, h));
    }
    return scoredLanguages(scores);
  }
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/ı/g, 'i');
  // The tokens of `folded.match(/[\p{L}0-9đ]+/gu)`, in order, read in place: only those written
  // in the stop words' own letters are looked up.
  for (let at = 0; at < folded.length;) {
    let codePoint = CodePointSet.at(folded, at);
    if (!TOKEN_CHARACTERS.has(codePoint)) {
      at += codePoint > 0xffff ? 2 : 1;
      continue;
    }
    const start = at;
    let plain = true;
    let h = 0x811c9dc5;
    do {
      if (codePoint > 0xffff) {
        plain = false;
        at += 2;
      } else {
        if (!IN_STOPWORDS[codePoint]) plain = false;
        h = hashUnit(h, codePoint);
        at++;
      }
      codePoint = at < folded.length ? CodePointSet.at(folded, at) : -1;
    } while (codePoint >= 0 && TOKEN_CHARACTERS.has(codePoint));
    if (plain && at - start <= LONGEST_STOPWORD) count(stopwordAt(folded, start, at, h));
  }
  return scoredLanguages(scores);
}

function latinLanguage(text: string): LanguageCode {
  let best: LanguageCode = 'en';
  let bestScore = 0.5; // ties go to English
  for (const [code, score] of latinScores(text))
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  return best;
}

// Words that only one of the languages written in a script uses often (with its own letters:
// Serbian ђ ј љ њ ћ џ, Ukrainian і ї є ґ, Russian ы э ё, Marathi ळ).
const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const wordsPattern = (list: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${list})(?![\\p{L}\\p{M}])`, 'gu');
const BULGARIAN_WORDS = wordsPattern(
  'съм|ще|сме|сте|вече|искам|днес|нищо|никой|защото|когато|тази|този|това|мен|мене|няма|някой|нещо|само|аз|какво|сега|тук|мога|нямам|бях|беше|живея|умра',
);
const RUSSIAN_WORDS = wordsPattern(
  'я|это|что|хочу|меня|мне|уже|ничего|никто|потому|когда|сегодня|больше|просто|тоже|только|нет',
);
const NEPALI_WORDS = wordsPattern('छ|छु|छैन|छन्|मलाई|मेरो|हो|भयो|पनि|अब|गर्न|सक्दिन|चाहन्छु|हुन्छ');
const MARATHI_WORDS = wordsPattern('आहे|नाही|मला|माझा|माझी|माझे|मी|आणि|काही|आता|करायचं|वाटतं|नको');
const HINDI_WORDS = wordsPattern('है|हैं|हूँ|हूं|नहीं|मैं|मुझे|मेरा|मेरी|और|कि|को|से|अब|भी');

const SERBIAN_WORDS = wordsPattern('шта|више|овде|сада|могу више|нисам|желим|хоћу|јер');

function cyrillicLanguage(text: string): LanguageCode {
  if (/[ђјљњћџЂЈЉЊЋЏ]/u.test(text)) return 'sr';
  if (/[іїєґІЇЄҐ]/u.test(text)) return 'uk';
  if (/[ыэёЫЭЁ]/u.test(text)) return 'ru';
  const lower = text.toLowerCase();
  // Russian writes ъ only before е, ё, ю or я; Bulgarian inside words (мъж, път, тъжен).
  const bulgarian = countOf(lower, BULGARIAN_WORDS) + countOf(lower, /ъ(?![еёюя])/gu);
  const russian = countOf(lower, RUSSIAN_WORDS);
  const serbian = countOf(lower, SERBIAN_WORDS);
  if (serbian > russian && serbian > bulgarian) return 'sr';
  return bulgarian > russian ? 'bg' : 'ru';
}

function devanagariLanguage(text: string): LanguageCode {
  const scores: [LanguageCode, number][] = [
    ['hi', countOf(text, HINDI_WORDS) + 0.5],
    ['ne', countOf(text, NEPALI_WORDS)],
    ['mr', countOf(text, MARATHI_WORDS) + (text.includes('ळ') ? 1 : 0)],
  ];
  return scores.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The language of a message: script first, then function words for Latin script; default 'en'. */
export function detectLanguage(text: string): LanguageCode {
  switch (dominantScript(text)) {
    case 'hangul':
      return 'ko';
    case 'kana':
      return 'ja';
    case 'han':
      return 'zh';
    case 'thai':
      return 'th';
    case 'hebrew':
      return 'he';
    case 'greek':
      return 'el';
    case 'devanagari':
      return devanagariLanguage(text);
    case 'tamil':
      return 'ta';
    case 'gurmukhi':
      return 'pa';
    case 'telugu':
      return 'te';
    case 'ethiopic':
      return 'am';
    case 'bengali':
      return 'bn';
    case 'cyrillic':
      return cyrillicLanguage(text);
    case 'arabic':
      if (/[ٹڈڑںےۓ]|\s(?:ہے|ہیں|نہیں|میں|ہوں)(?:\s|$)/u.test(` ${text} `)) return 'ur';
      if (/[پچژگ]|\s(?:است|می|را|نمی|خواهم|هستم|دیگر)(?:\s|$)/u.test(` ${text} `)) return 'fa';
      return 'ar';
    default:
      return latinLanguage(text);
  }
}
