import { Link } from 'wouter';
import { FREE_ACCOUNT_EXCHANGES_DEFAULT } from '../../../../contracts/constants.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import type { Usage } from '../../../../contracts/usage.ts';

/** True when the caller has no messages left and is not unlimited. */
export function isOutOfMessages(usage: Usage | undefined): boolean {
  return !!usage && !usage.unlimited && usage.remaining !== null && usage.remaining <= 0;
}

interface OutOfMessagesBannerProps {
  usage: Usage | undefined;
  /** The free account's allowance (app config), for 'Sign up to unlock N more'. */
  freeAccountExchanges?: number;
  /** Opens the signup modal; without it the invitation links to /signup. */
  onSignUp?: () => void;
}

const actionClass =
  'rounded-lg bg-white/15 px-3 py-1.5 font-semibold underline-offset-2 hover:bg-white/25 hover:underline';

/**
 * The red banner when no messages remain (SPEC §8): anonymous visitors are invited to sign up,
 * everyone else to upgrade.
 */
export function OutOfMessagesBanner({
  usage,
  freeAccountExchanges = FREE_ACCOUNT_EXCHANGES_DEFAULT,
  onSignUp,
}: OutOfMessagesBannerProps) {
  if (!usage || !isOutOfMessages(usage)) return null;
  const anonymous = usage.phase === 'anon';
  const signUpText = `Sign up to unlock ${freeAccountExchanges} more`;
  return (
    <div
      role="alert"
      data-testid="out-of-messages-banner"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-destructive px-4 py-3 text-sm text-destructive-foreground shadow-sm"
    >
      <p className="font-semibold">
        {anonymous ? 'Free messages used up!' : 'Upgrade to continue'}
      </p>
      {!anonymous ? (
        <Link href={APP_ROUTES.subscription} className={actionClass}>
          Get unlimited messages
        </Link>
      ) : onSignUp ? (
        <button type="button" className={actionClass} onClick={onSignUp}>
          {signUpText}
        </button>
      ) : (
        <Link href={APP_ROUTES.signup} className={actionClass}>
          {signUpText}
        </Link>
      )}
    </div>
  );
}
