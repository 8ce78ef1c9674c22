import type { Db } from '../../db/database.ts';

/** Record a webhook event id; false when it was already processed (a repeated delivery). */
export async function recordStripeEvent(
  db: Db,
  id: string,
  type: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('stripe_events')
    .values({ id, type, processed_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
