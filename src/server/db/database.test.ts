import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { createTestDatabase } from '../testing/test-databases.ts';
import {
  isDatabaseUnavailable,
  migrateToLatest,
  openDatabase,
  retryWhileUnavailable,
} from './database.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a database outage from a failed query', () => {
  test('a refused connection, a server shutting down or starting, and a dropped connection are outages', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  test('a broken query, a constraint, or another service being down are not', () => {
    const fetchFailed = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'),
    });
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      fetchFailed,
      new Error('Something else'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  test('a write is tried again while the database is unreachable, and only then', async () => {
    let calls = 0;
    const stored = await retryWhileUnavailable(() => {
      calls++;
      if (calls < 3) return Promise.reject(withCode('the database system is starting up', '57P03'));
      return Promise.resolve('stored');
    }, 5_000);
    expect([stored, calls]).toEqual(['stored', 3]);

    calls = 0;
    await expect(
      retryWhileUnavailable(() => {
        calls++;
        return Promise.reject(withCode('duplicate key', '23505'));
      }, 5_000),
    ).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);

    await expect(
      retryWhileUnavailable(
        () => Promise.reject(withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
        300,
      ),
    ).rejects.toThrow('ECONNREFUSED');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('postgres: the connection pool', () => {
  test('postgres: a burst larger than the pool queues for a connection instead of failing', async () => {
    const database = await createTestDatabase('postgres', { poolMax: 2, poolWaitMs: 10_000 });
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          sql<{ n: number }>`select pg_sleep(0.01), ${i}::int as n`.execute(database.db),
        ),
      );
      expect(results.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    } finally {
      await database.destroy();
    }
  });

  test('postgres: a query that waits longer than DATABASE_POOL_WAIT_MS fails as an outage (503)', async () => {
    const database = await createTestDatabase('postgres', { poolMax: 1, poolWaitMs: 200 });
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // One transaction holds the only connection until released.
      const holder = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      });
      const waiting = sql`select 1`.execute(database.db).then(
        () => null,
        (error: unknown) => error,
      );
      const error = await waiting;
      release();
      await holder;
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The slot the waiter never got is not lost: the pool still serves.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await database.destroy();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'postgres: migrations beside another schema',
  () => {
    // Kysely looked for its bookkeeping tables in every schema: another app's (or a test's) schema
    // in the same database made it skip creating ours, and the first migration failed with
    // 'relation "kysely_migration_lock" does not exist'.
    test('postgres: a database whose other schema holds migrated tables still migrates ours', async () => {
      const neighbour = await createTestDatabase('postgres');
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `own_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const ours = openDatabase({
        databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        dataDir: os.tmpdir(),
      });
      try {
        await migrateToLatest(ours.db);
        const tables = await admin.query<{ count: string }>(
          `select count(*) from information_schema.tables where table_schema = $1 and table_name = 'modules'`,
          [schema],
        );
        expect(tables.rows[0]?.count).toBe('1');
      } finally {
        await ours.destroy();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
        await neighbour.destroy();
      }
    });
  },
);

describe('sqlite: durability', () => {
  test('a commit survives the process being killed at once after it (WAL, synchronous NORMAL)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-crash-'));
    try {
      // A separate process opens the database as the server does, commits one row and is killed
      // before it can close anything or checkpoint.
      const script = `
        import { openDatabase, migrateToLatest } from ${JSON.stringify(path.resolve('src/server/db/database.ts'))};
        import { sql } from 'kysely';
        const { db } = openDatabase({ dataDir: ${JSON.stringify(dir)} });
        await migrateToLatest(db);
        const settings = await sql\`pragma journal_mode\`.execute(db);
        const sync = await sql\`pragma synchronous\`.execute(db);
        process.stdout.write(JSON.stringify([settings.rows[0], sync.rows[0]]));
        await db.insertInto('beta_signups').values({ subject: 'client:1', email: 'kept@example.com', created_at: new Date().toISOString() }).execute();
        process.kill(process.pid, 'SIGKILL');
      `;
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          encoding: 'utf8',
        },
      );
      expect(child.signal).toBe('SIGKILL');
      expect(JSON.parse(child.stdout)).toEqual([{ journal_mode: 'wal' }, { synchronous: 1 }]);

      const reopened = openDatabase({ dataDir: dir });
      const rows = await reopened.db.selectFrom('beta_signups').select('email').execute();
      await reopened.destroy();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sqlite: taking turns with the event loop', () => {
  /** Keep the thread busy for `ms`, as a heavy transaction's synchronous statements do. */
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  test('transactions queued together run in their order, in later turns once a turn is spent, with timers served between', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-turns-'));
    const opened = openDatabase({ dataDir: dir });
    const { db } = opened;
    try {
      await sql`create table t (n integer not null)`.execute(db);
      // A timer due at once, set before 40 transactions of ~1 ms each are queued in one turn.
      let timerFired = -1;
      const committed: number[] = [];
      setTimeout(() => (timerFired = committed.length), 0);
      await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          db.transaction().execute(async (trx) => {
            await sql`insert into t (n) values (${n})`.execute(trx);
            busy(1);
            await sql`select count(*) from t`.execute(trx);
            committed.push(n);
          }),
        ),
      );

      expect(committed).toEqual(Array.from({ length: 40 }, (_, n) => n));
      // Kysely's lock alone runs all 40 back to back, in microtasks: the timer fires only after.
      expect(timerFired).toBeGreaterThan(0);
      expect(timerFired).toBeLessThan(40);
      const rows = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
      expect(rows.rows[0]?.c).toBe(40);
    } finally {
      await opened.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a statement that fails inside a transaction frees the connection for the next in line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-turns-'));
    const opened = openDatabase({ dataDir: dir });
    const { db } = opened;
    try {
      await sql`create table t (n integer not null)`.execute(db);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, n) =>
          db.transaction().execute(async (trx) => {
            busy(0.5);
            if (n % 3 === 0) await sql`insert into no_such_table values (1)`.execute(trx);
            await sql`insert into t (n) values (${n})`.execute(trx);
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(7);
      const rows = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
      expect(rows.rows[0]?.c).toBe(13);
    } finally {
      await opened.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
