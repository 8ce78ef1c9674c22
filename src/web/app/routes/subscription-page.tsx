import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppConfig } from '../../../contracts/app-config.ts';
import type { User } from '../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { userQueryOptions, useUser } from '../../features/auth/api/get-user.ts';
import { applySignedOut } from '../../features/auth/lib/session-cache.ts';
import { hasPaidPlan, subscriptionLabel } from '../../features/auth/lib/user-status.ts';
import { CheckoutReturnNote } from '../../features/billing/components/checkout-return-note.tsx';
import { CurrentPlanCard } from '../../features/billing/components/current-plan-card.tsx';
import { ManageSubscriptionCard } from '../../features/billing/components/manage-subscription-card.tsx';
import { SubscriptionUpsell } from '../../features/billing/components/subscription-upsell.tsx';
import {
  trialText,
  UpgradeCard,
  UpgradeCardPlaceholder,
} from '../../features/billing/components/upgrade-card.tsx';
import { useCheckoutReturn } from '../../features/billing/hooks/use-checkout-return.ts';
import { AccountSignupDialog } from '../account-signup-dialog.tsx';

/** After checkout, how often the account is re-read until the payment provider's word arrives. */
export const CHECKOUT_CONFIRM_POLL_MS = 3000;
/** ...and for how long, before the page says it is taking longer than usual. */
export const CHECKOUT_CONFIRM_PATIENCE_MS = 60_000;

/** Subscription (SPEC §2 "Subscription"): the upsell, the current plan, checkout and management. */
export function SubscriptionPage() {
  const appName = useAppName();
  const config = useAppConfig();
  const user = useUser().data ?? null;
  const plan = config.data?.plan;
  const planName = plan?.name ?? `${appName} Premium`;
  const documentTitle = `Subscription · ${appName}`;
  const [signupOpen, setSignupOpen] = useState(false);

  if (!user) {
    return (
      <PageShell
        title={`Upgrade to ${planName}`}
        documentTitle={documentTitle}
        subtitle="Deepen your practice with unlimited guidance, voice and support."
        backHref={APP_ROUTES.chat}
        backLabel="Back to chat"
      >
        <SubscriptionUpsell
          planName={planName}
          offer={plan ? trialText(plan) : undefined}
          onSignUp={() => setSignupOpen(true)}
          backHref={APP_ROUTES.chat}
        />
        {/* Once signed up, this page shows the account's plan and the trial button. */}
        <AccountSignupDialog
          open={signupOpen}
          onOpenChange={setSignupOpen}
          description={`Create a free account, then start ${planName} from this page. Your conversations come with you.`}
        />
      </PageShell>
    );
  }
  return (
    <SignedInSubscription
      user={user}
      appName={appName}
      planName={planName}
      plan={plan}
      planError={config.isError}
      onRetryPlan={() => void config.refetch()}
      documentTitle={documentTitle}
    />
  );
}

interface SignedInSubscriptionProps {
  user: User;
  appName: string;
  planName: string;
  plan: AppConfig['plan'] | undefined;
  planError: boolean;
  onRetryPlan: () => void;
  documentTitle: string;
}

function SignedInSubscription({
  user,
  appName,
  planName,
  plan,
  planError,
  onRetryPlan,
  documentTitle,
}: SignedInSubscriptionProps) {
  const queryClient = useQueryClient();
  const paid = hasPaidPlan(user);
  const checkout = useCheckoutReturn({ planName });
  const [slow, setSlow] = useState(false);
  const confirming = checkout.result === 'success' && !paid && !slow;

  // The status arrives by webhook, often a moment after the payment page sends the person back:
  // re-read the account until it shows. A free account is also re-read when the window regains
  // focus, since checkout happens in another tab.
  useQuery({
    ...userQueryOptions(),
    refetchInterval: confirming ? CHECKOUT_CONFIRM_POLL_MS : false,
    refetchOnWindowFocus: paid ? false : 'always',
  });

  useEffect(() => {
    if (checkout.result !== 'success') return;
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    const timer = setTimeout(() => setSlow(true), CHECKOUT_CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [checkout.result, queryClient]);

  let offer;
  if (paid) {
    offer = (
      <ManageSubscriptionCard
        periodEnd={user.subscriptionCurrentPeriodEnd}
        hasBillingAccount={Boolean(user.stripeCustomerId)}
      />
    );
  } else if (plan) {
    // The trial is for a first subscription only (the server sends none after one): offer the
    // plan without it.
    offer = (
      <UpgradeCard
        plan={user.trialUsed ? { ...plan, trialDays: 0 } : plan}
        onSignedOut={() => applySignedOut(queryClient)}
      />
    );
  } else {
    offer = <UpgradeCardPlaceholder onRetry={planError ? onRetryPlan : undefined} />;
  }

  return (
    <PageShell
      title="Subscription"
      documentTitle={documentTitle}
      subtitle={
        paid
          ? `Thank you for supporting ${appName}.`
          : `Your plan, and what ${planName} adds to your practice.`
      }
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <CheckoutReturnNote
        result={checkout.result}
        paid={paid}
        slow={slow}
        onDismiss={checkout.dismiss}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CurrentPlanCard
          planName={planName}
          badge={subscriptionLabel(user.subscriptionStatus)}
          periodEnd={user.subscriptionCurrentPeriodEnd}
          hasBillingAccount={Boolean(user.stripeCustomerId)}
        />
        {offer}
      </div>
    </PageShell>
  );
}
