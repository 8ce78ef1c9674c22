import { describe, expect, test } from 'vitest';
import { speechSegments } from './speech-segments.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the pieces a reply is spoken in', () => {
  test('a short reply is one piece', () => {
    expect(speechSegments('Slowly. The fire grows from a spark.')).toEqual([
      'Slowly. The fire grows from a spark.',
    ]);
  });

  test('a long reply: a short first piece (cut at a comma), then larger ones, every word kept in order', () => {
    const text = `Let us begin where every practice begins, with the body at rest. ${'Feel the warmth gather below the navel, slowly and gently. '.repeat(30)}`;
    const pieces = speechSegments(text);
    expect(pieces[0]).toBe('Let us begin where every practice begins,');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces.slice(1)) expect(piece.length).toBeLessThanOrEqual(600);
    expect(words(pieces.join(' '))).toEqual(words(text));
  });

  test('a mark inside a word or number does not end a sentence; text without any is cut at words', () => {
    expect(speechSegments('It costs 3.5 dollars, and a little more besides. Really? Yes!')).toEqual(
      ['It costs 3.5 dollars, and a little more besides.', 'Really? Yes!'],
    );
    const run = 'breathe '.repeat(200).trim();
    const pieces = speechSegments(run);
    expect(pieces.every((piece) => !piece.startsWith(' ') && piece.length <= 600)).toBe(true);
    expect(words(pieces.join(' '))).toEqual(words(run));
  });
});
