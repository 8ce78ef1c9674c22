import { CircleCheck, MailCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmailChangeConfirmRequest } from '../../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';

/** Shown when the link is plainly broken (no token, or not one the server could have made). */
export const INCOMPLETE_CONFIRM_LINK =
  'This confirmation link is incomplete. Open the link from the email again, or change your email on your account page to get a new one.';

function Outcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <div role={ok ? 'status' : 'alert'} className="grid gap-4">
      <p className="flex items-start gap-2 text-sm">
        <Icon
          aria-hidden="true"
          className={
            ok ? 'mt-0.5 size-4 shrink-0 text-primary' : 'mt-0.5 size-4 shrink-0 text-destructive'
          }
        />
        <span>{children}</span>
      </p>
      <div>
        <Button asChild variant={ok ? 'default' : 'outline'}>
          <Link href={APP_ROUTES.account}>Go to your account</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Confirm a new email address from the link mailed to it. It waits for a click rather than
 * confirming on load: mail scanners that open links must not confirm anything.
 */
export function ConfirmEmailChange({ token, appName }: { token: string | null; appName: string }) {
  const confirm = useConfirmEmailChange();
  const request = EmailChangeConfirmRequest.safeParse({ token });

  if (!request.success) return <Outcome ok={false}>{INCOMPLETE_CONFIRM_LINK}</Outcome>;
  if (confirm.isSuccess) {
    return (
      <Outcome ok>
        Your email address is now <strong>{confirm.data.email}</strong>. Use it to sign in from now
        on.
      </Outcome>
    );
  }
  if (confirm.isError) {
    return (
      <Outcome ok={false}>
        {serverMessageOr(
          confirm.error,
          'The email address could not be confirmed. Please try again.',
        )}
      </Outcome>
    );
  }
  return (
    <form
      aria-label="Confirm your new email address"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirm.isPending) confirm.mutate(request.data);
      }}
    >
      <p className="text-sm text-muted-foreground">
        Confirm only if you asked to use this address for your {appName} account. Your account’s
        email changes to it, and you sign in with it from then on.
      </p>
      <div className="flex justify-end">
        <SubmitButton pending={confirm.isPending} icon={<MailCheck aria-hidden="true" />}>
          Confirm email address
        </SubmitButton>
      </div>
    </form>
  );
}
