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
});
export type User = z.infer<typeof User>;
