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

/** The status badge of SPEC §4 ("subscriptionStatus"), with DESIGN §6's Trial for `trialing`. */
export function subscriptionLabel(
  status: string | null | undefined,
): 'Active' | 'Trial' | 'Past Due' | 'Canceled' | 'Free Account' {
  switch (status) {
    case 'active':
      return 'Active';
    case 'trialing':
      return 'Trial';
    case 'past_due':
      return 'Past Due';
    case 'canceled':
      return 'Canceled';
    default:
      return 'Free Account';
  }
}

/** First and last name, or null when neither is set. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}
