import type { Kysely, Migration } from 'kysely';

/** Stripe: processed webhook events (idempotency) and the subscription's own ordering stamp. */
export const migration004Billing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stripe_events')
      .addColumn('id', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('type', 'varchar(100)', (col) => col.notNull())
      .addColumn('processed_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('stripe_subscription_id', 'varchar(255)')
      .execute();
    // When the subscription state now stored was true at Stripe; an older event never overwrites it.
    await db.schema.alterTable('users').addColumn('subscription_state_at', 'varchar(32)').execute();
    await db.schema
      .createIndex('users_stripe_customer_idx')
      .on('users')
      .column('stripe_customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_stripe_customer_idx').execute();
    await db.schema.alterTable('users').dropColumn('subscription_state_at').execute();
    await db.schema.alterTable('users').dropColumn('stripe_subscription_id').execute();
    await db.schema.dropTable('stripe_events').execute();
  },
};
