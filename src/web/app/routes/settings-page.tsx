import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AUTH_PATHS } from '../../features/auth/auth-paths.ts';
import { SignInRequired } from './sign-in-required.tsx';

/** Settings (SPEC §2 "Settings"). */
export function SettingsPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  if (!user) {
    return (
      <SignInRequired
        documentTitle={`Settings · ${appName}`}
        text="Please sign in to access settings."
        actionHref={APP_ROUTES.chat}
        actionLabel="Go to Chat"
      />
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <PageShell
      title="Settings"
      documentTitle={`Settings · ${appName}`}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <Card title="Profile">
        <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{name || 'Not provided'}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd>{user.email ?? 'Not available'}</dd>
          <dt className="text-muted-foreground">User ID</dt>
          <dd className="break-all">{user.id || 'Unknown'}</dd>
          <dt className="text-muted-foreground">Subscription</dt>
          <dd>{user.subscriptionStatus ?? 'Free'}</dd>
        </dl>
      </Card>
      <Card title="Preferences">
        <p className="text-muted-foreground">More settings options will be available here soon.</p>
      </Card>
      <Card title="Account Actions">
        <Button asChild variant="outline">
          <a href={AUTH_PATHS.logout}>Sign Out</a>
        </Button>
      </Card>
      <ComingSoon title="Delete Account">Deleting your account and everything it holds.</ComingSoon>
    </PageShell>
  );
}
