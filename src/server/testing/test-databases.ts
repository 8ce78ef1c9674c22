import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
  type DialectName,
} from '../db/database.ts';

/** Options a test may give the database it gets (count statements, size the pool). */
export type TestDatabaseOptions = Pick<DatabaseOptions, 'onStatement' | 'poolMax' | 'poolWaitMs'>;

/**
 * The dialects database tests run on: always SQLite, and PostgreSQL when TEST_DATABASE_URL is set
 * (CONVENTIONS: every database test runs once per dialect, titled `sqlite: …` / `postgres: …`).
 */
export const testDialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  /** A temporary folder this database (and the test) may use; removed on destroy. */
  dir: string;
}

/**
 * A fresh, migrated database of the given dialect: an SQLite file in a temp folder, or a
 * PostgreSQL schema of its own, so test files can run in parallel. destroy() removes it.
 */
export async function createTestDatabase(
  dialect: DialectName,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-test-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const handle = openDatabase({ ...options, dataDir: dir });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      dir,
      destroy: async () => {
        await handle.destroy();
        removeDir();
      },
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const handle = openDatabase({ ...options, databaseUrl: url, dataDir: dir, pgSchema: schema });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    dir,
    destroy: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
      removeDir();
    },
  };
}
