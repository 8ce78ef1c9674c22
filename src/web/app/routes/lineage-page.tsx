import { Check } from 'lucide-react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';

const benefits = [
  'Unlimited AI exchanges',
  'All available modules',
  'Deep interactive guidance',
  'Personalized journey tracking',
];

const futureTeachings = [
  { name: 'Pranayama', text: 'Breath as the bridge between body and mind.' },
  { name: 'Meditation', text: 'Resting in awareness, one breath at a time.' },
  { name: 'Philosophy', text: 'The view that gives practice its direction.' },
];

/** Live classes and marketing (SPEC §2 "Lineage"). */
export function LineagePage() {
  const appName = useAppName();
  return (
    <PageShell
      title="Nauli Practice"
      documentTitle={`Lineage · ${appName}`}
      subtitle="Nauli, the yogic abdominal wave massage: a rolling churn of the belly muscles that awakens digestive fire and steadies the mind."
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <ComingSoon title="Introduction video">
        The guided introduction to Nauli, with live classes.
      </ComingSoon>
      <Card title="Free account benefits">
        <ul className="grid gap-2 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-highlight" />
              {benefit}
            </li>
          ))}
        </ul>
        <Button asChild className="mt-5">
          {/* A full navigation: sign-in is a server flow. */}
          <a href="/api/login">Create Free Account</a>
        </Button>
      </Card>
      <section aria-labelledby="future-teachings" className="grid gap-4">
        <h2 id="future-teachings" className="font-serif text-2xl font-semibold">
          Future Teachings
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {futureTeachings.map((teaching) => (
            <div key={teaching.name} className="rounded-2xl border border-border bg-surface p-5">
              <h3 className="font-serif text-lg font-semibold">{teaching.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{teaching.text}</p>
            </div>
          ))}
        </div>
      </section>
    </PageShell>
  );
}
