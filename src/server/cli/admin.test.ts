import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { getUser, signUpWithEmail } from '../features/auth/auth.service.ts';
import { REPO_ROOT } from '../testing/test-app.ts';

let dataDir: string;
let userId: string;

const admin = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'src/server/cli/admin.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );

const statusNow = async () => {
  const database = openDatabase({ dataDir });
  try {
    return (await getUser(database.db, userId)).subscriptionStatus;
  } finally {
    await database.destroy();
  }
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-admin-'));
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  userId = (
    await signUpWithEmail(
      database.db,
      {
        email: 'self@host.example',
        firstName: 'Self',
        lastName: 'Host',
        password: 'a good password',
      },
      { address: '127.0.0.1', dailyCap: 1 },
    )
  ).id;
  await database.destroy();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('sqlite: the admin command sets and clears a subscription status by email', async () => {
  const set = admin('subscription', 'Self@Host.example', 'active');
  expect(set.stderr).toBe('');
  expect(set.stdout).toContain('self@host.example: subscription status is now active');
  expect(set.status).toBe(0);
  expect(await statusNow()).toBe('active');

  expect(admin('subscription', 'self@host.example', 'none').status).toBe(0);
  expect(await statusNow()).toBeNull();
});

test('sqlite: the admin command explains bad input', () => {
  const bad = admin('subscription', 'self@host.example', 'platinum');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('Unknown status "platinum"');
  const unknown = admin('subscription', 'nobody@host.example', 'active');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('No account with the email nobody@host.example');
  expect(admin().stderr).toContain('Usage:');
});
