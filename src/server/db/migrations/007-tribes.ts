import type { Kysely, Migration } from 'kysely';

/** Tribes (community groups with public pages) and their members. */
export const migration007Tribes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tribes')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('social_link', 'text', (col) => col.notNull())
      .addColumn('founder_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('tribe_members')
      .addColumn('tribe_id', 'varchar(36)', (col) =>
        col.notNull().references('tribes.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('joined_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('tribe_members_pk', ['tribe_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('tribe_members_user_idx')
      .on('tribe_members')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tribe_members').execute();
    await db.schema.dropTable('tribes').execute();
  },
};
