import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';

interface SignInRequiredProps {
  documentTitle: string;
  text: string;
  /** The page's own way on (SPEC §2); offered beside 'Sign In' unless it is the sign-in page. */
  actionHref: string;
  actionLabel: string;
}

/**
 * What a signed-out person sees on a page that needs an account (SPEC §6). A page that asks for a
 * sign-in always offers one, so nobody is left to find it in the menu.
 */
export function SignInRequired({
  documentTitle,
  text,
  actionHref,
  actionLabel,
}: SignInRequiredProps) {
  const actionIsSignIn = actionHref === APP_ROUTES.account;
  return (
    <PageShell
      title="Sign In Required"
      documentTitle={documentTitle}
      subtitle={text}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={APP_ROUTES.account}>
            <LogIn aria-hidden="true" />
            {actionIsSignIn ? actionLabel : 'Sign In'}
          </Link>
        </Button>
        {actionIsSignIn ? null : (
          <Button asChild variant="outline">
            <Link href={actionHref}>{actionLabel}</Link>
          </Button>
        )}
      </div>
    </PageShell>
  );
}
