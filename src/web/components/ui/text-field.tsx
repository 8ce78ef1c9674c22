import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive disabled:opacity-60';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** The validation message shown under the input, linked to it with aria-describedby. */
  error?: string | undefined;
  /** A standing hint under the input (also linked). */
  hint?: ReactNode;
  /** Slot after the input, inside its frame (the password toggle). */
  trailing?: ReactNode;
  className?: string;
}

/** The attributes that tie a control to its FieldFrame's label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control and its message underneath, shared by TextField and TextareaField. The
 * message line keeps its height when empty, so a validation error never pushes the form down.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

/** A labelled input with its message underneath (FieldFrame). */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...inputProps}
            className={cn(inputClass, trailing ? 'pr-11' : null)}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      }
    />
  );
}
