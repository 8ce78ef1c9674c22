import { CompiledQuery, sql } from 'kysely';
import type { ChatMessage, ChatSession } from '../../../contracts/chat.ts';
import { isPostgres, nameStatement, type Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { ChatSessionsTable, MessagesTable } from '../../db/schema.ts';

/** Whose records to touch: an account's, or a signed-out browser's (never an account's by client id). */
export type Owner = { userId: string } | { clientId: string };

function toSession(
  row: Pick<ChatSessionsTable, 'id' | 'title' | 'module_id' | 'created_at' | 'updated_at'>,
): ChatSession {
  return {
    id: row.id,
    title: row.title,
    moduleId: row.module_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toMessage(
  row: Pick<MessagesTable, 'id' | 'role' | 'content' | 'created_at' | 'status'>,
): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.created_at,
    status: row.status,
  };
}

const sessionColumns = ['id', 'title', 'module_id', 'created_at', 'updated_at'] as const;

function ownedSessions(db: Db, owner: Owner) {
  const query = db.selectFrom('chat_sessions');
  return 'userId' in owner
    ? query.where('user_id', '=', owner.userId)
    : query.where('client_id', '=', owner.clientId).where('user_id', 'is', null);
}

// The statements every chat runs are prepared once (decision 021, third revision): built and
// compiled on first use, then only run with their parameters.

const insertSessionQuery = preparedQuery((db, row: ChatSessionsTable) =>
  db.insertInto('chat_sessions').values({
    id: row.id,
    title: row.title,
    module_id: row.module_id,
    user_id: row.user_id,
    client_id: row.client_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }),
);

const findUserSessionQuery = preparedQuery((db, p: { id: string; userId: string }) =>
  ownedSessions(db, { userId: p.userId }).select(sessionColumns).where('id', '=', p.id),
);

const findClientSessionQuery = preparedQuery((db, p: { id: string; clientId: string }) =>
  ownedSessions(db, { clientId: p.clientId }).select(sessionColumns).where('id', '=', p.id),
);

const touchSessionQuery = preparedQuery((db, p: { id: string; now: string }) =>
  db.updateTable('chat_sessions').set({ updated_at: p.now }).where('id', '=', p.id),
);

const MESSAGE_COLUMNS = [
  'id',
  'session_id',
  'role',
  'content',
  'status',
  'provider',
  'created_at',
  'seq',
] as const;

/**
 * A message's values with the next sequence number of its conversation, as the rows of an insert
 * into MESSAGE_COLUMNS: the number is computed inside the insert (one statement, not a read then
 * a write).
 */
const withNextSeq = (db: Db, row: Omit<MessagesTable, 'seq'>) =>
  db
    .selectFrom('messages')
    .select((s) => [
      sql.val(row.id).as('id'),
      sql.val(row.session_id).as('session_id'),
      sql.val(row.role).as('role'),
      sql.val(row.content).as('content'),
      sql.val(row.status).as('status'),
      sql.val(row.provider).as('provider'),
      sql.val(row.created_at).as('created_at'),
      sql<number>`coalesce(max(${s.ref('seq')}), 0) + 1`.as('seq'),
    ])
    .where('session_id', '=', row.session_id);

const insertMessageQuery = preparedQuery((db, row: Omit<MessagesTable, 'seq'>) =>
  db.insertInto('messages').columns(MESSAGE_COLUMNS).expression(withNextSeq(db, row)),
);

/**
 * PostgreSQL: a reply stored and the model-call slot it held freed, in one statement (a
 * data-modifying CTE; decision 021, ninth revision). The slot's table belongs to usage; the two
 * writes share a statement only because each chat pays a round trip per statement.
 */
const insertMessageFreeingSlotQuery = preparedQuery(
  (
    db,
    p: Omit<MessagesTable, 'seq'> & { slotSubject: string; slotNumber: number; slotLease: string },
  ) =>
    db
      .with('freed', (qc) =>
        qc
          .deleteFrom('model_call_slots')
          .where('subject', '=', p.slotSubject)
          .where('slot', '=', p.slotNumber)
          .where('lease_id', '=', p.slotLease),
      )
      .insertInto('messages')
      .columns(MESSAGE_COLUMNS)
      .expression(withNextSeq(db, p)),
);

const recentMessagesQuery = preparedQuery((db, p: { sessionId: string; limit: number }) =>
  db
    .selectFrom('messages')
    .select(['id', 'role', 'content', 'created_at', 'status'])
    .where('session_id', '=', p.sessionId)
    .orderBy('seq', 'desc')
    .limit(p.limit),
);

const userExchangesWithModuleQuery = preparedQuery((db, p: { userId: string; moduleId: string }) =>
  db
    .selectFrom('messages')
    .innerJoin('chat_sessions', 'chat_sessions.id', 'messages.session_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('chat_sessions.user_id', '=', p.userId)
    .where('chat_sessions.module_id', '=', p.moduleId)
    .where('messages.role', '=', 'assistant')
    .where('messages.status', '=', 'complete'),
);

export async function insertSession(
  db: Db,
  session: { id: string; title: string; moduleId: string; owner: Owner },
  now: string,
): Promise<ChatSession> {
  const row = {
    id: session.id,
    title: session.title,
    module_id: session.moduleId,
    user_id: 'userId' in session.owner ? session.owner.userId : null,
    client_id: 'clientId' in session.owner ? session.owner.clientId : null,
    created_at: now,
    updated_at: now,
  };
  await insertSessionQuery.run(db, row);
  return toSession(row);
}

export async function findOwnedSession(
  db: Db,
  id: string,
  owner: Owner,
): Promise<ChatSession | undefined> {
  const row =
    'userId' in owner
      ? await findUserSessionQuery.first(db, { id, userId: owner.userId })
      : await findClientSessionQuery.first(db, { id, clientId: owner.clientId });
  return row ? toSession(row) : undefined;
}

export async function listOwnedSessions(db: Db, owner: Owner): Promise<ChatSession[]> {
  const rows = await ownedSessions(db, owner)
    .select(sessionColumns)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(toSession);
}

export async function renameOwnedSession(
  db: Db,
  id: string,
  owner: Owner,
  title: string,
  now: string,
): Promise<boolean> {
  const target = await findOwnedSession(db, id, owner);
  if (!target) return false;
  await db
    .updateTable('chat_sessions')
    .set({ title, updated_at: now })
    .where('id', '=', id)
    .execute();
  return true;
}

export async function deleteOwnedSession(db: Db, id: string, owner: Owner): Promise<boolean> {
  const target = await findOwnedSession(db, id, owner);
  if (!target) return false;
  // Messages go with it (ON DELETE CASCADE).
  await db.deleteFrom('chat_sessions').where('id', '=', id).execute();
  return true;
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await touchSessionQuery.run(db, { id, now });
}

/** A message to store; its sequence number is given by the insert. */
export interface NewMessage {
  id: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'complete' | 'interrupted' | 'stopped';
  provider: string | null;
}

const messageRow = (message: NewMessage, now: string): Omit<MessagesTable, 'seq'> => ({
  id: message.id,
  session_id: message.sessionId,
  role: message.role,
  content: message.content,
  status: message.status,
  provider: message.provider,
  created_at: now,
});

export async function insertMessage(
  db: Db,
  message: NewMessage,
  now: string,
): Promise<ChatMessage> {
  const row = messageRow(message, now);
  if ((await insertMessageQuery.run(db, row)) !== 1)
    throw new Error(`message ${message.id} was not stored`);
  return toMessage(row);
}

/**
 * Store a reply and free the model-call slot that produced it: one statement on PostgreSQL (true:
 * the slot is free); on SQLite, where a statement costs no round trip, only the reply (false: the
 * caller frees the slot).
 */
export async function insertReplyFreeingSlot(
  db: Db,
  message: NewMessage,
  now: string,
  slot: { subject: string; slot: number; leaseId: string },
): Promise<boolean> {
  if (!isPostgres(db)) {
    await insertMessage(db, message, now);
    return false;
  }
  const stored = await insertMessageFreeingSlotQuery.run(db, {
    ...messageRow(message, now),
    slotSubject: slot.subject,
    slotNumber: slot.slot,
    slotLease: slot.leaseId,
  });
  if (stored !== 1) throw new Error(`message ${message.id} was not stored`);
  return true;
}

/** A person's message to store, with the conversation it opens or continues. */
export interface UserMessageToStore {
  sessionId: string;
  /** The conversation to create with the message; null when it continues `sessionId`. */
  newSession: { title: string; moduleId: string; owner: Owner } | null;
  messageId: string;
  content: string;
}

const MESSAGE_INSERT =
  'insert into messages (id, session_id, role, content, status, provider, created_at, seq)';

/**
 * PostgreSQL: storeUserMessage's write as CTEs for usage's slot-and-count statement to carry,
 * done only for its row of `granted` (the slot and the exchange both taken), so a chat's message
 * costs no round trip of its own (decision 021, tenth revision); storeUserMessage runs the same
 * CTEs on their own, always granted. The CTE `stored` returns a row
 * when the message was stored. None on SQLite, where a statement costs no round trip.
 */
export function userMessageWrite(
  db: Db,
  input: UserMessageToStore,
  now: string,
): { ctes: string; values: unknown[] } | undefined {
  if (!isPostgres(db)) return undefined;
  const { sessionId, newSession, messageId, content } = input;
  if (newSession)
    return {
      ctes: `new_session as (
  insert into chat_sessions (id, title, module_id, user_id, client_id, created_at, updated_at)
  select $1, $2, $3, $4, $5, $6, $6 from granted returning id
), stored as (
  ${MESSAGE_INSERT}
  select $7, new_session.id, 'user', $8, 'complete', null, $6, 1 from new_session returning 1
)`,
      values: [
        sessionId,
        newSession.title,
        newSession.moduleId,
        'userId' in newSession.owner ? newSession.owner.userId : null,
        'clientId' in newSession.owner ? newSession.owner.clientId : null,
        now,
        messageId,
        content,
      ],
    };
  return {
    ctes: `touched as (
  update chat_sessions set updated_at = $2 where id = $1 and exists (select 1 from granted)
  returning id
), stored as (
  ${MESSAGE_INSERT}
  select $3, touched.id, 'user', $4, 'complete', null, $2,
    (select coalesce(max(seq), 0) + 1 from messages where session_id = $1)
  from touched returning 1
)`,
    values: [sessionId, now, messageId, content],
  };
}

/**
 * userMessageWrite's CTEs as a statement of their own, always granted. Run only when the
 * slot-and-count statement could not carry them (rare), so it is built on each call and named once.
 */
function storeOnItsOwn(ctes: string): string {
  const statement = `with granted as (select 1), ${ctes}
select exists (select 1 from stored) as stored`;
  nameStatement(statement);
  return statement;
}

/**
 * Store the person's message as one atomic write: with the new conversation it opens (created
 * with this time), or touching the conversation it continues (decision 021). One statement on
 * PostgreSQL; on SQLite a transaction, or the statements of the caller's transaction.
 */
export async function storeUserMessage(
  db: Db,
  input: UserMessageToStore,
  now: string,
): Promise<void> {
  const { sessionId, newSession, messageId, content } = input;
  // PostgreSQL: the write usage's statement carries (no BEGIN and COMMIT round trips), here on
  // its own, always granted.
  const write = userMessageWrite(db, input, now);
  if (write) {
    const result = await db.executeQuery<{ stored: boolean }>(
      CompiledQuery.raw(storeOnItsOwn(write.ctes), write.values),
    );
    if (result.rows[0]?.stored !== true) throw new Error(`message ${messageId} was not stored`);
    return;
  }
  const store = async (trx: Db) => {
    if (newSession) await insertSession(trx, { id: sessionId, ...newSession }, now);
    await insertMessage(
      trx,
      { id: messageId, sessionId, role: 'user', content, status: 'complete', provider: null },
      now,
    );
    if (!newSession) await touchSession(trx, sessionId, now);
  };
  await (db.isTransaction ? store(db) : db.transaction().execute(store));
}

/** A session's messages, oldest first. */
export async function listSessionMessages(db: Db, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'role', 'content', 'created_at', 'status'])
    .where('session_id', '=', sessionId)
    .orderBy('seq')
    .orderBy('created_at')
    .execute();
  return rows.map(toMessage);
}

/** The newest `limit` messages of a session, oldest first (the history sent to a model). */
export async function listRecentMessages(
  db: Db,
  sessionId: string,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await recentMessagesQuery.rows(db, { sessionId, limit });
  return rows.reverse().map(toMessage);
}

export async function deleteMessages(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('messages').where('id', 'in', ids).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('chat_sessions').where('user_id', '=', userId).execute();
}

/** Hand a signed-out browser's conversations to an account. Returns how many moved. */
export async function moveClientSessionsToUser(
  db: Db,
  clientId: string,
  userId: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('chat_sessions')
    .set({ user_id: userId, updated_at: now })
    .where('client_id', '=', clientId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many complete replies an account has had from a module's teacher. */
export async function countUserExchangesWithModule(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<number> {
  const row = await userExchangesWithModuleQuery.first(db, { userId, moduleId });
  return Number(row?.n ?? 0);
}
