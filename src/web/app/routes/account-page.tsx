import { Check } from 'lucide-react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { FREE_ACCOUNT_EXCHANGES_DEFAULT } from '../../../contracts/constants.ts';
import { Card, ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AUTH_PATHS } from '../../features/auth/auth-paths.ts';

const benefits = [
  `${FREE_ACCOUNT_EXCHANGES_DEFAULT} free AI exchanges`,
  'Journal and progress tracking',
  'Access to live classes',
  'Personalized spiritual guidance',
];

/** Account (SPEC §2 "Account page"). */
export function AccountPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  if (!user) {
    return (
      <PageShell
        title="Create your account"
        documentTitle={`Account · ${appName}`}
        subtitle={`Keep your conversations and deepen your practice with ${appName}.`}
        backHref={APP_ROUTES.chat}
        backLabel="Back to chat"
      >
        <Card title="What you receive">
          <ul className="grid gap-2 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-highlight" />
                {benefit}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-5">
            <a href={AUTH_PATHS.start}>Continue with social sign-in</a>
          </Button>
        </Card>
        <ComingSoon title="Sign up with email">
          The email sign-up form arrives with the accounts release.
        </ComingSoon>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Account"
      documentTitle={`Account · ${appName}`}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <ComingSoon title="Profile, usage and billing">
        Your profile form, usage and subscription, live classes and billing arrive with the accounts
        release.
      </ComingSoon>
      <div>
        <Button asChild variant="outline">
          <a href={AUTH_PATHS.logout}>Sign Out</a>
        </Button>
      </div>
    </PageShell>
  );
}
