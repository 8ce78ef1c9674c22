import { Save } from 'lucide-react';
import { ProfileUpdateRequest, type User } from '../../../../contracts/auth.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

interface ProfileFormProps {
  user: User;
  className?: string;
  id?: string;
}

/** Email, first and last name of the signed-in account (SPEC §5 "profile form"). */
export function ProfileForm({ user, className, id }: ProfileFormProps) {
  const { bindForm, ...form } = useFormFields({
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const update = useUpdateProfile();
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
        const data = form.validate(ProfileUpdateRequest.safeParse(form.values));
        if (!data) return;
        update.mutate(data, {
          onSuccess: () =>
            toast({
              title: 'Profile Updated',
              description: 'Your profile has been saved successfully.',
            }),
          onError: (error) => {
            const message = serverMessageOr(error, 'Failed to update profile');
            toast({ title: 'Update Failed', description: message, variant: 'destructive' });
            if (error instanceof ApiError && error.code === 'conflict') {
              form.showErrors({ email: message });
            }
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
