import { describe, expect, test } from 'vitest';
import { composeOfflineReply, type OfflineModule } from './offline-guide.ts';
import { terms } from './teachings-index.ts';
import { WordLimiter } from './word-limit.ts';

const module: OfflineModule = {
  id: 'test-teacher',
  name: 'Test Teacher',
  contentHash: 'v1',
  teachings: `# Test Teacher

## Where to begin

Sit on a cushion or a chair. Let the spine be tall and the jaw soft. Begin with ten slow breaths.

## Working with anger

Anger is heat without direction. When anger rises, feel the heat in the chest before you act. Name it softly: anger, anger.

What does anger protect in you?

## Sleep and rest

Before sleep, lie on your back and scan the body from feet to head.

1. Feel the feet.
2. Feel the legs.
3. Feel the breath in the belly.`,
};

const reply = (
  question: string,
  options = { unhinged: false, wordLimit: null as number | null },
  previousReplies: string[] = [],
) => composeOfflineReply({ module, question, previousReplies, options });

describe('the offline guide', () => {
  test('answers from the most relevant passage and closes with that section’s own question', () => {
    const text = reply('I get so angry at work');
    expect(text).toContain('Anger is heat without direction.');
    expect(text.trim().endsWith('What does anger protect in you?')).toBe(true);
    expect(text).not.toContain('cushion');
  });

  test('greets a greeting with the opening teaching and an invitation', () => {
    const text = reply('hello!');
    expect(text).toContain('I am Test Teacher, an AI teacher');
    expect(text).toContain('Sit on a cushion');
    expect(text.trim().endsWith('What brings you to practice today?')).toBe(true);
  });

  test('says honestly when its teachings do not cover a question, and offers a practice', () => {
    const text = reply('What do you think about cryptocurrency taxes?');
    expect(text).toMatch(/do not speak to that directly/);
    expect(text).toContain('1. Feel the feet.');
  });

  test('keeps list items whole and fits every word limit', () => {
    for (const limit of [25, 50, 100]) {
      const text = reply('How can I sleep better?', { unhinged: false, wordLimit: limit });
      expect(text.split(/\s+/).filter(Boolean).length, String(limit)).toBeLessThanOrEqual(limit);
      expect(text).toContain('scan the body');
    }
  });

  test('does not give the same passage twice in a conversation', () => {
    const first = reply('anger');
    const second = reply('more on anger please', { unhinged: false, wordLimit: null }, [first]);
    expect(second).not.toContain('Anger is heat without direction.');
  });

  test('unhinged mode changes the voice, never the safety of the content', () => {
    const calm = reply('I get angry');
    const wild = reply('I get angry', { unhinged: true, wordLimit: null });
    expect(wild).not.toBe(calm);
    expect(wild).toContain('Anger is heat without direction.');
  });

  test('query terms fold common word forms together', () => {
    expect(terms('Breathing when angry and anxious, for beginners')).toEqual([
      'breath',
      'anger',
      'anxiety',
      'begin',
    ]);
  });
});

describe('the word limiter', () => {
  test('passes text through until the limit, then cuts at the last allowed word', () => {
    const limiter = new WordLimiter(3);
    expect(limiter.push('one tw')).toBe('one tw');
    expect(limiter.push('o three')).toBe('o three');
    expect(limiter.reached).toBe(false);
    expect(limiter.push(' four five')).toBe('');
    expect(limiter.reached).toBe(true);
    expect(limiter.push('six')).toBe('');
  });

  test('without a limit passes everything', () => {
    const limiter = new WordLimiter(null);
    expect(limiter.push('a b c d e f')).toBe('a b c d e f');
  });
});
