import { describe, expect, test } from 'vitest';
import { classify, wordCount } from './classifier.ts';
import { CLASSIFIER_MODEL } from './classifier-model.ts';
import { normalise } from './normalise.ts';

describe('the crisis classifier', () => {
  test('counts words, and two characters as a word in scripts written without spaces', () => {
    expect(wordCount(normalise('a mantra please'))).toBe(3);
    expect(wordCount(normalise('我不想活了'))).toBe(3);
    expect(wordCount(normalise('もう死にたい'))).toBe(3);
    expect(wordCount(normalise('नमस्ते, मैं ठीक हूँ'))).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  test('leaves messages under its minimum length to the lexicon', () => {
    expect(CLASSIFIER_MODEL.minWords).toBeGreaterThan(1);
    for (const text of ['I want to go home', 'Give me some words to listen to', 'Warm-up 3']) {
      expect(classify(text)).toEqual({ crisis: false, focus: 'self', risk: 0 });
    }
  });

  test('reads indirect risk in a longer message that names no method', () => {
    const verdict = classify(
      "I've been giving my things away this week and writing letters to everyone, " +
        "it feels right to tidy up before I'm not around to do it",
    );
    expect(verdict?.crisis).toBe(true);
    expect(verdict?.focus).toBe('self');
  });

  test('does not read an ordinary long request as risk', () => {
    const verdict = classify(
      'Could you give me a short evening meditation for after work, something with the breath ' +
        'and maybe a mantra I can repeat while I walk home?',
    );
    expect(verdict?.crisis).toBe(false);
  });
});
