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
