import { LogIn } from 'lucide-react';
import { LoginRequest, type User } from '../../../../contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormFields } from '../../../lib/form.ts';
import { useLoginAction } from '../hooks/use-auth-actions.ts';

interface LoginFormProps {
  onSignedIn?: (user: User) => void;
  /** Shows 'Forgot password?', which calls this. */
  onForgotPassword?: () => void;
  /** Focus the email field on mount (it replaced what had focus). */
  autoFocus?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** Sign in with email and password. */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
  autoFocus,
  className,
  'aria-label': ariaLabel = 'Sign in',
}: LoginFormProps) {
  const { bindForm, ...form } = useFormFields({ email: '', password: '' });
  const action = useLoginAction(onSignedIn);
  return (
    <form
      ref={bindForm}
      noValidate
      aria-label={ariaLabel}
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (action.isPending) return;
        const data = form.validate(LoginRequest.safeParse(form.values));
        if (data) void action.submit(data, form.showErrors);
      }}
    >
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
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        {onForgotPassword ? (
          <Button variant="link" size="sm" className="px-0" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        ) : (
          <span />
        )}
        <SubmitButton pending={action.isPending} icon={<LogIn aria-hidden="true" />}>
          Sign In
        </SubmitButton>
      </div>
    </form>
  );
}
