import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipText } from '../src/server/testing/unzip.ts';

// Issue 21: everything a person owns, in one download from Settings.
test('Settings → "Download all my data" gives a zip with the conversation, the dream and the reading', async ({
  page,
}) => {
  const marker = randomUUID().slice(0, 8);
  const signUp = await page.request.post('/api/auth/email-signup', {
    data: {
      email: `exporter-${marker}@example.org`,
      firstName: 'Pema',
      lastName: 'Lhamo',
      password: 'a long export password',
    },
  });
  expect(signUp.ok()).toBe(true);

  // A conversation (the offline guide answers), a dream and a biofeedback reading, via the API.
  const question = `How do I rest in open awareness ${marker}?`;
  const chat = await page.request.post('/api/chat', {
    headers: { 'x-client-id': randomUUID() },
    data: { message: question, moduleId: 'inner-fire' },
  });
  expect(chat.ok()).toBe(true);
  expect(await chat.text()).toContain('"type":"done"');
  const dreamTitle = `Garden of bells ${marker}`;
  const dream = await page.request.post('/api/journal', {
    data: {
      title: dreamTitle,
      content: 'Bells rang in a garden of white flowers.',
      dreamType: 'lucid',
      emotions: 'joy',
      symbols: 'bells',
      intensity: 6,
    },
  });
  expect(dream.status()).toBe(201);
  const deviceId = `strap-${marker}`;
  const device = await page.request.post('/api/biofeedback/devices', {
    data: {
      deviceId,
      deviceName: 'Chest strap',
      deviceType: 'heart_rate_monitor',
      isConnected: true,
      capabilities: ['heart_rate'],
      batteryLevel: 90,
    },
  });
  expect(device.ok()).toBe(true);
  const reading = await page.request.post('/api/biofeedback/data', {
    data: {
      deviceId,
      deviceName: 'Chest strap',
      deviceType: 'heart_rate_monitor',
      heartRate: 58,
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(reading.status()).toBe(201);
  const readingId = ((await reading.json()) as { id: string }).id;

  await page.goto('/settings');
  const link = page.getByRole('link', { name: 'Download all my data' });
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzipText(await fs.readFile(await download.path()));

  expect(files.get('README.txt')).toContain('conversations.json');
  expect(files.get('conversations.json')).toContain(question);
  const markdown = [...files].filter(([name]) => name.startsWith('conversations/'));
  expect(markdown).toHaveLength(1);
  expect(markdown[0]?.[1]).toContain(question);
  expect(files.get('journal.json')).toContain(dreamTitle);
  expect(files.get('journal.md')).toContain(dreamTitle);
  const biofeedback = JSON.parse(files.get('biofeedback.json') ?? '{}') as {
    readings: { id: string; heartRate: number }[];
  };
  expect(biofeedback.readings).toEqual([expect.objectContaining({ id: readingId, heartRate: 58 })]);
});
