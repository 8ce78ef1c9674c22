import { z } from 'zod';

/*
 * Wearable biofeedback (SPEC §2 "Biofeedback", §3 device and data record, §4 labels, §7 calls).
 * Devices and readings belong to a signed-in account; the server validates every range here.
 */

export const DEVICE_TYPES = [
  'heart_rate_monitor',
  'fitness_tracker',
  'smartwatch',
  'unknown',
] as const;
export const DEVICE_CAPABILITIES = ['heart_rate', 'hrv', 'activity', 'stress', 'sleep'] as const;
export const MEDITATION_STATES = ['deep', 'focused', 'beginning', 'not_meditating'] as const;
export const EMOTIONAL_STATES = ['peaceful', 'calm', 'energized', 'stressed', 'anxious'] as const;
export const ACTIVITY_LEVELS = ['resting', 'light', 'moderate', 'vigorous'] as const;

/** Plausible human heart rates; anything outside is a sensor fault, not a reading. */
export const HEART_RATE_MIN = 20;
export const HEART_RATE_MAX = 250;
/** RMSSD in milliseconds. */
export const HRV_MIN_MS = 0;
export const HRV_MAX_MS = 300;
export const STRESS_MIN = 0;
export const STRESS_MAX = 100;
/** A reading's clock may run a little ahead of the server's, never further than this. */
export const RECORDED_AT_MAX_FUTURE_MS = 5 * 60_000;
/** Readings accepted per device per minute (live readings come every 5 s: 12 a minute). */
export const READINGS_PER_DEVICE_PER_MINUTE = 30;
/** Device registrations and updates per device per minute. */
export const DEVICE_UPDATES_PER_DEVICE_PER_MINUTE = 30;
/** Devices one account may keep; bounds what per-device rate limits allow in total. */
export const MAX_DEVICES_PER_USER = 20;
export const READINGS_PAGE_DEFAULT = 50;
export const READINGS_PAGE_MAX = 200;
export const SUMMARY_DAYS_DEFAULT = 7;
export const SUMMARY_DAYS_MAX = 90;

export const DeviceType = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof DeviceType>;
export const DeviceCapability = z.enum(DEVICE_CAPABILITIES);
export type DeviceCapability = z.infer<typeof DeviceCapability>;
export const MeditationState = z.enum(MEDITATION_STATES);
export type MeditationState = z.infer<typeof MeditationState>;
export const EmotionalState = z.enum(EMOTIONAL_STATES);
export type EmotionalState = z.infer<typeof EmotionalState>;
export const ActivityLevel = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof ActivityLevel>;

const deviceId = z
  .string()
  .trim()
  .min(1, 'deviceId is required')
  .max(128, 'deviceId must be at most 128 characters');
const deviceName = z
  .string()
  .trim()
  .min(1, 'deviceName is required')
  .max(100, 'deviceName must be at most 100 characters');

/** A device as the server stores it (SPEC §3 "Biofeedback device"). */
export const BiofeedbackDevice = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: DeviceType,
  isConnected: z.boolean(),
  capabilities: z.array(DeviceCapability),
  batteryLevel: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BiofeedbackDevice = z.infer<typeof BiofeedbackDevice>;
export const BiofeedbackDeviceList = z.array(BiofeedbackDevice);

/** `POST /api/biofeedback/devices`: registers the device, or updates it when the account has it. */
export const UpsertDeviceRequest = z.object({
  deviceId,
  deviceName,
  deviceType: DeviceType,
  isConnected: z.boolean(),
  capabilities: z
    .array(DeviceCapability)
    .max(DEVICE_CAPABILITIES.length)
    .refine((list) => new Set(list).size === list.length, 'capabilities must not repeat'),
  batteryLevel: z
    .number()
    .int('batteryLevel must be a whole number')
    .min(0, 'batteryLevel must be between 0 and 100')
    .max(100, 'batteryLevel must be between 0 and 100')
    .nullish(),
});
export type UpsertDeviceRequest = z.input<typeof UpsertDeviceRequest>;

const isoTime = z.iso.datetime({ offset: true, error: 'recordedAt must be an ISO 8601 time' });

/** `POST /api/biofeedback/data` (SPEC §7), plus the live reading's activityLevel (SPEC §3). */
export const CreateReadingRequest = z.object({
  deviceId,
  deviceName,
  deviceType: DeviceType,
  heartRate: z
    .number()
    .int('heartRate must be a whole number')
    .min(HEART_RATE_MIN, `heartRate must be between ${HEART_RATE_MIN} and ${HEART_RATE_MAX}`)
    .max(HEART_RATE_MAX, `heartRate must be between ${HEART_RATE_MIN} and ${HEART_RATE_MAX}`),
  /** RMSSD in ms; null when the device sends no RR intervals. */
  heartRateVariability: z
    .number()
    .min(HRV_MIN_MS, `heartRateVariability must be between ${HRV_MIN_MS} and ${HRV_MAX_MS}`)
    .max(HRV_MAX_MS, `heartRateVariability must be between ${HRV_MIN_MS} and ${HRV_MAX_MS}`)
    .nullish(),
  stressLevel: z
    .number()
    .int('stressLevel must be a whole number')
    .min(STRESS_MIN, `stressLevel must be between ${STRESS_MIN} and ${STRESS_MAX}`)
    .max(STRESS_MAX, `stressLevel must be between ${STRESS_MIN} and ${STRESS_MAX}`)
    .nullish(),
  meditationState: MeditationState.nullish(),
  emotionalState: EmotionalState.nullish(),
  activityLevel: ActivityLevel.nullish(),
  recordedAt: isoTime.refine(
    (value) => Date.parse(value) <= Date.now() + RECORDED_AT_MAX_FUTURE_MS,
    'recordedAt must not be in the future',
  ),
});
export type CreateReadingRequest = z.input<typeof CreateReadingRequest>;

/** A stored reading (SPEC §3 "Biofeedback data record"). */
export const BiofeedbackReading = z.object({
  id: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: DeviceType,
  heartRate: z.number(),
  heartRateVariability: z.number().nullable(),
  stressLevel: z.number().nullable(),
  meditationState: MeditationState.nullable(),
  emotionalState: EmotionalState.nullable(),
  activityLevel: ActivityLevel.nullable(),
  recordedAt: z.string(),
});
export type BiofeedbackReading = z.infer<typeof BiofeedbackReading>;

/** `GET /api/biofeedback/data?limit=&before=`: newest first; pass nextCursor as `before`. */
export const ReadingsQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${READINGS_PAGE_MAX}`)
    .max(READINGS_PAGE_MAX, `limit must be between 1 and ${READINGS_PAGE_MAX}`)
    .default(READINGS_PAGE_DEFAULT),
  before: z.string().min(1).max(200).optional(),
});
export type ReadingsQuery = z.input<typeof ReadingsQuery>;

export const ReadingsPage = z.object({
  items: z.array(BiofeedbackReading),
  nextCursor: z.string().nullable(),
});
export type ReadingsPage = z.infer<typeof ReadingsPage>;

/** `GET /api/biofeedback/summary?days=&utcOffsetMinutes=`. */
export const SummaryQuery = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, `days must be between 1 and ${SUMMARY_DAYS_MAX}`)
    .max(SUMMARY_DAYS_MAX, `days must be between 1 and ${SUMMARY_DAYS_MAX}`)
    .default(SUMMARY_DAYS_DEFAULT),
  /** The browser's offset from UTC (east positive), so days are the person's own days. */
  utcOffsetMinutes: z.coerce
    .number()
    .int()
    .min(-14 * 60, 'utcOffsetMinutes must be between -840 and 840')
    .max(14 * 60, 'utcOffsetMinutes must be between -840 and 840')
    .default(0),
});
export type SummaryQuery = z.input<typeof SummaryQuery>;

export const DailyTrend = z.object({
  /** The local calendar day, YYYY-MM-DD. */
  date: z.string(),
  readings: z.number().int(),
  averageHeartRate: z.number().nullable(),
  averageHeartRateVariability: z.number().nullable(),
  averageStress: z.number().nullable(),
});
export type DailyTrend = z.infer<typeof DailyTrend>;

/** 'Recent Wellness Trends' (SPEC §2) over the last `days` days, with a daily series for charts. */
export const BiofeedbackSummary = z.object({
  days: z.number().int(),
  since: z.string(),
  readings: z.number().int(),
  averageHeartRate: z.number().nullable(),
  averageHeartRateVariability: z.number().nullable(),
  averageStress: z.number().nullable(),
  /** Readings whose meditationState is set and is not not_meditating. */
  meditationSessions: z.number().int(),
  daily: z.array(DailyTrend),
});
export type BiofeedbackSummary = z.infer<typeof BiofeedbackSummary>;

/** `DELETE /api/biofeedback/data`: everything of the account's biofeedback is gone. */
export const DeleteBiofeedbackResult = z.object({
  deletedReadings: z.number().int(),
  deletedDevices: z.number().int(),
});
export type DeleteBiofeedbackResult = z.infer<typeof DeleteBiofeedbackResult>;

/** `GET /api/biofeedback/export`: a JSON download of all the account's biofeedback data. */
export const BiofeedbackExport = z.object({
  exportedAt: z.string(),
  devices: BiofeedbackDeviceList,
  /** Oldest first. */
  readings: z.array(BiofeedbackReading),
});
export type BiofeedbackExport = z.infer<typeof BiofeedbackExport>;
