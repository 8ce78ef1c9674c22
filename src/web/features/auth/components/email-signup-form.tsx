import { UserPlus } from 'lucide-react';
import { EmailSignupRequest, PASSWORD_MIN, type User } from '../../../../contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { useFormFields } from '../../../lib/form.ts';
import { cn } from '../../../lib/cn.ts';
import { useEmailSignupAction } from '../hooks/use-auth-actions.ts';

interface EmailSignupFormProps {
  appName: string;
  onSignedUp?: (user: User) => void;
  onCancel?: () => void;
  submitLabel?: string;
  className?: string;
  /** An accessible name for the form. */
  'aria-label'?: string;
  id?: string;
}

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** Create an account with email and password (SPEC §5 "account signup form"). */
export function EmailSignupForm({
  appName,
  onSignedUp,
  onCancel,
  submitLabel = 'Create Account',
  className,
  id,
  'aria-label': ariaLabel = 'Create an account',
}: EmailSignupFormProps) {
  const { bindForm, ...form } = useFormFields(empty);
  const action = useEmailSignupAction(appName, (user) => {
    form.reset(empty);
    onSignedUp?.(user);
  });

  return (
    <form
      id={id}
      ref={bindForm}
      noValidate
      aria-label={ariaLabel}
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (action.isPending) return;
        const data = form.validate(EmailSignupRequest.safeParse(form.values));
        if (data) void action.submit(data, form.showErrors);
      }}
    >
      <div className="grid gap-x-3 gap-y-2 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="you@example.org"
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        {...form.field('password')}
      />
      <div className="mt-1 flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton pending={action.isPending} icon={<UserPlus aria-hidden="true" />}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
