import type { Kysely, Migration } from 'kysely';

export const migration001Modules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carousels')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('modules')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('avatar', 'text')
      .addColumn('carousel_id', 'varchar(64)', (col) =>
        col.references('carousels.id').onDelete('set null'),
      )
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(100))
      .addColumn('is_connector', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('persona', 'text', (col) => col.notNull())
      .addColumn('teachings', 'text', (col) => col.notNull())
      .addColumn('voice', 'varchar(64)')
      .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createIndex('modules_listing_idx')
      .on('modules')
      .columns(['archived', 'carousel_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('modules').execute();
    await db.schema.dropTable('carousels').execute();
  },
};
