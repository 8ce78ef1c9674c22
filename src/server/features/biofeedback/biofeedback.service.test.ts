import { describe, expect, test } from 'vitest';
import type { HourBucket } from './biofeedback.repository.ts';
import {
  decodeCursor,
  encodeCursor,
  summariseBuckets,
  summaryWindowStart,
} from './biofeedback.service.ts';

const bucket = (hour: string, overrides: Partial<HourBucket> = {}): HourBucket => ({
  hour,
  readings: 1,
  heartRateSum: 70,
  hrvSum: 40,
  hrvCount: 1,
  stressSum: 30,
  stressCount: 1,
  meditationSessions: 0,
  ...overrides,
});

describe('the summary window and its days', () => {
  test('seven days start at local midnight six days before today', () => {
    const now = new Date('2026-11-21T15:00:00.000Z');
    expect(summaryWindowStart(now, 7, 0).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    // UTC-8: it is 07:00 on the 21st there, so local midnight of the 15th is 08:00 UTC.
    expect(summaryWindowStart(now, 7, -480).toISOString()).toBe('2026-11-15T08:00:00.000Z');
    // UTC+10: it is already 01:00 on the 22nd there.
    expect(summaryWindowStart(now, 1, 600).toISOString()).toBe('2026-11-21T14:00:00.000Z');
  });

  test('averages are sums over counts across hours, not averages of averages', () => {
    const since = new Date('2026-11-15T00:00:00.000Z');
    const summary = summariseBuckets(
      [
        bucket('2026-11-15T09', { readings: 3, heartRateSum: 180, hrvSum: 0, hrvCount: 0 }),
        bucket('2026-11-21T10', {
          readings: 1,
          heartRateSum: 100,
          stressSum: 90,
          stressCount: 1,
          meditationSessions: 1,
        }),
      ],
      { since, days: 7, utcOffsetMinutes: 0 },
    );
    expect(summary.readings).toBe(4);
    expect(summary.averageHeartRate).toBe(70); // 280 / 4, not (60 + 100) / 2
    expect(summary.averageHeartRateVariability).toBe(40);
    expect(summary.averageStress).toBe(60);
    expect(summary.meditationSessions).toBe(1);
    expect(summary.daily.map((d) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(summary.daily[0]).toEqual({
      date: '2026-11-15',
      readings: 3,
      averageHeartRate: 60,
      averageHeartRateVariability: null,
      averageStress: 30,
    });
    expect(summary.daily[3]).toMatchObject({ readings: 0, averageHeartRate: null });
  });

  test("hours land on the person's local day", () => {
    // UTC-8: 03:00 UTC on the 21st is 19:00 on the 20th.
    const since = summaryWindowStart(new Date('2026-11-21T20:00:00.000Z'), 2, -480);
    const summary = summariseBuckets([bucket('2026-11-21T03')], {
      since,
      days: 2,
      utcOffsetMinutes: -480,
    });
    expect(summary.daily).toEqual([
      expect.objectContaining({ date: '2026-11-20', readings: 1 }),
      expect.objectContaining({ date: '2026-11-21', readings: 0 }),
    ]);
  });

  test('an empty window has no averages', () => {
    const summary = summariseBuckets([], {
      since: new Date('2026-11-21T00:00:00.000Z'),
      days: 1,
      utcOffsetMinutes: 0,
    });
    expect(summary).toMatchObject({
      readings: 0,
      averageHeartRate: null,
      averageStress: null,
      meditationSessions: 0,
    });
  });
});

describe('reading cursors', () => {
  test('a cursor round-trips; anything else is a 400 naming before', () => {
    const at = {
      recordedAt: '2026-11-21T10:00:00.000Z',
      id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    };
    expect(decodeCursor(encodeCursor(at))).toEqual(at);
    for (const bad of ['x', encodeCursor({ recordedAt: 'soon', id: at.id }), '']) {
      expect(() => decodeCursor(bad)).toThrow(/'before'/);
    }
  });
});
