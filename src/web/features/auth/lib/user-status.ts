import type { User } from '../../../../contracts/auth.ts';

/** Paid plans keep Stripe's status; DESIGN §6 counts `trialing` as paid alongside `active`. */
export function hasPaidPlan(user: Pick<User, 'subscriptionStatus'> | null | undefined): boolean {
  const status = user?.subscriptionStatus;
  return status === 'active' || status === 'trialing';
}

/** The initial for an avatar: first name, else email, else a neutral mark. */
export function userInitial(user: Pick<User, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return (source[0] ?? '•').toUpperCase();
}
