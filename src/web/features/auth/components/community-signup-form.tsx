import { LogIn, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmailSignupRequest, LoginRequest, PASSWORD_MIN } from '../../../../contracts/auth.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormFields } from '../../../lib/form.ts';
import { useEmailSignupAction, useLoginAction } from '../hooks/use-auth-actions.ts';

type Mode = 'signin' | 'signup';

const modes: { id: Mode; label: string }[] = [
  { id: 'signin', label: 'Sign in' },
  { id: 'signup', label: 'Create account' },
];

/**
 * The community signup (SPEC §2, /signup and /join): email and password sign in; choosing
 * 'Create account' asks for a name as well and creates the account. Both are real (DESIGN §6).
 */
export function CommunitySignupForm({ appName }: { appName: string }) {
  const [mode, setMode] = useState<Mode>('signin');
  const { bindForm, ...form } = useFormFields({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const login = useLoginAction();
  const signup = useEmailSignupAction(appName);
  const pending = login.isPending || signup.isPending;
  const firstNameRef = useRef<HTMLInputElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    // After choosing 'Create account', start at the newly shown first-name field.
    if (switched.current && mode === 'signup') firstNameRef.current?.focus();
  }, [mode]);

  function chooseMode(next: Mode) {
    if (next === mode || pending) return;
    switched.current = true;
    form.showErrors({});
    setMode(next);
  }

  return (
    <div className="grid gap-4">
      <div
        role="group"
        aria-label="Do you have an account?"
        className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface p-1"
      >
        {modes.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={mode === option.id}
            onClick={() => chooseMode(option.id)}
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              mode === option.id
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <form
        ref={bindForm}
        noValidate
        aria-label={mode === 'signin' ? 'Sign in' : 'Create an account'}
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          if (mode === 'signin') {
            const data = form.validate(
              LoginRequest.safeParse({ email: form.values.email, password: form.values.password }),
            );
            if (data) void login.submit(data, form.showErrors);
          } else {
            const data = form.validate(EmailSignupRequest.safeParse(form.values));
            if (data) void signup.submit(data, form.showErrors);
          }
        }}
      >
        {mode === 'signup' ? (
          <div className="grid gap-x-3 gap-y-2 sm:grid-cols-2">
            <TextField
              ref={firstNameRef}
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
        ) : null}
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
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          required
          hint={mode === 'signup' ? `At least ${PASSWORD_MIN} characters.` : undefined}
          {...form.field('password')}
        />
        <SubmitButton
          className="mt-1 w-full"
          size="lg"
          pending={pending}
          icon={mode === 'signin' ? <LogIn aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        >
          {mode === 'signin' ? 'Sign In' : 'Create Account'}
        </SubmitButton>
      </form>
    </div>
  );
}
