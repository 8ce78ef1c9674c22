import type { Kysely, Migration } from 'kysely';

/** Wearable biofeedback: an account's devices and the readings they sent. */
export const migration006Biofeedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('biofeedback_devices')
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      // The browser's id for the device (Web Bluetooth ids are per site and per browser profile),
      // so device ids are only unique within one account.
      .addColumn('device_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('device_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('device_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('is_connected', 'integer', (col) => col.notNull().defaultTo(0))
      // Comma-separated capability names (a short, fixed vocabulary).
      .addColumn('capabilities', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('battery_level', 'integer')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('biofeedback_devices_pk', ['user_id', 'device_id'])
      .execute();

    await db.schema
      .createTable('biofeedback_readings')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
      .addColumn('device_id', 'varchar(128)', (col) => col.notNull())
      // As named when the reading was taken; a later rename of the device does not rewrite history.
      .addColumn('device_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('device_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('heart_rate', 'integer', (col) => col.notNull())
      .addColumn('heart_rate_variability', 'double precision')
      .addColumn('stress_level', 'integer')
      .addColumn('meditation_state', 'varchar(32)')
      .addColumn('emotional_state', 'varchar(32)')
      .addColumn('activity_level', 'varchar(16)')
      .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      // A reading always comes from one of the account's own devices; both go together.
      .addForeignKeyConstraint(
        'biofeedback_readings_device_fk',
        ['user_id', 'device_id'],
        'biofeedback_devices',
        ['user_id', 'device_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    // Newest-first pages and date-window summaries of one account.
    await db.schema
      .createIndex('biofeedback_readings_user_time_idx')
      .on('biofeedback_readings')
      .columns(['user_id', 'recorded_at', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('biofeedback_readings').execute();
    await db.schema.dropTable('biofeedback_devices').execute();
  },
};
