import { describe, expect, test } from 'vitest';
import { parseLightMarkdown, parseSpans } from './light-markdown.ts';

describe('parseLightMarkdown', () => {
  test('paragraphs split on blank lines; lines inside one stay together', () => {
    expect(parseLightMarkdown('One\ntwo\n\nThree')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'two' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Three' }]] },
    ]);
  });

  test("'-' and '1.' lists, headings, and a continuation line joins its item", () => {
    const blocks = parseLightMarkdown(
      '## Symbols\n- river\n  flowing east\n- door\n\n1. Rest\n2. Breathe',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'list', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'list',
      ordered: false,
      items: [
        [
          { kind: 'text', text: 'river' },
          { kind: 'text', text: ' ' },
          { kind: 'text', text: 'flowing east' },
        ],
        [{ kind: 'text', text: 'door' }],
      ],
    });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true });
  });

  test('items apart by blank lines make one list; a paragraph ends it', () => {
    const blocks = parseLightMarkdown('**Symbols**\n\n- river\n\n- bird\n\nAfter\n\n- again');
    expect(blocks.map((b) => (b.kind === 'list' ? b.items.length : b.kind))).toEqual([
      'paragraph',
      2,
      'paragraph',
      1,
    ]);
  });

  test('bold and italic; anything else stays literal text', () => {
    expect(parseSpans('**Earth** and *water* <b>x</b> [link](http://x)')).toEqual([
      { kind: 'strong', text: 'Earth' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'water' },
      { kind: 'text', text: ' <b>x</b> [link](http://x)' },
    ]);
  });
});
