import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSignInProviders } from '../../features/app-config/hooks/use-allowances.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AUTH_PATHS } from '../../features/auth/auth-paths.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { Divider, ProviderButtons } from '../../features/auth/components/provider-buttons.tsx';
import { RequestResetForm } from '../../features/auth/components/request-reset-form.tsx';

/**
 * Welcome page (SPEC §2 "Landing"): email sign-in and the configured providers. Signed-in
 * people go straight to the app, which is also where a successful sign-in here leads.
 */
export function LandingPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  const providers = useSignInProviders();
  const [view, setView] = useState<'login' | 'reset'>('login');
  const [switched, setSwitched] = useState(false);
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
          <a href={AUTH_PATHS.start}>Sign In&amp;Up!</a>
        </Button>
      }
    >
      <Card
        title={view === 'login' ? 'Sign in' : 'Forgot your password?'}
        className="w-full max-w-md"
      >
        {view === 'login' ? (
          <LoginForm
            autoFocus={switched}
            onForgotPassword={() => {
              setSwitched(true);
              setView('reset');
            }}
          />
        ) : (
          <RequestResetForm autoFocus onBack={() => setView('login')} />
        )}
        <Divider className="mt-4" />
        <ProviderButtons className="mt-4" providers={providers} />
        <p className="mt-4 text-center text-muted-foreground">
          New here?{' '}
          <Link
            href={APP_ROUTES.account}
            className="font-medium text-highlight underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      </Card>
    </PageShell>
  );
}
