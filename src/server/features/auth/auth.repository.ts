import type { User } from '../../../contracts/auth.ts';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = UsersTable;

export function toUser(row: UserRow, pendingEmail: string | null = null): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    stripeCustomerId: row.stripe_customer_id,
    subscriptionStatus: row.subscription_status,
    subscriptionTier: row.subscription_tier,
    subscriptionCurrentPeriodEnd: row.subscription_current_period_end,
    pendingEmail,
    hasPassword: row.password_hash !== null,
    trialUsed: row.first_subscribed_at !== null,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'email_verified'
    | 'first_name'
    | 'last_name'
    | 'profile_image_url'
    | 'password_hash'
  >,
  now: string,
): Promise<UserRow> {
  const row: UserRow = {
    ...user,
    stripe_customer_id: null,
    subscription_status: null,
    subscription_tier: null,
    subscription_current_period_end: null,
    stripe_subscription_id: null,
    subscription_state_at: null,
    first_subscribed_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  fields: Partial<
    Pick<
      UserRow,
      | 'email'
      | 'email_verified'
      | 'first_name'
      | 'last_name'
      | 'profile_image_url'
      | 'password_hash'
    >
  >,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Delete an account; sessions, links, resets and merges go with it (ON DELETE CASCADE). */
export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function insertAuthSession(
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: now,
      last_seen_at: now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findAuthSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select([
      'auth_sessions.token_hash',
      'auth_sessions.user_id',
      'auth_sessions.created_at',
      'auth_sessions.last_seen_at',
      'auth_sessions.expires_at',
      'users.subscription_status',
    ])
    .where('auth_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchAuthSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteAuthSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserAuthSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
}

export async function findOauthLink(
  db: Db,
  provider: string,
  providerUserId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('oauth_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertOauthLink(
  db: Db,
  link: { provider: string; providerUserId: string; userId: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('oauth_accounts')
    .values({
      provider: link.provider,
      provider_user_id: link.providerUserId,
      user_id: link.userId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doNothing())
    .execute();
}

export async function deleteUserOauthLinks(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('oauth_accounts').where('user_id', '=', userId).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; email: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      email: reset.email,
      expires_at: reset.expiresAt,
      created_at: now,
    })
    .execute();
}

/**
 * Use a reset token once: returns its user and the address it was sent to if it exists and has
 * not expired, and deletes it.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ userId: string; email: string } | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select(['user_id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('password_resets')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n || row.expires_at <= now) return undefined;
  return { userId: row.user_id, email: row.email };
}

export async function deleteUserPasswordResets(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export async function insertEmailChange(
  db: Db,
  change: { tokenHash: string; userId: string; email: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      token_hash: change.tokenHash,
      user_id: change.userId,
      email: change.email,
      expires_at: change.expiresAt,
      created_at: now,
    })
    .execute();
}

/** The address an account is waiting to confirm, if a change is pending and not expired. */
export async function findPendingEmail(
  db: Db,
  userId: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_changes')
    .select('email')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.email;
}

/**
 * Use an email-change token once: returns its user and new address if it exists and has not
 * expired, and deletes it.
 */
export async function consumeEmailChange(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ userId: string; email: string } | undefined> {
  const row = await db
    .selectFrom('email_changes')
    .select(['user_id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n || row.expires_at <= now) return undefined;
  return { userId: row.user_id, email: row.email };
}

export async function deleteUserEmailChanges(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

export async function setStripeCustomerId(
  db: Db,
  userId: string,
  customerId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ stripe_customer_id: customerId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Note that the account has had a subscription; the first time is kept. */
export async function markFirstSubscribed(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_subscribed_at: now })
    .where('id', '=', userId)
    .where('first_subscribed_at', 'is', null)
    .execute();
}

export async function findUserIdByStripeCustomer(
  db: Db,
  customerId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Store a subscription state unless a newer one is already stored (Stripe may deliver events out
 * of order). Returns whether it was applied.
 */
export async function applySubscriptionState(
  db: Db,
  userId: string,
  /** `tier` and `periodEnd` left undefined keep their stored values. */
  state: {
    status: string | null;
    tier?: string | null;
    periodEnd?: string | null;
    subscriptionId: string | null;
    customerId: string | null;
    stateAt: string;
  },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      subscription_status: state.status,
      ...(state.tier !== undefined ? { subscription_tier: state.tier } : {}),
      ...(state.periodEnd !== undefined
        ? { subscription_current_period_end: state.periodEnd }
        : {}),
      ...(state.subscriptionId ? { stripe_subscription_id: state.subscriptionId } : {}),
      ...(state.customerId ? { stripe_customer_id: state.customerId } : {}),
      subscription_state_at: state.stateAt,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('subscription_state_at', 'is', null),
        eb('subscription_state_at', '<=', state.stateAt),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
