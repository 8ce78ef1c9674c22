import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabase,
} from '../../testing/test-databases.ts';
import { migration011AbuseLimits } from './011-abuse-limits.ts';

describe.each(testDialects)('%s: migration 011', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  test('accounts that already had a subscription have used their trial; the others have not', async () => {
    const user = (status: string | null, subscriptionId: string | null) => ({
      id: randomUUID(),
      email: `${randomUUID()}@example.com`,
      email_verified: 0,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      password_hash: null,
      stripe_customer_id: null,
      subscription_status: status,
      subscription_tier: null,
      subscription_current_period_end: null,
      stripe_subscription_id: subscriptionId,
      subscription_state_at: status ? '2026-01-02T00:00:00.000Z' : null,
      first_subscribed_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-03T00:00:00.000Z',
    });
    const canceled = user('canceled', 'sub_1');
    const pastDue = user('past_due', null);
    const never = user(null, null);
    await database.db.insertInto('users').values([canceled, pastDue, never]).execute();

    // Back to before 011 and up again, as on a database that had these accounts.
    const db = database.db as unknown as Kysely<unknown>;
    await migration011AbuseLimits.down?.(db);
    await migration011AbuseLimits.up(db);

    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'first_subscribed_at'])
      .execute();
    const firstSubscribed = new Map(rows.map((r) => [r.id, r.first_subscribed_at]));
    expect(firstSubscribed.get(canceled.id)).toBe('2026-01-02T00:00:00.000Z');
    expect(firstSubscribed.get(pastDue.id)).toBe('2026-01-02T00:00:00.000Z');
    expect(firstSubscribed.get(never.id)).toBeNull();
  });
});
