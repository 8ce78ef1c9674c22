import type { Kysely, Migration } from 'kysely';

/** The dream journal and the milestones of the growth timeline. */
export const migration005Journal: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('journal_entries')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      // The composed text block (SPEC §3); the structured fields are kept beside it.
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('dream_type', 'varchar(16)', (col) => col.notNull())
      .addColumn('dream_content', 'text', (col) => col.notNull())
      .addColumn('emotions', 'text', (col) => col.notNull())
      .addColumn('symbols', 'text', (col) => col.notNull())
      .addColumn('intensity', 'integer', (col) => col.notNull())
      .addColumn('earth_element', 'text', (col) => col.notNull())
      .addColumn('water_element', 'text', (col) => col.notNull())
      .addColumn('fire_element', 'text', (col) => col.notNull())
      .addColumn('wind_element', 'text', (col) => col.notNull())
      .addColumn('space_element', 'text', (col) => col.notNull())
      .addColumn('ai_insights', 'text')
      .addColumn('insights_source', 'varchar(16)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('journal_entries_user_idx')
      .on('journal_entries')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('spiritual_progress')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      // Which rule awarded it (e.g. 'dreams:5'); unique per user so each is awarded once.
      .addColumn('rule_key', 'varchar(120)', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('category', 'varchar(16)', (col) => col.notNull())
      .addColumn('significance', 'varchar(16)', (col) => col.notNull().defaultTo('normal'))
      .addColumn('awareness_level', 'varchar(32)')
      .addColumn('insight_depth', 'varchar(32)')
      .addColumn('achieved_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('spiritual_progress_rule_unique', ['user_id', 'rule_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('spiritual_progress').execute();
    await db.schema.dropTable('journal_entries').execute();
  },
};
