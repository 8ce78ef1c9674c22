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
 * Count one exchange if the subject has fewer than `limit`. One upsert whose update is
 * conditional (`… DO UPDATE … WHERE used < limit RETURNING`): atomic on both databases, so
 * concurrent reservations can never exceed the limit, in one statement.
 */
export async function reserveOne(
  db: Db,
  subject: string,
  limit: number,
  now: string,
): Promise<boolean> {
  if (limit <= 0) return false;
  const row = await db
    .insertInto('usage_counters')
    .values({ subject, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1), updated_at: now }))
        .where('usage_counters.used', '<', limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
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
  if (cap <= 0) return false;
  const row = await db
    .insertInto('address_daily_usage')
    .values({ address_day: addressDay, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('address_day')
        .doUpdateSet((eb) => ({ used: eb('address_daily_usage.used', '+', 1), updated_at: now }))
        .where('address_daily_usage.used', '<', cap),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * Take one of a subject's `cap` model-call slots: a free slot is inserted, an expired one (its
 * server died mid-call) is taken over. Each slot is tried with one atomic statement, so concurrent callers on
 * any number of servers never hold more than `cap` slots. Returns the slot, or null when all are
 * held.
 */
export async function claimModelCallSlot(
  db: Db,
  subject: string,
  cap: number,
  leaseId: string,
  now: string,
  expiresAt: string,
): Promise<number | null> {
  for (let slot = 0; slot < cap; slot++) {
    // Insert the slot, or take it over when its lease has run out: one atomic upsert.
    const taken = await db
      .insertInto('model_call_slots')
      .values({ subject, slot, lease_id: leaseId, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .columns(['subject', 'slot'])
          .doUpdateSet({ lease_id: leaseId, expires_at: expiresAt })
          .where('model_call_slots.expires_at', '<', now),
      )
      .returning('slot')
      .executeTakeFirst();
    if (taken) return slot;
  }
  return null;
}

/** Free a slot, only if this lease still holds it. */
export async function releaseModelCallSlot(
  db: Db,
  subject: string,
  slot: number,
  leaseId: string,
): Promise<void> {
  await db
    .deleteFrom('model_call_slots')
    .where('subject', '=', subject)
    .where('slot', '=', slot)
    .where('lease_id', '=', leaseId)
    .execute();
}
