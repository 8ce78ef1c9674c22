/**
 * The Bluetooth SIG Heart Rate Measurement characteristic (0x2A37), as a heart-rate strap or
 * watch notifies it. Layout, little-endian:
 *
 *   flags (uint8)
 *     bit 0     heart-rate value format: 0 = uint8, 1 = uint16
 *     bits 1-2  sensor contact: 0b0x not supported, 0b10 supported but no contact, 0b11 contact
 *     bit 3     energy expended present: uint16, kilojoules
 *     bit 4     RR intervals present: the rest of the value, uint16 each, in 1/1024 s
 *   heart rate (uint8 or uint16)
 *   energy expended (uint16, when bit 3)
 *   RR intervals (uint16 × n, when bit 4)
 */

export type SensorContact = 'not_supported' | 'no_contact' | 'contact';

export interface HeartRateMeasurement {
  /** Beats per minute. */
  heartRate: number;
  sensorContact: SensorContact;
  /** Kilojoules since the sensor was last reset, when the sensor reports it. */
  energyExpendedKj: number | null;
  /** Beat-to-beat intervals in milliseconds, oldest first (empty when not sent). */
  rrIntervalsMs: number[];
}

const HR_UINT16 = 0x01;
const CONTACT_SUPPORTED = 0x04;
const CONTACT_DETECTED = 0x02;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

/** RR intervals arrive in 1/1024 s units. */
export const RR_UNITS_PER_SECOND = 1024;

/**
 * Decode one notification value. Throws a RangeError when the value is shorter than its flags
 * promise; a trailing odd byte in the RR list is ignored.
 */
export function parseHeartRateMeasurement(value: DataView): HeartRateMeasurement {
  if (value.byteLength < 2) throw new RangeError('Heart rate measurement is too short');
  const flags = value.getUint8(0);
  let offset = 1;

  let heartRate: number;
  if (flags & HR_UINT16) {
    if (value.byteLength < offset + 2) throw new RangeError('Missing 16-bit heart rate');
    heartRate = value.getUint16(offset, true);
    offset += 2;
  } else {
    heartRate = value.getUint8(offset);
    offset += 1;
  }

  const sensorContact: SensorContact = !(flags & CONTACT_SUPPORTED)
    ? 'not_supported'
    : flags & CONTACT_DETECTED
      ? 'contact'
      : 'no_contact';

  let energyExpendedKj: number | null = null;
  if (flags & ENERGY_PRESENT) {
    if (value.byteLength < offset + 2) throw new RangeError('Missing energy expended');
    energyExpendedKj = value.getUint16(offset, true);
    offset += 2;
  }

  const rrIntervalsMs: number[] = [];
  if (flags & RR_PRESENT) {
    for (; offset + 1 < value.byteLength; offset += 2) {
      rrIntervalsMs.push((value.getUint16(offset, true) / RR_UNITS_PER_SECOND) * 1000);
    }
  }

  return { heartRate, sensorContact, energyExpendedKj, rrIntervalsMs };
}
