import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../plugins/caller.ts';
import { postStream } from '../../testing/sse-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import {
  createTestDatabase,
  testDialects,
  type TestDatabase,
} from '../../testing/test-databases.ts';
import {
  endModelCall,
  getUsage,
  isBetaUser,
  refundExchange,
  reserveExchange,
  signUpForBeta,
  startModelCall,
  startModelCallAndReserve,
} from './usage.service.ts';

const allowances = {
  anonFreeMessages: 3,
  freeAccountExchanges: 21,
  anonDailyMessagesPerAddress: 1000,
};

describe.each(testDialects)('%s: usage metering', (dialect) => {
  let database: TestDatabase;
  const client = (): Caller => ({ kind: 'client', clientId: randomUUID(), address: '203.0.113.7' });

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  test('an anonymous client gets its allowance, then a payment_required error with usageCount', async () => {
    const caller = client();
    expect(await getUsage(database.db, allowances, caller)).toEqual({
      remaining: 3,
      unlimited: false,
      phase: 'anon',
      isBetaUser: false,
      used: 0,
      limit: 3,
    });
    for (let i = 0; i < 3; i++) await reserveExchange(database.db, allowances, caller);
    const error = await reserveExchange(database.db, allowances, caller).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'payment_required',
      status: 402,
      extra: { usageCount: 3 },
    });
    expect((await getUsage(database.db, allowances, caller)).remaining).toBe(0);
  });

  test('a refund gives the exchange back, never below zero', async () => {
    const caller = client();
    const reservation = await reserveExchange(database.db, allowances, caller);
    await refundExchange(database.db, reservation);
    await refundExchange(database.db, reservation);
    expect((await getUsage(database.db, allowances, caller)).used).toBe(0);
  });

  test('concurrent reservations never exceed the allowance', async () => {
    const caller = client();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => reserveExchange(database.db, allowances, caller)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await getUsage(database.db, allowances, caller)).used).toBe(3);
  });

  test('model-call slots: 20 concurrent starts hold exactly the cap, a release frees one, an expired lease is taken over', async () => {
    // On PostgreSQL the starts run on several pooled connections at once, as they would from
    // several servers: the cap holds because each step is one atomic statement.
    const caller = client();
    const leases = await Promise.all(
      Array.from({ length: 20 }, () => startModelCall(database.db, caller, 3)),
    );
    const held = leases.filter((l) => l !== null);
    expect(held).toHaveLength(3);
    expect(new Set(held.map((l) => l.slot))).toEqual(new Set([0, 1, 2]));
    // Another caller has slots of its own.
    expect(await startModelCall(database.db, client(), 3)).not.toBeNull();

    const [first] = held;
    if (!first) throw new Error('no lease');
    await endModelCall(database.db, first);
    const next = await startModelCall(database.db, caller, 3);
    expect(next?.slot).toBe(first.slot);
    // Ending an old lease again never frees the slot its successor holds.
    await endModelCall(database.db, first);
    expect(await startModelCall(database.db, caller, 3)).toBeNull();

    // A server that died mid-call: its lease runs out and the slot is taken over.
    await database.db
      .updateTable('model_call_slots')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('subject', '=', `client:${caller.kind === 'client' ? caller.clientId : ''}`)
      .where('slot', '=', 1)
      .execute();
    expect((await startModelCall(database.db, caller, 3))?.slot).toBe(1);
  });

  test('a slot and an exchange in one statement: counted, and the connection keeps durable commits', async () => {
    const caller = client();
    const started = await database.db.connection().execute(async (conn) => {
      const taken = await startModelCallAndReserve(conn, allowances, caller, 2);
      // On PostgreSQL the statement commits without waiting for the disk; only its own commit.
      if (dialect === 'postgres') {
        const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(
          conn,
        );
        expect(rows[0]?.synchronous_commit).toBe('on');
      }
      return taken;
    });
    expect(started?.lease.slot).toBe(0);
    expect((await getUsage(database.db, allowances, caller)).used).toBe(1);
    await endModelCall(database.db, started!.lease);
    expect((await startModelCall(database.db, caller, 1))?.slot).toBe(0);
  });

  test('each client has its own allowance, and beta access is per caller', async () => {
    const a = client();
    const b = client();
    await reserveExchange(database.db, allowances, a);
    expect((await getUsage(database.db, allowances, b)).used).toBe(0);
    await signUpForBeta(database.db, a, 'Seeker@Example.com');
    expect(await isBetaUser(database.db, a)).toBe(true);
    expect(await isBetaUser(database.db, b)).toBe(false);
  });
});

describe.each(testDialects)('%s: quota exactness over HTTP', (dialect) => {
  test('50 concurrent sends with one exchange left: exactly one is answered, the rest get 402', async () => {
    // The cap on calls under way at once has tests of its own (journal.routes.test.ts): this one
    // is about the allowance alone.
    const t = await createTestApp(dialect, {
      ANON_FREE_MESSAGES: '1',
      MODEL_CALLS_PER_ACCOUNT: '50',
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const clientId = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          postStream(
            `${base}/api/chat`,
            { message: `breath ${i}`, moduleId: 'breath-of-life', wordLimit: 25 },
            { clientId },
          ),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 402)).toHaveLength(49);
      const sessions = await (
        await fetch(`${base}/api/sessions`, { headers: { 'x-client-id': clientId } })
      ).json();
      expect(sessions).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
