import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type {
  EmailSignupRequest,
  ProfileUpdateRequest,
  SignInProvider,
  User,
} from '../../../contracts/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mailer.ts';
import { deleteSessionsOwnedBy } from '../chat/chat.service.ts';
import { forgetUsage } from '../usage/usage.service.ts';
import {
  applySubscriptionState,
  consumePasswordReset,
  deleteAuthSession,
  deleteUserAuthSessions,
  deleteUserOauthLinks,
  deleteUserPasswordResets,
  deleteUserRow,
  findAuthSession,
  findOauthLink,
  findUserByEmail,
  findUserById,
  findUserIdByStripeCustomer,
  insertAuthSession,
  insertOauthLink,
  insertPasswordReset,
  insertUser,
  setStripeCustomerId,
  toUser,
  touchAuthSession,
  updateUser,
} from './auth.repository.ts';

const PAID_STATUSES = new Set(['active', 'trialing']);
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// A real argon2id hash of a random string: verifying against it when the email is unknown keeps
// sign-in timing the same whether or not an account exists.
const DUMMY_HASH = hash(randomBytes(16).toString('hex'));

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type SessionConfig = Config['sessions'];

/** True when a subscription status grants the paid plan (DESIGN §6: active and trialing). */
export function isPaidStatus(status: string | null | undefined): boolean {
  return !!status && PAID_STATUSES.has(status);
}

export async function getUser(db: Db, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized', 'Not signed in');
  return toUser(row);
}

/** Create an email + password account. 409 when the address is taken. */
export async function signUpWithEmail(db: Db, input: EmailSignupRequest): Promise<User> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError(
      'conflict',
      'An account with this email already exists. Please sign in instead.',
    );
  }
  const now = new Date().toISOString();
  try {
    const row = await insertUser(
      db,
      {
        id: randomUUID(),
        email: input.email,
        email_verified: 0,
        first_name: input.firstName,
        last_name: input.lastName,
        profile_image_url: null,
        password_hash: await hash(input.password),
      },
      now,
    );
    return toUser(row);
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (await findUserByEmail(db, input.email))
      throw new AppError(
        'conflict',
        'An account with this email already exists. Please sign in instead.',
      );
    throw error;
  }
}

/** Check an email and password. The same 401 for an unknown address and a wrong password. */
export async function signInWithEmail(db: Db, email: string, password: string): Promise<User> {
  const row = await findUserByEmail(db, email);
  const ok = await verify(row?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
  if (!row || !row.password_hash || !ok)
    throw new AppError('unauthorized', 'Email or password is incorrect');
  return toUser(row);
}

/** Start a server-side session; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: string,
  config: SessionConfig,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await insertAuthSession(
    db,
    {
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(now.getTime() + config.maxMs).toISOString(),
    },
    now.toISOString(),
  );
  return token;
}

/** The signed-in user of a session token, or null when unknown, idle too long or past its lifetime. */
export async function resolveSession(
  db: Db,
  token: string,
  config: SessionConfig,
): Promise<{ userId: string; paid: boolean } | null> {
  const tokenHash = sha256(token);
  const session = await findAuthSession(db, tokenHash);
  if (!session) return null;
  const now = Date.now();
  const lastSeen = Date.parse(session.last_seen_at);
  if (Date.parse(session.expires_at) <= now || lastSeen + config.idleMs <= now) {
    await deleteAuthSession(db, tokenHash);
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS)
    await touchAuthSession(db, tokenHash, new Date(now).toISOString());
  return { userId: session.user_id, paid: isPaidStatus(session.subscription_status) };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteAuthSession(db, sha256(token));
}

/** Update name and email. 409 when the new email belongs to another account. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdateRequest,
): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current) throw new AppError('unauthorized', 'Not signed in');
  if (input.email !== current.email) {
    const other = await findUserByEmail(db, input.email);
    if (other && other.id !== userId)
      throw new AppError('conflict', 'Another account already uses this email');
  }
  await updateUser(
    db,
    userId,
    {
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      ...(input.email !== current.email ? { email_verified: 0 } : {}),
    },
    new Date().toISOString(),
  );
  return getUser(db, userId);
}

/** Delete an account and everything it owns: conversations, usage, sessions, links. */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteSessionsOwnedBy(trx, userId);
    await forgetUsage(trx, userId);
    await deleteUserRow(trx, userId);
  });
}

/**
 * Email a one-hour password reset link. Answers the same whether or not the address has an
 * account, so the form cannot be used to find out who has one. The mail is sent after answering:
 * waiting for the mail server would make answers slower for addresses that have an account (which
 * would tell who has one), and a mail server that is down would become an error for them only.
 * A failed send is logged for the operator.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  publicUrl: string,
  appName: string,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const token = newToken();
  const now = new Date();
  await insertPasswordReset(
    db,
    {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    },
    now.toISOString(),
  );
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const userId = user.id;
  void mailer
    .send({
      to: user.email,
      subject: `Reset your ${appName} password`,
      text: `Someone (hopefully you) asked to reset the password of your ${appName} account.\n\nSet a new password here within the next hour:\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    })
    .catch((error: unknown) => {
      log.error({ err: error, userId }, 'the password reset email could not be sent');
    });
}

/**
 * Set a new password with a reset token (once). Signs out every other session of the account, and
 * unlinks its providers when this reset is what first confirms its email.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const userId = await consumePasswordReset(db, sha256(token), new Date().toISOString());
  if (!userId)
    throw new AppError(
      'bad_request',
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  const confirmedBefore = !!(await findUserById(db, userId))?.email_verified;
  await updateUser(
    db,
    userId,
    { password_hash: await hash(password), email_verified: 1 },
    new Date().toISOString(),
  );
  await deleteUserAuthSessions(db, userId);
  // The reset proves the mailbox. When nobody had proved it before, the account may have been
  // given this address by someone else (a sign-up or profile edit): the providers linked until
  // now are that someone's way back in, so they go too (a verified provider with this email
  // links again on its next sign-in).
  if (!confirmedBefore) await deleteUserOauthLinks(db, userId);
  await deleteUserPasswordResets(db, userId);
  return userId;
}

/** A profile returned by a sign-in provider. */
export interface ProviderProfile {
  provider: string;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

/**
 * The account for a provider sign-in: the linked one; else the account with the same email when
 * the provider verified that email and the account's own email was confirmed too (then linked);
 * else a new account.
 */
export async function signInWithProvider(db: Db, profile: ProviderProfile): Promise<User> {
  const now = new Date().toISOString();
  const linked = await findOauthLink(db, profile.provider, profile.providerUserId);
  if (linked) return getUser(db, linked);

  const email = profile.email?.trim().toLowerCase() || null;
  const existing = email ? await findUserByEmail(db, email) : undefined;
  if (existing) {
    if (!profile.emailVerified) {
      throw new AppError(
        'conflict',
        `An account with ${email} already exists. Sign in to it first, then link ${profile.provider}.`,
      );
    }
    // An unconfirmed email may have been typed by anyone (a sign-up or profile edit with someone
    // else's address, keeping its own password): linking the address's real owner into it would
    // hand that stranger the owner's account ("pre-account hijacking"). A password reset, which
    // proves the mailbox, confirms the email; linking works from then on.
    if (!existing.email_verified) {
      throw new AppError(
        'conflict',
        `An account with ${email} already exists but its email is not confirmed yet. Sign in with its password, or reset the password to confirm the email; then you can continue with ${profile.provider}.`,
      );
    }
    await insertOauthLink(
      db,
      { provider: profile.provider, providerUserId: profile.providerUserId, userId: existing.id },
      now,
    );
    return toUser(existing);
  }
  const row = await insertUser(
    db,
    {
      id: randomUUID(),
      email,
      email_verified: profile.emailVerified ? 1 : 0,
      first_name: profile.firstName,
      last_name: profile.lastName,
      profile_image_url: profile.pictureUrl,
      password_hash: null,
    },
    now,
  );
  await insertOauthLink(
    db,
    { provider: profile.provider, providerUserId: profile.providerUserId, userId: row.id },
    now,
  );
  return toUser(row);
}

/** How each sign-in provider is named to users. */
export const SIGN_IN_LABELS: Record<SignInProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  twitter: 'X',
  github: 'GitHub',
  facebook: 'Facebook',
  oidc: 'Single sign-on',
};

/** The sign-in providers configured on this server, with the navigation that starts each. */
export function configuredSignInProviders(
  config: Config,
): { id: string; label: string; href: string }[] {
  const providers: { id: string; label: string; href: string }[] = [];
  if (config.signIn.oidc)
    providers.push({ id: 'oidc', label: config.signIn.oidc.name, href: '/api/login' });
  for (const id of ['google', 'apple', 'twitter', 'github', 'facebook'] as const) {
    if (config.signIn[id]) providers.push({ id, label: SIGN_IN_LABELS[id], href: `/auth/${id}` });
  }
  return providers;
}

/** The account's billing details (billing feature). */
export async function getBillingProfile(db: Db, userId: string) {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized', 'Not signed in');
  return {
    id: row.id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    stripeCustomerId: row.stripe_customer_id,
    subscriptionStatus: row.subscription_status,
  };
}

/** Remember the Stripe customer created for an account, so it is created only once. */
export async function rememberStripeCustomer(
  db: Db,
  userId: string,
  customerId: string,
): Promise<void> {
  await setStripeCustomerId(db, userId, customerId, new Date().toISOString());
}

/** The account a Stripe customer belongs to, if any. */
export function findUserIdForStripeCustomer(
  db: Db,
  customerId: string,
): Promise<string | undefined> {
  return findUserIdByStripeCustomer(db, customerId);
}

export interface SubscriptionState {
  status: string;
  /** Left undefined: keep the stored tier. */
  tier?: string | null;
  /** Left undefined: keep the stored period end. */
  periodEnd?: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  /** When this state was true at the billing provider; older states never overwrite newer ones. */
  stateAt: string;
}

/** Store a subscription state from billing; false when a newer state is already stored. */
export function recordSubscriptionState(
  db: Db,
  userId: string,
  state: SubscriptionState,
): Promise<boolean> {
  return applySubscriptionState(db, userId, state, new Date().toISOString());
}

/** Set an account's subscription status by hand (the admin command, for self-hosters). */
export async function setSubscriptionStatusByEmail(
  db: Db,
  email: string,
  status: string | null,
  tier: string | null,
): Promise<User> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new AppError('not_found', `No account with the email ${email}`);
  await applySubscriptionState(
    db,
    row.id,
    {
      status,
      tier,
      periodEnd: null,
      subscriptionId: null,
      customerId: null,
      stateAt: new Date().toISOString(),
    },
    new Date().toISOString(),
  );
  return getUser(db, row.id);
}
