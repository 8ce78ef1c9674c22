import { useLocation, useSearch } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { RequestResetForm } from '../../features/auth/components/request-reset-form.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/**
 * Where the reset email links (`/reset-password?token=…`): set a new password, which signs in
 * and opens the chat. Without a token it asks for a new link.
 */
export function ResetPasswordPage() {
  const appName = useAppName();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  if (!token) {
    return (
      <PageShell
        title="Reset your password"
        documentTitle={`Reset password · ${appName}`}
        backHref={APP_ROUTES.account}
        backLabel="Back to sign in"
      >
        <Card title="Request a reset link" className="w-full max-w-md">
          <RequestResetForm />
        </Card>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Set a new password"
      documentTitle={`Reset password · ${appName}`}
      backHref={APP_ROUTES.account}
      backLabel="Back to sign in"
    >
      <Card title="Choose your new password" className="w-full max-w-md">
        <ResetPasswordForm
          key={token}
          token={token}
          onReset={() => navigate(APP_ROUTES.chat, { replace: true })}
        />
      </Card>
    </PageShell>
  );
}
