import { describe, expect, test } from 'vitest';
import { findBadText } from './text-guard.ts';

describe('text no database keeps', () => {
  test('NUL and unpaired surrogates are found in values and keys, at any depth, with their path', () => {
    expect(findBadText({ name: 'Tara', tags: ['calm', 'a\u0000b'] })).toEqual({
      field: 'tags.1',
      problem: expect.stringMatching(/NUL/),
    });
    expect(findBadText({ a: { 'b\ud800': 1 } })).toEqual({
      field: 'a.b\\ud800',
      problem: expect.stringMatching(/^name .*surrogate/),
    });
    expect(findBadText('\udc00')).toEqual({
      field: '',
      problem: expect.stringMatching(/surrogate/),
    });
    expect(findBadText({ emoji: '👩‍👩‍👧 💥', text: 'é\u2028\u202e' })).toBeNull();
    expect(findBadText(Buffer.from([0, 0xd8]))).toBeNull();
  });

  test('a body nested 100,000 levels deep is walked without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}"\\u0000"${'}'.repeat(100_000)}`) as unknown;
    expect(findBadText(deep)?.problem).toMatch(/NUL/);
  });
});
