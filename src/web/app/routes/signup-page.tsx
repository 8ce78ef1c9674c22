import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';

/** Community signup, at /signup and /join (SPEC §2 "Community signup"). */
export function SignupPage() {
  const appName = useAppName();
  return (
    <PageShell
      title="Join the Community"
      documentTitle={`Join · ${appName}`}
      subtitle={`Walk the path with others. Create your ${appName} account to begin.`}
      backHref={APP_ROUTES.home}
      backLabel="Back to Home"
    >
      <ComingSoon title="Sign In / Sign Up">
        Email and social sign-up, and the &lsquo;12 Transmissions&rsquo; download, arrive with the
        community release.
      </ComingSoon>
    </PageShell>
  );
}
