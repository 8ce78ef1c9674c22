import {
  HRV_MAX_MS,
  STRESS_MAX,
  STRESS_MIN,
  type ActivityLevel,
  type EmotionalState,
  type MeditationState,
} from '../../../../contracts/biofeedback.ts';

/*
 * Stress from HRV. Low RMSSD goes with sympathetic (fight-or-flight) dominance, high RMSSD with
 * rest. We map linearly between two anchors, the band SPEC §9 simulates (HRV 20–70 ms):
 *
 *   RMSSD ≤ 20 ms → stress 100 %      RMSSD ≥ 70 ms → stress 0 %
 *   in between:     stress = (70 − RMSSD) / (70 − 20) × 100, rounded
 *
 * It is a wellness signal for practice, not a clinical measure (the page says so).
 */
export const STRESS_HRV_HIGH_MS = 20;
export const STRESS_HRV_LOW_MS = 70;

export function clampStress(value: number): number {
  return Math.min(STRESS_MAX, Math.max(STRESS_MIN, Math.round(value)));
}

/** Stress % (0–100) for an RMSSD in ms. */
export function stressFromHrv(rmssdMs: number): number {
  const hrv = Math.min(HRV_MAX_MS, Math.max(0, rmssdMs));
  return clampStress(
    ((STRESS_HRV_LOW_MS - hrv) / (STRESS_HRV_LOW_MS - STRESS_HRV_HIGH_MS)) * STRESS_MAX,
  );
}

export interface WellnessState {
  meditationState: MeditationState;
  emotionalState: EmotionalState;
}

/**
 * SPEC §4, applied in the spec's order (the first rule that holds wins):
 *   1. HRV > 45 and stress < 30  → deep, peaceful
 *   2. HRV > 35 and stress < 50  → focused, calm
 *   3. stress > 70               → not_meditating, stressed
 *   4. otherwise                 → beginning, calm
 */
export function wellnessState(hrvMs: number, stress: number): WellnessState {
  if (hrvMs > 45 && stress < 30) return { meditationState: 'deep', emotionalState: 'peaceful' };
  if (hrvMs > 35 && stress < 50) return { meditationState: 'focused', emotionalState: 'calm' };
  if (stress > 70) return { meditationState: 'not_meditating', emotionalState: 'stressed' };
  return { meditationState: 'beginning', emotionalState: 'calm' };
}

/** A rough activity level from heart rate alone (no accelerometer over the heart-rate service). */
export function activityFromHeartRate(bpm: number): ActivityLevel {
  if (bpm < 100) return 'resting';
  if (bpm < 120) return 'light';
  if (bpm < 150) return 'moderate';
  return 'vigorous';
}
