import { useSearch } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { ConfirmEmailChange } from '../../features/auth/components/confirm-email-change.tsx';

/** Where the link mailed to a new email address leads (`/confirm-email?token=…`). */
export function ConfirmEmailPage() {
  const appName = useAppName();
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <PageShell
      title="Confirm your email"
      documentTitle={`Confirm email · ${appName}`}
      backHref={APP_ROUTES.account}
      backLabel="Back to account"
    >
      <Card title="Confirm your new email address" className="w-full max-w-md">
        <ConfirmEmailChange key={token} token={token} appName={appName} />
      </Card>
    </PageShell>
  );
}
