import { describe, expect, test } from 'vitest';
import { judgeReply, type QualityCase } from './checks.ts';

const item: QualityCase = {
  module: 'm',
  intent: 'long',
  question: 'How long should I hold tree pose?',
};
const good = [
  'You want to know how long to hold tree pose.',
  'Tree pose trains balance. Hold it for five slow breaths on each side.',
  'What do you notice in your standing foot?',
].join('\n\n');

describe('the offline guide quality checks', () => {
  test('a good reply passes every check', () => {
    expect(judgeReply(good, item)).toEqual([]);
  });

  test('each fault is caught and named', () => {
    const faults = (reply: string, asked = item) =>
      judgeReply(reply, asked).map((f) => f.split(':')[0]);
    expect(
      faults(
        good.replace(
          'Tree pose trains balance. Hold it for five slow breaths on each side.',
          'Sit quietly and rest for five breaths.',
        ),
      ),
    ).toContain('topicalOverlap');
    expect(faults(good.replace('for five slow breaths', 'for a while'))).toContain('answersDose');
    expect(faults(good, { ...item, intent: 'often' })).toContain('answersDose');
    expect(
      faults(good.replace('trains balance.', 'trains balance. Tree pose trains balance.')),
    ).toContain('noRepeatedSentence');
    expect(faults(good.replace('on each side.', 'on each'))).toContain('noCutSentence');
    expect(
      faults(good.replace('Tree pose trains', 'never remember the left leg. Tree pose trains')),
    ).toContain('noCutSentence');
    expect(faults(good.replace('Tree pose trains', 'Then i rest. Tree pose trains'))).toContain(
      'noCutSentence',
    );
    expect(faults(good.replace('on each side.', 'on each side…'))).toContain('noCutSentence');
    expect(faults(good.replace('trains balance.', 'trains balance (and focus.'))).toContain(
      'balancedMarks',
    );
    expect(faults(good.replace('trains balance.', 'trains “balance.'))).toContain('balancedMarks');
    expect(
      faults(good.replace('What do you notice in your standing foot?', 'Good luck.')),
    ).toContain('reflectiveClosing');
    expect(faults(good.replace('What do you notice', 'Drop it. What do you notice'))).toContain(
      'reflectiveClosing',
    );
  });
});
