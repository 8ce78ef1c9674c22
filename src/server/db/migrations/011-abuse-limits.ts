import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Limits on costly operations (docs/decisions/017-costly-operations.md):
 * - `users.first_subscribed_at`: when the account first had a subscription, kept however the
 *   subscription changes later, so the free trial is offered once per account.
 * - `shared_voice_clips`: audio of replies that are the same for everyone (the caring reply),
 *   rendered once per text, engine and voice and shared by every caller.
 * - `model_call_slots`: model calls under way per account, shared by every server.
 */
export const migration011AbuseLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('first_subscribed_at', 'varchar(32)').execute();
    // Accounts that already had a subscription have used their trial.
    await sql`UPDATE users SET first_subscribed_at = COALESCE(subscription_state_at, updated_at)
      WHERE subscription_status IS NOT NULL OR stripe_subscription_id IS NOT NULL`.execute(db);

    // Audio is binary: SQLite's BLOB, PostgreSQL's BYTEA (as in 008-voice).
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable('shared_voice_clips')
      // SHA-256 of the text spoken.
      .addColumn('text_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('engine', 'varchar(16)', (col) => col.notNull())
      .addColumn('voice', 'varchar(64)', (col) => col.notNull())
      .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
      .addColumn('audio', binary, (col) => col.notNull())
      .addColumn('byte_length', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('shared_voice_clips_pk', ['text_hash', 'engine', 'voice'])
      .execute();

    await db.schema
      .createTable('model_call_slots')
      // 'user:<id>' or 'client:<uuid>'.
      .addColumn('subject', 'varchar(80)', (col) => col.notNull())
      .addColumn('slot', 'integer', (col) => col.notNull())
      // Who holds the slot; releasing checks it, so a late release never frees another's slot.
      .addColumn('lease_id', 'varchar(36)', (col) => col.notNull())
      // A server that died mid-call leaves its slot behind; it is free again after this.
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('model_call_slots_pk', ['subject', 'slot'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('model_call_slots').execute();
    await db.schema.dropTable('shared_voice_clips').execute();
    await db.schema.alterTable('users').dropColumn('first_subscribed_at').execute();
  },
};
