import type { TransmissionProgress } from '../../../contracts/transmissions.ts';
import type { Db } from '../../db/database.ts';

function parseStages(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export async function findProgress(
  db: Db,
  userId: string,
): Promise<TransmissionProgress | undefined> {
  const row = await db
    .selectFrom('transmission_progress')
    .select(['current_stage', 'completed_stages', 'total_points', 'last_updated'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        currentStage: row.current_stage,
        completedStages: parseStages(row.completed_stages),
        totalPoints: row.total_points,
        lastUpdated: row.last_updated,
      }
    : undefined;
}

export async function upsertProgress(
  db: Db,
  userId: string,
  progress: TransmissionProgress,
  now: string,
): Promise<void> {
  const fields = {
    current_stage: progress.currentStage,
    completed_stages: JSON.stringify(progress.completedStages),
    total_points: progress.totalPoints,
    last_updated: progress.lastUpdated,
    updated_at: now,
  };
  await db
    .insertInto('transmission_progress')
    .values({ user_id: userId, ...fields })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute();
}
