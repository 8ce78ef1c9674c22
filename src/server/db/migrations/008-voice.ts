import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Voice (wishes counted per caller, generated audio cached per reply) and the Twelve
 * Transmissions progress of signed-in accounts (docs/decisions/009-voice.md).
 */
export const migration008Voice: Migration = {
  async up(db: Kysely<unknown>) {
    // Audio is binary: SQLite's BLOB, PostgreSQL's BYTEA (decision 002 allows this one branch).
    // Both drivers hand back a Buffer.
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

    await db.schema
      .createTable('voice_usage')
      // 'client:<uuid>' or 'user:<id>', like usage_counters, but a separate allowance.
      .addColumn('subject', 'varchar(80)', (col) => col.primaryKey())
      // Set for accounts, so deleting the account deletes its count.
      .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('voice_clips')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      // The reply spoken; its audio goes with it (deleted chats, regenerated replies).
      .addColumn('message_id', 'varchar(36)', (col) =>
        col.notNull().references('messages.id').onDelete('cascade'),
      )
      // SHA-256 of the text spoken, so a different text for the same reply is a new clip.
      .addColumn('text_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('engine', 'varchar(16)', (col) => col.notNull())
      .addColumn('voice', 'varchar(64)', (col) => col.notNull())
      .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
      .addColumn('audio', binary, (col) => col.notNull())
      .addColumn('byte_length', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('voice_clips_message_text_uq', ['message_id', 'text_hash'])
      .execute();

    await db.schema
      .createTable('transmission_progress')
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('current_stage', 'integer', (col) => col.notNull())
      // JSON array of stage numbers, e.g. [1,2,3].
      .addColumn('completed_stages', 'text', (col) => col.notNull())
      .addColumn('total_points', 'integer', (col) => col.notNull())
      .addColumn('last_updated', 'varchar(40)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('transmission_progress').execute();
    await db.schema.dropTable('voice_clips').execute();
    await db.schema.dropTable('voice_usage').execute();
  },
};
