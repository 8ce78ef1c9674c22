import { describe, expect, test } from 'vitest';
import {
  advanceProgress,
  initialProgress,
  mergeProgress,
  parseTransmissionProgress,
  POINTS_PER_EXCHANGE,
  stagesEarnedBy,
  TransmissionProgress,
  TRANSMISSIONS,
} from './transmissions.ts';

const at = '2026-11-21T10:00:00.000Z';

describe('the Twelve Transmissions', () => {
  test('twelve fixed transmissions, in order, three of each difficulty', () => {
    expect(TRANSMISSIONS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const level of ['beginner', 'intermediate', 'advanced', 'master']) {
      expect(TRANSMISSIONS.filter((t) => t.difficulty === level)).toHaveLength(3);
    }
    expect(new Set(TRANSMISSIONS.map((t) => t.title)).size).toBe(12);
    for (const t of TRANSMISSIONS) {
      expect(t.tibetanName && t.sanskritName && t.mantra && t.emoji).toBeTruthy();
      expect(t.description.length).toBeGreaterThan(80);
    }
  });

  test('practice advances the path: 2, 4, 6 and 8 exchanges per stage by difficulty', () => {
    let progress = initialProgress(at);
    expect(progress).toEqual({
      currentStage: 1,
      completedStages: [],
      totalPoints: 0,
      lastUpdated: at,
    });
    progress = advanceProgress(progress, POINTS_PER_EXCHANGE, at);
    expect(progress).toMatchObject({ currentStage: 1, completedStages: [], totalPoints: 10 });
    progress = advanceProgress(progress, POINTS_PER_EXCHANGE, at);
    expect(progress).toMatchObject({ currentStage: 2, completedStages: [1], totalPoints: 20 });
    // Three beginner stages (60 points), then an intermediate one takes four exchanges.
    expect(stagesEarnedBy(60)).toEqual([1, 2, 3]);
    expect(stagesEarnedBy(90)).toEqual([1, 2, 3]);
    expect(stagesEarnedBy(100)).toEqual([1, 2, 3, 4]);
    expect(stagesEarnedBy(600)).toHaveLength(12);
    const done = advanceProgress({ ...progress, totalPoints: 590 }, POINTS_PER_EXCHANGE, at);
    expect(done).toMatchObject({ currentStage: 12, totalPoints: 600 });
    expect(done.completedStages).toHaveLength(12);
  });

  test('merging two devices keeps the practice of both', () => {
    const phone = { currentStage: 3, completedStages: [1, 2], totalPoints: 40, lastUpdated: at };
    const laptop = {
      currentStage: 1,
      completedStages: [5],
      totalPoints: 10,
      lastUpdated: '2026-11-22T08:00:00.000Z',
    };
    expect(mergeProgress(phone, laptop)).toEqual({
      currentStage: 3,
      completedStages: [1, 2, 5],
      totalPoints: 40,
      lastUpdated: '2026-11-22T08:00:00.000Z',
    });
  });

  test('stored progress is validated', () => {
    const valid = { currentStage: 2, completedStages: [1], totalPoints: 20, lastUpdated: at };
    expect(TransmissionProgress.safeParse(valid).success).toBe(true);
    for (const bad of [
      { ...valid, currentStage: 0 },
      { ...valid, currentStage: 13 },
      { ...valid, completedStages: [1, 1] },
      { ...valid, completedStages: [0] },
      { ...valid, totalPoints: -1 },
      { ...valid, totalPoints: 2.5 },
      { ...valid, lastUpdated: 'yesterday' },
    ]) {
      expect(TransmissionProgress.safeParse(bad).success).toBe(false);
    }
  });
});

describe('parseTransmissionProgress (the browser reads its stored progress without zod)', () => {
  const valid = { currentStage: 3, completedStages: [1, 2], totalPoints: 70, lastUpdated: at };
  // Each field replaced by values on both sides of the schema's edges, whole objects that are not
  // progress, and extra fields (which the schema strips).
  const variants: unknown[] = [
    valid,
    initialProgress(at),
    { ...valid, extra: 'dropped' },
    null,
    undefined,
    'progress',
    42,
    [],
    [valid],
    {},
  ];
  const fieldValues: Record<string, unknown[]> = {
    currentStage: [0, 1, 12, 13, 2.5, -1, '3', null, undefined, Number.NaN, Infinity],
    completedStages: [
      [],
      [1],
      [1, 1],
      [0],
      [12],
      [13],
      [1.5],
      ['1'],
      Array.from({ length: 12 }, (_, i) => i + 1),
      Array.from({ length: 13 }, (_, i) => (i % 12) + 1),
      'stages',
      null,
      { 0: 1 },
    ],
    totalPoints: [0, -1, 1_000_000, 1_000_001, 10.5, '10', null, Number.NaN],
    lastUpdated: [
      '2026-11-21T10:00:00Z',
      '2026-11-21T10:00:00.1+02:00',
      '2026-11-21T10:00:00+2:00',
      '2026-11-21T10:00Z',
      '2026-11-21T10:00:00',
      '2026-11-21',
      '2026-02-29T10:00:00Z',
      '2024-02-29T10:00:00Z',
      '2026-13-01T10:00:00Z',
      'yesterday',
      '',
      0,
      null,
    ],
  };
  for (const [field, values] of Object.entries(fieldValues))
    for (const value of values) variants.push({ ...valid, [field]: value });

  test('agrees with the TransmissionProgress schema on every case', () => {
    for (const variant of variants) {
      const schema = TransmissionProgress.safeParse(variant);
      expect(parseTransmissionProgress(variant), JSON.stringify(variant)).toEqual(
        schema.success ? schema.data : null,
      );
    }
    // Both sides accept some and refuse some: the comparison above is not vacuous.
    const accepted = variants.filter((v) => parseTransmissionProgress(v) !== null).length;
    expect(accepted).toBeGreaterThan(8);
    expect(variants.length - accepted).toBeGreaterThan(30);
  });

  test('returns a copy that holds only the progress fields', () => {
    const stored = { ...valid, extra: 'dropped' };
    const parsed = parseTransmissionProgress(stored);
    expect(parsed).toEqual(valid);
    expect(parsed?.completedStages).not.toBe(stored.completedStages);
  });
});
