import { CompiledQuery } from 'kysely';
import { nameStatement, type Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

// The statements every chat runs are prepared once (decision 021, third revision): built and
// compiled on first use, then only run with their parameters.

const usedCountQuery = preparedQuery((db, p: { subject: string }) =>
  db.selectFrom('usage_counters').select('used').where('subject', '=', p.subject),
);

const reserveOneQuery = preparedQuery((db, p: { subject: string; limit: number; now: string }) =>
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

const countOneQuery = preparedQuery((db, p: { subject: string; now: string }) =>
  db
    .insertInto('usage_counters')
    .values({ subject: p.subject, used: 1, updated_at: p.now })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1), updated_at: p.now })),
    ),
);

const releaseOneQuery = preparedQuery((db, p: { subject: string; now: string }) =>
  db
    .updateTable('usage_counters')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: p.now }))
    .where('subject', '=', p.subject)
    .where('used', '>', 0),
);

const betaSignupQuery = preparedQuery((db, p: { subject: string }) =>
  db.selectFrom('beta_signups').select('subject').where('subject', '=', p.subject),
);

const reserveAddressDayQuery = preparedQuery(
  (db, p: { addressDay: string; cap: number; now: string }) =>
    db
      .insertInto('address_daily_usage')
      .values({ address_day: p.addressDay, used: 1, updated_at: p.now })
      .onConflict((oc) =>
        oc
          .column('address_day')
          .doUpdateSet((eb) => ({
            used: eb('address_daily_usage.used', '+', 1),
            updated_at: p.now,
          }))
          .where('address_daily_usage.used', '<', p.cap),
      )
      .returning('used'),
);

const releaseAddressDayQuery = preparedQuery((db, p: { addressDay: string; now: string }) =>
  db
    .updateTable('address_daily_usage')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: p.now }))
    .where('address_day', '=', p.addressDay)
    .where('used', '>', 0),
);

const claimSlotQuery = preparedQuery(
  (db, p: { subject: string; slot: number; leaseId: string; now: string; expiresAt: string }) =>
    db
      .insertInto('model_call_slots')
      .values({ subject: p.subject, slot: p.slot, lease_id: p.leaseId, expires_at: p.expiresAt })
      .onConflict((oc) =>
        oc
          .columns(['subject', 'slot'])
          .doUpdateSet({ lease_id: p.leaseId, expires_at: p.expiresAt })
          .where('model_call_slots.expires_at', '<', p.now),
      )
      .returning('slot'),
);

const releaseSlotQuery = preparedQuery(
  (db, p: { subject: string; slot: number; leaseId: string }) =>
    db
      .deleteFrom('model_call_slots')
      .where('subject', '=', p.subject)
      .where('slot', '=', p.slot)
      .where('lease_id', '=', p.leaseId),
);

export async function getUsedCount(db: Db, subject: string): Promise<number> {
  const row = await usedCountQuery.first(db, { subject });
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
  return (await reserveOneQuery.first(db, { subject, limit, now })) !== undefined;
}

/** Count one exchange without a limit (unlimited callers, so their usage is still known). */
export async function countOne(db: Db, subject: string, now: string): Promise<void> {
  await countOneQuery.run(db, { subject, now });
}

export async function releaseOne(db: Db, subject: string, now: string): Promise<void> {
  await releaseOneQuery.run(db, { subject, now });
}

export async function hasBetaSignup(db: Db, subject: string): Promise<boolean> {
  return (await betaSignupQuery.first(db, { subject })) !== undefined;
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
  return (await reserveAddressDayQuery.first(db, { addressDay, cap, now })) !== undefined;
}

export async function releaseAddressDay(db: Db, addressDay: string, now: string): Promise<void> {
  await releaseAddressDayQuery.run(db, { addressDay, now });
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
    const taken = await claimSlotQuery.first(db, { subject, slot, leaseId, now, expiresAt });
    if (taken) return slot;
  }
  return null;
}

/**
 * PostgreSQL only: claim a model-call slot as claimModelCallSlot does for one slot, and only when
 * it was taken, count one exchange (as reserveOne, or countOne when `limit` is null) and then the
 * address's day (as reserveAddressDay, when `addressDay` is not null): one statement of
 * data-modifying CTEs, each upsert the same atomic conditional one as on its own.
 */
const CLAIM_SLOT_AND_RESERVE_CTES = `with slot as (
  insert into model_call_slots as s (subject, slot, lease_id, expires_at) values ($1, $2, $3, $4)
  on conflict (subject, slot) do update set lease_id = $3, expires_at = $4 where s.expires_at < $5
  returning slot
), one as (
  insert into usage_counters as c (subject, used, updated_at) select $1, 1, $5 from slot
  on conflict (subject) do update set used = c.used + 1, updated_at = $5
  where $6::integer is null or c.used < $6::integer
  returning used
), day as (
  insert into address_daily_usage as a (address_day, used, updated_at)
  select $7::varchar, 1, $5 from one where $7::varchar is not null
  on conflict (address_day) do update set used = a.used + 1, updated_at = $5 where a.used < $8
  returning used
)`;
const CLAIM_SLOT_AND_RESERVE_PARAMETERS = 8;
const WHAT_WAS_TAKEN = `select exists (select 1 from slot) as slot, exists (select 1 from one) as one,
  exists (select 1 from day) as day`;

/**
 * On its own, its commit does not wait for the disk (synchronous_commit off for this statement's
 * own transaction, so never run it inside another): the chat's first token waits for it, and the
 * message stored right after it commits synchronously, which flushes the write-ahead log in order,
 * this reservation included. A database crash between the two loses at most this reservation,
 * whose message was then never stored either (decision 021, eighth revision).
 */
const CLAIM_SLOT_AND_RESERVE = `${CLAIM_SLOT_AND_RESERVE_CTES}
${WHAT_WAS_TAKEN}, set_config('synchronous_commit', 'off', true) as commit_mode`;
nameStatement(CLAIM_SLOT_AND_RESERVE);

/**
 * A write another feature adds to the slot-and-count statement, done only when the slot and the
 * exchange were both taken: CTEs (`name as (...)`) that read the one-row CTE `granted`, one of them
 * named `stored` and returning a row when the write was done. `$1…` number `values`. Its SQL text
 * must be one of a few fixed shapes: each becomes a named prepared statement.
 */
export interface GrantedWrite {
  ctes: string;
  values: readonly unknown[];
}

/** The statement that carries `ctes`, made once per shape; it commits durably (what it carries is the person's). */
const carryingStatements = new Map<string, string>();
function claimSlotAndReserveCarrying(ctes: string): string {
  let statement = carryingStatements.get(ctes);
  if (!statement) {
    const shifted = ctes.replace(
      /\$(\d+)/g,
      (_, n: string) => `$${Number(n) + CLAIM_SLOT_AND_RESERVE_PARAMETERS}`,
    );
    statement = `${CLAIM_SLOT_AND_RESERVE_CTES}, granted as (
  select 1 where exists (select 1 from one) and ($7::varchar is null or exists (select 1 from day))
), ${shifted}
${WHAT_WAS_TAKEN}, exists (select 1 from stored) as stored`;
    nameStatement(statement);
    carryingStatements.set(ctes, statement);
  }
  return statement;
}

/** What claimSlotAndReserve took: the slot, the exchange, the address's day; and whether the carried write was done. */
export interface SlotAndReservation {
  slot: boolean;
  one: boolean;
  day: boolean;
  stored: boolean;
}

export async function claimSlotAndReserve(
  db: Db,
  p: {
    subject: string;
    slot: number;
    leaseId: string;
    now: string;
    expiresAt: string;
    /** The exchanges allowed; null: counted without a limit. */
    limit: number | null;
    /** The address's day to count too, under `cap`; null for none. */
    addressDay: string | null;
    cap: number;
  },
  carrying?: GrantedWrite,
): Promise<SlotAndReservation> {
  const parameters = [
    p.subject,
    p.slot,
    p.leaseId,
    p.expiresAt,
    p.now,
    p.limit,
    p.addressDay,
    p.cap,
  ];
  const result = await db.executeQuery<SlotAndReservation>(
    carrying
      ? CompiledQuery.raw(claimSlotAndReserveCarrying(carrying.ctes), [
          ...parameters,
          ...carrying.values,
        ])
      : CompiledQuery.raw(CLAIM_SLOT_AND_RESERVE, parameters),
  );
  const row = result.rows[0];
  return {
    slot: row?.slot === true,
    one: row?.one === true,
    day: row?.day === true,
    stored: row?.stored === true,
  };
}

/** Free a slot, only if this lease still holds it. */
export async function releaseModelCallSlot(
  db: Db,
  subject: string,
  slot: number,
  leaseId: string,
): Promise<void> {
  await releaseSlotQuery.run(db, { subject, slot, leaseId });
}
