import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AUTH_PATHS } from '../../features/auth/auth-paths.ts';
import { DeleteAccountDialog } from '../../features/auth/components/delete-account-dialog.tsx';
import { displayName } from '../../features/auth/lib/user-status.ts';
import { SignInRequired } from './sign-in-required.tsx';

/** `GET /api/account/export`: everything the account holds, as a zip download (issue 21). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** Settings (SPEC §2 "Settings"). */
export function SettingsPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  const [deleteOpen, setDeleteOpen] = useState(false);
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
  return (
    <PageShell
      title="Settings"
      documentTitle={`Settings · ${appName}`}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <Card title="Profile">
        <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-3">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="mb-2 sm:mb-0">{displayName(user) ?? 'Not provided'}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="mb-2 break-all sm:mb-0">{user.email ?? 'Not available'}</dd>
          <dt className="text-muted-foreground">User ID</dt>
          <dd className="mb-2 break-all sm:mb-0">{user.id || 'Unknown'}</dd>
          <dt className="text-muted-foreground">Subscription</dt>
          <dd>{user.subscriptionStatus ?? 'Free'}</dd>
        </dl>
      </Card>
      <Card title="Preferences">
        <p className="text-muted-foreground">More settings options will be available here soon.</p>
      </Card>
      <Card title="Your Data">
        <p id="export-hint" className="mb-3 text-muted-foreground">
          One zip file with your profile, conversations, dream journal, timeline, biofeedback,
          tribes, Twelve Transmissions progress and usage, as JSON and readable Markdown.
        </p>
        {/* A plain link: the server answers with the archive as an attachment. */}
        <a
          href={ACCOUNT_EXPORT_PATH}
          download
          aria-describedby="export-hint"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          Download all my data
        </a>
      </Card>
      <Card title="Account Actions">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            {/* A full navigation: the server ends the session and returns to /. */}
            <a href={AUTH_PATHS.logout}>
              <LogOut aria-hidden="true" />
              Sign Out
            </a>
          </Button>
          <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </div>
      </Card>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </PageShell>
  );
}
