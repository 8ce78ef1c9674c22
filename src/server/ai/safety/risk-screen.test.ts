import { describe, expect, test } from 'vitest';
import {
  assessConversation,
  assessMessage,
  assessMessageByLexicon,
  type RiskLevel,
} from './risk-screen.ts';

const level = (text: string): RiskLevel => assessMessage(text).level;
/** A minimal pair: the crisis phrasing is a crisis, its look-alike is not. */
const crisisBesideCalm = (crisis: string, benign: string) => {
  expect(level(crisis)).toBe('crisis');
  expect(level(benign)).not.toBe('crisis');
};
/** A minimal pair: the crisis phrasing is a crisis, its look-alike a concern. */
const crisisBesideConcern = (crisis: string, benign: string) => {
  expect(level(crisis)).toBe('crisis');
  expect(level(benign)).toBe('concern');
};

describe('assessMessage: the writer’s own risk is crisis', () => {
  test('direct and passive wishes to die are crisis with focus self', () => {
    expect(assessMessage('I want to die')).toMatchObject({ level: 'crisis', focus: 'self' });
    expect(level('honestly i just wish i could go to sleep and never wake up')).toBe('crisis');
    expect(level('everyone would be better off without me')).toBe('crisis');
    expect(level("I don't want to be alive anymore")).toBe('crisis');
  });

  test('slang, leetspeak and misspellings still count', () => {
    expect(level('kms')).toBe('crisis');
    expect(level('gonna unalive myself tonight')).toBe('crisis');
    expect(level('i want to k1ll mys3lf')).toBe('crisis');
    expect(level('i keep wanting to kill myslef')).toBe('crisis');
    expect(level('wanna diiiie fr')).toBe('crisis');
  });

  test('self-harm, plans and goodbyes are crisis', () => {
    expect(level('I cut myself again last night')).toBe('crisis');
    expect(level("I've been saving my pills for weeks and I have enough now")).toBe('crisis');
    expect(level('this is my goodbye, thank you for everything')).toBe('crisis');
  });

  test('a spiritual framing of ending one’s own life is crisis', () => {
    expect(level('I am ready to leave this body tonight')).toBe('crisis');
  });

  test('danger from someone else is crisis with focus from_others', () => {
    expect(
      assessMessage('my husband choked me last night and said next time he will kill me'),
    ).toMatchObject({
      level: 'crisis',
      focus: 'from_others',
    });
  });

  test('intent to harm someone else is crisis with focus to_others', () => {
    expect(assessMessage("I'm going to stab my stepdad when he gets home")).toMatchObject({
      level: 'crisis',
      focus: 'to_others',
    });
  });

  test('other languages are screened in their own words', () => {
    expect(assessMessage('me quiero matar')).toMatchObject({ level: 'crisis', language: 'es' });
    expect(assessMessage('ya no aguanto más')).toMatchObject({ level: 'crisis', language: 'es' });
    expect(assessMessage('не хочу больше жить')).toMatchObject({ level: 'crisis', language: 'ru' });
    expect(assessMessage('もう死にたい')).toMatchObject({ level: 'crisis', language: 'ja' });
    expect(assessMessage('我真的不想活了')).toMatchObject({ level: 'crisis', language: 'zh' });
    expect(assessMessage('죽고 싶다')).toMatchObject({ level: 'crisis', language: 'ko' });
    expect(assessMessage('मैं मरना चाहता हूँ')).toMatchObject({ level: 'crisis', language: 'hi' });
    expect(assessMessage('yaar main mar jaana chahta hu')).toMatchObject({
      level: 'crisis',
      language: 'hi-Latn',
    });
  });
});

describe('assessMessage: context rules', () => {
  test('someone else’s words reported without quotes are concern; the writer’s own are not', () => {
    expect(
      level("friend in my group chat keeps saying kms as a joke but lately it's every message"),
    ).toBe('concern');
    expect(level('my mom said i should just kill myself')).toBe('crisis');
  });

  test('romanised Persian and Greek, and emoji in place of words, are screened', () => {
    expect(level('dige nemikham zende basham, mikham khodkoshi konam')).toBe('crisis');
    expect(level('thelw na pethanw re, den antexw allo')).toBe('crisis');
    expect(level('🪢 tonight. bye guys')).toBe('crisis');
    expect(level('tha pame gia kafe')).toBe('none');
    expect(level('mikham beram khoone')).toBe('none');
  });

  test('a worried friend or parent is concern, not crisis', () => {
    expect(level('my friend keeps saying she wants to kill herself')).toBe('concern');
    expect(level('my son told me "I want to die" and I do not know what to do')).toBe('concern');
  });

  test('a negated statement touching the subject is concern', () => {
    expect(level('I would never kill myself, I just feel low')).toBe('concern');
    expect(level("I'm not suicidal, just tired")).toBe('concern');
  });

  test('a negator does not reach across "and", "so" or "because" and a new subject', () => {
    expect(level("I'm grateful for nothing and I want to be dead")).toBe('crisis');
    expect(level('nothing helps and i want to die')).toBe('crisis');
    expect(level('nothing works so i want to die')).toBe('crisis');
    expect(level('nada funciona y yo quiero morir')).toBe('crisis');
    // Within one claim, the negation still holds.
    expect(level("I don't think I want to die")).toBe('concern');
    expect(level('I would never kill myself')).toBe('concern');
    expect(level("I don't want to die and I won't")).toBe('concern');
    expect(assessMessageByLexicon("it's not because i want to die").level).toBe('concern');
  });

  test('the nearest subject decides whose wish it is', () => {
    expect(level("my mum doesn't know I want to die")).toBe('crisis');
  });

  test('suicide as a topic of study or news is concern', () => {
    expect(level("I'm writing an essay about suicide in teenagers")).toBe('concern');
    expect(level('the article said men are more likely to kill themselves')).toBe('concern');
  });

  test('ideation that is over is concern', () => {
    expect(level('Years ago I wanted to kill myself. I am doing much better now.')).toBe('concern');
    expect(level('years ago, i wanted to die')).toBe('concern');
    expect(level('i wanted to die when i was 15, im fine now')).toBe('concern');
    expect(
      level(
        "I had suicidal thoughts after my divorce but that was 2019. I'm in a much better place now",
      ),
    ).toBe('concern');
  });

  test('a sign of recovery that is negated, or speaks of another time, does not make it over', () => {
    expect(level('i want to die, nothing is getting better')).toBe('crisis');
    expect(level('i think about ending my life every day now, it used to be once in a while')).toBe(
      'crisis',
    );
  });

  test('meditation language about death is none', () => {
    expect(level('how do I kill the ego without losing myself?')).toBe('none');
    expect(level('maranasati: I will die, and I do not know when')).toBe('none');
    expect(level('teach me phowa, the transference at death')).toBe('none');
    expect(level('what does "die before you die" mean?')).toBe('none');
  });

  test('idioms are none', () => {
    expect(level('this commute is killing me')).toBe('none');
    expect(level('dead tired after the retreat')).toBe('none');
    expect(level("I'm dying to try the new yin class")).toBe('none');
    expect(level("I'm dead 😂")).toBe('none');
    expect(level('cutting ties with my toxic ex was the best thing I did')).toBe('none');
    expect(level("I'm fasting for Ramadan, starving by sunset lol")).toBe('none');
  });

  test('a dream framing covers only its own clause', () => {
    expect(level('in the dream I jumped off a bridge')).toBe('none');
    expect(
      level(
        'Last night I dreamt of a forest and a river and my grandmother. I want to kill myself. What do rivers mean in dreams?',
      ),
    ).toBe('crisis');
  });
});

describe('assessConversation', () => {
  test('risk stated in an earlier message still counts', () => {
    expect(
      assessConversation(['i bought rope today', 'anyway', 'what is a good mantra for sleep?']),
    ).toMatchObject({ level: 'crisis', focus: 'self', language: 'en' });
  });

  test('only the last five messages are looked at', () => {
    const old = ['I want to kill myself', 'ok', 'ok', 'ok', 'ok', 'ok'];
    expect(assessConversation(old).level).toBe('none');
    expect(assessConversation(old.slice(0, 5)).level).toBe('crisis');
  });

  test('a message sent again and again is read once, not as one long text', () => {
    // An end-to-end test's five "Question n" messages, joined, once read as risk 0.75.
    const repeated = [1, 2, 3, 4, 5].map((n) => `Question ${n}: what comes next?`);
    expect(assessConversation(repeated).level).toBe('none');
    // Risk spread over distinct messages is still read together.
    expect(
      assessConversation([
        "I've been giving my things away this week",
        'and writing letters to everyone',
        "it feels right to tidy up before I'm not around to do it",
      ]).level,
    ).toBe('crisis');
  });

  test('the language is the newest message’s', () => {
    expect(assessConversation(['hello', 'quiero morir']).language).toBe('es');
    expect(assessConversation([])).toEqual({ level: 'none', focus: null, language: 'en' });
  });
});

// The w14 pass, across languages: a benign purpose in the clause (camping, a swing, a trip, the
// sunset, a repair) lowers a means; intent, a denied purpose or a jump from a height does not.
describe('a benign purpose beside a means, and the past returning, in other languages (w14)', () => {
  test.each([
    [
      'compré cuerda y no es para acampar, esta noche me voy a colgar',
      'compré cuerda para acampar este finde, alguien sabe nudos buenos?',
    ],
    ['estoy en el puente y me voy a tirar', 'estoy en el puente viendo el atardecer, qué pasada'],
    [
      'hace dos años quería morirme y ha vuelto, quiero morirme otra vez',
      'hace dos años quería morirme, ahora estoy mucho mejor gracias a la terapia',
    ],
    ['tô na ponte e vou pular', 'comprei corda pra fazer o balanço da minha filha, ficou lindo'],
    [
      'tentei me matar em 2018 e voltou tudo, quero me matar de novo',
      'tentei me matar em 2018. hoje tô casado e feliz, vale a pena ficar',
    ],
    [
      'je suis sur le pont et je vais sauter',
      'je suis sur le pont à regarder le coucher de soleil, magnifique',
    ],
    [
      'hab ein seil gekauft, nicht zum zelten, heute nacht häng ich mich auf',
      'seil fürs zelten gekauft, am wochenende gehts los',
    ],
    ['стою на мосту и сейчас прыгну', 'стою на мосту, смотрю на закат, красота'],
    [
      'купил верёвку, не для похода. сегодня ночью повешусь',
      'взял верёвку в поход, на выходных едем на озеро',
    ],
    [
      'в 16 лет пыталась покончить с собой, и сейчас опять хочу умереть',
      'в 16 лет пыталась покончить с собой, сейчас у меня всё хорошо',
    ],
    ['انا واقف على الجسر وهنط', 'واقف على الجسر اتفرج على الغروب، منظر حلو'],
    ['処方された薬をためてた、今夜全部飲む', 'キャンプ用のロープ買った、週末楽しみ'],
    ['买了绳子，不是露营用的，今晚就上吊', '买了露营用的绳子，周末出发'],
    [
      'ip aldım ama kamp için değil, bu gece kendimi asacağım',
      'kamp için ip aldım, hafta sonu gidiyoruz',
    ],
  ])('«%s» is crisis; «%s» is not', (crisis, benign) => {
    crisisBesideCalm(crisis, benign);
  });

  test('slang and practice that only share a purpose word stay crisis', () => {
    expect(level('походу пора роскомнадзорнуться, жить тупо незачем')).toBe('crisis');
    expect(
      level('Nach dem Yoga-Retreat habe ich wieder angefangen, mich zu ritzen. Tiefer als früher.'),
    ).toBe('crisis');
    expect(level('処方薬ずっと飲まずに貯めてた。週末、親が旅行に行ったら全部飲む')).toBe('crisis');
  });
});

// The w16 pass: a past told as over (a distance in time or the life since, a past tense in the
// hit's own clause) is a concern, in many languages; a return, a recent time or a plan keeps it
// crisis. Someone else named, an "it's not that …", a hyperbole or a habit lowers a hit too.
describe('a past that is over, and look-alikes that speak of someone else (w16)', () => {
  test.each([
    [
      "I attempted suicide in 2017 and I'm planning it again, I've picked the date.",
      "I attempted suicide in 2017. I'm sharing my story at our sangha's mental health evening next month.",
    ],
    [
      'When I was 19 I wanted to die. I want to die again now.',
      "When I was 19 I wanted to die every day. I'm 40 now and I teach meditation.",
    ],
    [
      'last year i wanted to die and i still do, nothing changed',
      'I was in a dark place last year and wanted to die most days. Now I volunteer at a helpline.',
    ],
    ['Years ago I was happy. Last night I cut myself.', 'I used to cut. Years ago. Not anymore.'],
    [
      'De adolescente me cortaba y anoche volví a cortarme.',
      'De adolescente me cortaba los brazos. Hoy soy enfermera y ayudo a chavales.',
    ],
    [
      'pehle bhi try kiya tha, ab phir se marne ka mann kar raha hai',
      '5 saal pehle maine suicide attempt kiya tha. aaj main theek hoon, shaadi ho gayi hai',
    ],
    [
      'Раньше хотела умереть, и сейчас снова хочу умереть.',
      'Раньше я хотела умереть каждый день. Теперь я волонтёр на линии доверия.',
    ],
    [
      '예전에 자살 시도했었는데 요즘 다시 죽고 싶어요.',
      '예전엔 사라지고 싶다는 생각을 자주 했는데 요즘은 거의 안 해요.',
    ],
    [
      'Dulu pernah mencoba, sekarang aku pengen mati lagi.',
      'Waktu SMA aku pengen mati terus, sekarang aku bersyukur masih hidup.',
    ],
    [
      'Daha önce denemiştim, şimdi yine ölmek istiyorum.',
      'Üniversitede bir dönem kendimi öldürmeyi düşünüyordum. Terapiyle atlattım.',
    ],
  ])(
    'a past come back or planned is crisis: «%s»; a past told as over is not: «%s»',
    (crisis, benign) => {
      crisisBesideCalm(crisis, benign);
    },
  );

  test('an old scar or a past attempt named as old is a concern, unless it is back', () => {
    expect(
      level('someone at the pool noticed my old self harm scars today and i didnt even flinch'),
    ).toBe('concern');
    expect(level('my old self harm scars opened again, i cut again tonight')).toBe('crisis');
  });

  test.each([
    [
      '수능 망쳐서 너무 속상해요. 그냥 죽고 싶어요.',
      '수능 망쳐서 너무 속상해요. 죽고 싶은 건 아니고 그냥 울고 싶어요.',
    ],
    [
      '今日はなんだか寂しい。死にたい。',
      '今日はなんだか寂しい。死にたいとかじゃないけど、誰かと話したい',
    ],
  ])('«it is not that …» said after the hit: «%s» is crisis, «%s» is not', (crisis, benign) => {
    crisisBesideConcern(crisis, benign);
  });

  test.each([
    ['Aku mau bunuh diri bulan ini.', 'Sepupuku bunuh diri bulan lalu, keluarga masih syok.'],
    [
      'После смерти папы мне незачем жить.',
      'Мама после смерти папы говорит, что ей незачем жить. Как её поддержать?',
    ],
    [
      '오늘 밤 스스로 목숨을 끊을 거예요.',
      '삼촌이 작년에 스스로 목숨을 끊었어요. 아직도 받아들이기 힘들어요.',
    ],
    [
      'I have fresh cuts on my arms from last night.',
      'A student in my class showed me fresh cuts on her arms after class. What do I do?',
    ],
    [
      'i keep joking about kms but honestly i mean it',
      'one of the guys in our group chat keeps joking about kms. probably nothing but i wanna check in',
    ],
  ])('someone else named: «%s» is crisis, «%s» is a concern', (crisis, benign) => {
    crisisBesideConcern(crisis, benign);
  });

  test('asking how to help someone else is a concern for the lexicon; the writer’s own wish is not', () => {
    expect(
      assessMessageByLexicon(
        "mi amiga me dijo que she's been having thoughts of not wanting to be here, cómo la ayudo??",
      ).level,
    ).toBe('concern');
    expect(
      assessMessageByLexicon(
        'my brother keeps posting really dark stuff lately. how do i bring it up with him?',
      ).level,
    ).toBe('concern');
    expect(level("I want to die and I don't know how to help myself anymore")).toBe('crisis');
  });

  test.each([
    [
      'tomorrow is my last day. I wrote my goodbye letters to everyone.',
      'my last day at the hospice job is tomorrow, wrote goodbye cards for every nurse on the ward',
    ],
    [
      'Adiós a todos, esta noche me mato.',
      'Me salgo del grupo de WhatsApp de la familia. Adiós a todos, ya no aguanto más dramas.',
    ],
    [
      "giving away most of my stuff. I won't need any of it after this week.",
      'giving away most of my stuff before I move to Lisbon next month, anyone want a meditation bench?',
    ],
    [
      'Купила мотузку. Сьогодні вночі повішусь.',
      'Купила мотузку, щоб зробити гойдалку для доньки на дачі.',
    ],
    [
      'me voy a morir, ya no aguanto ni un día más',
      'me voy a morir if I have to hear one more reggaeton song at this party lol',
    ],
    [
      "if i have to live one more day like this i'll kms",
      "if my brother spoils the finale one more time i swear i'll kms",
    ],
    [
      'quiero matarme, no aguanto',
      'quiero matar la costumbre de revisar el telefono nomas despierto',
    ],
    [
      'je veux en finir, ce soir.',
      'je veux en finir avec mon addiction au sucre haha, des conseils ?',
    ],
  ])('a parting, a move, a hyperbole or a habit: «%s» is crisis, «%s» is not', (crisis, benign) => {
    crisisBesideCalm(crisis, benign);
  });
});
