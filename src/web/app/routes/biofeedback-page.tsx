import { Link } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import {
  FeatureCards,
  PrivacyNotes,
  SupportedDevices,
} from '../../features/biofeedback/components/biofeedback-info.tsx';
import { BiofeedbackDashboard } from '../../features/biofeedback/components/biofeedback-dashboard.tsx';
import { BluetoothSupportWarning } from '../../features/biofeedback/components/bluetooth-support-warning.tsx';

export const BIOFEEDBACK_SIGNED_OUT_TEXT =
  'Please sign in to access biofeedback features and save your wellness data.';

/** Biofeedback and wellness (SPEC §2 "Biofeedback"). */
export function BiofeedbackPage() {
  const appName = useAppName();
  const user = useUser();
  return (
    <PageShell
      title="Biofeedback & Wellness"
      documentTitle={`Biofeedback · ${appName}`}
      subtitle={
        <p className="flex flex-wrap items-center gap-2">
          <Badge>Beta</Badge>
          Biofeedback is in beta. Readings from consumer wearables support your practice; they are
          not medical measurements or a diagnosis.
        </p>
      }
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <FeatureCards />
      <BluetoothSupportWarning />
      {user.isPending ? (
        <div aria-busy="true" aria-label="Loading" className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : user.data ? (
        <BiofeedbackDashboard />
      ) : (
        <section
          aria-labelledby="biofeedback-sign-in-title"
          className="grid justify-items-start gap-3 rounded-2xl border border-border bg-surface p-6"
        >
          <h2 id="biofeedback-sign-in-title" className="font-serif text-xl font-semibold">
            Your Devices
          </h2>
          <p className="text-sm">{BIOFEEDBACK_SIGNED_OUT_TEXT}</p>
          <Button asChild>
            <Link href={APP_ROUTES.account}>Sign In</Link>
          </Button>
        </section>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <SupportedDevices />
        <PrivacyNotes />
      </div>
    </PageShell>
  );
}
