import { randomUUID } from 'node:crypto';
import type { Usage } from '../../../contracts/usage.ts';
import type { Config } from '../../config.ts';
import { isPostgres, type Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { callerSubject, type Caller } from '../../plugins/caller.ts';
import { moveClientSessions } from '../chat/chat.service.ts';
import {
  claimModelCallSlot,
  claimSlotAndReserve,
  countOne,
  deleteSubject,
  getUsedCount,
  hasBetaSignup,
  recordMerge,
  releaseAddressDay,
  releaseModelCallSlot,
  releaseOne,
  reserveAddressDay,
  reserveOne,
  upsertBetaSignup,
  type GrantedWrite,
} from './usage.repository.ts';

export type Allowances = Pick<
  Config,
  'anonFreeMessages' | 'freeAccountExchanges' | 'anonDailyMessagesPerAddress'
>;

/** A counted exchange; hand it back to refundExchange when no reply text was produced. */
export interface Reservation {
  subject: string;
  /** The network address's daily counter, for anonymous callers. */
  addressDay: string | null;
}

function allowanceFor(
  caller: Caller,
  config: Allowances,
): { phase: Usage['phase']; limit: number | null } {
  if (caller.kind === 'client') return { phase: 'anon', limit: config.anonFreeMessages };
  return caller.paid
    ? { phase: 'paid', limit: null }
    : { phase: 'free', limit: config.freeAccountExchanges };
}

const addressDayOf = (address: string) => `${address}|${new Date().toISOString().slice(0, 10)}`;

/** What the caller has used and has left (SPEC §3 Usage). */
export async function getUsage(db: Db, config: Allowances, caller: Caller): Promise<Usage> {
  const subject = callerSubject(caller);
  const [used, isBetaUser] = await Promise.all([
    getUsedCount(db, subject),
    hasBetaSignup(db, subject),
  ]);
  const { phase, limit } = allowanceFor(caller, config);
  return {
    remaining: limit === null ? null : Math.max(0, limit - used),
    unlimited: limit === null,
    phase,
    isBetaUser,
    used,
    limit,
  };
}

/**
 * Reserve one exchange before the model is called. Atomic: concurrent sends can never exceed the
 * allowance. Throws payment_required (402, with usageCount) when it is used up.
 */
export async function reserveExchange(
  db: Db,
  config: Allowances,
  caller: Caller,
): Promise<Reservation> {
  const subject = callerSubject(caller);
  const { phase, limit } = allowanceFor(caller, config);
  const now = new Date().toISOString();
  if (limit === null) {
    await countOne(db, subject, now);
    return { subject, addressDay: null };
  }
  if (await reserveOne(db, subject, limit, now)) {
    if (caller.kind === 'user') return { subject, addressDay: null };
    // Rotating client ids from one network must not mint endless free messages.
    const addressDay = addressDayOf(caller.address);
    if (await reserveAddressDay(db, addressDay, config.anonDailyMessagesPerAddress, now))
      return { subject, addressDay };
    await releaseOne(db, subject, now);
    throw addressDayUsedUp();
  }
  throw await allowanceUsedUp(db, config, subject, phase, limit);
}

/** The refusal of an exchange beyond the allowance (402, with the count used). */
async function allowanceUsedUp(
  db: Db,
  config: Allowances,
  subject: string,
  phase: Usage['phase'],
  limit: number,
): Promise<AppError> {
  const usageCount = await getUsedCount(db, subject);
  return new AppError(
    'payment_required',
    phase === 'anon'
      ? `You've used your ${limit} free messages. Sign up to unlock ${config.freeAccountExchanges} more.`
      : `You've used all ${limit} free exchanges. Upgrade to continue.`,
    { usageCount },
  );
}

/** The refusal of an anonymous exchange beyond the network address's day (429). */
const addressDayUsedUp = () =>
  new AppError(
    'rate_limited',
    'Too many free messages from your network today. Sign up to keep talking with the teachers.',
  );

/** What a network address is counted for per day, apart from anonymous messages. */
export type AddressDailyKind = 'voice' | 'signup';

/**
 * Count one use of `kind` for a network address today (anonymous voice generations, new email
 * accounts): whatever a fresh client id or a fresh account would bring anew is bounded per
 * network. Returns the counter to hand back to releaseAddressDaily when the use did not happen;
 * null when the address has had its day's cap.
 */
export async function reserveAddressDaily(
  db: Db,
  kind: AddressDailyKind,
  address: string,
  cap: number,
): Promise<string | null> {
  const key = `${kind}|${addressDayOf(address)}`;
  return (await reserveAddressDay(db, key, cap, new Date().toISOString())) ? key : null;
}

/** Give back a use counted by reserveAddressDaily that did not happen. */
export function releaseAddressDaily(db: Db, key: string): Promise<void> {
  return releaseAddressDay(db, key, new Date().toISOString());
}

/** Give back an exchange that produced no reply text. */
export async function refundExchange(db: Db, reservation: Reservation): Promise<void> {
  const now = new Date().toISOString();
  await releaseOne(db, reservation.subject, now);
  if (reservation.addressDay) await releaseAddressDay(db, reservation.addressDay, now);
}

/** Exchanges an account has used (SPEC §3 Stats). */
export async function getStats(db: Db, userId: string): Promise<{ exchangesUsed: number }> {
  return { exchangesUsed: await getUsedCount(db, `user:${userId}`) };
}

/** Forget an account's counters and beta flag (account deletion). */
export function forgetUsage(db: Db, userId: string): Promise<void> {
  return deleteSubject(db, `user:${userId}`);
}

/**
 * After sign-in, move this browser's anonymous conversations into the account, once. The
 * anonymous count stays spent and does not reduce the account's own allowance (DESIGN §6); a
 * beta signup made while anonymous carries over. Only the browser that owns the client id may
 * merge it.
 */
export async function mergeAnonymousUsage(
  db: Db,
  caller: Caller,
  previousClientId: string,
): Promise<{ mergedSessions: number; alreadyMerged: boolean }> {
  if (caller.kind !== 'user') throw new AppError('unauthorized', 'Please sign in first');
  if (caller.clientId !== previousClientId.toLowerCase()) {
    throw new AppError(
      'forbidden',
      'Only this browser’s own conversations can be merged (X-Client-Id must match previousClientId)',
    );
  }
  return db.transaction().execute(async (trx) => {
    if (
      !(await recordMerge(
        trx,
        previousClientId.toLowerCase(),
        caller.userId,
        new Date().toISOString(),
      ))
    ) {
      return { mergedSessions: 0, alreadyMerged: true };
    }
    const mergedSessions = await moveClientSessions(
      trx,
      previousClientId.toLowerCase(),
      caller.userId,
    );
    if (await hasBetaSignup(trx, `client:${previousClientId.toLowerCase()}`)) {
      const email = await trx
        .selectFrom('beta_signups')
        .select('email')
        .where('subject', '=', `client:${previousClientId.toLowerCase()}`)
        .executeTakeFirst();
      if (email)
        await upsertBetaSignup(trx, `user:${caller.userId}`, email.email, new Date().toISOString());
    }
    return { mergedSessions, alreadyMerged: false };
  });
}

/** Beta users may use the gated AI providers. */
export function isBetaUser(db: Db, caller: Caller): Promise<boolean> {
  return hasBetaSignup(db, callerSubject(caller));
}

/** Record a beta signup and mark the caller (account or browser) as a beta user. */
export async function signUpForBeta(db: Db, caller: Caller, email: string): Promise<void> {
  await upsertBetaSignup(db, callerSubject(caller), email.toLowerCase(), new Date().toISOString());
}

/**
 * How long a model-call slot is held at most. A call normally frees it when it ends; this only
 * frees the slot of a server that died mid-call. Longer than any reply takes.
 */
const MODEL_CALL_LEASE_MS = 10 * 60 * 1000;

/** A model call under way; hand it back to endModelCall when the call is over. */
export interface ModelCallLease {
  subject: string;
  slot: number;
  leaseId: string;
}

/**
 * Start a model call for the caller if fewer than `cap` of theirs are under way (chat replies and
 * dream insights together, across every server: the slots are in the database). Null when the
 * caller already has `cap` calls running.
 */
export async function startModelCall(
  db: Db,
  caller: Caller,
  cap: number,
): Promise<ModelCallLease | null> {
  const subject = callerSubject(caller);
  const leaseId = randomUUID();
  const now = Date.now();
  const slot = await claimModelCallSlot(
    db,
    subject,
    cap,
    leaseId,
    new Date(now).toISOString(),
    new Date(now + MODEL_CALL_LEASE_MS).toISOString(),
  );
  return slot === null ? null : { subject, slot, leaseId };
}

/** The model call is over: its slot is free for the next one. */
export function endModelCall(db: Db, lease: ModelCallLease): Promise<void> {
  return releaseModelCallSlot(db, lease.subject, lease.slot, lease.leaseId);
}

/**
 * startModelCall, then reserveExchange once a slot is taken: on PostgreSQL one statement per slot
 * tried (a free first slot, the usual case, is one round trip; decision 021, fourth revision).
 * Null when the caller already has `cap` calls running, nothing counted; throws as
 * reserveExchange does when the exchange cannot be counted, the slot given back.
 *
 * On PostgreSQL the same statement also does `carrying` when both were taken (the chat's message,
 * decision 021, tenth revision); `stored` says whether it did. Elsewhere it is never done here.
 */
export async function startModelCallAndReserve(
  db: Db,
  config: Allowances,
  caller: Caller,
  cap: number,
  carrying?: GrantedWrite,
): Promise<{ lease: ModelCallLease; reservation: Reservation; stored: boolean } | null> {
  const subject = callerSubject(caller);
  const { phase, limit } = allowanceFor(caller, config);
  const addressDay = caller.kind === 'client' ? addressDayOf(caller.address) : null;
  const dayCap = config.anonDailyMessagesPerAddress;
  if (!isPostgres(db) || (limit !== null && limit <= 0) || (addressDay !== null && dayCap <= 0)) {
    const lease = await startModelCall(db, caller, cap);
    if (!lease) return null;
    try {
      return { lease, reservation: await reserveExchange(db, config, caller), stored: false };
    } catch (error) {
      await endModelCall(db, lease);
      throw error;
    }
  }
  const leaseId = randomUUID();
  const at = Date.now();
  const now = new Date(at).toISOString();
  const expiresAt = new Date(at + MODEL_CALL_LEASE_MS).toISOString();
  for (let slot = 0; slot < cap; slot++) {
    const taken = await claimSlotAndReserve(
      db,
      { subject, slot, leaseId, now, expiresAt, limit, addressDay, cap: dayCap },
      carrying,
    );
    if (!taken.slot) continue;
    const lease = { subject, slot, leaseId };
    if (taken.one && (addressDay === null || taken.day))
      return { lease, reservation: { subject, addressDay }, stored: taken.stored };
    await endModelCall(db, lease);
    if (!taken.one) throw await allowanceUsedUp(db, config, subject, phase, limit ?? 0);
    await releaseOne(db, subject, now);
    throw addressDayUsedUp();
  }
  return null;
}
