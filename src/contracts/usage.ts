import { z } from 'zod';

/** `GET /api/usage` (SPEC §3 Usage). `remaining` is null when unlimited. */
export const Usage = z.object({
  remaining: z.number().int().nullable(),
  unlimited: z.boolean(),
  phase: z.enum(['anon', 'free', 'paid']),
  isBetaUser: z.boolean(),
  /** Exchanges used so far by this caller. */
  used: z.number().int(),
  /** The caller's allowance; null when unlimited. */
  limit: z.number().int().nullable(),
});
export type Usage = z.infer<typeof Usage>;

/** `POST /api/beta-signup` (SPEC §5: non-empty and contains an at-sign). */
export const BetaSignupRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter a valid email address')
    .max(254, 'Please enter a valid email address')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Please enter a valid email address'),
});
export type BetaSignupRequest = z.infer<typeof BetaSignupRequest>;

export const BetaSignupResult = z.object({ ok: z.literal(true), isBetaUser: z.literal(true) });
