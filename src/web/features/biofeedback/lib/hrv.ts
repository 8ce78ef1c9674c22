/*
 * Heart-rate variability as RMSSD: the root mean square of successive differences between
 * beat-to-beat (RR) intervals, the standard short-term measure of parasympathetic activity
 * (Task Force of the ESC and NASPE, Circulation 1996; ultra-short windows: Shaffer & Ginsberg 2017).
 */

/** Intervals outside 300–2000 ms (200–30 bpm) are artefacts of a slipping strap, not beats. */
export const RR_MIN_MS = 300;
export const RR_MAX_MS = 2000;
/** The sliding window: the most recent minute of beats. */
export const HRV_WINDOW_MS = 60_000;
/** Fewer beats than this give no HRV: a handful of differences is noise, not variability. */
export const HRV_MIN_INTERVALS = 5;

/** RMSSD in ms of consecutive intervals (ms); null with fewer than two intervals. */
export function rmssd(intervalsMs: readonly number[]): number | null {
  if (intervalsMs.length < 2) return null;
  let sumSquares = 0;
  for (let i = 1; i < intervalsMs.length; i++) {
    const diff = (intervalsMs[i] ?? 0) - (intervalsMs[i - 1] ?? 0);
    sumSquares += diff * diff;
  }
  return Math.sqrt(sumSquares / (intervalsMs.length - 1));
}

/**
 * The last HRV_WINDOW_MS of RR intervals, as a strap sends them. Artefacts are dropped, and the
 * window restarts after a dropped interval so no difference spans a missing beat.
 */
export class RrWindow {
  private intervals: number[] = [];

  constructor(
    private readonly windowMs = HRV_WINDOW_MS,
    private readonly minIntervals = HRV_MIN_INTERVALS,
  ) {}

  add(intervalsMs: readonly number[]): void {
    for (const interval of intervalsMs) {
      if (interval < RR_MIN_MS || interval > RR_MAX_MS) {
        this.intervals = [];
        continue;
      }
      this.intervals.push(interval);
    }
    let total = this.intervals.reduce((sum, interval) => sum + interval, 0);
    while (total > this.windowMs && this.intervals.length > 0) {
      total -= this.intervals.shift() ?? 0;
    }
  }

  /** RMSSD over the window in ms (one decimal), or null until enough beats have arrived. */
  hrv(): number | null {
    if (this.intervals.length < this.minIntervals) return null;
    const value = rmssd(this.intervals);
    return value === null ? null : Math.round(value * 10) / 10;
  }

  get size(): number {
    return this.intervals.length;
  }

  clear(): void {
    this.intervals = [];
  }
}
