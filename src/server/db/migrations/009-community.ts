import type { Kysely, Migration } from 'kysely';

/** Where each account stands with the community chat invitation. */
export const migration009Community: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('community_invites')
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('invited_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('joined_at', 'varchar(32)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('community_invites').execute();
  },
};
