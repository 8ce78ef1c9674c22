import type { Kysely, Migration } from 'kysely';

/** Accounts, their server-side sessions, linked sign-in providers, password resets and merges. */
export const migration003Accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.unique())
      .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_name', 'varchar(100)')
      .addColumn('last_name', 'varchar(100)')
      .addColumn('profile_image_url', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('stripe_customer_id', 'varchar(255)')
      .addColumn('subscription_status', 'varchar(32)')
      .addColumn('subscription_tier', 'varchar(64)')
      .addColumn('subscription_current_period_end', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('auth_sessions')
      // SHA-256 of the cookie's random token: a database leak does not leak live sessions.
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('auth_sessions_user_idx')
      .on('auth_sessions')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('oauth_accounts')
      .addColumn('provider', 'varchar(32)', (col) => col.notNull())
      .addColumn('provider_user_id', 'varchar(255)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('oauth_accounts_pk', ['provider', 'provider_user_id'])
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('merged_clients')
      .addColumn('client_id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('merged_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    // Anonymous messages per network address per UTC day, so rotating client ids cannot mint
    // endless free messages.
    await db.schema
      .createTable('address_daily_usage')
      .addColumn('address_day', 'varchar(120)', (col) => col.primaryKey())
      .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'address_daily_usage',
      'merged_clients',
      'password_resets',
      'oauth_accounts',
      'auth_sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
