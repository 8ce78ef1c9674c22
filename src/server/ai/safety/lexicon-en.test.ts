import { describe, expect, test } from 'vitest';
import { assessMessage } from './risk-screen.ts';
import { normalise } from './normalise.ts';

// Concepts from warning-sign lists that the English lexicon reads, each beside a benign
// look-alike that shares its words.
const level = (text: string) => assessMessage(text).level;
const crisisBesideLookAlike = (crisis: string, benign: string) => {
  expect(level(crisis)).toBe('crisis');
  expect(level(benign)).not.toBe('crisis');
};

describe('English concepts and their look-alikes', () => {
  test.each([
    ['i just want to fall asleep and never wake up', 'i could sleep forever after that retreat'],
    ['please god just take me', 'oh god take me back to that beach holiday'],
    ['picked a date for it', 'i picked a date for the wedding'],
    [
      'got a bottle of weedkiller in the shed for myself',
      'got a bottle of weedkiller for the weeds',
    ],
    [
      'i throw up after every meal on purpose',
      'my cat throws up after every meal, should i see a vet?',
    ],
    ["this is the last time you'll hear from me", 'this is the last time i skip my practice'],
    [
      "he's outside my house right now with a knife",
      "he's outside my house with flowers, so sweet",
    ],
    ['goodbye everyone', 'goodbye everyone, see you at the next retreat!'],
    ["i feel like i'm just in everyone's way", "i feel like i'm in the way when i visit my sister"],
    ['they would all be relieved if i was gone', "i'm relieved once i'm out of the office"],
    [
      "i've been researching ways to die painlessly",
      'i was looking up how many calories are in a mango',
    ],
    [
      "i'm giving my things away to people who'll use them",
      "i'm giving my old clothes away to charity before moving",
    ],
    ['i keep holding the knife to my wrist', 'hold the knife away from you when chopping'],
    [
      'i drove to the cliff and sat there for an hour',
      'we drove to the cliff and sat watching whales',
    ],
    [
      'i want to reincarnate sooner, this life is wasted',
      'in tibetan buddhism do we reincarnate sooner if we practise?',
    ],
    [
      'idk how much longer i can keep going tbh',
      'idk how much longer i can keep going without coffee lol',
    ],
    [
      "i'm tired of fighting to stay alive",
      "i'm tired of trying to stay alive in this game, the boss is impossible",
    ],
    ['i made my will and sorted my affairs', 'I made my will because we just had a baby'],
    [
      'if i never woke up tomorrow it would honestly be a relief',
      "if i didn't wake up at 5 for practice it'd be a relief for my back",
    ],
    ["i'd rather die than keep living like this", "i'd rather die than sing karaoke again lol"],
    [
      'honestly the only reason im still alive is my dog',
      'the only reason im up this early is my dog',
    ],
    ['only staying alive for my kids at this point', 'only staying for the kids at this party'],
    ['so tired of being a person', "i'm so tired of being a people pleaser"],
    ["what's even the point of living anymore", "what's even the point of savasana at the end?"],
    [
      'they would all be lighter without me around',
      'the flat feels lighter without the old sofa around',
    ],
    ['been cutting my forearms again', 'cut my forearm on a rusty fence while gardening'],
    ['praying to kuan yin to take me tonight', 'praying to kuan yin to take me through the bardo'],
    [
      'suicide feels like the only way out',
      'in the novel, suicide seems like the only way out for him',
    ],
    ['i no want life more', 'i no want coffee more, thank you'],
    [
      'he said next time he would finish me',
      'my grandad said next time he would finish reading the story to me',
    ],
    ['gonna shoot up my old job', 'gonna shoot some photos at my old job'],
    ['thinking about taking a dirt nap', 'thinking about taking a nap after lunch'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('danger from others beyond a partner’s blow, and their look-alikes', () => {
  test.each([
    [
      'my guru touched my breasts during the private session',
      'my teacher touched my shoulder to fix my pose',
    ],
    ['my manager groped my butt in the storeroom', 'my manager touched my arm to get my attention'],
    [
      'my mums boyfriend touches me under my pyjamas',
      'my mums boyfriend fixed the shelf in my room',
    ],
    [
      'my stepdad makes me touch him when mum is at work',
      'my yoga teacher makes me do things i cant, like headstands',
    ],
    ['im 14 and my coach keeps sending me nudes', 'im 14 and my friend sends me funny videos'],
    ['i think im being groomed by my coach', 'im being groomed for a management role'],
    [
      'she keeps threatening to leak my intimate videos',
      'she will post my photos from the retreat',
    ],
    [
      'they keep my passport and dont pay me, i cant leave',
      'the embassy has my passport while the visa is processing',
    ],
    [
      "he texted that he'd come back to finish what he started",
      "my dad said he'd finish what he started on the shed",
    ],
    [
      'my boyfriend grabs me by the throat when hes drunk',
      'my boyfriend grabs me a coffee on his way',
    ],
    ['he slammed me against the wall last night', 'he slammed the door last night'],
    ['my husband bit me so hard it bled', 'my dog bites me when we play'],
    [
      'the sangha elders beat the novices with sticks to break their ego',
      'my teacher beat me at chess again',
    ],
    ['the swami hits the children at the ashram', 'the monks hit the gong at dawn'],
    [
      'he said if i tell anyone he will hurt my little sister',
      "if i leave the door open the cat will hurt my little sister's hamster",
    ],
    [
      'my parents are forcing me to marry my cousin next month',
      'my friends keep telling me to get married lol',
    ],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('intent to harm others, and its look-alikes', () => {
  test.each([
    ['i want to kill all the immigrants', 'i want to kill this headstand'],
    ['im gonna kill every one of the bullies', 'im gonna kill it at the exam'],
    ['i want to hurt kevin so bad for what he did', 'i want to kill time before class'],
    ['started carrying a knife again for when i see him', 'the knife i carry for whittling'],
    [
      'ive made a list of people i want to hurt',
      'i made a list of people to invite to the retreat',
    ],
    ['im going round tonight to hurt him', 'im going round tonight to help her move'],
    [
      'i keep having thoughts of hurting the kids i babysit',
      'thoughts about helping my son with homework',
    ],
    [
      'im going to grab my gun and go over to his house',
      'bringing my knife to his place for the bbq',
    ],
    ['been having homicidal thoughts about my roommate', 'the movie was about a homicidal robot'],
    ['i sharpened my knife to use on my stepdad', 'i sharpened my knife to cut the vegetables'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('self-harm by any method, and its look-alikes', () => {
  test.each([
    ['i slap myself until my face goes numb', 'i slapped myself on the forehead when i realised'],
    ['i hit my head against the wall on purpose', 'I hit my head on the shelf'],
    ['i burned my arm with a lighter on purpose', 'I burned my hand cooking'],
    ['i keep biting my arms', 'i bite my nails when im nervous'],
    ['i punch my thighs until they bruise', 'i punched the bag until my arms gave out'],
    ['i scratched my arms raw again', 'scratched my arms raw from eczema'],
    ['i scalded myself with boiling water on purpose', 'i scalded the milk again'],
    ['i whip myself with a belt as punishment', 'i whipped the cream as a treat'],
    ['i slammed my hand in the door deliberately', 'i slammed the door deliberately'],
    ['relapsed after 93 days clean', 'relapsed after 90 days sober from drinking'],
    [
      'i hide the bandages on my wrists with long sleeves',
      'covering the scars on my stomach from my c section',
    ],
    [
      'gotta wear hoodies to hide my scars all summer',
      'i wear a hoodie to hide my tattoos at work',
    ],
    ['my cuts are getting infected', 'the cut on my finger from gardening got infected'],
    ['my arms are covered in fresh cuts', 'my arms are covered in cuts from the bramble path'],
    ['ive been cutting since 7th grade', 'ive been cutting carbs since january'],
    ['i started cutting', 'i started cutting my own hair'],
    ['i punish myself by burning my arms', 'i punish myself by skipping dessert'],
    ['i started self harming last year and i still do', 'i started cutting out sugar last year'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('spiritual framings of ending one’s life, and practice that only speaks of death', () => {
  test.each([
    [
      'i want to follow my lama into the pure land',
      'may i meet my teacher in the pure land one day',
    ],
    [
      'my twin flame died and i need to join him on the other side',
      'i want to be with my father in heaven one day when my time comes',
    ],
    ['my ego died so the body can die too', 'in maranasati we see the body will die one day'],
    [
      'in chod i want to give my body away physically, not in visualisation',
      'chod practice: visualise giving the body away to demons',
    ],
    [
      'im going to stop eating until i die, conscious dying',
      'im doing a conscious dying course for my hospice work',
    ],
    ['time for me to do sallekhana, i stopped eating this week', 'we studied sallekhana in class'],
    [
      'i want to take enough pills to stay out of the body for good',
      'how do i stay out of the body longer in astral projection',
    ],
    ['im fasting until my body gives out, that is my path', 'im fasting until sunset for ramadan'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('euphemisms for one’s own death, and their look-alikes', () => {
  test.each([
    ['ill be six feet under by summer', 'the old ways are six feet under now'],
    ['thinking of logging off permanently', 'im logging off for good from social media'],
    ['this is my series finale', 'the series finale of the office made me cry'],
    [
      'rolling the end credits on my life this weekend',
      'rolling the credits on the film club season',
    ],
    ['mum passed last month. im ready to go too', 'mum passed last month. im ready to move on'],
    ['i envy the patients who get to go', 'i envy the patients who get to go home today'],
    [
      'honestly jealous of the people in the hospice who get to die',
      'jealous of people who get to travel',
    ],
    [
      'gonna kick the bucket soon and honestly fine with that',
      'gonna kick the bucket list off with a trip to nepal',
    ],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});

describe('this domain’s talk of death stays calm beside the new concepts', () => {
  test.each([
    'i keep dreaming i am dying in a car crash',
    'my grandmother died last week and i miss her so much',
    "i'm writing an essay about self harm in teenagers",
    "i'm cutting ties with my old sangha",
    'the bardo teaching says we follow our karma into the next life',
    'phowa is the practice of ejecting consciousness at death',
    'I burned my tongue on hot tea',
    'I scratched my arm on a rose bush',
    'i used to cut myself years ago but im fine now',
    'my teacher touched my lower back to align my spine',
    'the guru hit the nail on the head in that talk',
    'im going to kill my brother lol he ate my cake',
    'the ego dies in meditation and the body rests',
  ])('«%s» is not crisis', (text) => expect(level(text)).not.toBe('crisis'));
});

describe('text-speak is spelled out before matching', () => {
  test('w, fr, rn and tmrw', () => {
    expect(normalise('done w everything fr')).toBe('done with everything for real');
    expect(normalise('on the bridge rn')).toBe('on the bridge right now');
    expect(normalise('its tmrw')).toBe('its tomorrow');
    expect(level('standing on the bridge rn')).toBe('crisis');
  });

  test('Polish "w" (in) stays as it is', () => {
    expect(normalise('siedze w domu')).toBe('siedze w domu');
  });
});

describe('a joke that is denied is no joke', () => {
  test.each([
    ['me voy a matar, no es broma', 'me voy a matar jajaja es broma'],
    ['vou me matar, nao e brincadeira', 'vou me matar kkkk brincadeira'],
    ["i'm going to kill myself, not kidding", 'lol im gonna kill myself jk'],
    ['ik wil egt dood man, kk leven. geen grap', 'kkkk eu morri de rir'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});
