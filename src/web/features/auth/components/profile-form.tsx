import { MailQuestion, Save } from 'lucide-react';
import { ProfileUpdateRequest, type User } from '../../../../contracts/auth.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AUTH_PATHS } from '../auth-paths.ts';

const fields = ['email', 'firstName', 'lastName', 'currentPassword'] as const;
type Field = (typeof fields)[number];

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email';

/** The field a server refusal names ("Invalid body field 'currentPassword': …"). */
function fieldFromServer(error: unknown): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  const match = /field '([A-Za-z]+)':\s*(.+)$/.exec(error.serverMessage);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}

interface ProfileFormProps {
  user: User;
  className?: string;
  id?: string;
}

/**
 * Email, first and last name of the signed-in account (SPEC §5 "profile form"). Names save at
 * once. A new email asks for the current password (an account without one must have signed in
 * within 10 minutes) and stays pending until the link mailed to it is opened (decision 016).
 */
export function ProfileForm({ user, className, id }: ProfileFormProps) {
  const { bindForm, ...form } = useFormFields({
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    currentPassword: '',
  });
  const update = useUpdateProfile();
  const emailChanged = form.values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const asksPassword = emailChanged && user.hasPassword;
  return (
    <form
      id={id}
      ref={bindForm}
      noValidate
      aria-label="Profile"
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        const { currentPassword, ...rest } = form.values;
        const data = form.validate(
          ProfileUpdateRequest.safeParse({
            ...rest,
            ...(asksPassword ? { currentPassword } : {}),
          }),
        );
        if (!data) return;
        if (asksPassword && !currentPassword) {
          form.showErrors({ currentPassword: CURRENT_PASSWORD_REQUIRED });
          return;
        }
        update.mutate(data, {
          onSuccess: (saved) => {
            if (emailChanged && saved.pendingEmail) {
              toast({
                title: 'Check Your Inbox',
                description: `We sent a link to ${saved.pendingEmail}. Your email changes when you open it.`,
              });
            } else {
              toast({
                title: 'Profile Updated',
                description: 'Your profile has been saved successfully.',
              });
            }
            // The field shows the account's email again; the pending one is shown below it.
            form.reset({
              email: saved.email ?? '',
              firstName: saved.firstName ?? '',
              lastName: saved.lastName ?? '',
              currentPassword: '',
            });
          },
          onError: (error) => {
            const message = serverMessageOr(error, 'Failed to update profile');
            toast({ title: 'Update Failed', description: message, variant: 'destructive' });
            const named = fieldFromServer(error);
            if (named) form.showErrors({ [named.field]: named.message });
            else if (
              error instanceof ApiError &&
              (error.code === 'conflict' || error.status === 403)
            )
              form.showErrors({ email: message });
          },
        });
      }}
    >
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      {user.pendingEmail ? (
        <p role="status" className="flex items-start gap-2 text-xs text-muted-foreground">
          <MailQuestion aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            Waiting for confirmation: we sent a link to <strong>{user.pendingEmail}</strong>. Your
            email stays {user.email} until you open it (within an hour).
          </span>
        </p>
      ) : null}
      {asksPassword ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="Needed to change your email."
          {...form.field('currentPassword')}
        />
      ) : null}
      {emailChanged && !user.hasPassword ? (
        <p className="text-xs text-muted-foreground">
          Your account has no password: changing its email needs a sign-in within the last 10
          minutes.{' '}
          <a href={AUTH_PATHS.start} className="underline">
            Sign in again
          </a>{' '}
          first if it has been longer.
        </p>
      ) : null}
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
      <div className="mt-1 flex justify-end">
        <SubmitButton pending={update.isPending} icon={<Save aria-hidden="true" />}>
          Save Profile
        </SubmitButton>
      </div>
    </form>
  );
}
