import type { Kysely, Migration } from 'kysely';

/** Chat sessions and messages, usage counters for metering, and beta signups. */
export const migration002Chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_sessions')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('module_id', 'varchar(64)', (col) =>
        col.references('modules.id').onDelete('set null'),
      )
      // Exactly one owner: an account (user_id) or, when signed out, an anonymous browser (client_id).
      .addColumn('user_id', 'varchar(64)')
      .addColumn('client_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_sessions_user_idx')
      .on('chat_sessions')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('chat_sessions_client_idx')
      .on('chat_sessions')
      .columns(['client_id', 'updated_at'])
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('session_id', 'varchar(36)', (col) =>
        col.notNull().references('chat_sessions.id').onDelete('cascade'),
      )
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('complete'))
      // Which provider answered (null for the user's messages and safety replies).
      .addColumn('provider', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      // Orders messages written within the same millisecond.
      .addColumn('seq', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('messages_session_idx')
      .on('messages')
      .columns(['session_id', 'seq'])
      .execute();

    await db.schema
      .createTable('usage_counters')
      // 'client:<uuid>' or 'user:<id>': whose allowance this counts.
      .addColumn('subject', 'varchar(80)', (col) => col.primaryKey())
      .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('beta_signups')
      .addColumn('subject', 'varchar(80)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('beta_signups').execute();
    await db.schema.dropTable('usage_counters').execute();
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('chat_sessions').execute();
  },
};
