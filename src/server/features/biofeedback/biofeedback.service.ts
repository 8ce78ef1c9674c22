import { randomUUID } from 'node:crypto';
import {
  MAX_DEVICES_PER_USER,
  type BiofeedbackDevice,
  type BiofeedbackExport,
  type BiofeedbackReading,
  type BiofeedbackSummary,
  type CreateReadingRequest,
  type DailyTrend,
  type DeleteBiofeedbackResult,
  type ReadingsPage,
  type UpsertDeviceRequest,
} from '../../../contracts/biofeedback.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordPracticeEvent } from '../progress/progress.service.ts';
import {
  countDevices,
  deleteAllBiofeedback,
  findDevice,
  insertReading,
  listAllReadings,
  listDevices,
  listReadings,
  sumReadingsByHour,
  upsertDevice,
  type HourBucket,
  type ReadingCursor,
} from './biofeedback.repository.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The account's devices, most recently updated first. */
export function getDevices(db: Db, userId: string): Promise<BiofeedbackDevice[]> {
  return listDevices(db, userId);
}

/**
 * Register a device for the account, or update the one it has under that id. A new device beyond
 * MAX_DEVICES_PER_USER is refused (409), which bounds what per-device rate limits allow in total.
 */
export async function registerDevice(
  db: Db,
  userId: string,
  request: UpsertDeviceRequest,
  now = new Date(),
): Promise<BiofeedbackDevice> {
  const existing = await findDevice(db, userId, request.deviceId);
  if (!existing && (await countDevices(db, userId)) >= MAX_DEVICES_PER_USER) {
    throw new AppError(
      'conflict',
      `You can keep at most ${MAX_DEVICES_PER_USER} devices; delete your biofeedback data to start afresh`,
    );
  }
  return upsertDevice(
    db,
    userId,
    {
      deviceId: request.deviceId,
      deviceName: request.deviceName,
      deviceType: request.deviceType,
      isConnected: request.isConnected,
      capabilities: request.capabilities,
      batteryLevel: request.batteryLevel,
    },
    now.toISOString(),
  );
}

/**
 * Store one reading. It must come from a device the account registered: another account's device
 * id, or an unknown one, answers 404 and stores nothing.
 */
export async function recordReading(
  db: Db,
  userId: string,
  request: CreateReadingRequest,
  now = new Date(),
): Promise<BiofeedbackReading> {
  const device = await findDevice(db, userId, request.deviceId);
  if (!device) throw notFound('No such device. Connect it before sending readings.');
  // A deep meditation reading is a milestone on the growth timeline (awarded once).
  if (request.meditationState === 'deep')
    await recordPracticeEvent(db, userId, { kind: 'deep-meditation' });
  return insertReading(
    db,
    userId,
    {
      id: randomUUID(),
      deviceId: request.deviceId,
      deviceName: request.deviceName,
      deviceType: request.deviceType,
      heartRate: request.heartRate,
      heartRateVariability: request.heartRateVariability ?? null,
      stressLevel: request.stressLevel ?? null,
      meditationState: request.meditationState ?? null,
      emotionalState: request.emotionalState ?? null,
      activityLevel: request.activityLevel ?? null,
      // Normalised to UTC so stored times sort as text (docs/decisions/002).
      recordedAt: new Date(request.recordedAt).toISOString(),
    },
    now.toISOString(),
  );
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(reading: { recordedAt: string; id: string }): string {
  return Buffer.from(`${reading.recordedAt}|${reading.id}`, 'utf8').toString('base64url');
}

/** The cursor back to its parts; 400 naming `before` when it is not one of ours. */
export function decodeCursor(cursor: string): ReadingCursor {
  const [recordedAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  if (rest.length > 0 || !ISO_UTC.test(recordedAt) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError(
      'bad_request',
      "Invalid query field 'before': use the nextCursor of a previous page",
    );
  }
  return { recordedAt, id };
}

/** One page of the account's readings, newest first, with the cursor of the next page. */
export async function getReadingsPage(
  db: Db,
  userId: string,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<ReadingsPage> {
  const cursor = before === undefined ? undefined : decodeCursor(before);
  // One more than asked tells whether another page exists without a count query.
  const rows = await listReadings(db, userId, { limit: limit + 1, before: cursor });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (sum: number, count: number) => (count > 0 ? round1(sum / count) : null);

/**
 * Where the summary window starts: local midnight `days - 1` days before today, as a UTC instant.
 * `utcOffsetMinutes` is the person's offset from UTC, east positive.
 */
export function summaryWindowStart(now: Date, days: number, utcOffsetMinutes: number): Date {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const localMidnight = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  return new Date(localMidnight - (days - 1) * DAY_MS - offsetMs);
}

/**
 * Turn hourly sums into the summary: exact averages over the whole window (sums over counts, not
 * an average of averages) and one entry per local day, empty days included so charts keep their
 * time axis. An hour is assigned to the local day its start falls on; with a half-hour offset
 * (India, say) the half hour around midnight lands on the neighbouring day.
 */
export function summariseBuckets(
  buckets: readonly HourBucket[],
  { since, days, utcOffsetMinutes }: { since: Date; days: number; utcOffsetMinutes: number },
): BiofeedbackSummary {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const localDate = (utcMs: number) => new Date(utcMs + offsetMs).toISOString().slice(0, 10);
  const perDay = new Map<string, HourBucket>();
  for (let i = 0; i < days; i++) {
    const date = localDate(since.getTime() + i * DAY_MS);
    perDay.set(date, {
      hour: date,
      readings: 0,
      heartRateSum: 0,
      hrvSum: 0,
      hrvCount: 0,
      stressSum: 0,
      stressCount: 0,
      meditationSessions: 0,
    });
  }
  const total = {
    readings: 0,
    heartRateSum: 0,
    hrvSum: 0,
    hrvCount: 0,
    stressSum: 0,
    stressCount: 0,
    meditationSessions: 0,
  };
  for (const bucket of buckets) {
    const start = Math.max(Date.parse(`${bucket.hour}:00:00.000Z`), since.getTime());
    const day = perDay.get(localDate(start));
    for (const target of day ? [total, day] : [total]) {
      target.readings += bucket.readings;
      target.heartRateSum += bucket.heartRateSum;
      target.hrvSum += bucket.hrvSum;
      target.hrvCount += bucket.hrvCount;
      target.stressSum += bucket.stressSum;
      target.stressCount += bucket.stressCount;
      target.meditationSessions += bucket.meditationSessions;
    }
  }
  const daily: DailyTrend[] = [...perDay.entries()].map(([date, day]) => ({
    date,
    readings: day.readings,
    averageHeartRate: average(day.heartRateSum, day.readings),
    averageHeartRateVariability: average(day.hrvSum, day.hrvCount),
    averageStress: average(day.stressSum, day.stressCount),
  }));
  return {
    days,
    since: since.toISOString(),
    readings: total.readings,
    averageHeartRate: average(total.heartRateSum, total.readings),
    averageHeartRateVariability: average(total.hrvSum, total.hrvCount),
    averageStress: average(total.stressSum, total.stressCount),
    meditationSessions: total.meditationSessions,
    daily,
  };
}

/** 'Recent Wellness Trends' over the person's last `days` calendar days. */
export async function getSummary(
  db: Db,
  userId: string,
  { days, utcOffsetMinutes }: { days: number; utcOffsetMinutes: number },
  now = new Date(),
): Promise<BiofeedbackSummary> {
  const since = summaryWindowStart(now, days, utcOffsetMinutes);
  const buckets = await sumReadingsByHour(db, userId, since.toISOString());
  return summariseBuckets(buckets, { since, days, utcOffsetMinutes });
}

/** Delete all the account's readings and devices (the privacy promise of SPEC §2). */
export async function deleteBiofeedbackData(
  db: Db,
  userId: string,
): Promise<DeleteBiofeedbackResult> {
  const deleted = await db.transaction().execute((trx) => deleteAllBiofeedback(trx, userId));
  return { deletedReadings: deleted.readings, deletedDevices: deleted.devices };
}

/** Everything the account's biofeedback holds, for a download. */
export async function exportBiofeedbackData(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<BiofeedbackExport> {
  const [devices, readings] = await Promise.all([
    listDevices(db, userId),
    listAllReadings(db, userId),
  ]);
  return { exportedAt: now.toISOString(), devices, readings };
}
