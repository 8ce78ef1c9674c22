import { ExternalLink, Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { AppConfig } from '../../../../contracts/app-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  BILLING_NOT_CONFIGURED,
  CHECKOUT_WAITING_TEXT,
  useStartCheckout,
  type CheckoutState,
} from '../hooks/use-start-checkout.ts';
import { BenefitList } from './benefit-list.tsx';
import { BillingCard } from './billing-card.tsx';

export const UPGRADE_BENEFITS = [
  'Unlimited voice conversations',
  'Access to all AI modules',
  'Priority support',
  'Advanced journaling features',
  'Community access',
] as const;

/** '7-day free trial, then $21/month. Cancel anytime.' (SPEC §2), or the price alone without a trial. */
export function trialText(plan: Pick<AppConfig['plan'], 'trialDays' | 'priceLabel'>): string {
  return plan.trialDays > 0
    ? `${plan.trialDays}-day free trial, then ${plan.priceLabel}. Cancel anytime.`
    : `${plan.priceLabel}. Cancel anytime.`;
}

interface UpgradeCardProps {
  plan: AppConfig['plan'];
  /** The server said the session has ended. */
  onSignedOut?: () => void;
}

/** The upgrade offer for anyone without a paid plan, with the trial checkout. */
export function UpgradeCard({ plan, onSignedOut }: UpgradeCardProps) {
  const { start, pending, state } = useStartCheckout({
    description: `${plan.name} subscription`,
    onSignedOut,
  });
  const trialId = useId();
  const unavailableId = useId();
  const label = plan.trialDays > 0 ? 'Start Free Trial' : 'Subscribe';
  return (
    <BillingCard title={`Upgrade to ${plan.name}`} featured testId="upgrade-card">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-serif text-3xl font-semibold text-foreground">{plan.priceLabel}</span>
        <span className="text-muted-foreground">Cancel anytime</span>
      </p>
      <BenefitList items={UPGRADE_BENEFITS} label={`What ${plan.name} includes`} className="mt-5" />
      <Button
        size="lg"
        className="mt-6 w-full sm:w-auto"
        disabled={!plan.billingEnabled || pending}
        aria-busy={pending}
        aria-describedby={plan.billingEnabled ? trialId : `${trialId} ${unavailableId}`}
        onClick={() => void start()}
      >
        {pending ? <Spinner /> : <Sparkles aria-hidden="true" />}
        {label}
      </Button>
      <p id={trialId} className="mt-3 text-muted-foreground">
        {trialText(plan)}
      </p>
      {plan.billingEnabled ? null : (
        <p id={unavailableId} className="mt-2 font-medium">
          {BILLING_NOT_CONFIGURED}
        </p>
      )}
      <CheckoutOutcome pending={pending} state={state} />
    </BillingCard>
  );
}

/** What became of the last click, told in place as well as in a toast. */
function CheckoutOutcome({ pending, state }: { pending: boolean; state: CheckoutState }) {
  return (
    <>
      <div aria-live="polite" className="empty:hidden mt-3">
        {pending ? <p>{CHECKOUT_WAITING_TEXT}</p> : null}
        {!pending && state.status === 'opened' ? (
          <p>
            Checkout opened in a new tab. Finish there; this page catches up when you come back.
          </p>
        ) : null}
        {!pending && state.status === 'blocked' ? (
          <p>
            Your browser kept the checkout from opening in a new tab.{' '}
            <a
              href={state.paymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-highlight underline underline-offset-4"
            >
              Open secure checkout
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
        ) : null}
      </div>
      {!pending && state.status === 'error' ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 font-medium text-destructive dark:text-foreground"
        >
          {state.message}
        </p>
      ) : null}
    </>
  );
}

/** Holds the upgrade card's place while the plan loads, or says it could not be loaded. */
export function UpgradeCardPlaceholder({ onRetry }: { onRetry?: () => void }) {
  if (onRetry) {
    return (
      <BillingCard title="Upgrade" testId="upgrade-card">
        <p role="alert">The plan details could not be loaded.</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </BillingCard>
    );
  }
  return (
    <div
      role="status"
      aria-label="Loading the plan"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-9 w-32" />
      <div className="grid gap-2">
        {UPGRADE_BENEFITS.map((benefit) => (
          <Skeleton key={benefit} className="h-5 w-3/4" />
        ))}
      </div>
      <Skeleton className="h-11 w-44" />
    </div>
  );
}
