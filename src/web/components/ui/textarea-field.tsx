import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './text-field.tsx';

export const textareaClass =
  'min-h-24 w-full resize-y rounded-lg border border-border bg-background px-3 py-2 text-sm leading-relaxed text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive disabled:opacity-60';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  /** The validation message shown under the textarea, linked with aria-describedby. */
  error?: string | undefined;
  /** A standing hint under the textarea (also linked). */
  hint?: ReactNode;
  className?: string;
}

/** A labelled multi-line input with its message underneath: the textarea twin of TextField. */
export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} {...props} className={textareaClass} />}
    </FieldFrame>
  );
}
