import { describe, expect, test } from 'vitest';
import { activityFromHeartRate, stressFromHrv, wellnessState } from './wellness-state.ts';

describe('stress from HRV', () => {
  test('maps RMSSD 20 ms to 100 % and 70 ms to 0 %, linearly between, clamped outside', () => {
    expect(stressFromHrv(20)).toBe(100);
    expect(stressFromHrv(70)).toBe(0);
    expect(stressFromHrv(45)).toBe(50);
    expect(stressFromHrv(60)).toBe(20);
    expect(stressFromHrv(5)).toBe(100);
    expect(stressFromHrv(150)).toBe(0);
  });
});

describe('meditation and emotional state (SPEC §4, in order)', () => {
  test.each([
    [50, 20, 'deep', 'peaceful'],
    // HRV must be strictly above 45 and stress strictly below 30 for deep.
    [45, 20, 'focused', 'calm'],
    [50, 30, 'focused', 'calm'],
    [40, 45, 'focused', 'calm'],
    [35, 45, 'beginning', 'calm'],
    [40, 50, 'beginning', 'calm'],
    [60, 71, 'not_meditating', 'stressed'],
    [30, 70, 'beginning', 'calm'],
    [25, 90, 'not_meditating', 'stressed'],
  ] as const)('HRV %d ms and stress %d %% → %s, %s', (hrv, stress, meditation, emotion) => {
    expect(wellnessState(hrv, stress)).toEqual({
      meditationState: meditation,
      emotionalState: emotion,
    });
  });

  test('the first matching rule wins: high HRV with low stress is deep, not focused', () => {
    expect(wellnessState(70, 0).meditationState).toBe('deep');
  });
});

test('activity level from heart rate', () => {
  expect(activityFromHeartRate(65)).toBe('resting');
  expect(activityFromHeartRate(105)).toBe('light');
  expect(activityFromHeartRate(130)).toBe('moderate');
  expect(activityFromHeartRate(170)).toBe('vigorous');
});
