import { describe, expect, test } from 'vitest';
import { HRV_MIN_INTERVALS, RrWindow, rmssd } from './hrv.ts';

describe('rmssd', () => {
  test('is the root mean square of successive differences', () => {
    // Differences 10, -20, 15: sqrt((100 + 400 + 225) / 3).
    expect(rmssd([800, 810, 790, 805])).toBeCloseTo(Math.sqrt(725 / 3), 10);
  });

  test('a perfectly regular rhythm has no variability; one interval has none to measure', () => {
    expect(rmssd([1000, 1000, 1000])).toBe(0);
    expect(rmssd([1000])).toBeNull();
    expect(rmssd([])).toBeNull();
  });
});

describe('RrWindow', () => {
  test('gives no HRV until enough beats have arrived, then RMSSD rounded to 0.1 ms', () => {
    const window = new RrWindow();
    window.add([800, 810, 790, 805]);
    expect(HRV_MIN_INTERVALS).toBe(5);
    expect(window.hrv()).toBeNull();
    window.add([815]);
    // Differences 10, -20, 15, 10.
    expect(window.hrv()).toBe(Math.round(Math.sqrt(825 / 4) * 10) / 10);
  });

  test('slides: only the last minute of beats counts', () => {
    const window = new RrWindow(60_000, 2);
    // Two minutes of very irregular beats, then a minute of steady ones.
    for (let i = 0; i < 120; i++) window.add([i % 2 ? 700 : 1300]);
    expect(window.hrv()).toBe(600);
    for (let i = 0; i < 60; i++) window.add([1000]);
    expect(window.size).toBe(60);
    expect(window.hrv()).toBe(0);
  });

  test('an artefact restarts the window, so no difference spans a missing beat', () => {
    const window = new RrWindow(60_000, 2);
    window.add([800, 900]);
    expect(window.hrv()).toBe(100);
    window.add([150]);
    expect(window.size).toBe(0);
    window.add([1000, 1010, 2500, 990, 1000]);
    expect(window.hrv()).toBe(10);
  });
});
