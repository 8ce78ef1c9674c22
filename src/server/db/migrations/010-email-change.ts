import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Email changes that wait for the new address to be proven, and reset links bound to the address
 * they were sent to (docs/decisions/016-email-change-and-reset-binding.md).
 */
export const migration010EmailChange: Migration = {
  async up(db: Kysely<unknown>) {
    // A reset link proves only the mailbox it was sent to. Links issued before this column
    // existed name no address, so they are voided (they lived an hour at most anyway).
    await sql`delete from password_resets`.execute(db);
    await db.schema
      .alterTable('password_resets')
      .addColumn('email', 'varchar(254)', (col) => col.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('email_changes')
      // SHA-256 of the emailed token, like password_resets: a database leak confirms nothing.
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('email_changes_user_idx')
      .on('email_changes')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_changes').execute();
    await db.schema.alterTable('password_resets').dropColumn('email').execute();
  },
};
