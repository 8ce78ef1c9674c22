import { describe, expect, test } from 'vitest';
import { detectLanguage, latinCandidates, SCRIPTS, scriptCounts, scriptsIn } from './language.ts';

describe('detectLanguage', () => {
  test('scripts decide for non-Latin writing', () => {
    expect(detectLanguage('死にたい')).toBe('ja');
    expect(detectLanguage('我不想活了')).toBe('zh');
    expect(detectLanguage('죽고 싶어')).toBe('ko');
    expect(detectLanguage('อยากตาย')).toBe('th');
    expect(detectLanguage('אני רוצה למות')).toBe('he');
    expect(detectLanguage('θέλω να πεθάνω')).toBe('el');
    expect(detectLanguage('मैं मरना चाहता हूँ')).toBe('hi');
    expect(detectLanguage('আমি মরতে চাই')).toBe('bn');
  });

  test('Cyrillic is Ukrainian when it uses Ukrainian letters, Russian otherwise', () => {
    expect(detectLanguage('не хочу жить')).toBe('ru');
    expect(detectLanguage('я більше не хочу жити')).toBe('uk');
  });

  test('Arabic script is told apart from Persian and Urdu', () => {
    expect(detectLanguage('أريد أن أموت')).toBe('ar');
    expect(detectLanguage('من دیگه نمی‌خوام زنده باشم')).toBe('fa');
    expect(detectLanguage('میں مرنا چاہتا ہوں')).toBe('ur');
  });

  test('Latin-script languages are told apart by their common words', () => {
    expect(detectLanguage('ya no quiero vivir, estoy cansada de todo')).toBe('es');
    expect(detectLanguage('eu não aguento mais, quero sumir')).toBe('pt');
    expect(detectLanguage("je n'en peux plus, je veux mourir")).toBe('fr');
    expect(detectLanguage('ich will nicht mehr leben')).toBe('de');
    expect(detectLanguage('non ce la faccio più, voglio morire')).toBe('it');
    expect(detectLanguage('ik wil niet meer leven')).toBe('nl');
    expect(detectLanguage('nie chcę już żyć')).toBe('pl');
    expect(detectLanguage('artık yaşamak istemiyorum')).toBe('tr');
    expect(detectLanguage('aku capek banget, pengen mati aja')).toBe('id');
    expect(detectLanguage('ayoko na talaga, gusto ko nang mamatay')).toBe('tl');
    expect(detectLanguage('sitaki kuishi tena, nimechoka na maisha')).toBe('sw');
  });

  test('languages added on 25 November 2026 are told apart from their neighbours', () => {
    // Scripts of their own.
    expect(detectLanguage('நான் சாக விரும்புகிறேன்')).toBe('ta');
    expect(detectLanguage('መሞት እፈልጋለሁ')).toBe('am');
    // Devanagari: Hindi unless Nepali's or Marathi's own words outnumber it.
    expect(detectLanguage('मलाई मर्न मन लाग्छ, अब बाँच्न सक्दिन')).toBe('ne');
    expect(detectLanguage('मला आता जगायचं नाही, मी खूप थकले आहे')).toBe('mr');
    expect(detectLanguage('मुझे अब जीना नहीं है')).toBe('hi');
    // Cyrillic: Serbian letters, Bulgarian function words; Russian stays Russian.
    expect(detectLanguage('не желим више да живим, хоћу да умрем')).toBe('sr');
    expect(detectLanguage('вече не искам да живея, писна ми от всичко')).toBe('bg');
    expect(detectLanguage('я больше не хочу жить, мне уже всё равно')).toBe('ru');
    // Latin script, by common words.
    expect(detectLanguage('ja no vull viure més, estic molt cansada de tot')).toBe('ca');
    expect(detectLanguage('nu mai pot, vreau doar sa dispar de tot')).toBe('ro');
    expect(detectLanguage('jag orkar inte längre, jag vill inte leva')).toBe('sv');
    expect(detectLanguage('jeg orker ikke mere, jeg vil ikke leve længere')).toBe('da');
    expect(detectLanguage('jeg orker ikke mer, jeg vil ikke leve lenger')).toBe('no');
    expect(detectLanguage('en jaksa enää, haluan vain kuolla')).toBe('fi');
    expect(detectLanguage('nem akarok tovább élni, már semmi értelme')).toBe('hu');
    expect(detectLanguage('už nechci žít, nikdo by si toho nevšiml')).toBe('cs');
    expect(detectLanguage('ne želim više živjeti, nemam snage za ništa')).toBe('hr');
    expect(detectLanguage('ban son rayuwa kuma, ina so in mutu kawai')).toBe('ha');
    expect(detectLanguage('emi ko fe aye yi mo, gbogbo nkan ti su mi')).toBe('yo');
  });

  test('Punjabi and Telugu by script, and romanised Punjabi, Telugu, Bengali and Marathi', () => {
    expect(detectLanguage('ਮੈਂ ਹੁਣ ਜੀਣਾ ਨਹੀਂ ਚਾਹੁੰਦਾ')).toBe('pa');
    expect(detectLanguage('నాకు ఇంక బతకాలని లేదు')).toBe('te');
    expect(detectLanguage('mainu hun jeen nu dil nahi karda, sab kuch khatam lagda')).toBe(
      'pa-Latn',
    );
    expect(detectLanguage('naaku inka bathakalani ledu, emaina cheyali anipistundi')).toBe(
      'te-Latn',
    );
    expect(detectLanguage('ami ar bachte chai na, kichu bhalo lagche na')).toBe('bn-Latn');
    expect(detectLanguage('mala ata jagaycha nahi, khup thaklo ahe')).toBe('mr-Latn');
    // Their common words are not other languages' ones: a prayer mala, Turkish "diye", Swedish "äta".
    expect(detectLanguage("what's a mala for")).toBe('en');
    expect(detectLanguage('intihar etmek istiyorum, filtreye takılmasın diye böyle yazdım')).toBe(
      'tr',
    );
    expect(detectLanguage('jag dör av hunger, ska vi äta?')).toBe('sv');
    expect(detectLanguage('main mar jaana chahta hu yaar')).toBe('hi-Latn');
  });

  test('romanised Hindi and Hinglish are hi-Latn, Arabizi is ar', () => {
    expect(detectLanguage('main mar jaana chahta hu yaar')).toBe('hi-Latn');
    expect(detectLanguage('I am so done yaar, ab kuch nahi ho raha mujhse')).toBe('hi-Latn');
    expect(detectLanguage('ana mesh 3ayez a3eesh khalas')).toBe('ar');
  });

  test('English with Tibetan practice terms stays English, and the default is English', () => {
    expect(
      detectLanguage(
        'Rinpoche said the bardo teachings are for the living, and I keep doing tonglen',
      ),
    ).toBe('en');
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('🙏')).toBe('en');
  });
});

describe('script and stop-word counting', () => {
  const texts = [
    'I want to rest',
    'quiero descansar, ¿sí?',
    'не хочу жить',
    '死にたい and English',
    'اريد ان اموت',
    'मैं ठीक हूँ',
    '한국어 text',
    'ภาษาไทย',
    'שלום',
    'Γεια σου',
    '123 !!!',
    '',
  ];

  test('scriptsIn names the scripts scriptCounts counts', () => {
    for (const text of texts)
      expect(SCRIPTS.filter((_, i) => scriptsIn(text) & (1 << i))).toEqual(
        SCRIPTS.filter((script) => scriptCounts(text).has(script)),
      );
  });

  test('plain ASCII and the same words with accents and curly apostrophes count alike', () => {
    // Two ways through the counting (ASCII text skips the Unicode folding): the same words.
    const pairs = [
      ["je n'ai plus envie de rien", 'jé n’ai plus envie de rien'],
      ['nao aguento mais, nao consigo', 'não aguento mais, não consigo'],
      ["I don't want to be here", 'I don’t want to be here'],
    ];
    for (const [ascii, accented] of pairs) {
      expect(latinCandidates(ascii!)).toEqual(latinCandidates(accented!));
      expect(detectLanguage(ascii!)).toBe(detectLanguage(accented!));
    }
  });
});
