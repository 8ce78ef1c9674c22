import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

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

/**
 * A labelled multi-line input with its message underneath, the textarea twin of TextField: the
 * message line keeps its height when empty, so an error never pushes the form down.
 */
export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
        className={textareaClass}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        className="min-h-4 text-xs leading-4 font-medium text-destructive dark:text-red-300"
      >
        {error}
      </p>
    </div>
  );
}
