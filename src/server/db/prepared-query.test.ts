import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-databases.ts';
import { preparedQuery } from './prepared-query.ts';

const reserve = preparedQuery((db, p: { subject: string; limit: number; now: string }) =>
  db
    .insertInto('usage_counters')
    .values({ subject: p.subject, used: 1, updated_at: p.now })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1), updated_at: p.now }))
        .where('usage_counters.used', '<', p.limit),
    )
    .returning('used'),
);

const counters = preparedQuery((db, p: { prefix: string; limit: number }) =>
  db
    .selectFrom('usage_counters')
    .select(['subject', 'used'])
    .where('subject', 'like', p.prefix)
    .orderBy('subject')
    .limit(p.limit),
);

const release = preparedQuery((db, p: { subject: string }) =>
  db
    .updateTable('usage_counters')
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('subject', '=', p.subject)
    .where('used', '>', 0),
);

describe.each(testDialects)('%s: prepared queries', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(() => t.destroy());

  test('each run binds its own parameters; constants written in the query stay as written', async () => {
    const now = new Date().toISOString();
    expect(await reserve.first(t.db, { subject: 'p:a', limit: 2, now })).toEqual({ used: 1 });
    expect(await reserve.first(t.db, { subject: 'p:a', limit: 2, now })).toEqual({ used: 2 });
    // At the limit: the conditional update matches no row, so nothing comes back.
    expect(await reserve.first(t.db, { subject: 'p:a', limit: 2, now })).toBeUndefined();
    expect(await reserve.first(t.db, { subject: 'p:b', limit: 5, now })).toEqual({ used: 1 });

    expect(await counters.rows(t.db, { prefix: 'p:%', limit: 10 })).toEqual([
      { subject: 'p:a', used: 2 },
      { subject: 'p:b', used: 1 },
    ]);
    expect(await counters.rows(t.db, { prefix: 'p:%', limit: 1 })).toEqual([
      { subject: 'p:a', used: 2 },
    ]);
    expect(await release.run(t.db, { subject: 'p:a' })).toBe(1);
    expect(await release.run(t.db, { subject: 'p:none' })).toBe(0);
    expect(await counters.first(t.db, { prefix: 'p:a', limit: 1 })).toEqual({
      subject: 'p:a',
      used: 1,
    });
  });

  test('the same prepared query runs inside a transaction, and rolls back with it', async () => {
    const now = new Date().toISOString();
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await reserve.first(trx, { subject: 'p:trx', limit: 1, now })).toEqual({ used: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counters.rows(t.db, { prefix: 'p:trx', limit: 1 })).toEqual([]);
  });

  test('the SQL sent is exactly what the query builder writes for the same values', async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase(dialect, { onStatement: (s) => statements.push(s) });
    try {
      const values = { prefix: 'x%', limit: 3 };
      await counters.rows(counted.db, values);
      const built = counted.db
        .selectFrom('usage_counters')
        .select(['subject', 'used'])
        .where('subject', 'like', values.prefix)
        .orderBy('subject')
        .limit(values.limit)
        .compile();
      expect(statements.at(-1)).toBe(built.sql);
    } finally {
      await counted.destroy();
    }
  });

  test('a parameter that does not become a bound value fails on first use', async () => {
    const branched = preparedQuery((db, p: { subject: string; admin: boolean }) =>
      // The shape depends on a parameter: not allowed, and caught.
      p.admin
        ? db.selectFrom('usage_counters').select('used')
        : db.selectFrom('usage_counters').select('used').where('subject', '=', p.subject),
    );
    await expect(branched.rows(t.db, { subject: 's', admin: false })).rejects.toThrow(
      'prepared query parameters not bound: admin',
    );

    const asText = preparedQuery((db, p: { subject: string }) =>
      db.selectFrom('usage_counters').select('used').where('subject', '=', `user:${p.subject}`),
    );
    await expect(asText.rows(t.db, { subject: 's' })).rejects.toThrow(
      "prepared query parameter 'subject' was turned into text",
    );
  });

  test.runIf(dialect === 'postgres')(
    'on PostgreSQL a prepared query runs as a named statement, parsed once per connection',
    async () => {
      const prepared = await t.db.connection().execute(async (conn) => {
        await counters.rows(conn, { prefix: 'named:%', limit: 5 });
        await counters.rows(conn, { prefix: 'named:%', limit: 6 });
        return (
          await sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements where statement like '%"subject" like $1%'`.execute(
            conn,
          )
        ).rows;
      });
      // One statement for both runs, under the name it was given.
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^sangha_\d+$/);
      expect(prepared[0]?.statement).toContain('"subject" like $1');
    },
  );
});
