import { describe, expect, test } from 'vitest';
import { parseHeartRateMeasurement } from './heart-rate-measurement.ts';

const view = (...bytes: number[]) => new DataView(new Uint8Array(bytes).buffer);

// Byte sequences as heart-rate straps and watches notify them (Heart Rate Measurement, 0x2A37).
describe('parseHeartRateMeasurement', () => {
  test('8-bit heart rate, no sensor contact support, nothing else', () => {
    expect(parseHeartRateMeasurement(view(0x00, 0x48))).toEqual({
      heartRate: 72,
      sensorContact: 'not_supported',
      energyExpendedKj: null,
      rrIntervalsMs: [],
    });
  });

  test('8-bit heart rate with contact and one RR interval (a chest strap at rest)', () => {
    // flags 0x16: RR present, contact supported and detected; RR 0x041B = 1051/1024 s.
    const m = parseHeartRateMeasurement(view(0x16, 0x3c, 0x1b, 0x04));
    expect(m.heartRate).toBe(60);
    expect(m.sensorContact).toBe('contact');
    expect(m.energyExpendedKj).toBeNull();
    expect(m.rrIntervalsMs).toHaveLength(1);
    expect(m.rrIntervalsMs[0]).toBeCloseTo(1026.367, 3);
  });

  test('8-bit heart rate with several RR intervals, oldest first', () => {
    const m = parseHeartRateMeasurement(view(0x16, 0x4e, 0x20, 0x03, 0x1a, 0x03));
    expect(m.heartRate).toBe(78);
    expect(m.rrIntervalsMs).toEqual([781.25, (794 / 1024) * 1000]);
  });

  test('16-bit heart rate, little-endian', () => {
    expect(parseHeartRateMeasurement(view(0x01, 0xb4, 0x00)).heartRate).toBe(180);
    expect(parseHeartRateMeasurement(view(0x01, 0x2c, 0x01)).heartRate).toBe(300);
  });

  test('16-bit heart rate with energy expended and an RR interval: the energy field comes first', () => {
    // flags 0x19: 16-bit HR, energy present, RR present; 140 bpm, 10000 kJ, RR 1024/1024 s.
    expect(parseHeartRateMeasurement(view(0x19, 0x8c, 0x00, 0x10, 0x27, 0x00, 0x04))).toEqual({
      heartRate: 140,
      sensorContact: 'not_supported',
      energyExpendedKj: 10_000,
      rrIntervalsMs: [1000],
    });
  });

  test('8-bit heart rate with energy expended and no RR intervals', () => {
    const m = parseHeartRateMeasurement(view(0x08, 0x50, 0xe8, 0x03));
    expect(m).toMatchObject({ heartRate: 80, energyExpendedKj: 1000, rrIntervalsMs: [] });
  });

  test('contact supported but not detected (strap off the skin)', () => {
    expect(parseHeartRateMeasurement(view(0x04, 0x00)).sensorContact).toBe('no_contact');
    // Bit 1 alone (without the "supported" bit 2) means contact is not supported.
    expect(parseHeartRateMeasurement(view(0x02, 0x40)).sensorContact).toBe('not_supported');
  });

  test('a trailing odd byte after the RR intervals is ignored', () => {
    expect(parseHeartRateMeasurement(view(0x10, 0x40, 0x00, 0x04, 0x01)).rrIntervalsMs).toEqual([
      1000,
    ]);
  });

  test('values shorter than their flags promise are rejected', () => {
    expect(() => parseHeartRateMeasurement(view(0x00))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(view(0x01, 0x40))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(view(0x08, 0x40, 0x01))).toThrow(RangeError);
  });
});
