import { CreditCard } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatBillingDate } from '../lib/format-date.ts';
import { BillingCard } from './billing-card.tsx';
import { PortalLink } from './portal-link.tsx';

/** The badges of SPEC §4 "subscriptionStatus", with DESIGN §6's Trial. */
export type SubscriptionBadge = 'Active' | 'Trial' | 'Past Due' | 'Canceled' | 'Free Account';

interface CurrentPlanCardProps {
  planName: string;
  badge: SubscriptionBadge;
  /** When the current period (or the trial) ends, as the server stores it. */
  periodEnd: string | null;
  /** A payment-provider customer exists, so the billing portal has something to show. */
  hasBillingAccount: boolean;
}

const badgeTone: Record<Exclude<SubscriptionBadge, 'Free Account'>, string> = {
  Active: '',
  Trial: '',
  'Past Due': 'border-destructive/50 bg-destructive/10 text-destructive dark:text-foreground',
  Canceled: 'border-border bg-muted text-muted-foreground',
};

function detail(badge: SubscriptionBadge, periodEnd: string | null): string {
  switch (badge) {
    case 'Active':
      return periodEnd
        ? `Your current billing period ends on ${periodEnd}.`
        : 'Your subscription is active.';
    case 'Trial':
      return periodEnd
        ? `Your free trial runs until ${periodEnd}.`
        : 'Your free trial is underway.';
    case 'Past Due':
      return "We couldn't collect your last payment. Update your payment method to keep your plan.";
    case 'Canceled':
      return 'Your subscription has ended. You are welcome back whenever you like.';
    case 'Free Account':
      return 'You are on the free plan.';
  }
}

/**
 * Current Plan (SPEC §2 "Subscription"): the paid plan's name with its status badge, or
 * 'Free Plan' when there is no subscription to speak of.
 */
export function CurrentPlanCard({
  planName,
  badge,
  periodEnd,
  hasBillingAccount,
}: CurrentPlanCardProps) {
  const hasPlan = badge !== 'Free Account';
  const endDate = formatBillingDate(periodEnd);
  return (
    <BillingCard title="Current Plan">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold" data-testid="current-plan-name">
          {hasPlan ? planName : 'Free Plan'}
        </p>
        {hasPlan ? (
          <Badge data-testid="current-plan-status" className={cn(badgeTone[badge])}>
            {badge}
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">{detail(badge, endDate)}</p>
      {badge === 'Past Due' && hasBillingAccount ? (
        <PortalLink icon={<CreditCard aria-hidden="true" />} className="mt-4">
          Update Payment Method
        </PortalLink>
      ) : null}
    </BillingCard>
  );
}
