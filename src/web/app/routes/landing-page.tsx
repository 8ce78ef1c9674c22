import { Redirect } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';

/** Welcome page (SPEC §2 "Landing"); signed-in people go straight to the app. */
export function LandingPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  if (user) return <Redirect to={APP_ROUTES.home} replace />;
  return (
    <PageShell
      title={`Welcome to ${appName}`}
      documentTitle={`Welcome · ${appName}`}
      subtitle="AI teachers of yoga, meditation and Tibetan practice, ready when you are."
      backHref={APP_ROUTES.home}
      backLabel="Back to home"
      actions={
        <Button asChild size="sm">
          <a href="/auth/google">Sign In&amp;Up!</a>
        </Button>
      }
    >
      <ComingSoon title="Sign in or create an account">
        Email and social sign-in (Google, Apple, X) arrive with the accounts release.
      </ComingSoon>
    </PageShell>
  );
}
