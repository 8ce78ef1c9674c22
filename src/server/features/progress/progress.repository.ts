import type { ProgressEntry } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import type { SpiritualProgressTable } from '../../db/schema.ts';

function toEntry(row: SpiritualProgressTable): ProgressEntry {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as ProgressEntry['category'],
    significance: row.significance as ProgressEntry['significance'],
    achievedAt: row.achieved_at,
    awarenessLevel: row.awareness_level,
    insightDepth: row.insight_depth,
  };
}

/** Insert a milestone unless this user already has one for the rule; true when inserted. */
export async function insertMilestoneOnce(db: Db, row: SpiritualProgressTable): Promise<boolean> {
  const result = await db
    .insertInto('spiritual_progress')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'rule_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A user's milestones, newest first. */
export async function listMilestones(db: Db, userId: string): Promise<ProgressEntry[]> {
  const rows = await db
    .selectFrom('spiritual_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('achieved_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toEntry);
}
