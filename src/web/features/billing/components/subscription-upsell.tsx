import { ArrowLeft, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { BenefitList } from './benefit-list.tsx';
import { BillingCard } from './billing-card.tsx';

export const UPSELL_BENEFITS = [
  'Unlimited voice conversations',
  'Premium AI features',
  'Priority support',
] as const;

interface SubscriptionUpsellProps {
  planName: string;
  /** '7-day free trial, then $21/month. Cancel anytime.' once the plan is known. */
  offer?: string;
  /** Opens the signup modal: signing up happens on this page, so the trial is one step away. */
  onSignUp: () => void;
  backHref: string;
}

/** What a signed-out visitor sees on /subscription (SPEC §2): the plan, and a way to sign up first. */
export function SubscriptionUpsell({
  planName,
  offer,
  onSignUp,
  backHref,
}: SubscriptionUpsellProps) {
  return (
    <BillingCard title={`What ${planName} gives you`} featured testId="subscription-upsell">
      <BenefitList items={UPSELL_BENEFITS} label={`What ${planName} includes`} />
      {offer ? <p className="mt-4 text-muted-foreground">{offer}</p> : null}
      <p className="mt-4">Create a free account first, then start your trial from this page.</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" aria-haspopup="dialog" onClick={onSignUp}>
          <UserPlus aria-hidden="true" />
          Sign Up Now
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            Back to Chat
          </Link>
        </Button>
      </div>
    </BillingCard>
  );
}
