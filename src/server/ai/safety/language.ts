/**
 * Language detection for the risk screen: by script first (unambiguous for most of the world's
 * writing), then, for Latin script, by counting common function words. Romanised Hindi/Hinglish
 * is 'hi-Latn'; Arabizi (Arabic in Latin letters and digits) is 'ar'; English sprinkled with
 * Tibetan or Sanskrit practice terms stays 'en'. The default is 'en'.
 */
export type LanguageCode =
  | 'en'
  | 'es'
  | 'pt'
  | 'fr'
  | 'de'
  | 'it'
  | 'nl'
  | 'pl'
  | 'ru'
  | 'uk'
  | 'tr'
  | 'ar'
  | 'fa'
  | 'hi'
  | 'hi-Latn'
  | 'bn'
  | 'ur'
  | 'ja'
  | 'zh'
  | 'ko'
  | 'th'
  | 'he'
  | 'el'
  | 'vi'
  | 'id'
  | 'tl'
  | 'sw';

export const LANGUAGE_CODES: readonly LanguageCode[] = [
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
];

export type Script =
  | 'latin'
  | 'cyrillic'
  | 'arabic'
  | 'devanagari'
  | 'bengali'
  | 'kana'
  | 'han'
  | 'hangul'
  | 'thai'
  | 'hebrew'
  | 'greek';

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

/** How many letters of each script the text has. */
export function scriptCounts(text: string): Map<Script, number> {
  // Counters per block, folded into a map at the end: a map update per letter cost more than
  // the screen's own patterns on long messages.
  const perBlock = new Uint32Array(BLOCKS.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x41 || (code > 0x7a && code < 0xc0) || (code > 0x5a && code < 0x61)) continue;
    if (code <= 0x7a) {
      perBlock[0]!++;
      continue;
    }
    for (let b = 2; b < BLOCKS.length; b++)
      if (code >= BLOCKS[b]![0] && code <= BLOCKS[b]![1]) {
        perBlock[b]!++;
        break;
      }
  }
  const counts = new Map<Script, number>();
  perBlock.forEach((count, b) => {
    if (!count) return;
    const script = BLOCKS[b]![2];
    counts.set(script, (counts.get(script) ?? 0) + count);
  });
  return counts;
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
  [
    'ar',
    words(
      'ana enta enti ya el mesh msh mish bas 3ashan keda wallah walla bedi beddi 3ayez 3ayza mabadi leh 7aga 7ayati khalas 5alas awi ktir kteer inshallah habibi fi 3ala amoot amot mot nafsi 5lst 7ad',
    ),
    1.5,
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

function latinScores(text: string): [LanguageCode, number][] {
  // Light fold for counting: no leetspeak undoing, since Arabizi's digits (3ayez, 7ayati) are signal.
  const tokens = text
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/ı/g, 'i')
    .match(/[\p{L}0-9đ]+/gu);
  if (!tokens) return [];
  const scores = LATIN_STOPWORDS.map(() => 0);
  for (const token of tokens)
    for (const language of LANGUAGES_OF_STOPWORD.get(token) ?? [])
      scores[language]! += LATIN_STOPWORDS[language]![2];
  return LATIN_STOPWORDS.map(([code], language) => [code, scores[language]!]);
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
      return 'hi';
    case 'bengali':
      return 'bn';
    case 'cyrillic':
      return /[іїєґ]/iu.test(text) ? 'uk' : 'ru';
    case 'arabic':
      if (/[ٹڈڑںےۓ]|\s(?:ہے|ہیں|نہیں|میں|ہوں)(?:\s|$)/u.test(` ${text} `)) return 'ur';
      if (/[پچژگ]|\s(?:است|می|را|نمی|خواهم|هستم|دیگر)(?:\s|$)/u.test(` ${text} `)) return 'fa';
      return 'ar';
    default:
      return latinLanguage(text);
  }
}
