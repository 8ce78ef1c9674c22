import { sql } from 'kysely';
import {
  ACTIVITY_LEVELS,
  DEVICE_CAPABILITIES,
  DEVICE_TYPES,
  EMOTIONAL_STATES,
  MEDITATION_STATES,
  type BiofeedbackDevice,
  type BiofeedbackReading,
  type DeviceCapability,
} from '../../../contracts/biofeedback.ts';
import type { Db } from '../../db/database.ts';
import type { BiofeedbackDevicesTable, BiofeedbackReadingsTable } from '../../db/schema.ts';

/** Stored text back to one of the contract's values; anything unexpected becomes `fallback`. */
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T;
function oneOf<T extends string>(
  values: readonly T[],
  value: string | null,
  fallback: null,
): T | null;
function oneOf<T extends string>(
  values: readonly T[],
  value: string | null,
  fallback: T | null,
): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function toDevice(row: BiofeedbackDevicesTable): BiofeedbackDevice {
  return {
    deviceId: row.device_id,
    deviceName: row.device_name,
    deviceType: oneOf(DEVICE_TYPES, row.device_type, 'unknown'),
    isConnected: row.is_connected === 1,
    capabilities: row.capabilities
      .split(',')
      .filter((c): c is DeviceCapability => (DEVICE_CAPABILITIES as readonly string[]).includes(c)),
    batteryLevel: row.battery_level === null ? null : Number(row.battery_level),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toReading(row: BiofeedbackReadingsTable): BiofeedbackReading {
  return {
    id: row.id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    deviceType: oneOf(DEVICE_TYPES, row.device_type, 'unknown'),
    heartRate: Number(row.heart_rate),
    heartRateVariability:
      row.heart_rate_variability === null ? null : Number(row.heart_rate_variability),
    stressLevel: row.stress_level === null ? null : Number(row.stress_level),
    meditationState: oneOf(MEDITATION_STATES, row.meditation_state, null),
    emotionalState: oneOf(EMOTIONAL_STATES, row.emotional_state, null),
    activityLevel: oneOf(ACTIVITY_LEVELS, row.activity_level, null),
    recordedAt: row.recorded_at,
  };
}

export interface DeviceInput {
  deviceId: string;
  deviceName: string;
  deviceType: string;
  isConnected: boolean;
  capabilities: readonly string[];
  /** undefined keeps the stored level; null says it is unknown. */
  batteryLevel: number | null | undefined;
}

export async function findDevice(
  db: Db,
  userId: string,
  deviceId: string,
): Promise<BiofeedbackDevice | undefined> {
  const row = await db
    .selectFrom('biofeedback_devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row ? toDevice(row) : undefined;
}

export async function countDevices(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('biofeedback_devices')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Insert the account's device, or update it in place (one statement, safe under concurrency). */
export async function upsertDevice(
  db: Db,
  userId: string,
  device: DeviceInput,
  now: string,
): Promise<BiofeedbackDevice> {
  const changes = {
    device_name: device.deviceName,
    device_type: device.deviceType,
    is_connected: device.isConnected ? 1 : 0,
    capabilities: device.capabilities.join(','),
    updated_at: now,
    ...(device.batteryLevel !== undefined ? { battery_level: device.batteryLevel } : {}),
  };
  await db
    .insertInto('biofeedback_devices')
    .values({
      user_id: userId,
      device_id: device.deviceId,
      battery_level: device.batteryLevel ?? null,
      created_at: now,
      ...changes,
    })
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet(changes))
    .execute();
  const stored = await findDevice(db, userId, device.deviceId);
  if (!stored) throw new Error('device vanished right after it was written');
  return stored;
}

/** The account's devices, most recently updated first. */
export async function listDevices(db: Db, userId: string): Promise<BiofeedbackDevice[]> {
  const rows = await db
    .selectFrom('biofeedback_devices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('device_id')
    .execute();
  return rows.map(toDevice);
}

export interface ReadingInput {
  id: string;
  deviceId: string;
  deviceName: string;
  deviceType: string;
  heartRate: number;
  heartRateVariability: number | null;
  stressLevel: number | null;
  meditationState: string | null;
  emotionalState: string | null;
  activityLevel: string | null;
  /** ISO-8601 UTC, 24 characters (docs/decisions/002), so text order is time order. */
  recordedAt: string;
}

export async function insertReading(
  db: Db,
  userId: string,
  reading: ReadingInput,
  now: string,
): Promise<BiofeedbackReading> {
  const row: BiofeedbackReadingsTable = {
    id: reading.id,
    user_id: userId,
    device_id: reading.deviceId,
    device_name: reading.deviceName,
    device_type: reading.deviceType,
    heart_rate: reading.heartRate,
    heart_rate_variability: reading.heartRateVariability,
    stress_level: reading.stressLevel,
    meditation_state: reading.meditationState,
    emotional_state: reading.emotionalState,
    activity_level: reading.activityLevel,
    recorded_at: reading.recordedAt,
    created_at: now,
  };
  await db.insertInto('biofeedback_readings').values(row).execute();
  return toReading(row);
}

/** Where a page of readings continues: strictly older than this reading. */
export interface ReadingCursor {
  recordedAt: string;
  id: string;
}

/** Up to `limit` of the account's readings, newest first, older than `before` when given. */
export async function listReadings(
  db: Db,
  userId: string,
  { limit, before }: { limit: number; before?: ReadingCursor | undefined },
): Promise<BiofeedbackReading[]> {
  let query = db.selectFrom('biofeedback_readings').selectAll().where('user_id', '=', userId);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('recorded_at', '<', before.recordedAt),
        eb.and([eb('recorded_at', '=', before.recordedAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toReading);
}

/** Every reading of the account, oldest first (export). */
export async function listAllReadings(db: Db, userId: string): Promise<BiofeedbackReading[]> {
  const rows = await db
    .selectFrom('biofeedback_readings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return rows.map(toReading);
}

/** Sums and counts of one UTC hour of readings; the service turns them into averages. */
export interface HourBucket {
  /** `YYYY-MM-DDTHH` (UTC). */
  hour: string;
  readings: number;
  heartRateSum: number;
  hrvSum: number;
  hrvCount: number;
  stressSum: number;
  stressCount: number;
  meditationSessions: number;
}

/**
 * The account's readings since `sinceIso`, summed per UTC hour. Grouping on the hour prefix of the
 * ISO text keeps date arithmetic out of SQL (docs/decisions/002) and bounds the rows returned to
 * 24 a day however many readings there are.
 */
export async function sumReadingsByHour(
  db: Db,
  userId: string,
  sinceIso: string,
): Promise<HourBucket[]> {
  const hour = sql<string>`substr(recorded_at, 1, 13)`;
  const rows = await db
    .selectFrom('biofeedback_readings')
    .select([
      hour.as('hour'),
      sql<number | string>`count(*)`.as('readings'),
      sql<number | string>`sum(heart_rate)`.as('hr_sum'),
      sql<number | string | null>`sum(heart_rate_variability)`.as('hrv_sum'),
      sql<number | string>`count(heart_rate_variability)`.as('hrv_count'),
      sql<number | string | null>`sum(stress_level)`.as('stress_sum'),
      sql<number | string>`count(stress_level)`.as('stress_count'),
      sql<
        number | string
      >`sum(case when meditation_state is not null and meditation_state <> 'not_meditating' then 1 else 0 end)`.as(
        'meditation',
      ),
    ])
    .where('user_id', '=', userId)
    .where('recorded_at', '>=', sinceIso)
    .groupBy(hour)
    .orderBy(hour)
    .execute();
  // PostgreSQL returns bigint sums and counts as strings.
  return rows.map((row) => ({
    hour: row.hour,
    readings: Number(row.readings),
    heartRateSum: Number(row.hr_sum),
    hrvSum: Number(row.hrv_sum ?? 0),
    hrvCount: Number(row.hrv_count),
    stressSum: Number(row.stress_sum ?? 0),
    stressCount: Number(row.stress_count),
    meditationSessions: Number(row.meditation),
  }));
}

/** Delete every reading and device of the account; says how many went. */
export async function deleteAllBiofeedback(
  db: Db,
  userId: string,
): Promise<{ readings: number; devices: number }> {
  const readings = await db
    .deleteFrom('biofeedback_readings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const devices = await db
    .deleteFrom('biofeedback_devices')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { readings: Number(readings.numDeletedRows), devices: Number(devices.numDeletedRows) };
}
