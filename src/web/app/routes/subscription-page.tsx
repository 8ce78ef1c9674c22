import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { hasPaidPlan } from '../../features/auth/lib/user-status.ts';

/** Subscription (SPEC §2 "Subscription"). */
export function SubscriptionPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  const planName = `${appName} Premium`;
  if (!user) {
    return (
      <PageShell
        title={`Upgrade to ${planName}`}
        documentTitle={`Subscription · ${appName}`}
        subtitle="Unlimited voice conversations, premium AI features and priority support."
        backHref={APP_ROUTES.chat}
        backLabel="Back to Chat"
      >
        <ComingSoon title="Sign Up Now">
          Creating an account and upgrading arrive with the billing release.
        </ComingSoon>
      </PageShell>
    );
  }
  const paid = hasPaidPlan(user);
  return (
    <PageShell
      title="Subscription"
      documentTitle={`Subscription · ${appName}`}
      backHref={APP_ROUTES.chat}
      backLabel="Back to Chat"
    >
      <Card title="Current Plan">
        <p className="flex items-center gap-2">
          {paid ? planName : 'Free Plan'}
          {user.subscriptionStatus === 'active' ? <Badge>Active</Badge> : null}
        </p>
      </Card>
      <ComingSoon title={paid ? 'Manage Subscription' : 'Upgrade'}>
        {paid
          ? 'Payment method, invoices and cancellation arrive with the billing release.'
          : '$21/month with a 7-day free trial. Cancel anytime. Checkout arrives with the billing release.'}
      </ComingSoon>
    </PageShell>
  );
}
