import type { Db } from '../../db/database.ts';
import type { TribesTable } from '../../db/schema.ts';

export type TribeRow = TribesTable;

export async function insertTribe(db: Db, row: TribeRow): Promise<void> {
  await db.insertInto('tribes').values(row).execute();
}

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  return !!(await db.selectFrom('tribes').select('id').where('slug', '=', slug).executeTakeFirst());
}

export async function findTribeBySlug(db: Db, slug: string) {
  return db
    .selectFrom('tribes')
    .innerJoin('users', 'users.id', 'tribes.founder_id')
    .selectAll('tribes')
    .select(['users.first_name as founder_first_name', 'users.last_name as founder_last_name'])
    .where('tribes.slug', '=', slug)
    .executeTakeFirst();
}

export async function memberCount(db: Db, tribeId: string): Promise<number> {
  const row = await db
    .selectFrom('tribe_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tribe_id', '=', tribeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function isMember(db: Db, tribeId: string, userId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('tribe_members')
    .select('user_id')
    .where('tribe_id', '=', tribeId)
    .where('user_id', '=', userId)
    .executeTakeFirst());
}

/** Add a member; false when they already were one. */
export async function addMember(
  db: Db,
  tribeId: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('tribe_members')
    .values({ tribe_id: tribeId, user_id: userId, joined_at: now })
    .onConflict((oc) => oc.columns(['tribe_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function removeMember(db: Db, tribeId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('tribe_members')
    .where('tribe_id', '=', tribeId)
    .where('user_id', '=', userId)
    .execute();
}

/** Tribes a user founded or joined, newest first, with member counts. */
export async function listTribesOf(db: Db, userId: string) {
  return db
    .selectFrom('tribes')
    .innerJoin('tribe_members as mine', (join) =>
      join.onRef('mine.tribe_id', '=', 'tribes.id').on('mine.user_id', '=', userId),
    )
    .selectAll('tribes')
    .select((eb) =>
      eb
        .selectFrom('tribe_members')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('tribe_members.tribe_id', '=', 'tribes.id')
        .as('member_count'),
    )
    .orderBy('tribes.created_at', 'desc')
    .execute();
}

export async function updateTribeRow(
  db: Db,
  id: string,
  fields: Partial<Pick<TribeRow, 'description' | 'social_link'>>,
  now: string,
): Promise<void> {
  await db
    .updateTable('tribes')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteTribeRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tribes').where('id', '=', id).execute();
}
