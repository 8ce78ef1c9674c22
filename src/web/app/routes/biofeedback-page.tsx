import { Activity, Brain, HeartPulse, TrendingUp, type LucideIcon } from 'lucide-react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';

const features: { name: string; text: string; icon: LucideIcon }[] = [
  { name: 'Heart Rate', text: 'Beats per minute and heart-rate variability.', icon: HeartPulse },
  { name: 'Stress Levels', text: 'A gentle signal of tension and release.', icon: Activity },
  { name: 'Meditation States', text: 'From beginning to deep meditation.', icon: Brain },
  { name: 'Progress Tracking', text: 'Trends across your sessions.', icon: TrendingUp },
];

/** Biofeedback and wellness (SPEC §2 "Biofeedback"). */
export function BiofeedbackPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  return (
    <PageShell
      title="Biofeedback & Wellness"
      documentTitle={`Biofeedback · ${appName}`}
      subtitle={
        <p className="flex flex-wrap items-center gap-2">
          <Badge>Beta</Badge>
          Readings from consumer wearables support your practice; they are not medical measurements.
        </p>
      }
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ name, text, icon: Icon }) => (
          <div key={name} className="rounded-2xl border border-border bg-surface p-5">
            <Icon aria-hidden="true" className="size-6 text-highlight" />
            <h2 className="mt-3 font-serif text-lg font-semibold">{name}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        ))}
      </div>
      {user ? (
        <ComingSoon title="Your devices">
          Connecting Bluetooth heart-rate monitors and fitness trackers, live biometrics and
          wellness trends arrive with the biofeedback release.
        </ComingSoon>
      ) : (
        <ComingSoon title="Your devices">
          Please sign in to access biofeedback features and save your wellness data.
        </ComingSoon>
      )}
    </PageShell>
  );
}
