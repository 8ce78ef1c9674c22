import { clampStress, stressFromHrv, wellnessState, type WellnessState } from './wellness-state.ts';

/*
 * Readings for a device with no real link (SPEC §4 and §9): one every
 * SIMULATED_READING_INTERVAL_MS (5 s), heart rate 70 ± 10 bpm, HRV 20–70 ms, stress clamped to
 * 0–100 %, and the meditation and emotional states by the spec's rules.
 */
export const SIMULATED_BASE_HEART_RATE = 70;
export const SIMULATED_HEART_RATE_SPREAD = 10;
export const SIMULATED_HRV_MIN_MS = 20;
export const SIMULATED_HRV_MAX_MS = 70;
/** Stress follows HRV (see stressFromHrv) give or take this much, so states vary naturally. */
export const SIMULATED_STRESS_NOISE = 15;

export interface SimulatedValues extends WellnessState {
  heartRate: number;
  heartRateVariability: number;
  stressLevel: number;
}

/** One simulated reading; `random` returns values in [0, 1) like Math.random. */
export function simulateValues(random: () => number = Math.random): SimulatedValues {
  const heartRate = Math.round(
    SIMULATED_BASE_HEART_RATE + (random() * 2 - 1) * SIMULATED_HEART_RATE_SPREAD,
  );
  const heartRateVariability =
    Math.round(
      (SIMULATED_HRV_MIN_MS + random() * (SIMULATED_HRV_MAX_MS - SIMULATED_HRV_MIN_MS)) * 10,
    ) / 10;
  const noise = (random() * 2 - 1) * SIMULATED_STRESS_NOISE;
  const stressLevel = clampStress(stressFromHrv(heartRateVariability) + noise);
  return {
    heartRate,
    heartRateVariability,
    stressLevel,
    ...wellnessState(heartRateVariability, stressLevel),
  };
}
