import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { PasswordResetRequest } from '../../../../contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

interface RequestResetFormProps {
  /** Shows 'Back to sign in', which calls this. */
  onBack?: () => void;
  /** Focus the email field on mount (it replaced what had focus). */
  autoFocus?: boolean;
  className?: string;
}

/** Ask for a password reset link. The answer never says whether the address has an account. */
export function RequestResetForm({ onBack, autoFocus, className }: RequestResetFormProps) {
  const { bindForm, ...form } = useFormFields({ email: '' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div role="status" className={cn('grid gap-3', className)}>
        <p className="flex items-start gap-2 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          <span>
            If an account exists for <strong>{sentTo}</strong>, a link to set a new password is on
            its way. It works once, within the next hour.
          </span>
        </p>
        {onBack ? (
          <div>
            <Button variant="outline" size="sm" onClick={onBack}>
              Back to sign in
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <form
      ref={bindForm}
      noValidate
      aria-label="Reset your password"
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (request.isPending) return;
        const data = form.validate(PasswordResetRequest.safeParse(form.values));
        if (!data) return;
        request.mutate(data, {
          onSuccess: () => setSentTo(data.email),
          onError: (error) =>
            toast({
              title: 'Request Failed',
              description: serverMessageOr(error, 'Failed to send the reset link'),
              variant: 'destructive',
            }),
        });
      }}
    >
      <p className="text-sm text-muted-foreground">
        Enter the email of your account and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="you@example.org"
        autoFocus={autoFocus}
        {...form.field('email')}
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        {onBack ? (
          <Button variant="link" size="sm" className="px-0" onClick={onBack}>
            Back to sign in
          </Button>
        ) : (
          <span />
        )}
        <SubmitButton pending={request.isPending} icon={<Send aria-hidden="true" />}>
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
