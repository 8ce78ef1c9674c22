import { Flower2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useFormFields } from '../../../lib/form.ts';
import {
  canSubmitLamaApplication,
  LamaApplication,
  type LamaApplicationFields,
} from '../lib/lama-application.ts';

const empty: LamaApplicationFields = {
  name: '',
  email: '',
  socialLink: '',
  imageUrl: '',
  message: '',
};

/**
 * The Lamas Only application (SPEC §2, §5): for teachers who wish to offer their wisdom. It stays
 * on this device: nothing is sent anywhere, and the form says so.
 */
export function LamasOnlyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { bindForm, ...form } = useFormFields(empty);
  const [submittedName, setSubmittedName] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const application = form.validate(LamaApplication.safeParse(form.values));
    if (!application) return;
    setSubmittedName(application.name);
    form.reset(empty);
  }

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setSubmittedName(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Lamas Only"
      description="Are you a teacher of meditation, yoga or the Tibetan tradition? Tell us about your practice."
      className="max-h-[90dvh] w-[min(94vw,32rem)] overflow-y-auto"
      data-testid="lamas-only-dialog"
    >
      {submittedName !== null ? (
        <div role="status" className="mt-5 grid gap-3 text-sm">
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <Flower2 aria-hidden="true" className="size-5 text-highlight" />
            Thank you, {submittedName}
          </p>
          <p>
            Your application is kept on this device only: nothing was sent. Applications to teach
            open soon; until then, may your practice be steady and your students kind.
          </p>
          <div className="mt-2 flex justify-end">
            <Button onClick={() => close(false)}>Close</Button>
          </div>
        </div>
      ) : (
        <form ref={bindForm} noValidate onSubmit={handleSubmit} className="mt-4 grid gap-1">
          <TextField label="Name" autoComplete="name" required {...form.field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <TextField
            label="Social link (optional)"
            type="url"
            placeholder="https://"
            {...form.field('socialLink')}
          />
          <TextField
            label="Photo URL (optional)"
            type="url"
            placeholder="https://"
            {...form.field('imageUrl')}
          />
          <TextareaField
            label="Message"
            required
            name="message"
            value={form.values.message}
            error={form.errors.message}
            onChange={(event) => {
              const message = event.target.value;
              form.setValues((current) => ({ ...current, message }));
            }}
            placeholder="Your lineage, your practice, and what you would like to offer"
          />
          <p className="text-xs text-muted-foreground">
            Nothing leaves this device: this form is not sent anywhere.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmitLamaApplication(form.values)}>
              Submit application
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
