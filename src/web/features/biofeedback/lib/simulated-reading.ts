import { stressFromHrv, wellnessState, type WellnessState } from './wellness-state.ts';

/*
 * Readings for a device with no real link (SPEC §4 and §9): one every
 * SIMULATED_READING_INTERVAL_MS (5 s), heart rate 70 ± 10 bpm, HRV 20–70 ms, stress clamped to
 * 0–100 %, and the meditation and emotional states by the spec's rules.
 *
 * Drawing each reading afresh made a resting 60 bpm jump from 28 % to 94 % stress in 10 s (issue
 * 18), which no body does. So the readings follow one hidden arousal level (0 calm … 1 tense)
 * that drifts a little each tick and leans back towards a resting mean, as the autonomic system
 * does: heart rate rises with it and HRV falls with it, so a low heart rate goes with low stress.
 */
export const SIMULATED_BASE_HEART_RATE = 70;
export const SIMULATED_HEART_RATE_SPREAD = 10;
export const SIMULATED_HRV_MIN_MS = 20;
export const SIMULATED_HRV_MAX_MS = 70;
/** Where arousal settles: someone sitting still, a little under the middle of the band. */
export const SIMULATED_RESTING_AROUSAL = 0.35;
/** How far arousal may move in one reading (0–1 scale): 0.04 is 4 % stress every 5 s. */
export const SIMULATED_AROUSAL_STEP = 0.04;
/** The share of the distance to the resting level closed each reading. */
const SIMULATED_AROUSAL_PULL = 0.08;
/** Beat-to-beat jitter around the arousal level, in bpm and ms. */
const SIMULATED_HEART_RATE_JITTER = 1;
const SIMULATED_HRV_JITTER_MS = 1;
/**
 * The most stress may change between two readings: the arousal step (4 %) plus HRV jitter at
 * both ends (2 × 2 %) and rounding.
 */
export const SIMULATED_MAX_STRESS_STEP = 9;

export interface SimulatedValues extends WellnessState {
  heartRate: number;
  heartRateVariability: number;
  stressLevel: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A uniform value in [-1, 1) from a source in [0, 1). */
const signed = (random: () => number) => random() * 2 - 1;

/** The reading that goes with an arousal level; `random` adds a little jitter. */
export function valuesForArousal(arousal: number, random: () => number): SimulatedValues {
  const a = clamp(arousal, 0, 1);
  const minRate = SIMULATED_BASE_HEART_RATE - SIMULATED_HEART_RATE_SPREAD;
  const heartRate = Math.round(
    clamp(
      minRate + a * 2 * SIMULATED_HEART_RATE_SPREAD + signed(random) * SIMULATED_HEART_RATE_JITTER,
      minRate,
      SIMULATED_BASE_HEART_RATE + SIMULATED_HEART_RATE_SPREAD,
    ),
  );
  const hrv = clamp(
    SIMULATED_HRV_MAX_MS -
      a * (SIMULATED_HRV_MAX_MS - SIMULATED_HRV_MIN_MS) +
      signed(random) * SIMULATED_HRV_JITTER_MS,
    SIMULATED_HRV_MIN_MS,
    SIMULATED_HRV_MAX_MS,
  );
  const heartRateVariability = Math.round(hrv * 10) / 10;
  const stressLevel = stressFromHrv(heartRateVariability);
  return {
    heartRate,
    heartRateVariability,
    stressLevel,
    ...wellnessState(heartRateVariability, stressLevel),
  };
}

/**
 * A simulated wearable: each call of next() is the reading 5 s after the previous one.
 * `random` returns values in [0, 1) like Math.random.
 */
export class SimulatedSignal {
  private arousal: number;

  constructor(private readonly random: () => number = Math.random) {
    // Start somewhere in the resting range rather than at an extreme.
    this.arousal = SIMULATED_RESTING_AROUSAL + signed(random) * 0.15;
  }

  /** The current arousal level (0 calm … 1 tense), for tests. */
  get level(): number {
    return this.arousal;
  }

  next(): SimulatedValues {
    const pull = (SIMULATED_RESTING_AROUSAL - this.arousal) * SIMULATED_AROUSAL_PULL;
    const step = clamp(
      pull + signed(this.random) * SIMULATED_AROUSAL_STEP,
      -SIMULATED_AROUSAL_STEP,
      SIMULATED_AROUSAL_STEP,
    );
    this.arousal = clamp(this.arousal + step, 0, 1);
    return valuesForArousal(this.arousal, this.random);
  }
}
