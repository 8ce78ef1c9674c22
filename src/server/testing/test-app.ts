import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DialectName } from '../db/database.ts';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-databases.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * Build the real app on a fresh database of the given dialect. `env` overrides configuration;
 * CONTENT_DIR defaults to the repository's own content folder.
 */
export async function createTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'onRoute'> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, databaseOptions);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: database.dir,
      CONTENT_DIR: path.join(REPO_ROOT, 'content'),
      // Tests send many chats from one address; the limits have tests of their own.
      CHAT_PER_MINUTE: '100000',
      AUTH_ATTEMPTS_PER_10_MINUTES: '100000',
      ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
      // OPENAI_API_KEY would otherwise turn OpenAI's moderation on for every chat; the moderation
      // step has tests of its own (chat-safety.test.ts), which set MODERATION=auto.
      MODERATION: 'off',
      // The offline guide at full speed; the pace has a test of its own (offline-guide.test.ts).
      OFFLINE_GUIDE_WORDS_PER_SECOND: '0',
      ANON_DAILY_VOICE_PER_ADDRESS: '100000',
      SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
      ...env,
    },
    REPO_ROOT,
  );
  const app = await buildApp(config, { ...appOptions, database, logger: false });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** Copy the repository's content folder to `dir` so a test can add, change or remove files. */
export function copyContent(dir: string): string {
  const target = path.join(dir, 'content');
  fs.cpSync(path.join(REPO_ROOT, 'content'), target, { recursive: true });
  return target;
}

/** The password signUpTestUser gives every account. */
export const TEST_USER_PASSWORD = 'a good password';

/** Sign a new account up through the real API; returns its session cookie header, id and email. */
export async function signUpTestUser(
  app: FastifyInstance,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ cookie: string; userId: string; email: string }> {
  const email = `user-${randomUUID().slice(0, 12)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email-signup',
    payload: {
      email,
      firstName: names.firstName ?? 'Test',
      lastName: names.lastName ?? 'User',
      password: TEST_USER_PASSWORD,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.cookies.find((c) => c.name === 'sangha_session')?.value ?? '';
  return { cookie: `sangha_session=${token}`, userId: res.json<{ id: string }>().id, email };
}
