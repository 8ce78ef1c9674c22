import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  PASSWORD_MIN,
  PasswordResetConfirmRequest,
  type User,
} from '../../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';

/** The server's words for a bad link, used too when the link is plainly malformed. */
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please ask for a new one.';

interface ResetPasswordFormProps {
  token: string;
  onReset?: (user: User) => void;
}

/** Set a new password with the emailed token; success signs the browser in. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { bindForm, ...form } = useFormFields({ password: '', confirmPassword: '' });
  const confirm = useConfirmPasswordReset();
  const [linkError, setLinkError] = useState<string | null>(null);

  if (linkError) {
    return (
      <div role="alert" className="grid gap-4">
        <p className="flex items-start gap-2 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          {linkError}
        </p>
        <div>
          <Button asChild>
            <Link href={APP_ROUTES.resetPassword}>Request a new link</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={bindForm}
      noValidate
      aria-label="Set a new password"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirm.isPending) return;
        const result = PasswordResetConfirmRequest.safeParse({
          token,
          password: form.values.password,
        });
        if (!result.success && result.error.issues.some((issue) => issue.path[0] === 'token')) {
          setLinkError(INVALID_RESET_LINK);
          return;
        }
        const data = form.validate(result);
        if (!data) return;
        if (form.values.confirmPassword !== form.values.password) {
          form.showErrors({ confirmPassword: 'Passwords do not match' });
          return;
        }
        confirm.mutate(data, {
          onSuccess: (user) => {
            toast({ title: 'Password Updated', description: 'You are signed in.' });
            onReset?.(user);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 400) {
              setLinkError(serverMessageOr(error, INVALID_RESET_LINK));
              return;
            }
            toast({
              title: 'Reset Failed',
              description: serverMessageOr(error, 'Failed to set the new password'),
              variant: 'destructive',
            });
          },
        });
      }}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <div className="mt-1 flex justify-end">
        <SubmitButton pending={confirm.isPending} icon={<KeyRound aria-hidden="true" />}>
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}
