import type { Db } from '../../db/database.ts';

export async function getUsedCount(db: Db, subject: string): Promise<number> {
  const row = await db
    .selectFrom('usage_counters')
    .select('used')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Count one exchange if the subject has fewer than `limit`. A single conditional UPDATE, so
 * concurrent reservations can never exceed the limit on either database.
 */
export async function reserveOne(
  db: Db,
  subject: string,
  limit: number,
  now: string,
): Promise<boolean> {
  await db
    .insertInto('usage_counters')
    .values({ subject, used: 0, updated_at: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
  const result = await db
    .updateTable('usage_counters')
    .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
    .where('subject', '=', subject)
    .where('used', '<', limit)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Count one exchange without a limit (unlimited callers, so their usage is still known). */
export async function countOne(db: Db, subject: string, now: string): Promise<void> {
  await db
    .insertInto('usage_counters')
    .values({ subject, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1), updated_at: now })),
    )
    .execute();
}

export async function releaseOne(db: Db, subject: string, now: string): Promise<void> {
  await db
    .updateTable('usage_counters')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
    .where('subject', '=', subject)
    .where('used', '>', 0)
    .execute();
}

export async function hasBetaSignup(db: Db, subject: string): Promise<boolean> {
  const row = await db
    .selectFrom('beta_signups')
    .select('subject')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return !!row;
}

export async function upsertBetaSignup(
  db: Db,
  subject: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('beta_signups')
    .values({ subject, email, created_at: now })
    .onConflict((oc) => oc.column('subject').doUpdateSet({ email }))
    .execute();
}

/** Count one anonymous message for a network address today, if it is under the daily cap. */
export async function reserveAddressDay(
  db: Db,
  addressDay: string,
  cap: number,
  now: string,
): Promise<boolean> {
  await db
    .insertInto('address_daily_usage')
    .values({ address_day: addressDay, used: 0, updated_at: now })
    .onConflict((oc) => oc.column('address_day').doNothing())
    .execute();
  const result = await db
    .updateTable('address_daily_usage')
    .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
    .where('address_day', '=', addressDay)
    .where('used', '<', cap)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseAddressDay(db: Db, addressDay: string, now: string): Promise<void> {
  await db
    .updateTable('address_daily_usage')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
    .where('address_day', '=', addressDay)
    .where('used', '>', 0)
    .execute();
}

export async function deleteSubject(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('usage_counters').where('subject', '=', subject).execute();
  await db.deleteFrom('beta_signups').where('subject', '=', subject).execute();
}

/** Record that a client id was merged into an account; false when it already was (by anyone). */
export async function recordMerge(
  db: Db,
  clientId: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('merged_clients')
    .values({ client_id: clientId, user_id: userId, merged_at: now })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
