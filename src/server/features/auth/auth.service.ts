import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type {
  EmailSignupRequest,
  ProfileUpdateRequest,
  SignInProvider,
  User,
} from '../../../contracts/auth.ts';
import {
  EMAIL_CHANGE_LINK_TTL_MS,
  EMAIL_CHANGE_RECENT_SIGN_IN_MS,
} from '../../../contracts/constants.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mailer.ts';
import { deleteSessionsOwnedBy } from '../chat/chat.service.ts';
import { forgetUsage, releaseAddressDaily, reserveAddressDaily } from '../usage/usage.service.ts';
import {
  applySubscriptionState,
  consumeEmailChange,
  consumePasswordReset,
  deleteAuthSession,
  deleteUserAuthSessions,
  deleteUserEmailChanges,
  deleteUserOauthLinks,
  deleteUserPasswordResets,
  deleteUserRow,
  findAuthSession,
  findOauthLink,
  findPendingEmail,
  findUserByEmail,
  findUserById,
  findUserIdByStripeCustomer,
  insertAuthSession,
  insertOauthLink,
  insertPasswordReset,
  insertEmailChange,
  insertUser,
  markFirstSubscribed,
  setStripeCustomerId,
  toUser,
  touchAuthSession,
  updateUser,
  type UserRow,
} from './auth.repository.ts';
import { storableText } from '../../storable-text.ts';

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

/** Whether an account with this id exists (it may have been deleted). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  return (await findUserById(db, userId)) !== undefined;
}

export async function getUser(db: Db, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized', 'Not signed in');
  return presentUser(db, row);
}

/** The API view of an account, with the address it is waiting to confirm. */
async function presentUser(db: Db, row: UserRow): Promise<User> {
  return toUser(row, (await findPendingEmail(db, row.id, new Date().toISOString())) ?? null);
}

/** Create an email + password account. 409 when the address is taken. */
export async function signUpWithEmail(
  db: Db,
  input: EmailSignupRequest,
  /** The network address signing up, and how many accounts it may create per day. */
  from: { address: string; dailyCap: number },
): Promise<User> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError(
      'conflict',
      'An account with this email already exists. Please sign in instead.',
    );
  }
  // Each account brings its own free exchanges and voice wishes: new accounts from one network
  // are bounded per day, as fresh anonymous client ids are.
  const counted = await reserveAddressDaily(db, 'signup', from.address, from.dailyCap);
  if (!counted) {
    throw new AppError(
      'rate_limited',
      'Too many new accounts from your network today. Please sign in, or try again tomorrow.',
    );
  }
  try {
    return await insertEmailUser(db, input);
  } catch (error) {
    await releaseAddressDaily(db, counted);
    throw error;
  }
}

async function insertEmailUser(db: Db, input: EmailSignupRequest): Promise<User> {
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
  return presentUser(db, row);
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
): Promise<{ userId: string; paid: boolean; signedInAt: string } | null> {
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
  return {
    userId: session.user_id,
    paid: isPaidStatus(session.subscription_status),
    // Every sign-in starts a new session (rotation), so its creation is when the sign-in happened.
    signedInAt: session.created_at,
  };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteAuthSession(db, sha256(token));
}

/** How mails leave the server, for the use cases that send one. */
export interface MailContext {
  publicUrl: string;
  appName: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Send a mail after the answer has gone: waiting for the mail server would make some answers
 * slower than others (which would tell what the mail says), and a mail server that is down would
 * turn into an error for those only. A failed send is logged for the operator.
 */
function sendLater(mail: MailContext, message: Parameters<Mailer['send']>[0], what: string) {
  void mail.mailer.send(message).catch((error: unknown) => {
    mail.log.error({ err: error }, `the ${what} email could not be sent`);
  });
}

/**
 * Update the profile. Names change at once. A new email needs the current password (an account
 * without one: a sign-in within EMAIL_CHANGE_RECENT_SIGN_IN_MS) and only becomes pending: a
 * one-hour link goes to the new address, and the email changes when it is opened. The answer is
 * the same whether or not another account has the address; the mail to it says so instead.
 * A new change replaces a pending one; a name-only save (the current email) keeps it.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdateRequest,
  session: { signedInAt: string | null },
  mail: MailContext,
): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current) throw new AppError('unauthorized', 'Not signed in');
  const now = new Date();
  const changingEmail = input.email !== current.email;
  if (changingEmail) await checkRecentProof(current, input.currentPassword, session, now);

  await updateUser(
    db,
    userId,
    { first_name: input.firstName, last_name: input.lastName },
    now.toISOString(),
  );
  if (!changingEmail) return getUser(db, userId);

  const token = newToken();
  // One pending change at a time: a new one replaces the last (whose link stops working).
  await db.transaction().execute(async (trx) => {
    await deleteUserEmailChanges(trx, userId);
    await insertEmailChange(
      trx,
      {
        tokenHash: sha256(token),
        userId,
        email: input.email,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_MS).toISOString(),
      },
      now.toISOString(),
    );
  });
  // Taken or not, the change is recorded and answered alike; a token for a taken address is
  // never mailed (and confirming checks again), so it can never be used.
  const taken = await findUserByEmail(db, input.email);
  const link = `${mail.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  sendLater(
    mail,
    taken
      ? {
          to: input.email,
          subject: `Your ${mail.appName} email address`,
          text: `Someone (hopefully you) asked to use this address for a ${mail.appName} account.\n\nThis address already has an account, so it cannot be added to another one. If you meant to sign in, use that account (or reset its password).\n\nIf it was not you, ignore this email; nothing has changed.`,
        }
      : {
          to: input.email,
          subject: `Confirm your new ${mail.appName} email address`,
          text: `Someone (hopefully you) asked to make this the email address of a ${mail.appName} account.\n\nConfirm it here within the next hour:\n${link}\n\nIf it was not you, ignore this email: the address will not be added to any account.`,
        },
    'email change',
  );
  return getUser(db, userId);
}

/**
 * The proof a change of email needs besides the session: the current password, or for an account
 * without one a sign-in within EMAIL_CHANGE_RECENT_SIGN_IN_MS. A stolen or forgotten-open session
 * alone cannot move the account to another mailbox.
 */
async function checkRecentProof(
  user: UserRow,
  currentPassword: string | undefined,
  session: { signedInAt: string | null },
  now: Date,
): Promise<void> {
  if (user.password_hash) {
    if (!currentPassword)
      throw new AppError(
        'bad_request',
        "Invalid body field 'currentPassword': Enter your current password to change your email",
      );
    if (!(await verify(user.password_hash, currentPassword).catch(() => false)))
      throw new AppError(
        'forbidden',
        "Invalid body field 'currentPassword': Your current password is incorrect",
      );
    return;
  }
  const signedInAt = session.signedInAt ? Date.parse(session.signedInAt) : Number.NaN;
  if (!(now.getTime() - signedInAt <= EMAIL_CHANGE_RECENT_SIGN_IN_MS)) {
    throw new AppError(
      'forbidden',
      'To change the email of an account without a password, sign in again first (the change must follow a sign-in within 10 minutes).',
    );
  }
}

/**
 * Confirm a change of email with the token mailed to the new address (once). Sets the email and
 * marks it confirmed (the link proves the mailbox), and deletes every other pending token of the
 * account: reset links went to the old address and prove nothing about the account any more.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  mail: MailContext,
): Promise<{ userId: string; email: string }> {
  const change = await consumeEmailChange(db, sha256(token), new Date().toISOString());
  if (!change)
    throw new AppError(
      'bad_request',
      'This confirmation link is invalid or has expired. Please change your email again to get a new one.',
    );
  const user = await findUserById(db, change.userId);
  if (!user) throw new AppError('bad_request', 'This confirmation link is invalid or has expired.');
  const taken = async () => {
    const other = await findUserByEmail(db, change.email);
    return !!other && other.id !== user.id;
  };
  const conflict = () =>
    new AppError(
      'conflict',
      'Another account has started using this address since the link was sent, so it cannot be added to this one.',
    );
  // Another account may have taken the address since the link was sent.
  if (await taken()) throw conflict();
  try {
    await db.transaction().execute(async (trx) => {
      await updateUser(
        trx,
        user.id,
        { email: change.email, email_verified: 1 },
        new Date().toISOString(),
      );
      await deleteUserPasswordResets(trx, user.id);
      await deleteUserEmailChanges(trx, user.id);
    });
  } catch (error) {
    // Taken at the same moment: the unique index decides.
    if (await taken()) throw conflict();
    throw error;
  }
  if (user.email && user.email !== change.email) {
    sendLater(
      mail,
      {
        to: user.email,
        subject: `Your ${mail.appName} email address was changed`,
        text: `The email address of your ${mail.appName} account was changed to ${change.email}.\n\nIf this was not you, reply to this email or contact the operator of ${mail.publicUrl} at once.`,
      },
      'email changed notice',
    );
  }
  return { userId: user.id, email: change.email };
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
 * Email a one-hour password reset link, bound to the address it is sent to. Answers the same
 * whether or not the address has an account, so the form cannot be used to find out who has one;
 * the mail is sent after answering (see sendLater).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  mail: MailContext,
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
      email: user.email,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    },
    now.toISOString(),
  );
  const link = `${mail.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  sendLater(
    mail,
    {
      to: user.email,
      subject: `Reset your ${mail.appName} password`,
      text: `Someone (hopefully you) asked to reset the password of your ${mail.appName} account.\n\nSet a new password here within the next hour:\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    },
    'password reset',
  );
}

/**
 * Set a new password with a reset token (once). The token proves only the mailbox it was sent to:
 * once the account's email is another address it is refused and confirms nothing. Signs out every
 * other session of the account, and unlinks its providers when this reset is what first confirms
 * its email.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const invalid = () =>
    new AppError(
      'bad_request',
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  const reset = await consumePasswordReset(db, sha256(token), new Date().toISOString());
  if (!reset) throw invalid();
  const user = await findUserById(db, reset.userId);
  // The link went to another address than the account has now (decision 016): whoever holds it
  // proved that old mailbox, not this account's.
  if (!user?.email || user.email !== reset.email) throw invalid();
  const userId = user.id;
  const confirmedBefore = !!user.email_verified;
  await updateUser(
    db,
    userId,
    { password_hash: await hash(password), email_verified: 1 },
    new Date().toISOString(),
  );
  await deleteUserAuthSessions(db, userId);
  // The reset proves the mailbox. When nobody had proved it before, the account may have been
  // given this address by someone else (a sign-up with another's address): the providers
  // linked until now are that someone's way back in, so they go too (a verified provider with
  // this email links again on its next sign-in).
  if (!confirmedBefore) await deleteUserOauthLinks(db, userId);
  await deleteUserPasswordResets(db, userId);
  await deleteUserEmailChanges(db, userId);
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
export async function signInWithProvider(db: Db, sent: ProviderProfile): Promise<User> {
  // A provider's profile is outside input too: made storable (NUL, unpaired surrogates).
  const text = (value: string | null) => (value === null ? null : storableText(value));
  const profile: ProviderProfile = {
    ...sent,
    providerUserId: storableText(sent.providerUserId),
    email: text(sent.email),
    firstName: text(sent.firstName),
    lastName: text(sent.lastName),
    pictureUrl: text(sent.pictureUrl),
  };
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
    return presentUser(db, existing);
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
    stripeSubscriptionId: row.stripe_subscription_id,
    subscriptionStatus: row.subscription_status,
    /** The account has had a subscription before (so its free trial is used). */
    hadSubscription: row.first_subscribed_at !== null,
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

/**
 * Store a subscription state from billing; false when a newer state is already stored. Any state
 * (even an older one, or canceled) means the account has had a subscription: that is kept apart
 * from the state, so the free trial is never offered again.
 */
export async function recordSubscriptionState(
  db: Db,
  userId: string,
  state: SubscriptionState,
): Promise<boolean> {
  const now = new Date().toISOString();
  await markFirstSubscribed(db, userId, now);
  return applySubscriptionState(db, userId, state, now);
}

/** Note that an account has had a subscription (a completed checkout), so its trial is used. */
export function recordSubscribed(db: Db, userId: string): Promise<void> {
  return markFirstSubscribed(db, userId, new Date().toISOString());
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
