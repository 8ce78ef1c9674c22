import { describe, expect, test } from 'vitest';
import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { formatMilestoneDate, milestonesPerWeek, summarizeTimeline } from './timeline-stats.ts';

function milestone(overrides: Partial<ProgressEntry> & { id: string }): ProgressEntry {
  return {
    title: `Milestone ${overrides.id}`,
    description: null,
    category: 'practice',
    significance: 'normal',
    achievedAt: '2026-03-05T12:00:00.000Z',
    awarenessLevel: null,
    insightDepth: null,
    ...overrides,
  };
}

describe('summarizeTimeline', () => {
  test('counts entries, breakthroughs (breakthrough or major) and each category', () => {
    const summary = summarizeTimeline([
      milestone({ id: '1', significance: 'breakthrough', category: 'liberation' }),
      milestone({ id: '2', significance: 'major', category: 'wisdom' }),
      milestone({ id: '3', significance: 'normal', category: 'wisdom' }),
      milestone({ id: '4', significance: 'minor', category: 'awareness' }),
    ]);
    expect(summary.total).toBe(4);
    expect(summary.breakthroughs).toBe(2);
    expect(summary.byCategory).toEqual({
      wisdom: 2,
      compassion: 0,
      awareness: 1,
      liberation: 1,
      practice: 0,
    });
  });

  test("Current Level is the first awarenessLevel found, else 'beginning'", () => {
    expect(
      summarizeTimeline([
        milestone({ id: '1', awarenessLevel: null }),
        milestone({ id: '2', awarenessLevel: 'awakening' }),
        milestone({ id: '3', awarenessLevel: 'developing' }),
      ]).currentLevel,
    ).toBe('awakening');
    expect(summarizeTimeline([milestone({ id: '1' })]).currentLevel).toBe('beginning');
    expect(summarizeTimeline([]).currentLevel).toBe('beginning');
  });
});

describe('formatMilestoneDate', () => {
  test("reads like 'Mar 5', or 'Unknown' when the date cannot be read", () => {
    expect(formatMilestoneDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5');
    expect(formatMilestoneDate('2025-12-24T12:00:00.000Z')).toBe('Dec 24');
    expect(formatMilestoneDate('not a date')).toBe('Unknown');
    expect(formatMilestoneDate('')).toBe('Unknown');
    expect(formatMilestoneDate(null)).toBe('Unknown');
  });
});

describe('milestonesPerWeek', () => {
  // A Thursday; its week starts on Monday March 2.
  const now = new Date(2026, 2, 5, 12);

  test('counts per week from Monday, ending with this week, at least four weeks', () => {
    const weeks = milestonesPerWeek(
      [
        milestone({ id: '1', achievedAt: new Date(2026, 2, 2, 9).toISOString() }),
        milestone({ id: '2', achievedAt: new Date(2026, 2, 4, 9).toISOString() }),
        milestone({ id: '3', achievedAt: new Date(2026, 1, 20, 9).toISOString() }),
        milestone({ id: '4', achievedAt: 'garbage' }),
      ],
      now,
    );
    expect(weeks.map((w) => [w.label, w.count])).toEqual([
      ['Feb 9', 0],
      ['Feb 16', 1],
      ['Feb 23', 0],
      ['Mar 2', 2],
    ]);
  });

  test('a long history shows the most recent twelve weeks', () => {
    const weeks = milestonesPerWeek(
      [milestone({ id: '1', achievedAt: new Date(2025, 5, 1).toISOString() })],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.label).toBe('Mar 2');
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(0);
  });
});
