import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  BiofeedbackDevice,
  BiofeedbackExport,
  BiofeedbackReading,
  BiofeedbackSummary,
  CreateReadingRequest,
  ReadingsPage,
  UpsertDeviceRequest,
} from '../../../contracts/biofeedback.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sangha_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sangha_session=${cookie.value}`;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(testDialects)('%s: biofeedback API', (dialect) => {
  let t: TestApp;

  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
    });

  const signUp = async () => {
    const res = await inject('POST', '/api/auth/email-signup', {
      body: {
        email: `wearer.${randomUUID().slice(0, 8)}@example.com`,
        firstName: 'Pema',
        lastName: 'Lhamo',
        password: 'correct horse battery',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return sessionCookie(res);
  };

  const device = (overrides: Partial<UpsertDeviceRequest> = {}): UpsertDeviceRequest => ({
    deviceId: `dev-${randomUUID()}`,
    deviceName: 'Polar H10 7E3A',
    deviceType: 'heart_rate_monitor',
    isConnected: true,
    capabilities: ['heart_rate', 'hrv', 'stress'],
    batteryLevel: 87,
    ...overrides,
  });

  const reading = (
    deviceId: string,
    overrides: Partial<CreateReadingRequest> = {},
  ): CreateReadingRequest => ({
    deviceId,
    deviceName: 'Polar H10 7E3A',
    deviceType: 'heart_rate_monitor',
    heartRate: 68,
    heartRateVariability: 52.4,
    stressLevel: 25,
    meditationState: 'deep',
    emotionalState: 'peaceful',
    activityLevel: 'resting',
    recordedAt: new Date().toISOString(),
    ...overrides,
  });

  const addDevice = async (cookie: string, overrides: Partial<UpsertDeviceRequest> = {}) => {
    const res = await inject('POST', '/api/biofeedback/devices', {
      cookie,
      body: device(overrides),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BiofeedbackDevice>();
  };

  const addReading = async (
    cookie: string,
    deviceId: string,
    overrides: Partial<CreateReadingRequest> = {},
  ) => {
    const res = await inject('POST', '/api/biofeedback/data', {
      cookie,
      body: reading(deviceId, overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BiofeedbackReading>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('every biofeedback call answers 401 when signed out, before validating anything', async () => {
    const calls = [
      ['GET', '/api/biofeedback/devices'],
      ['POST', '/api/biofeedback/devices'],
      ['GET', '/api/biofeedback/data'],
      ['POST', '/api/biofeedback/data'],
      ['DELETE', '/api/biofeedback/data'],
      ['GET', '/api/biofeedback/summary'],
      ['GET', '/api/biofeedback/export'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await inject(method, url, method === 'POST' ? { body: { junk: true } } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in first', code: 'unauthorized' });
    }
  });

  test('a device is registered, then updated in place by deviceId, and listed', async () => {
    const cookie = await signUp();
    const first = await addDevice(cookie, { deviceId: 'polar-1', batteryLevel: 90 });
    expect(first).toEqual({
      deviceId: 'polar-1',
      deviceName: 'Polar H10 7E3A',
      deviceType: 'heart_rate_monitor',
      isConnected: true,
      capabilities: ['heart_rate', 'hrv', 'stress'],
      batteryLevel: 90,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    // Omitting batteryLevel keeps the stored one; the rest is replaced.
    const res = await inject('POST', '/api/biofeedback/devices', {
      cookie,
      body: {
        deviceId: 'polar-1',
        deviceName: 'Polar H10',
        deviceType: 'heart_rate_monitor',
        isConnected: false,
        capabilities: ['heart_rate'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deviceName: 'Polar H10',
      isConnected: false,
      capabilities: ['heart_rate'],
      batteryLevel: 90,
      createdAt: first.createdAt,
    });

    const list = await inject('GET', '/api/biofeedback/devices', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json<BiofeedbackDevice[]>().map((d) => d.deviceId)).toEqual(['polar-1']);
  });

  test.each([
    ['heartRate', { heartRate: 19 }],
    ['heartRate', { heartRate: 251 }],
    ['heartRate', { heartRate: 72.5 }],
    ['heartRateVariability', { heartRateVariability: -1 }],
    ['heartRateVariability', { heartRateVariability: 300.1 }],
    ['stressLevel', { stressLevel: 101 }],
    ['stressLevel', { stressLevel: -5 }],
    ['meditationState', { meditationState: 'levitating' }],
    ['emotionalState', { emotionalState: 'hangry' }],
    ['activityLevel', { activityLevel: 'sprinting' }],
    ['deviceType', { deviceType: 'toaster' }],
    ['recordedAt', { recordedAt: 'yesterday' }],
    ['recordedAt', { recordedAt: new Date(Date.now() + 6 * 60_000).toISOString() }],
    ['deviceId', { deviceId: '' }],
  ])('a reading with a bad %s answers 400 naming the field', async (field, bad) => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    const res = await inject('POST', '/api/biofeedback/data', {
      cookie,
      body: { ...reading(deviceId), ...bad },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
    expect(res.json<{ message: string }>().message).toContain(`'${field}'`);
  });

  test('a reading may run up to five minutes ahead of the server clock, and optional fields may be null', async () => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    const ahead = new Date(Date.now() + 4 * 60_000);
    const stored = await addReading(cookie, deviceId, {
      recordedAt: ahead.toISOString().replace('Z', '+00:00'),
      heartRateVariability: null,
      stressLevel: null,
      meditationState: null,
      emotionalState: null,
      activityLevel: null,
    });
    expect(stored).toMatchObject({
      recordedAt: ahead.toISOString(),
      heartRateVariability: null,
      stressLevel: null,
      meditationState: null,
    });
  });

  test('bad device registrations answer 400 naming the field', async () => {
    const cookie = await signUp();
    for (const [field, bad] of [
      ['capabilities', { capabilities: ['heart_rate', 'telepathy'] }],
      ['capabilities', { capabilities: ['hrv', 'hrv'] }],
      ['batteryLevel', { batteryLevel: 101 }],
      ['deviceName', { deviceName: '   ' }],
      ['isConnected', { isConnected: 'yes' }],
    ] as const) {
      const res = await inject('POST', '/api/biofeedback/devices', {
        cookie,
        body: { ...device(), ...bad },
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      // An element of a list is named by its path, e.g. 'capabilities.1'.
      expect(res.json<{ message: string }>().message).toMatch(
        new RegExp(`field '${field}(\\.\\d+)?'`),
      );
    }
  });

  test("another account never sees or writes to someone's devices and readings (404)", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { deviceId } = await addDevice(owner, { deviceId: 'shared-looking-id' });
    await addReading(owner, deviceId, { heartRate: 64 });

    // A reading against the owner's device id from another account: 404, nothing stored.
    const res = await inject('POST', '/api/biofeedback/data', {
      cookie: stranger,
      body: reading(deviceId, { heartRate: 180 }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });

    expect((await inject('GET', '/api/biofeedback/devices', { cookie: stranger })).json()).toEqual(
      [],
    );
    expect(
      (await inject('GET', '/api/biofeedback/data', { cookie: stranger })).json<ReadingsPage>(),
    ).toEqual({ items: [], nextCursor: null });
    const strangerSummary = (
      await inject('GET', '/api/biofeedback/summary', { cookie: stranger })
    ).json<BiofeedbackSummary>();
    expect(strangerSummary.readings).toBe(0);

    // The same device id registered by the stranger is the stranger's own device.
    await addDevice(stranger, { deviceId, deviceName: 'My own strap', batteryLevel: 10 });
    const ownerDevices = (await inject('GET', '/api/biofeedback/devices', { cookie: owner })).json<
      BiofeedbackDevice[]
    >();
    expect(ownerDevices).toMatchObject([{ deviceName: 'Polar H10 7E3A', batteryLevel: 87 }]);
    const ownerReadings = (
      await inject('GET', '/api/biofeedback/data', { cookie: owner })
    ).json<ReadingsPage>();
    expect(ownerReadings.items.map((r) => r.heartRate)).toEqual([64]);
  });

  test('a deep meditation reading is a milestone on the timeline, awarded once', async () => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    await addReading(cookie, deviceId, { meditationState: 'focused' });
    expect((await inject('GET', '/api/spiritual-progress', { cookie })).json()).toEqual([]);
    await addReading(cookie, deviceId);
    await addReading(cookie, deviceId);
    const progress = (await inject('GET', '/api/spiritual-progress', { cookie })).json<
      { title: string }[]
    >();
    expect(progress.map((p) => p.title)).toEqual(['Deep meditation reached']);
  });

  test('a reading for a device the account never registered answers 404', async () => {
    const cookie = await signUp();
    const res = await inject('POST', '/api/biofeedback/data', {
      cookie,
      body: reading('never-connected'),
    });
    expect(res.statusCode).toBe(404);
  });

  test('readings page newest first with a cursor, ties on the same instant included exactly once', async () => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    const sameInstant = minutesAgo(30);
    const times = [
      minutesAgo(50),
      minutesAgo(40),
      sameInstant,
      sameInstant,
      sameInstant,
      minutesAgo(20),
      minutesAgo(10),
    ];
    for (const [i, recordedAt] of times.entries()) {
      await addReading(cookie, deviceId, { recordedAt, heartRate: 60 + i });
    }

    const seen: BiofeedbackReading[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = `limit=3${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const res = await inject('GET', `/api/biofeedback/data?${query}`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<ReadingsPage>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      before = page.nextCursor;
      pages++;
    } while (before && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((r) => r.id)).size).toBe(7);
    const recorded = seen.map((r) => r.recordedAt);
    expect(recorded).toEqual([...recorded].sort().reverse());
    expect(seen[0]?.heartRate).toBe(66);
    expect(seen.at(-1)?.heartRate).toBe(60);
  });

  test('bad page parameters answer 400 naming the field', async () => {
    const cookie = await signUp();
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['before=not-a-cursor', 'before'],
    ] as const) {
      const res = await inject('GET', `/api/biofeedback/data?${query}`, { cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`'${field}'`);
    }
    const summary = await inject('GET', '/api/biofeedback/summary?days=91', { cookie });
    expect(summary.statusCode).toBe(400);
    expect(summary.json<{ message: string }>().message).toContain("'days'");
  });

  test('the summary averages the window exactly and counts meditation sessions', async () => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    // Inside the 7-day window.
    await addReading(cookie, deviceId, {
      recordedAt: minutesAgo(5),
      heartRate: 60,
      heartRateVariability: 50,
      stressLevel: 10,
      meditationState: 'deep',
    });
    await addReading(cookie, deviceId, {
      recordedAt: minutesAgo(4),
      heartRate: 70,
      heartRateVariability: 40,
      stressLevel: 20,
      meditationState: 'focused',
    });
    await addReading(cookie, deviceId, {
      recordedAt: minutesAgo(3),
      heartRate: 81,
      heartRateVariability: null,
      stressLevel: 45,
      meditationState: 'not_meditating',
    });
    await addReading(cookie, deviceId, {
      recordedAt: minutesAgo(2),
      heartRate: 75,
      heartRateVariability: null,
      stressLevel: null,
      meditationState: null,
    });
    // Outside it: ten days ago.
    await addReading(cookie, deviceId, {
      recordedAt: minutesAgo(10 * 24 * 60),
      heartRate: 200,
      stressLevel: 100,
      meditationState: 'deep',
    });

    const res = await inject('GET', '/api/biofeedback/summary?days=7', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<BiofeedbackSummary>();
    expect(summary).toMatchObject({
      days: 7,
      readings: 4,
      averageHeartRate: 71.5, // (60 + 70 + 81 + 75) / 4
      averageHeartRateVariability: 45, // only readings that carry HRV
      averageStress: 25, // (10 + 20 + 45) / 3
      meditationSessions: 2, // deep and focused; not_meditating and unset do not count
    });
    expect(summary.daily).toHaveLength(7);
    expect(summary.daily.reduce((sum, day) => sum + day.readings, 0)).toBe(4);
    const today = summary.daily.at(-1);
    expect(today?.date).toBe(new Date().toISOString().slice(0, 10));

    // A 30-day window takes in the older reading too.
    const month = (
      await inject('GET', '/api/biofeedback/summary?days=30', { cookie })
    ).json<BiofeedbackSummary>();
    expect(month).toMatchObject({ readings: 5, meditationSessions: 3, averageHeartRate: 97.2 });
  });

  test('readings are rate limited per device: the 31st in a minute answers 429, another device is unaffected', async () => {
    const cookie = await signUp();
    const busy = await addDevice(cookie);
    const calm = await addDevice(cookie);
    for (let i = 0; i < 30; i++) {
      const res = await inject('POST', '/api/biofeedback/data', {
        cookie,
        body: reading(busy.deviceId),
      });
      expect(res.statusCode, `reading ${i + 1}`).toBe(201);
    }
    const limited = await inject('POST', '/api/biofeedback/data', {
      cookie,
      body: reading(busy.deviceId),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    await addReading(cookie, calm.deviceId);
  });

  test('an account keeps at most 20 devices (409 for a 21st); updates still work', async () => {
    const cookie = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await addDevice(cookie)).deviceId);
    const res = await inject('POST', '/api/biofeedback/devices', { cookie, body: device() });
    expect(res.statusCode).toBe(409);
    await addDevice(cookie, { deviceId: ids[0], isConnected: false });
  });

  test('export downloads all of the account’s devices and readings; delete removes them all and only them', async () => {
    const cookie = await signUp();
    const other = await signUp();
    const { deviceId } = await addDevice(cookie);
    await addDevice(cookie, { deviceId: 'second', deviceType: 'fitness_tracker' });
    await addReading(cookie, deviceId, { recordedAt: minutesAgo(2), heartRate: 61 });
    await addReading(cookie, deviceId, { recordedAt: minutesAgo(1), heartRate: 62 });
    const othersDevice = await addDevice(other);
    await addReading(other, othersDevice.deviceId);

    const exported = await inject('GET', '/api/biofeedback/export', { cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="biofeedback-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.json<BiofeedbackExport>();
    expect(data.devices.map((d) => d.deviceId).sort()).toEqual([deviceId, 'second'].sort());
    // Oldest first.
    expect(data.readings.map((r) => r.heartRate)).toEqual([61, 62]);

    const deleted = await inject('DELETE', '/api/biofeedback/data', { cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedReadings: 2, deletedDevices: 2 });
    expect((await inject('GET', '/api/biofeedback/devices', { cookie })).json()).toEqual([]);
    expect(
      (await inject('GET', '/api/biofeedback/export', { cookie })).json<BiofeedbackExport>(),
    ).toMatchObject({ devices: [], readings: [] });

    // The other account's data is untouched.
    const othersPage = (
      await inject('GET', '/api/biofeedback/data', { cookie: other })
    ).json<ReadingsPage>();
    expect(othersPage.items).toHaveLength(1);
  });

  test('deleting the account deletes its biofeedback data too', async () => {
    const cookie = await signUp();
    const { deviceId } = await addDevice(cookie);
    await addReading(cookie, deviceId);
    const res = await inject('DELETE', '/api/auth/account', { cookie });
    expect(res.statusCode, res.body).toBe(204);
    const db = t.database.db;
    const left = await db
      .selectFrom('biofeedback_readings')
      .select('id')
      .where('device_id', '=', deviceId)
      .execute();
    expect(left).toEqual([]);
  });
});
