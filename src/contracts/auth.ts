import { z } from 'zod';

/** The signed-in user as `GET /api/auth/user` returns it (SPEC §3 "User"). */
export const User = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionTier: z.string().nullable(),
  subscriptionCurrentPeriodEnd: z.string().nullable(),
  /**
   * A new address asked for in the profile and not yet confirmed from its mailbox; `email` stays
   * the old one until then (decision 016).
   */
  pendingEmail: z.string().nullable(),
  /** False for an account made through a sign-in provider: it changes its email by signing in again. */
  hasPassword: z.boolean(),
  /** The account has had a subscription, so a new checkout has no free trial. */
  trialUsed: z.boolean(),
});
export type User = z.infer<typeof User>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
const firstName = z
  .string()
  .trim()
  .min(1, 'First name is required')
  .max(100, 'First name must be at most 100 characters');
const lastName = z
  .string()
  .trim()
  .min(1, 'Last name is required')
  .max(100, 'Last name must be at most 100 characters');
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** `POST /api/auth/email-signup` (SPEC §5 profile and account signup forms, DESIGN §5). */
export const EmailSignupRequest = z.object({ email, firstName, lastName, password });
export type EmailSignupRequest = z.infer<typeof EmailSignupRequest>;

/** `POST /api/auth/login`. */
export const LoginRequest = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * `PUT /api/auth/profile`. Names change at once. A new email needs `currentPassword` (an account
 * without one: a sign-in within the last 10 minutes) and takes effect only when the link mailed
 * to it is opened. A new change replaces a pending one; the current email keeps it.
 */
export const ProfileUpdateRequest = z.object({
  email,
  firstName,
  lastName,
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

/** `POST /api/auth/email-change/confirm`: the token from the link mailed to the new address. */
export const EmailChangeConfirmRequest = z.object({ token: z.string().min(20).max(200) });
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequest>;

/** The account's email after a confirmed change. */
export const EmailChangeConfirmResult = z.object({ email: z.string() });
export type EmailChangeConfirmResult = z.infer<typeof EmailChangeConfirmResult>;

/** `POST /api/auth/password-reset`: always answers 202, whether or not the address has an account. */
export const PasswordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** `POST /api/auth/password-reset/confirm`: set a new password with the emailed token; signs in. */
export const PasswordResetConfirmRequest = z.object({
  token: z.string().min(20).max(200),
  password,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** `GET /api/user/stats` (SPEC §3 Stats). */
export const UserStats = z.object({ exchangesUsed: z.number().int() });
export type UserStats = z.infer<typeof UserStats>;

/** `POST /api/usage/merge`: move this browser's anonymous conversations into the signed-in account. */
export const MergeRequest = z.object({
  previousClientId: z.uuid('previousClientId must be a UUID'),
});
export const MergeResult = z.object({
  mergedSessions: z.number().int(),
  alreadyMerged: z.boolean(),
});
export type MergeResult = z.infer<typeof MergeResult>;

/** Sign-in methods offered on /auth/start, by id. */
export const SIGN_IN_PROVIDERS = [
  'google',
  'apple',
  'twitter',
  'github',
  'facebook',
  'oidc',
] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** `POST /api/create-premium-subscription`. The client's price is ignored (DESIGN §6). */
export const CreateSubscriptionRequest = z
  .object({ price: z.number().optional(), description: z.string().max(500).optional() })
  .default({});
export const CreateSubscriptionResult = z.object({ paymentUrl: z.string() });
export type CreateSubscriptionResult = z.infer<typeof CreateSubscriptionResult>;
