import { describe, expect, test } from 'vitest';
import { simulateValues } from './simulated-reading.ts';
import { wellnessState } from './wellness-state.ts';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('simulated readings (SPEC §4, §9)', () => {
  test('heart rate is 70 ± 10, HRV 20–70 ms, stress 0–100 %, at the extremes of the random source', () => {
    const low = simulateValues(sequence(0, 0, 0));
    expect(low.heartRate).toBe(60);
    expect(low.heartRateVariability).toBe(20);
    expect(low.stressLevel).toBe(85); // 100 from HRV 20, minus the full noise of 15

    const high = simulateValues(sequence(0.999999, 0.999999, 0.999999));
    expect(high.heartRate).toBe(80);
    expect(high.heartRateVariability).toBe(70);
    expect(high.stressLevel).toBe(15);
  });

  test('stress is clamped to 0–100', () => {
    // HRV 20 gives 100, plus noise +15 would be 115.
    expect(simulateValues(sequence(0.5, 0, 0.999999)).stressLevel).toBe(100);
    // HRV 70 gives 0, minus 15 would be -15.
    expect(simulateValues(sequence(0.5, 0.999999, 0)).stressLevel).toBe(0);
  });

  test('every reading carries the states the spec rules give for its HRV and stress', () => {
    for (let i = 0; i < 500; i++) {
      const reading = simulateValues();
      expect(reading.heartRate).toBeGreaterThanOrEqual(60);
      expect(reading.heartRate).toBeLessThanOrEqual(80);
      expect(reading.heartRateVariability).toBeGreaterThanOrEqual(20);
      expect(reading.heartRateVariability).toBeLessThanOrEqual(70);
      expect(reading.stressLevel).toBeGreaterThanOrEqual(0);
      expect(reading.stressLevel).toBeLessThanOrEqual(100);
      expect(Number.isInteger(reading.stressLevel)).toBe(true);
      expect(reading).toMatchObject(
        wellnessState(reading.heartRateVariability, reading.stressLevel),
      );
    }
  });
});
