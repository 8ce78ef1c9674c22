import { describe, expect, test } from 'vitest';
import { raiseWith, readGuardVerdict, readOpenAiVerdict } from './moderation.ts';

describe('reading a second opinion', () => {
  test.each([
    ['safe', 'none'],
    ['unsafe\nS11', 'crisis'],
    ['unsafe\nS1,S11', 'crisis'],
    [' unsafe \n S1 ', 'concern'],
    ['unsafe\nS12', 'none'],
    ['I cannot help with that', 'none'],
  ])('Llama Guard output %j reads as %s', (output, level) => {
    expect(readGuardVerdict(output).level).toBe(level);
  });

  test('OpenAI categories: intent is a crisis, self-harm alone or violence a concern', () => {
    const flag = (...names: string[]) => [
      { flagged: true, categories: Object.fromEntries(names.map((n) => [n, true])) },
    ];
    expect(readOpenAiVerdict(flag('self-harm', 'self-harm/intent'))).toEqual({
      level: 'crisis',
      focus: 'self',
    });
    expect(readOpenAiVerdict(flag('self-harm')).level).toBe('concern');
    expect(readOpenAiVerdict(flag('violence'))).toEqual({ level: 'concern', focus: 'to_others' });
    expect(readOpenAiVerdict([{ flagged: false, categories: {} }]).level).toBe('none');
  });

  test('a second opinion only ever raises the outcome', () => {
    const crisis = { level: 'crisis', focus: 'from_others', language: 'es' } as const;
    const none = { level: 'none', focus: null, language: 'ja' } as const;
    expect(raiseWith(crisis, { level: 'none', focus: null })).toBe(crisis);
    expect(raiseWith(crisis, { level: 'concern', focus: 'self' })).toBe(crisis);
    expect(raiseWith(none, null)).toBe(none);
    expect(raiseWith(none, { level: 'crisis', focus: 'self' })).toEqual({
      level: 'crisis',
      focus: 'self',
      language: 'ja',
    });
  });
});
