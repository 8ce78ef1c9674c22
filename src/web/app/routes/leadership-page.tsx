import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { LeadershipPortal } from '../../features/tribes/components/leadership-portal.tsx';
import { SignInRequired } from './sign-in-required.tsx';

/** Tribe leadership portal (SPEC §2 "Leadership"; sign-in required, SPEC §6). */
export function LeadershipPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  if (!user) {
    return (
      <SignInRequired
        documentTitle={`Leadership · ${appName}`}
        text="Please sign in to create and lead a tribe."
        actionHref={APP_ROUTES.account}
        actionLabel="Sign In"
      />
    );
  }
  return (
    <PageShell
      title="Tribe Leadership"
      documentTitle={`Leadership · ${appName}`}
      subtitle="Gather your Soul Tribe: create a free community and share its page."
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <LeadershipPortal />
    </PageShell>
  );
}
