import { CreditCard, FileText, XCircle } from 'lucide-react';
import { formatBillingDate } from '../lib/format-date.ts';
import { BillingCard } from './billing-card.tsx';
import { PortalLink } from './portal-link.tsx';

interface ManageSubscriptionCardProps {
  /** The end of the current billing period, as the server stores it. */
  periodEnd: string | null;
  /** SPEC §6: billing management needs a payment-provider customer. */
  hasBillingAccount: boolean;
}

/**
 * Manage Subscription for a paid plan (SPEC §2). The spec's buttons did nothing; here each opens
 * the payment provider's billing portal in a new tab, where the payment method, the invoices and
 * the cancellation live (DESIGN §6).
 */
export function ManageSubscriptionCard({
  periodEnd,
  hasBillingAccount,
}: ManageSubscriptionCardProps) {
  const endDate = formatBillingDate(periodEnd);
  return (
    <BillingCard title="Manage Subscription" testId="manage-subscription">
      {hasBillingAccount ? (
        <>
          <p className="text-muted-foreground">
            Your payment details, invoices and cancellation are handled securely by our payment
            provider and open in a new tab.
          </p>
          <div className="mt-4 grid max-w-md gap-2">
            <PortalLink icon={<CreditCard aria-hidden="true" />}>Update Payment Method</PortalLink>
            <PortalLink icon={<FileText aria-hidden="true" />}>Download Invoices</PortalLink>
            <PortalLink icon={<XCircle aria-hidden="true" />}>Cancel Subscription</PortalLink>
          </div>
        </>
      ) : (
        <>
          <p className="font-medium">No Billing Account</p>
          <p className="mt-1 text-muted-foreground">You haven&apos;t made any purchases yet.</p>
        </>
      )}
      <p className="mt-4 text-muted-foreground" data-testid="cancel-note">
        If you cancel, your plan stays active until the end of the current billing period
        {endDate ? `, on ${endDate}` : ''}.
      </p>
    </BillingCard>
  );
}
