import { Link } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';

interface SignInRequiredProps {
  documentTitle: string;
  text: string;
  actionHref: string;
  actionLabel: string;
}

/** What a signed-out person sees on a page that needs an account (SPEC §6). */
export function SignInRequired({
  documentTitle,
  text,
  actionHref,
  actionLabel,
}: SignInRequiredProps) {
  return (
    <PageShell
      title="Sign In Required"
      documentTitle={documentTitle}
      subtitle={text}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <div>
        <Button asChild>
          <Link href={actionHref}>{actionLabel}</Link>
        </Button>
      </div>
    </PageShell>
  );
}
