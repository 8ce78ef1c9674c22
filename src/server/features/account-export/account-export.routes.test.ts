import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { unzipText } from '../../testing/unzip.ts';
import { accountArchive, MESSAGE_PAGE_SIZE } from './account-export.service.ts';

const dream = (title: string) => ({
  title,
  content: 'A white horse walked through the temple courtyard.',
  dreamType: 'lucid',
  emotions: 'Awe',
  symbols: 'horse, temple',
  intensity: 7,
  earthElement: '',
  waterElement: '',
  fireElement: '',
  windElement: '',
  spaceElement: '',
});

describe.each(testDialects)('%s: the whole account as one download', (dialect) => {
  let t: TestApp;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  /** A conversation of `count` messages, written straight to the database. */
  async function conversation(
    userId: string,
    title: string,
    count: number,
    text: string,
    app: TestApp = t,
  ) {
    const sessionId = randomUUID();
    const at = new Date().toISOString();
    await app.database.db
      .insertInto('chat_sessions')
      .values({
        id: sessionId,
        title,
        module_id: null,
        user_id: userId,
        client_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (let start = 0; start < count; start += 1000) {
      const rows = [];
      for (let seq = start; seq < Math.min(count, start + 1000); seq++)
        rows.push({
          id: randomUUID(),
          session_id: sessionId,
          role: seq % 2 === 0 ? ('user' as const) : ('assistant' as const),
          content: `${text} #${seq}`,
          status: 'complete' as const,
          provider: null,
          created_at: at,
          seq,
        });
      await app.database.db.insertInto('messages').values(rows).execute();
    }
    return sessionId;
  }

  /** An account with something in every part; returns what it should find in its archive. */
  async function fullAccount(label: string) {
    const { cookie, userId, email } = await signUpTestUser(t.app, { firstName: label });
    const marker = `${label}-${randomUUID().slice(0, 8)}`;
    const sessionId = await conversation(userId, `Talk ${marker}`, 3, `Breath ${marker}`);
    const entry = await call('POST', '/api/journal', cookie, dream(`Dream ${marker}`));
    expect(entry.statusCode).toBe(201);
    const deviceId = `strap-${marker}`;
    expect(
      (
        await call('POST', '/api/biofeedback/devices', cookie, {
          deviceId,
          deviceName: `Strap ${marker}`,
          deviceType: 'heart_rate_monitor',
          isConnected: true,
          capabilities: ['heart_rate'],
          batteryLevel: 80,
        })
      ).statusCode,
    ).toBeLessThan(300);
    const reading = await call('POST', '/api/biofeedback/data', cookie, {
      deviceId,
      deviceName: `Strap ${marker}`,
      deviceType: 'heart_rate_monitor',
      heartRate: 63,
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(reading.statusCode).toBe(201);
    const tribe = await call('POST', '/api/tribes', cookie, {
      name: `Circle ${marker.slice(-8)}`,
      description: 'We sit at dawn.',
    });
    expect(tribe.statusCode).toBe(201);
    const saved = await call('PUT', '/api/transmissions/progress', cookie, {
      currentStage: 2,
      completedStages: [1],
      totalPoints: 10,
      lastUpdated: new Date().toISOString(),
    });
    expect(saved.statusCode).toBe(200);
    return {
      cookie,
      userId,
      email,
      marker,
      sessionId,
      readingId: reading.json<{ id: string }>().id,
      entryId: entry.json<{ id: string }>().id,
    };
  }

  /** Statements the database ran, while `statements` is set. */
  let statements: string[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {}, { onStatement: (sql) => statements?.push(sql) });
  });
  afterAll(() => t.close());

  test('signed out: 401, no archive', async () => {
    const res = await call('GET', '/api/account/export');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  test('the archive holds every part as JSON, conversations and journal as Markdown, and a README; nothing of another account, no secrets', async () => {
    const me = await fullAccount('Owner');
    const other = await fullAccount('Other');
    const res = await call('GET', '/api/account/export', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toMatch(/^private, no-store/);
    const files = await unzipText(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'biofeedback.json',
        'conversations.json',
        `conversations/${me.sessionId}.md`,
        'journal.json',
        'journal.md',
        'profile.json',
        'subscription.json',
        'timeline.json',
        'transmissions.json',
        'tribes.json',
        'usage.json',
      ].sort(),
    );
    const read = <T>(name: string) => JSON.parse(files.get(name) ?? 'null') as T;
    expect(read('profile.json')).toMatchObject({
      id: me.userId,
      email: me.email,
      firstName: 'Owner',
    });
    expect(read('subscription.json')).toEqual({
      status: null,
      tier: null,
      currentPeriodEnd: null,
      firstSubscribedAt: null,
    });
    expect(read('usage.json')).toMatchObject({ exchangesUsed: 0, voiceRepliesUsed: 0 });
    const conversations =
      read<{ id: string; title: string; messages: { content: string }[] }[]>('conversations.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ id: me.sessionId, title: `Talk ${me.marker}` });
    expect(conversations[0]?.messages.map((m) => m.content)).toEqual(
      [0, 1, 2].map((n) => `Breath ${me.marker} #${n}`),
    );
    const md = files.get(`conversations/${me.sessionId}.md`) ?? '';
    expect(md).toContain(`# Talk ${me.marker}`);
    expect(md).toContain(`## You`);
    expect(md).toContain(`Breath ${me.marker} #1`);
    const journal = read<{ entries: { id: string; title: string; aiInsights: unknown }[] }>(
      'journal.json',
    );
    expect(journal.entries).toEqual([
      expect.objectContaining({ id: me.entryId, title: `Dream ${me.marker}` }),
    ]);
    expect(journal.entries[0]?.aiInsights).toBeTruthy();
    expect(files.get('journal.md')).toContain(`Dream ${me.marker}`);
    expect(read<unknown[]>('timeline.json').length).toBeGreaterThan(0);
    expect(read('biofeedback.json')).toMatchObject({
      devices: [expect.objectContaining({ deviceName: `Strap ${me.marker}` })],
      readings: [expect.objectContaining({ id: me.readingId, heartRate: 63 })],
    });
    expect(read('tribes.json')).toMatchObject({
      founded: [expect.objectContaining({ role: 'founder' })],
      joined: [],
    });
    expect(read('transmissions.json')).toMatchObject({ currentStage: 2, completedStages: [1] });
    expect(files.get('README.txt')).toContain('conversations.json');

    const everything = [...files.values()].join('\n');
    for (const secret of [
      other.marker,
      other.sessionId,
      other.readingId,
      other.entryId,
      other.userId,
    ])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password_?hash|\$argon2|sangha_session=|token_?hash|stripe/i);
  });

  test(`10,000 messages (pages of ${MESSAGE_PAGE_SIZE}): all of them, in order`, async () => {
    const { cookie, userId } = await signUpTestUser(t.app);
    const sessionId = await conversation(userId, 'Long retreat', 10_000, 'Sit');
    statements = [];
    const res = await call('GET', '/api/account/export', cookie);
    const messageReads = statements.filter((sql) => /from "messages"/i.test(sql));
    statements = null;
    // Read in pages, twice over (JSON and Markdown): never all 10,000 at once.
    // (20 full pages, then an empty one that says there are no more.)
    expect(messageReads).toHaveLength(2 * (10_000 / MESSAGE_PAGE_SIZE + 1));
    expect(messageReads.every((sql) => /limit/i.test(sql))).toBe(true);
    expect(res.statusCode).toBe(200);
    const files = await unzipText(res.rawPayload);
    const [only] = JSON.parse(files.get('conversations.json') ?? '[]') as {
      messages: { content: string }[];
    }[];
    expect(only?.messages).toHaveLength(10_000);
    expect(only?.messages.every((m, i) => m.content === `Sit #${i}`)).toBe(true);
    const md = files.get(`conversations/${sessionId}.md`) ?? '';
    expect(md.match(/^## /gm)).toHaveLength(10_000);
    expect(md).toContain('Sit #9999');
  }, 60_000);

  test('1,234 biofeedback readings, read in pages: all of them, newest first', async () => {
    const { cookie, userId } = await signUpTestUser(t.app);
    const device = await call('POST', '/api/biofeedback/devices', cookie, {
      deviceId: 'strap',
      deviceName: 'Chest strap',
      deviceType: 'heart_rate_monitor',
      isConnected: true,
      capabilities: ['heart_rate'],
      batteryLevel: 80,
    });
    expect(device.statusCode).toBeLessThan(300);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      id: randomUUID(),
      user_id: userId,
      device_id: 'strap',
      device_name: 'Chest strap',
      device_type: 'heart_rate_monitor',
      heart_rate: 50 + (i % 40),
      heart_rate_variability: null,
      stress_level: null,
      meditation_state: null,
      emotional_state: null,
      activity_level: null,
      recorded_at: new Date(base + i * 5000).toISOString(),
      created_at: new Date(base + i * 5000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('biofeedback_readings')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await call('GET', '/api/account/export', cookie);
    const files = await unzipText(res.rawPayload);
    const { readings } = JSON.parse(files.get('biofeedback.json') ?? '{}') as {
      readings: { id: string }[];
    };
    expect(readings.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  test('a database failure mid-download ends the download with an error, not the process', async () => {
    const own = await createTestApp(dialect);
    try {
      const { userId } = await signUpTestUser(own.app);
      await conversation(userId, 'Cut short', 3, 'Breathe', own);
      const archive = await accountArchive(own.database.db, userId, 'Sangha');
      // The messages are read only once the download is under way: the database is gone by then.
      await own.database.destroy();
      const read = async () => {
        for await (const chunk of archive) void chunk;
      };
      await expect(read()).rejects.toThrow();
    } finally {
      await own.app.close();
    }
  });
});
