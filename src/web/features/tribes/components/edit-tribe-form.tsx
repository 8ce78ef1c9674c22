import { Save } from 'lucide-react';
import { UpdateTribeRequest, type Tribe } from '../../../../contracts/tribes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateTribe } from '../api/update-tribe.ts';

interface EditTribeFormProps {
  tribe: Tribe;
  onDone: () => void;
}

/** The founder edits a tribe's description and social link (the name and link stay). */
export function EditTribeForm({ tribe, onDone }: EditTribeFormProps) {
  const { bindForm, ...form } = useFormFields({
    description: tribe.description,
    socialLink: tribe.socialLink,
  });
  const update = useUpdateTribe();
  return (
    <form
      ref={bindForm}
      noValidate
      aria-label={`Edit ${tribe.name}`}
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        const data = form.validate(UpdateTribeRequest.safeParse(form.values));
        if (!data) return;
        update.mutate(
          { slug: tribe.slug, ...data },
          {
            onSuccess: () => {
              toast({ title: 'Tribe updated', description: 'Your tribe page shows the change.' });
              onDone();
            },
            onError: (error) =>
              toast({
                title: 'Failed to update tribe',
                description: serverMessageOr(error, 'Please try again.'),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <TextareaField
        label="Description"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        maxLength={1000}
        rows={3}
        // The form opened for this: start typing at once.
        autoFocus
        onChange={(event) => {
          const description = event.target.value;
          form.setValues((values) => ({ ...values, description }));
        }}
      />
      <TextField
        label="Social link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...form.field('socialLink')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={update.isPending} icon={<Save aria-hidden="true" />}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
