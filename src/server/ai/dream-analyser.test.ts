import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { DreamFields } from '../../contracts/dream-text.ts';
import { analyseDream, endSentence, loadDreamReference } from './dream-analyser.ts';

const reference = loadDreamReference(path.resolve('content'));
const dream = (over: Partial<DreamFields>): DreamFields => ({
  dreamType: 'symbolic',
  content: '',
  emotions: '',
  symbols: '',
  intensity: 5,
  earthElement: '',
  waterElement: '',
  fireElement: '',
  windElement: '',
  spaceElement: '',
  ...over,
});

describe('endSentence', () => {
  test('adds a period to a sentence without one', () => {
    expect(endSentence('the self and its rooms')).toBe('the self and its rooms.');
  });
  test('leaves a question, an exclamation or a finished sentence alone', () => {
    expect(endSentence('which room were you in?')).toBe('which room were you in?');
    expect(endSentence('wake up!')).toBe('wake up!');
    expect(endSentence('Breathe.  ')).toBe('Breathe.');
    expect(endSentence('as they say, "be still."')).toBe('as they say, "be still."');
  });
});

describe('the built-in dream analyser', () => {
  test('a symbol whose meaning is a question gets no stray period', () => {
    const text = analyseDream(reference, dream({ content: 'I wandered through an old house.' }));
    expect(text).toContain('which room were you in?');
    expect(text).not.toMatch(/[?!]\./);
    expect(text).not.toContain('..');
  });

  test('no symbol of the reference leaves a doubled stop', () => {
    // The analyser shows at most four symbols per dream, so each symbol gets a dream of its own.
    for (const name of Object.keys(reference.symbols)) {
      const text = analyseDream(reference, dream({ content: `I saw a ${name}.` }));
      expect(text, name).not.toMatch(/[?!.]\.(?!\.)/);
    }
  });
});
