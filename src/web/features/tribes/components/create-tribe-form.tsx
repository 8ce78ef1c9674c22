import { Crown } from 'lucide-react';
import { CreateTribeRequest, type Tribe } from '../../../../contracts/tribes.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTribe } from '../api/create-tribe.ts';

const DESCRIPTION_MAX = 1000;
const fields = ['name', 'description', 'socialLink'] as const;
type Field = (typeof fields)[number];

/** The field a server 400 names ("Invalid body field 'name': …"), so its message sits under it. */
function fieldFromServer(error: unknown): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const match = /field '([A-Za-z]+)':\s*(.+)$/.exec(error.serverMessage);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}

interface CreateTribeFormProps {
  onCreated: (tribe: Tribe) => void;
}

/**
 * Found a tribe (SPEC §2 "Leadership", §5 "Tribe name"). The shared schema validates, so the
 * messages under the fields are the server's own words.
 */
export function CreateTribeForm({ onCreated }: CreateTribeFormProps) {
  const { bindForm, ...form } = useFormFields({ name: '', description: '', socialLink: '' });
  const create = useCreateTribe();
  const pending = create.isPending;
  return (
    <form
      ref={bindForm}
      noValidate
      aria-label="Create a tribe"
      aria-busy={pending}
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = form.validate(CreateTribeRequest.safeParse(form.values));
        if (!data) return;
        create.mutate(data, {
          onSuccess: (tribe) => {
            toast({
              title: 'Tribe created!',
              description: 'Your leadership journey begins. Share the link with your tribe.',
            });
            form.reset({ name: '', description: '', socialLink: '' });
            onCreated(tribe);
          },
          onError: (error) => {
            toast({
              title: 'Failed to create tribe',
              description: serverMessageOr(error, 'Please try again.'),
              variant: 'destructive',
            });
            const named = fieldFromServer(error);
            if (named) form.showErrors({ [named.field]: named.message });
          },
        });
      }}
    >
      <TextField
        label="Tribe name"
        autoComplete="off"
        required
        maxLength={120}
        readOnly={pending}
        placeholder="e.g. Circle of the Rising Sun"
        {...form.field('name')}
      />
      <TextareaField
        label="Description (optional)"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        maxLength={DESCRIPTION_MAX}
        readOnly={pending}
        rows={3}
        placeholder="What your tribe practises, and who it is for."
        onChange={(event) => {
          const description = event.target.value;
          form.setValues((values) => ({ ...values, description }));
        }}
      />
      <TextField
        label="Social link (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        readOnly={pending}
        placeholder="https://"
        hint="A group, channel or page where your tribe gathers."
        {...form.field('socialLink')}
      />
      <div className="mt-1 flex justify-end">
        <SubmitButton pending={pending} icon={<Crown aria-hidden="true" />}>
          {pending ? 'Creating Tribe…' : 'Create Tribe'}
        </SubmitButton>
      </div>
    </form>
  );
}
