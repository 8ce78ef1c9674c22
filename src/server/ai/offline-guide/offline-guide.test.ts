import { describe, expect, test } from 'vitest';
import { composeOfflineReply, streamOfflineReply, type OfflineModule } from './offline-guide.ts';
import { terms } from '../teachings-index.ts';
import { WordLimiter } from '../word-limit.ts';

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
    expect(text.trim()).toMatch(/\?$/);
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

  test('a regenerate answers differently, and the same way each time', () => {
    const options = { unhinged: false, wordLimit: null };
    for (const question of ['I get so angry at work', 'hello!', 'How can I sleep better?']) {
      const first = reply(question);
      const again = composeOfflineReply({
        module,
        question,
        previousReplies: [],
        options,
        replacing: [first],
      });
      expect(again, question).not.toBe(first);
      expect(
        composeOfflineReply({ module, question, previousReplies: [], options, replacing: [first] }),
      ).toBe(again);
    }
  });

  test('streams at the configured pace and stops at once when aborted', async () => {
    const controller = new AbortController();
    const request = {
      system: undefined,
      messages: [{ role: 'user' as const, content: 'I get so angry at work' }],
      signal: controller.signal,
    };
    const full = reply('I get so angry at work').split(/\s+/).length;
    const started = performance.now();
    const received: string[] = [];
    await expect(
      (async () => {
        for await (const delta of streamOfflineReply(
          module,
          { unhinged: false, wordLimit: null },
          request,
          { wordsPerSecond: 10 },
        )) {
          received.push(delta);
          if (received.length === 2) setTimeout(() => controller.abort(), 10);
        }
      })(),
    ).rejects.toThrow();
    // Aborted mid-pause: a couple of words, well before the whole reply (seconds at 10 a second).
    expect(received.length).toBeLessThan(4);
    expect(performance.now() - started).toBeLessThan((full / 10) * 1000 * 0.5);
  });

  test('query terms fold common word forms together', () => {
    expect(terms('Breathing when angry and anxious, for beginners')).toEqual([
      'breath',
      'anger',
      'anxieti',
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
