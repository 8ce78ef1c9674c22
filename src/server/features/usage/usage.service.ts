import type { Usage } from '../../../contracts/usage.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { callerSubject, type Caller } from '../../plugins/caller.ts';
import {
  countOne,
  getUsedCount,
  hasBetaSignup,
  releaseOne,
  reserveOne,
  upsertBetaSignup,
} from './usage.repository.ts';

type Allowances = Pick<Config, 'anonFreeMessages' | 'freeAccountExchanges'>;

/** A counted exchange; hand it back to refundExchange when no reply text was produced. */
export interface Reservation {
  subject: string;
}

function allowanceFor(
  caller: Caller,
  config: Allowances,
): { phase: Usage['phase']; limit: number | null } {
  // Accounts and subscriptions arrive with the accounts and billing features.
  return caller.kind === 'user'
    ? { phase: 'free', limit: config.freeAccountExchanges }
    : { phase: 'anon', limit: config.anonFreeMessages };
}

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
    return { subject };
  }
  if (await reserveOne(db, subject, limit, now)) return { subject };
  const usageCount = await getUsedCount(db, subject);
  throw new AppError(
    'payment_required',
    phase === 'anon'
      ? `You've used your ${limit} free messages. Sign up to unlock ${config.freeAccountExchanges} more.`
      : `You've used all ${limit} free exchanges. Upgrade to continue.`,
    { usageCount },
  );
}

/** Give back an exchange that produced no reply text. */
export async function refundExchange(db: Db, reservation: Reservation): Promise<void> {
  await releaseOne(db, reservation.subject, new Date().toISOString());
}

/** Beta users may use the gated AI providers. */
export function isBetaUser(db: Db, caller: Caller): Promise<boolean> {
  return hasBetaSignup(db, callerSubject(caller));
}

/** Record a beta signup and mark the caller (account or browser) as a beta user. */
export async function signUpForBeta(db: Db, caller: Caller, email: string): Promise<void> {
  await upsertBetaSignup(db, callerSubject(caller), email.toLowerCase(), new Date().toISOString());
}
