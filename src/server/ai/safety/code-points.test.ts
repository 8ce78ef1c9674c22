import { describe, expect, test } from 'vitest';
import { CodePointSet } from './code-points.ts';

describe('CodePointSet', () => {
  test('answers as its pattern does, for BMP, astral and lone surrogate code points', () => {
    const pattern = /^\p{L}$/u;
    const letters = new CodePointSet(pattern);
    const codePoints = [
      0x41, 0x61, 0x31, 0x20, 0xe9, 0x5d0, 0x4e00, 0x1d49c, 0x1f600, 0xd800, 0xdc00,
    ];
    // Twice: the second answer is the one remembered.
    for (const round of [1, 2])
      for (const codePoint of codePoints)
        expect([round, codePoint, letters.has(codePoint)]).toEqual([
          round,
          codePoint,
          pattern.test(String.fromCodePoint(codePoint)),
        ]);
  });

  test('reads a code point as a pattern with the u flag does', () => {
    expect(CodePointSet.at('a𝒜b', 1)).toBe(0x1d49c);
    expect(CodePointSet.at('a𝒜b', 2)).toBe(0xdc9c); // the low half, alone
    expect(CodePointSet.at('\ud835', 0)).toBe(0xd835);
    expect(CodePointSet.at('\ud835x', 0)).toBe(0xd835);
    expect(CodePointSet.at('x', 0)).toBe(0x78);
  });
});
