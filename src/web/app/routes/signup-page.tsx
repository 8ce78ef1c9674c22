import { Download, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { REDIRECT_AFTER_DOWNLOAD_MS } from '../../../contracts/constants.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSignInProviders } from '../../features/app-config/hooks/use-allowances.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CommunitySignupForm } from '../../features/auth/components/community-signup-form.tsx';
import { Divider, ProviderButtons } from '../../features/auth/components/provider-buttons.tsx';

/** The '12 Transmissions' PDF (its endpoint arrives with the transmissions release). */
const TRANSMISSIONS_PDF_PATH = '/api/downloads/transmissions';

/** Community signup, at /signup and /join (SPEC §2 "Community signup"). */
export function SignupPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  const providers = useSignInProviders();
  if (user) return <CommunityWelcome appName={appName} />;
  return (
    <PageShell
      title="Join the Community"
      documentTitle={`Join · ${appName}`}
      subtitle={`Walk the path with others. Sign in, or create your ${appName} account to begin.`}
      backHref={APP_ROUTES.home}
      backLabel="Back to Home"
    >
      <Card title="Sign In / Sign Up" className="w-full max-w-md">
        <CommunitySignupForm appName={appName} />
        <Divider className="mt-4" />
        <ProviderButtons className="mt-4" providers={providers} />
      </Card>
    </PageShell>
  );
}

/** The success screen: the '12 Transmissions' download, then the chat. */
function CommunityWelcome({ appName }: { appName: string }) {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <PageShell
      title="Welcome to the Community!"
      documentTitle={`Welcome · ${appName}`}
      subtitle="You are part of the sangha now. Begin with the twelve transmissions of the path."
      backHref={APP_ROUTES.home}
      backLabel="Back to Home"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a
            href={TRANSMISSIONS_PDF_PATH}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              // The PDF opens in a new tab; this tab moves on to the chat (SPEC §2, §9).
              clearTimeout(timer.current);
              timer.current = setTimeout(
                () => navigate(APP_ROUTES.chat),
                REDIRECT_AFTER_DOWNLOAD_MS,
              );
            }}
          >
            <Download aria-hidden="true" />
            Download the 12 Transmissions (PDF)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={APP_ROUTES.chat}>
            <MessageCircle aria-hidden="true" />
            Continue to Chat
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
