import { describe, expect, test } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('one byte range of a stored clip (RFC 9110)', () => {
  test.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'part', start: 100, end: 999 }],
    ['bytes=-50', { kind: 'part', start: 950, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-2000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Not a single well-formed byte range: ignored, the whole clip.
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-5', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('%s of 1000 bytes', (header, answer) => {
    expect(byteRange(header, 1000)).toEqual(answer);
  });
});
