import { describe, expect, test } from 'vitest';
import {
  advanceProgress,
  initialProgress,
  mergeProgress,
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
