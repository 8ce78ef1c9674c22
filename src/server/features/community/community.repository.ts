import type { Db } from '../../db/database.ts';

export async function findInviteStatus(
  db: Db,
  userId: string,
): Promise<'invited' | 'joined' | null> {
  const row = await db
    .selectFrom('community_invites')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? (row.status as 'invited' | 'joined') : null;
}

/** Mark invited, unless already joined (joining is never undone by asking again). */
export async function markInvited(db: Db, userId: string, now: string): Promise<void> {
  await db
    .insertInto('community_invites')
    .values({ user_id: userId, status: 'invited', invited_at: now, joined_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function markJoined(db: Db, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('community_invites')
    .set({ status: 'joined', joined_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
