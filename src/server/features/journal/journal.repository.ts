import type { JournalEntry } from '../../../contracts/journal.ts';
import type { Db } from '../../db/database.ts';
import type { JournalEntriesTable } from '../../db/schema.ts';

export type JournalRow = JournalEntriesTable;

export function toEntry(row: JournalRow): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    aiInsights: row.ai_insights,
    insightsSource: row.insights_source as JournalEntry['insightsSource'],
    dreamType: row.dream_type as JournalEntry['dreamType'],
    dreamContent: row.dream_content,
    emotions: row.emotions,
    symbols: row.symbols,
    intensity: row.intensity,
    earthElement: row.earth_element,
    waterElement: row.water_element,
    fireElement: row.fire_element,
    windElement: row.wind_element,
    spaceElement: row.space_element,
  };
}

export async function insertEntry(db: Db, row: JournalRow): Promise<void> {
  await db.insertInto('journal_entries').values(row).execute();
}

export async function findOwnedEntry(
  db: Db,
  userId: string,
  id: string,
): Promise<JournalRow | undefined> {
  return db
    .selectFrom('journal_entries')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateOwnedEntry(
  db: Db,
  userId: string,
  id: string,
  fields: Partial<Omit<JournalRow, 'id' | 'user_id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('journal_entries')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteOwnedEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('journal_entries')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A user's entries, newest first. */
export async function listEntries(db: Db, userId: string): Promise<JournalRow[]> {
  return db
    .selectFrom('journal_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countEntries(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
