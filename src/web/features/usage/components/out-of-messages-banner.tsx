import { Link } from 'wouter';
import { FREE_ACCOUNT_EXCHANGES_DEFAULT } from '../../../../contracts/constants.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import type { Usage } from '../../../../contracts/usage.ts';
import { toast } from '../../../lib/toast.ts';

/** True when the caller has no messages left and is not unlimited. */
export function isOutOfMessages(usage: Usage | undefined): boolean {
  return !!usage && !usage.unlimited && usage.remaining !== null && usage.remaining <= 0;
}

/**
 * The red banner when no messages remain (SPEC §8): anonymous visitors are invited to sign up,
 * everyone else to upgrade.
 */
export function OutOfMessagesBanner({ usage }: { usage: Usage | undefined }) {
  if (!usage || !isOutOfMessages(usage)) return null;
  const anonymous = usage.phase === 'anon';
  return (
    <div
      role="alert"
      data-testid="out-of-messages-banner"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-destructive px-4 py-3 text-sm text-destructive-foreground shadow-sm"
    >
      <p className="font-semibold">
        {anonymous ? 'Free messages used up!' : 'Upgrade to continue'}
      </p>
      {anonymous ? (
        <Link
          href={APP_ROUTES.signup}
          className="rounded-lg bg-white/15 px-3 py-1.5 font-semibold underline-offset-2 hover:bg-white/25 hover:underline"
        >
          Sign up to unlock {FREE_ACCOUNT_EXCHANGES_DEFAULT} more
        </Link>
      ) : (
        <button
          type="button"
          className="rounded-lg bg-white/15 px-3 py-1.5 font-semibold hover:bg-white/25"
          onClick={() =>
            toast({
              title: 'Upgrade Coming Soon',
              description: 'Unlimited messages arrive with the paid plan shortly.',
            })
          }
        >
          Get unlimited messages
        </button>
      )}
    </div>
  );
}
