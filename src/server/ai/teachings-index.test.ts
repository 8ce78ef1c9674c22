import { describe, expect, test } from 'vitest';
import { indexPerContentVersion, questionQuery, TeachingsIndex, terms } from './teachings-index.ts';

const markdown = `# Teacher

## Sleep

Before sleep, try this.

1. Feel the feet.
2. Feel the legs.

Rest is a practice. Are you tired?`;

describe('the teachings index', () => {
  test('cuts each passage into sentences and marks step lists and the lines that lead into them', () => {
    const [leadIn, list, rest] = new TeachingsIndex(markdown).passages;
    expect(leadIn).toMatchObject({ isList: false, leadsIntoList: true, section: 1 });
    expect(list).toMatchObject({ isList: true, leadsIntoList: false });
    expect(rest).toMatchObject({
      sentences: ['Rest is a practice.', 'Are you tired?'],
      isList: false,
      leadsIntoList: false,
    });
  });

  test('a question’s query drops the words that only ask for a kind of answer', () => {
    const query = questionQuery('what do you think about sleep?');
    expect([...query.keys()]).toEqual(terms('sleep'));
  });

  test('a question about safety also asks for the teachings’ cautions', () => {
    const query = questionQuery('is breath retention safe when pregnant?');
    for (const t of terms('caution avoid risk warning')) expect(query.get(t)).toBe(0.8);
    expect(questionQuery('how do I breathe?').has(terms('caution')[0] ?? '')).toBe(false);
  });

  test('an earlier question’s terms come at their own weight, the question’s own add one', () => {
    const query = questionQuery('and sleep?', { question: 'anger and sleep', weight: 0.4 });
    expect(Object.fromEntries(query)).toEqual({
      [terms('anger')[0] ?? '']: 0.4,
      [terms('sleep')[0] ?? '']: 1.4,
    });
  });

  test('a module’s index is built once per content version', () => {
    const indexFor = indexPerContentVersion(
      (_module: { id: string; contentHash: string }) => markdown,
    );
    const v1 = indexFor({ id: 'm', contentHash: 'v1' });
    expect(indexFor({ id: 'm', contentHash: 'v1' })).toBe(v1);
    expect(indexFor({ id: 'm', contentHash: 'v2' })).not.toBe(v1);
  });
});
