import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Whose reply it must be: an account's, or a signed-out browser's (never an account's by client id). */
export type Owner = { userId: string } | { clientId: string };

export interface OwnedMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  moduleId: string | null;
  /** The provider that wrote a reply; null for the caring reply (no model wrote it). */
  provider: string | null;
}

export interface StoredClip {
  audio: Buffer;
  contentType: string;
}

/**
 * Only rows of conversations the owner holds: an account's own, or a signed-out browser's that no
 * account has claimed. The same rule as the chat's own `ownedSessions`. The query must have joined
 * `chat_sessions`.
 */
function whereOwnedBy<O>(
  query: SelectQueryBuilder<Database, 'chat_sessions', O>,
  owner: Owner,
): SelectQueryBuilder<Database, 'chat_sessions', O> {
  return 'userId' in owner
    ? query.where('chat_sessions.user_id', '=', owner.userId)
    : query
        .where('chat_sessions.client_id', '=', owner.clientId)
        .where('chat_sessions.user_id', 'is', null);
}

/**
 * A message of a conversation the owner holds. Read here rather than through the chat service
 * because the clip table hangs off `messages` anyway (decision 009); ownership is the same rule as
 * the chat's own `ownedSessions`.
 */
export async function findOwnedMessage(
  db: Db,
  messageId: string,
  owner: Owner,
): Promise<OwnedMessage | undefined> {
  const query = db
    .selectFrom('messages')
    .innerJoin('chat_sessions', 'chat_sessions.id', 'messages.session_id')
    .select([
      'messages.id',
      'messages.role',
      'messages.content',
      'messages.provider',
      'chat_sessions.module_id',
    ])
    .where('messages.id', '=', messageId);
  const row = await whereOwnedBy(query, owner).executeTakeFirst();
  return row
    ? {
        id: row.id,
        role: row.role,
        content: row.content,
        moduleId: row.module_id,
        provider: row.provider,
      }
    : undefined;
}

export async function findClip(
  db: Db,
  messageId: string,
  textHash: string,
): Promise<(StoredClip & { id: string }) | undefined> {
  const row = await db
    .selectFrom('voice_clips')
    .select(['id', 'audio', 'content_type'])
    .where('message_id', '=', messageId)
    .where('text_hash', '=', textHash)
    .executeTakeFirst();
  return row
    ? { id: row.id, audio: Buffer.from(row.audio), contentType: row.content_type }
    : undefined;
}

/** A stored clip of a reply the owner holds (the same rule as `findOwnedMessage`). */
export async function findOwnedClip(
  db: Db,
  clipId: string,
  owner: Owner,
): Promise<StoredClip | undefined> {
  const query = db
    .selectFrom('voice_clips')
    .innerJoin('messages', 'messages.id', 'voice_clips.message_id')
    .innerJoin('chat_sessions', 'chat_sessions.id', 'messages.session_id')
    .select(['voice_clips.audio', 'voice_clips.content_type'])
    .where('voice_clips.id', '=', clipId);
  const row = await whereOwnedBy(query, owner).executeTakeFirst();
  return row ? { audio: Buffer.from(row.audio), contentType: row.content_type } : undefined;
}

/** Store a clip; false when one for the same reply and text was stored first (another server). */
export async function insertClip(
  db: Db,
  clip: {
    id: string;
    messageId: string;
    textHash: string;
    engine: string;
    voice: string;
    contentType: string;
    audio: Buffer;
  },
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('voice_clips')
    .values({
      id: clip.id,
      message_id: clip.messageId,
      text_hash: clip.textHash,
      engine: clip.engine,
      voice: clip.voice,
      content_type: clip.contentType,
      audio: clip.audio,
      byte_length: clip.audio.length,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['message_id', 'text_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function getVoiceUsed(db: Db, subject: string): Promise<number> {
  const row = await db
    .selectFrom('voice_usage')
    .select('used')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Count one generation if the subject has used fewer than `limit`. One conditional UPDATE, so
 * concurrent requests can never exceed the limit on either database (decision 006).
 */
export async function reserveVoiceWish(
  db: Db,
  subject: string,
  userId: string | null,
  limit: number,
  now: string,
): Promise<boolean> {
  await db
    .insertInto('voice_usage')
    .values({ subject, user_id: userId, used: 0, updated_at: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
  const result = await db
    .updateTable('voice_usage')
    .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
    .where('subject', '=', subject)
    .where('used', '<', limit)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Count one generation without a limit (subscribers, so their usage is still known). */
export async function countVoiceUse(
  db: Db,
  subject: string,
  userId: string | null,
  now: string,
): Promise<void> {
  await db
    .insertInto('voice_usage')
    .values({ subject, user_id: userId, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({ used: eb('voice_usage.used', '+', 1), updated_at: now })),
    )
    .execute();
}

/** Give one generation back (the engine failed), never below zero. */
export async function releaseVoiceWish(db: Db, subject: string, now: string): Promise<void> {
  await db
    .updateTable('voice_usage')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
    .where('subject', '=', subject)
    .where('used', '>', 0)
    .execute();
}

/** Audio made once for a text everyone is given (the caring reply), by engine and voice. */
export async function findSharedClip(
  db: Db,
  key: { textHash: string; engine: string; voice: string },
): Promise<StoredClip | undefined> {
  const row = await db
    .selectFrom('shared_voice_clips')
    .select(['audio', 'content_type'])
    .where('text_hash', '=', key.textHash)
    .where('engine', '=', key.engine)
    .where('voice', '=', key.voice)
    .executeTakeFirst();
  return row ? { audio: Buffer.from(row.audio), contentType: row.content_type } : undefined;
}

/** Keep shared audio; when another server stored it first, theirs is kept. */
export async function insertSharedClip(
  db: Db,
  clip: { textHash: string; engine: string; voice: string; contentType: string; audio: Buffer },
  now: string,
): Promise<void> {
  await db
    .insertInto('shared_voice_clips')
    .values({
      text_hash: clip.textHash,
      engine: clip.engine,
      voice: clip.voice,
      content_type: clip.contentType,
      audio: clip.audio,
      byte_length: clip.audio.length,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['text_hash', 'engine', 'voice']).doNothing())
    .execute();
}
