import { describe, expect, test } from 'vitest';
import { capitalise, splitSentences } from './sentences.ts';

describe('whole sentences', () => {
  test('a sentence end inside a quotation or brackets does not cut it', () => {
    expect(
      splitSentences(
        'At night, review the day by asking, “Where did I help?” Then rest. (See above. Really.) Done.',
      ),
    ).toEqual([
      'At night, review the day by asking, “Where did I help?”',
      'Then rest.',
      '(See above. Really.)',
      'Done.',
    ]);
    expect(splitSentences('He said "Stop. Breathe." and sat. Next one.')).toEqual([
      'He said "Stop. Breathe." and sat.',
      'Next one.',
    ]);
  });

  test('abbreviations and lowercase continuations are not sentence ends', () => {
    expect(splitSentences('Use a prop, e.g. A block. Then breathe.')).toEqual([
      'Use a prop, e.g. A block.',
      'Then breathe.',
    ]);
    expect(splitSentences('Count to 4.5 seconds. ok? then go.')).toEqual([
      'Count to 4.5 seconds. ok? then go.',
    ]);
  });

  test('capitalise starts the sentence with a capital, after any opening mark', () => {
    expect(capitalise('how to begin')).toBe('How to begin');
    expect(capitalise('“why not?” she asked')).toBe('“Why not?” she asked');
  });
});
