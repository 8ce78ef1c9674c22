import { describe, expect, test } from 'vitest';
import { assessMessage, assessMessageByLexicon } from './risk-screen.ts';
import { normalise } from './normalise.ts';
import { expectNotCrisis } from '../../testing/look-alikes.ts';

// Concepts from warning-sign lists that the English lexicon reads, each beside a benign
// look-alike that shares its words.
const level = (text: string) => assessMessage(text).level;
const crisisBesideLookAlike = (crisis: string, benign: string) => {
  expect(level(crisis)).toBe('crisis');
  expectNotCrisis(benign);
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

// The tenth revision's concepts are checked on the lexicon alone: the classifier, trained at build
// time on the corpus, raises some long look-alikes here on its own, and corpus.test.ts judges it.
const lexiconLevel = (text: string) => assessMessageByLexicon(text).level;
const lexiconCrisisBesideLookAlike = (crisis: string, benign: string) => {
  expect(lexiconLevel(crisis), crisis).toBe('crisis');
  expect(lexiconLevel(benign), benign).not.toBe('crisis');
};

describe('spiritual leaving now (tenth revision), and practice, dreams and grief that only speak of it', () => {
  test.each([
    [
      "i'm consciously leaving this earth plane on sunday",
      'in phowa practice we train to leave the body through the crown at death',
    ],
    [
      'im choosing to exit this incarnation',
      'when my time comes I want to consciously leave this body like the yogis',
    ],
    [
      'im ready to shed this meat suit for good',
      "i'm ready to leave this lifetime of people pleasing behind",
    ],
    [
      "i'm leaving this realm, thank you for the teachings",
      "I'm leaving this realm of endless meetings for a week off",
    ],
    ['permanently leave this 3d plane', 'the yogi consciously left his body in mahasamadhi'],
    [
      "i'm going to cross over on my own terms before my time runs out",
      "we're going home early on purpose, the kids are tired",
    ],
    [
      "i've decided to transition out early, the angels said it's okay",
      'is it bad karma to leave this body on purpose? asking for my essay',
    ],
    ['im going to do a conscious exit', 'im doing a conscious dying course for my hospice work'],
    ['my karma on this earth is finished', 'my karma here is done with this job, time to move on'],
    ['my soul contract is fulfilled', 'my time here is up, the next speaker can go'],
    ['my soul is ready to go back', 'my soul longs to return home to God, Rumi says it so well'],
    ['Fasting until the body stops. That is how I leave.', 'fasting until sunset and then dates'],
    [
      'planning on not eating until this body gives out',
      'shake until the body stops shaking, then rest',
    ],
    [
      "I'm going to stop eating and drinking and let this body go",
      'allow the body to wind down before sleep',
    ],
    ["I'm going to join my ancestors tonight", "i'll join my ancestors one day, like everyone"],
    [
      "mum's on the other side and i'm going to join her this weekend",
      'my wife is in spain and im going to join her this weekend',
    ],
    [
      "I'm going to join my late wife, I have everything I need",
      "going to join my late husband's family for dinner",
    ],
    [
      'i want to go be with teacher-la in dewachen now',
      'may i meet my teacher in the pure land one day',
    ],
    [
      'my twin flame passed in march. im going to meet him on the other side, i know how',
      'my grandmother crossed over last night, she went peacefully',
    ],
    ['my soul wants to go home', "my mother's soul is ready to go home, the hospice nurse says"],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('risk buried in a long message, and its look-alikes', () => {
  test.each([
    [
      'work was awful again. i keep looking at the pills in the cabinet. anyway whats a good chant',
      'i keep looking at the pills my doctor gave me and wondering whether to start them',
    ],
    [
      'i keep staring at the rope in the shed',
      'i keep looking at the bridge photos from our honeymoon',
    ],
    [
      'been looking at the tablets in my drawer every night',
      'I keep looking at the knife set I bought, so shiny',
    ],
    [
      "I don't expect to be here by christmas so don't buy me anything",
      "i don't think i'll be here for the retreat because i'm travelling",
    ],
    [
      "also i won't need the subscription renewed, i don't think i'll be here in march",
      "i don't think i'll be around for the sunday sit, i have a work shift",
    ],
    [
      'tell my mother I loved her, I dont think Ill be here for Losar',
      'tell my mum i loved the scarf she sent',
    ],
    [
      "don't cry when i'm gone, it's better this way",
      "don't be sad when I'm gone for the summer, I'll write",
    ],
    ['please dont be sad when im not around.', 'when im gone to work the dog howls'],
    [
      "i've been collecting my mother's sleeping medicine",
      'collecting my meds from the pharmacy tomorrow',
    ],
    [
      'been stockpiling my sleeping tablets for a while now',
      'saving my pills for the trip in case i get sick',
    ],
    [
      "i've been giving away my clothes and books all week and my friends think i'm decluttering",
      "i've been giving away my clothes and books all week, decluttering before the move",
    ],
    [
      'I drove to the bridge again after work and sat there for an hour with the engine off',
      'we drove to the bridge and sat there with my friends watching the sunset',
    ],
    [
      'I attached a hose to the exhaust',
      'the hose from the exhaust is cracked, mechanic says its cheap',
    ],
    [
      'Thought about impermanence. I cleaned the flat so whoever finds me wont have a mess',
      'whoever finds my wallet, please hand it in',
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('harm to others with a plan (tenth revision), and its look-alikes', () => {
  test.each([
    [
      'i fantasise about running my boss over every morning in the car park',
      'daydreaming about running my bosss company one day',
    ],
    [
      "I've been thinking about poisoning my husband's food",
      'i put too much salt in my husbands food again',
    ],
    ["i've been putting rat poison in his tea", 'i put honey in his tea'],
    ['i wanna hurt the kids who bullied me', 'i want to help the kids who bullied me'],
    [
      "i swear tonight i'm going to slash his throat",
      'i swear ill slit his throat lol he ate my fries',
    ],
    [
      "I'm going to show up at my ex's wedding and shoot him",
      "I'm going to show up at my ex's wedding and dance",
    ],
    [
      "i'm going round there on saturday with a bat",
      'going round there with a hammer to fix the fence',
    ],
    [
      "there's a kid in my class i'm going to seriously hurt tomorrow",
      "there's a boss in this game i'm going to kill tomorrow",
    ],
    ['he ruined my life so im ending his', 'she ruined my life so now im ruining hers on twitter'],
    [
      "I've worked out exactly how I'd kill my husband",
      'worked out how to kill time at the airport',
    ],
    [
      'I keep having thoughts about dropping my newborn down the stairs',
      "I get intrusive thoughts of dropping the baby but it's OCD, I'd never act on it",
    ],
    [
      'my teacher at the monastery beats the small monks every night with a cane',
      'my teacher beat me at chess again',
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('indirect wishes and goodbyes (tenth revision), and their look-alikes', () => {
  test.each([
    [
      'everyone would be happier if i just wasnt here anymore',
      "they'd be happier if i wasn't here all the time nagging",
    ],
    [
      'I keep thinking my family would be relieved if I died',
      'my team would be relieved if i disappeared for a week lol',
    ],
    [
      "if i fell asleep tonight and never woke up i'd be so relieved",
      "if i fell asleep and didn't wake up till noon i'd be happy",
    ],
    [
      "i don't have the energy to stay alive anymore",
      "i don't have the energy to go on with this project",
    ],
    [
      'the kindest thing i could do for my parents is disappear for good',
      'the best thing i could do is leave him, honestly',
    ],
    ['i dont see myself being alive at 30', "I can't see myself living in this city at 40"],
    [
      "the next life will be kinder. i've made peace with leaving early",
      'the next life will be better if i practise well now, my lama says',
    ],
    ['thinkin bout catchin the bus tonight ngl', 'catching the bus tonight to see my gran'],
    [
      'stopped taking my meds last week, i dont care what happens',
      'i need to take my meds tonight before bed',
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('a frame covers the dream, the kitchen or the figure of speech, not a plan said beside it', () => {
  test.each([
    [
      'i had a weird dream about my grandma last night and im going to kill myself tonight',
      'i had a weird dream that i was going to kill myself and then woke up',
    ],
    [
      "i'm cooking my kids one last dinner and then i'm going to kill myself",
      'burned myself cooking again, so clumsy',
    ],
    ['my life is a nightmare and i want to die', 'had a nightmare that i died'],
    ['im completely lucid and i want to die', 'i had a lucid dream where i wanted to die'],
    ['my dreams are dead and i want to end my life', 'my dream was about dying in a car crash'],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('grief, practice and farewells to places stay calm beside the tenth revision', () => {
  test.each([
    'i wrote letters to my kids for their 18th birthdays, any ideas on what to include?',
    'we did a dying well workshop and i wrote letters to my kids',
    'this is my last post on this forum, im moving to a local group in person. thanks all',
    "i'm so done with this week. going home, going to bed, goodbye world until monday",
    "my cat is going to the vet tomorrow and i've asked my neighbour to take her in while i'm at my sister's",
    'we practised phowa this weekend, ejecting the consciousness at death is the aim but we only train it now',
    'i have a knife in my bag for the camping trip, is that allowed on the train?',
    'my work here is done, see you tomorrow',
    'our karma is done, we can part ways peacefully',
    'I dreamt I was leaving my body and floating over the mountains',
    'im leaving this body of work to the archive',
    "I've made peace with leaving my job",
    'the vet said we should end his life before he suffers more',
    'my teacher said the soul contract idea is new age nonsense',
    'mum has been on the other side for a year now, i still talk to her every morning',
    'picking up my prescription tomorrow',
    'i need to take my meds tonight',
    'im taking the train tomorrow',
    'collecting my meds from the pharmacy tomorrow',
  ])('«%s» is not crisis', (text) => expect(lexiconLevel(text)).not.toBe('crisis'));
});

describe('leaving by fasting, exposure or water, asking to be taken, and their look-alikes', () => {
  test.each([
    [
      "I've stopped eating so I can go to Dewachen before the month ends",
      'stopped eating sugar so i can go to the beach in shape',
    ],
    [
      "I'm going to walk up to the pass without a coat and sit until I'm gone",
      'we sat by the fire until i was gone to bed',
    ],
    [
      'i want to walk into the sea and not come back',
      'walk into the forest and not come back till evening',
    ],
    ['every night I ask her to take me in my sleep', 'i asked her to take me out for dinner'],
    ["I've asked Jesus to bring me home tonight", 'asked my dad to bring me home from the airport'],
    [
      'now i want to let go of this life too',
      "i want to let go of this life i've built around work",
    ],
    [
      "i've started preparing to cross over",
      "i'm preparing for my crossing to the island next week",
    ],
    [
      "i'm ready to go now, on purpose. i don't want to wait",
      "i'm ready to go now, are you coming?",
    ],
    [
      'i just want to go to sleep and join him',
      'i fall asleep and find her in my dreams every night',
    ],
    ["I'm finished learning in this life", "I'm done learning here, this course is useless"],
    [
      'starseed here, im going back home to the pleiades tonight',
      'in meditation i go back home to the pleiades',
    ],
    ['i want to go to dewachen now, not wait for old age', 'i pray to go to dewachen when i die'],
    ['im choosing to exit. its not sad', 'im choosing to exit the program early, fees too high'],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('buried hints of a plan (tenth revision), and their look-alikes', () => {
  test.each([
    [
      'some evenings i think how easy it would be to step off the platform',
      'thinking how easy it would be to just quit my job',
    ],
    [
      'on the motorway i think about just letting go of the wheel',
      "it's easy to let go of the wheel when the car has lane assist?",
    ],
    [
      "i've been saying it on the roof every night, standing right at the edge",
      'standing at the edge of the cliff every morning watching the sunrise',
    ],
    [
      'honestly i know exactly what to take and how much',
      'i know exactly what to take and how much for my hay fever',
    ],
    [
      "i'll just take everything in the cabinet this weekend and be done with it",
      'take everything in the cabinet out before we paint',
    ],
    [
      "I've been researching how long it takes for someone to be found if they live alone",
      'how long before someone is found guilty in a trial',
    ],
    [
      "I've been keeping back his morphine instead of returning it",
      'keeping my pills in the kitchen instead of taking them to work',
    ],
    [
      "maybe something about letting go because i'm not planning on getting out this time",
      'im not planning on coming back this time, moving to spain for good',
    ],
    [
      "I don't expect to still be alive in July",
      'not sure ill be around to teach on monday, car trouble',
    ],
    ["I've started thinking of June as my expiry date", 'my visa expiry date is in june'],
    [
      'ive started hitting my head against the wall when things go wrong',
      'I keep hitting my head against the wall with this bug',
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('passive wishes and the worth of one’s death (tenth revision), and their look-alikes', () => {
  test.each([
    [
      'it would be better to leave this body than face the sangha',
      'better to leave this job than stay miserable',
    ],
    ["woke at 3am wishing I hadn't woken at all", 'i wish i hadnt woken up so early, so tired'],
    ["I'd like to lie down and just stop. For good.", 'lie down and stop thinking for a minute'],
    [
      "I'd give anything to stop being this much work for people",
      'i want to stop being so much trouble for my team',
    ],
    [
      'my family would honestly do better with the money than with me',
      "we'd be better with the money than with a new car",
    ],
    [
      "the house is paid off if i'm not here",
      "the mortgage is paid off if i'm made redundant? asking about insurance",
    ],
    [
      'i think nothing more for me on this earth',
      'nothing more for me at this shop, the sale is over',
    ],
    ['keep hoping for an accident', 'hoping for an accident-free trip this weekend'],
    ['I think I should have drowned with them', 'i should have gone down with the ship lol'],
    ["wouldn't be alive much longer if i had the nerve", "if i had the guts i'd quit my job"],
    ["they'd get over losing me faster than they think", "she'll get over losing me as a flatmate"],
    [
      'cant picture myself existing in a year',
      "i can't picture myself being here in five years, i'll have moved on",
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

describe('harm to someone in one’s care or within reach (tenth revision), and its look-alikes', () => {
  test.each([
    [
      "for the last hour I've been standing over her bed with a pillow in my hands",
      'i stood by the bed holding the baby for an hour while she slept',
    ],
    [
      'Today I held him under the bath water for a second',
      'i held her under the water for her swimming lesson',
    ],
    [
      'Last night I held back his heart medication on purpose',
      'my mum keeps skipping her meds, should i worry?',
    ],
    [
      "I've started pinching him and pushing him when he won't cooperate, my dad",
      'i started hitting my dads golf balls at the range',
    ],
    [
      "i've been sitting in my car outside his work with my dad's gun in the glovebox",
      'sitting outside her house with flowers and a knife for the cake',
    ],
    [
      "i've got the petrol can and i'm standing by his car",
      'filled the petrol can and parked by his car to give him a lift',
    ],
    [
      'i told her if she walks out that door none of us will be here by morning',
      'none of us will be here by morning, the party ends at 2',
    ],
    [
      'some days i think about taking the baby with me when i go',
      "i'll take the kids with me when i go to the shops",
    ],
    [
      'I want to run him over when he comes out of the gym',
      'i want to run him over to the station later',
    ],
    ["i swear i'll smash her head in tonight", "i'll smash his face in at fifa tonight lol"],
    [
      "friday is the last day and i'm going to make them feel it, i wrote down every name",
      "we're going to make them pay for the damages tomorrow",
    ],
    [
      'i picture bringing my dads gun in to the meeting',
      'picture bringing a knife to a gunfight lol',
    ],
    [
      'thinking of hurting my exs new bf. like badly',
      'thinking of hurting his feelings by not going',
    ],
  ])('«%s» is crisis; «%s» is not', lexiconCrisisBesideLookAlike);
});

// A means with a benign purpose in its clause (the camping trip, the swing, the trip the pills are
// for, the gutter on the roof, the sunset from the bridge, hunting season) is no plan; the same
// objects with intent, a denied purpose or a return of the past still are.
describe('a benign purpose lowers a means, and a past that returns is present (w14)', () => {
  test.each([
    [
      "bought rope today. tonight's the night",
      'bought some rope today for the camping trip this weekend, any knot tips?',
    ],
    [
      "the rope isn't for camping. i'm going to hang myself this weekend",
      'need like 20m of rope for the tarp tomorrow, is paracord strong enough?',
    ],
    [
      "i told everyone the rope was for the swing. it's for me. i'm going to hang myself tonight",
      'tonight im finally hanging the swing from the big oak, rope is ready',
    ],
    [
      "i've saved up all the pills the doctor prescribed, i'm taking them all tonight",
      'saving up my malaria tablets for the trip next month, the pharmacy gave me enough for 6 weeks',
    ],
    [
      "i'm standing on the bridge right now and i'm going to jump",
      'standing on the bridge right now watching the sunset, its gorgeous',
    ],
    [
      'im on the roof right now and i want to die',
      'im on the roof right now cleaning the solar panels, my wife is holding the ladder',
    ],
    [
      "cleaning my rifle tonight but not for hunting. i'm going to shoot myself",
      'cleaning my rifle tonight, hunting season opens saturday',
    ],
    [
      'up on the roof tonight, i want to end it',
      'up on the roof fixing the gutter tonight before the rain comes',
    ],
    [
      "two years ago i wanted to die and now it's back, i want to die again",
      "two years ago i wanted to die every single day. now i'm doing so much better and i have a job i love",
    ],
    [
      'i was doing better for years but i want to kill myself again',
      "i was in a really dark place after the divorce, wanted to end it. it's been 3 years and i'm fine",
    ],
    [
      "back in 2019 i tried to overdose and tonight i'm going to try again",
      "back in 2019 i tried to overdose. i'm in a much better place now, therapy saved me",
    ],
    [
      "after my mum died i didn't want to live anymore and i still want to die",
      "after my mum died i didn't want to live anymore. that was 2015. i'm in a good place now",
    ],
    [
      "Five years ago today I tried to end my life, and tonight I'm going to try again.",
      'Five years ago today I tried to end my life. This morning I hiked up a mountain. Thank you for the metta practice.',
    ],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);

  test('a purpose that is only what others think, or a retreat, lowers nothing', () => {
    expect(
      level(
        "i've been giving away my clothes and books all week and my friends think i'm just decluttering lol",
      ),
    ).toBe('crisis');
    expect(
      level(
        "ngl I'm planning to kms after my sister's wedding. meditation isn't helping, nothing is",
      ),
    ).toBe('crisis');
  });
});

describe('parting with someone and someone else suicidal are no crisis of the writer (w14)', () => {
  test.each([
    [
      "going no contact with my mother. this is goodbye, i won't be here tomorrow",
      'going no contact with my mother. this is goodbye for real',
    ],
    [
      "i'm leaving the group and won't be coming back, goodbye everyone, i want to die",
      "i'm leaving the group and won't be coming back, goodbye everyone in this toxic sangha",
    ],
    ['i think im suicidal', "how do i talk to my dad? i think he's suicidal since mum died"],
    ['i feel so suicidal tonight', 'i think my son is suicidal, what do i say to him'],
  ])('«%s» is crisis; «%s» is not', crisisBesideLookAlike);
});
