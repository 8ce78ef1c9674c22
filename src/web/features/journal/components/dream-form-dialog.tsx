import { Moon, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DREAM_ELEMENTS, DREAM_TYPES } from '../../../../contracts/dream-text.ts';
import { JournalEntryRequest } from '../../../../contracts/journal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import type { SavePhase } from '../hooks/use-save-phase.ts';
import { DREAM_TYPE_INFO, ELEMENT_HINTS } from '../lib/dream-labels.ts';
import type { DreamDraft, DreamDraftField } from '../lib/dream-draft.ts';
import { IntensitySlider } from './intensity-slider.tsx';

/** Fields in the order they appear, so focus goes to the first one that needs attention. */
const FIELD_ORDER: DreamDraftField[] = [
  'title',
  'content',
  'dreamType',
  'emotions',
  'symbols',
  'intensity',
  ...DREAM_ELEMENTS.map((e) => e.field),
];

const PHASE_TEXT: Record<Exclude<SavePhase, 'idle'>, string> = {
  saving: 'Recording your dream…',
  insights: 'Reading the symbols…',
};

interface DreamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  /** Held by the page, so closing the dialog or a failed save never loses what was typed. */
  draft: DreamDraft;
  onDraftChange: (draft: DreamDraft) => void;
  phase: SavePhase;
  /** Called with the validated request; the page sends it. */
  onSubmit: (request: JournalEntryRequest) => void;
}

function DreamTypePicker({
  value,
  onChange,
}: {
  value: DreamDraft['dreamType'];
  onChange: (value: DreamDraft['dreamType']) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Dream type</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {DREAM_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border border-border bg-background px-3 py-2 text-sm transition-colors hover:bg-muted',
              'has-checked:border-primary has-checked:bg-primary/15 has-focus-visible:ring-2 has-focus-visible:ring-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <span className="font-medium">{DREAM_TYPE_INFO[type].label}</span>
            <span className="text-xs text-muted-foreground">{DREAM_TYPE_INFO[type].hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Record Dream (and Edit Dream): every field of SPEC §3's dream form, validated with the shared
 * schema. A blank title or description raises SPEC §5's 'Missing Information' warning.
 */
export function DreamFormDialog({
  open,
  onOpenChange,
  mode,
  draft,
  onDraftChange,
  phase,
  onSubmit,
}: DreamFormDialogProps) {
  const [errors, setErrors] = useState<FieldErrors<DreamDraftField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const pending = phase !== 'idle';

  function set<K extends DreamDraftField>(field: K, value: DreamDraft[K]) {
    onDraftChange({ ...draft, [field]: value });
    if (errors[field] !== undefined) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    }
  }

  function text(field: Exclude<DreamDraftField, 'intensity' | 'dreamType'>) {
    return {
      name: field,
      value: draft[field],
      error: errors[field],
      disabled: pending,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = JournalEntryRequest.safeParse(draft);
    if (!result.success) {
      const next = fieldErrorsFrom<DreamDraftField>(result.error.issues);
      setErrors(next);
      // A blank title or description: SPEC §5's warning, in the schema's own words.
      const missing = result.error.issues.find(
        (issue) =>
          issue.code === 'too_small' && (issue.path[0] === 'title' || issue.path[0] === 'content'),
      );
      if (missing) toast({ title: 'Missing Information', description: missing.message });
      const first = FIELD_ORDER.find((field) => next[field] !== undefined);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  }

  const creating = mode === 'create';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={creating ? 'Record Dream' : 'Edit Dream'}
      description={
        creating
          ? 'Write it down while it is fresh; the details fade quickly.'
          : 'Change what you recorded; the insights are read again if the dream changed.'
      }
      className="flex max-h-[92dvh] w-[min(96vw,44rem)] flex-col pb-0"
    >
      <form
        ref={formRef}
        noValidate
        aria-label={creating ? 'Record dream' : 'Edit dream'}
        aria-busy={pending}
        onSubmit={handleSubmit}
        className="mt-4 flex min-h-0 flex-col"
      >
        <div className="-mx-6 grid min-h-0 gap-3 overflow-y-auto px-6 pt-1 pb-2">
          <TextField label="Dream title" autoComplete="off" maxLength={200} {...text('title')} />
          <TextareaField
            label="Dream description"
            rows={5}
            placeholder="Describe the dream in as much detail as you remember…"
            {...text('content')}
          />
          <DreamTypePicker value={draft.dreamType} onChange={(type) => set('dreamType', type)} />
          <div className="mt-2 grid gap-x-3 sm:grid-cols-2">
            <TextField
              label="Emotions"
              hint="Separate with commas, e.g. peace, wonder"
              autoComplete="off"
              {...text('emotions')}
            />
            <TextField
              label="Symbols"
              hint="Separate with commas, e.g. water, bridge"
              autoComplete="off"
              {...text('symbols')}
            />
          </div>
          <IntensitySlider
            value={draft.intensity}
            onChange={(value) => set('intensity', value)}
            disabled={pending}
          />
          <fieldset className="mt-3 grid gap-1">
            <legend className="mb-1 text-sm font-medium">
              Five elements <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            {DREAM_ELEMENTS.map((element) => (
              <TextareaField
                key={element.field}
                label={element.label}
                hint={ELEMENT_HINTS[element.field]}
                rows={2}
                className="[&_textarea]:min-h-14"
                {...text(element.field)}
              />
            ))}
          </fieldset>
        </div>
        <div className="-mx-6 flex flex-wrap items-center justify-end gap-3 border-t border-border px-6 py-4">
          <p role="status" className="mr-auto text-sm text-muted-foreground">
            {pending ? PHASE_TEXT[phase] : null}
          </p>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton
            pending={pending}
            icon={creating ? <Moon aria-hidden="true" /> : <Save aria-hidden="true" />}
            className="min-w-36"
          >
            {creating ? 'Save Dream' : 'Save Changes'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
