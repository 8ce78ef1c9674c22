import { describe, expect, test } from 'vitest';
import {
  SIMULATED_MAX_STRESS_STEP,
  SimulatedSignal,
  valuesForArousal,
  type SimulatedValues,
} from './simulated-reading.ts';
import { wellnessState } from './wellness-state.ts';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

/** A seeded generator (mulberry32), so a failing run can be repeated. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function run(seed: number, count: number): SimulatedValues[] {
  const signal = new SimulatedSignal(seeded(seed));
  return Array.from({ length: count }, () => signal.next());
}

describe('simulated readings (SPEC §4, §9)', () => {
  test('heart rate is 70 ± 10, HRV 20–70 ms, stress 0–100 %, at the extremes of arousal', () => {
    const calm = valuesForArousal(0, sequence(0.5));
    expect(calm).toMatchObject({ heartRate: 60, heartRateVariability: 70, stressLevel: 0 });
    const tense = valuesForArousal(1, sequence(0.5));
    expect(tense).toMatchObject({ heartRate: 80, heartRateVariability: 20, stressLevel: 100 });
    // Jitter never leaves the band.
    expect(valuesForArousal(0, sequence(0)).heartRate).toBe(60);
    expect(valuesForArousal(1, sequence(0.999999)).heartRate).toBe(80);
    expect(valuesForArousal(1, sequence(0)).heartRateVariability).toBe(20);
    expect(valuesForArousal(0, sequence(0.999999)).heartRateVariability).toBe(70);
  });

  test('a low heart rate goes with low stress: never 94 % at a resting 60 bpm', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const reading of run(seed, 500)) {
        if (reading.heartRate <= 62) expect(reading.stressLevel).toBeLessThan(30);
        if (reading.stressLevel >= 70) expect(reading.heartRate).toBeGreaterThanOrEqual(73);
      }
    }
  });

  test('stress changes smoothly: at most a few percent from one reading to the next', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const readings = run(seed, 500);
      for (let i = 1; i < readings.length; i++) {
        const step = Math.abs(readings[i]!.stressLevel - readings[i - 1]!.stressLevel);
        expect(step).toBeLessThanOrEqual(SIMULATED_MAX_STRESS_STEP);
        const rate = Math.abs(readings[i]!.heartRate - readings[i - 1]!.heartRate);
        expect(rate).toBeLessThanOrEqual(3);
      }
    }
  });

  test('even the worst luck cannot climb from 28 % to 94 % in 10 s', () => {
    // Every draw pushes arousal up as hard as it can.
    const signal = new SimulatedSignal(sequence(0.999999));
    const first = signal.next();
    const third = (signal.next(), signal.next());
    expect(third.stressLevel - first.stressLevel).toBeLessThanOrEqual(
      2 * SIMULATED_MAX_STRESS_STEP,
    );
  });

  test('it settles around a resting level rather than drifting to an extreme', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const readings = run(seed, 2000);
      const mean = readings.reduce((sum, r) => sum + r.stressLevel, 0) / readings.length;
      expect(mean).toBeGreaterThan(15);
      expect(mean).toBeLessThan(55);
    }
  });

  test('every reading carries the states the spec rules give for its HRV and stress', () => {
    const signal = new SimulatedSignal();
    for (let i = 0; i < 500; i++) {
      const reading = signal.next();
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
