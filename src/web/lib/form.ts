import { useCallback, useEffect, useState, type ChangeEvent } from 'react';

/** One message per field, keyed by the field's name. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The shape of a zod `safeParse` result, written out so this module (and the entry chunk that
 * may import it) never needs zod itself.
 */
export type SafeParseLike<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/** The first message for each top-level field. */
export function fieldErrorsFrom<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field] !== undefined) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/**
 * A small controlled form: values, per-field messages, and focus on the first invalid field
 * after a failed submit (react-hook-form is not a dependency; the shared zod schemas validate).
 *
 * Take `bindForm` apart from the rest: `const { bindForm, ...form } = useFormFields(…)` and
 * `<form ref={bindForm}>`. Passing `form.bindForm` as a ref makes the React compiler's lint
 * (react-hooks/refs) treat the whole `form` object as a ref and reject reads such as
 * `form.values` during render.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  type Name = keyof T & string;
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // Held in state through a callback ref, so render code never reads a ref.
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formElement]);

  /** Show these messages and move focus to the first field that has one. */
  const showErrors = useCallback((next: FieldErrors<Name>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }, []);

  /** The parsed data when valid; otherwise show the messages and return null. */
  function validate<R>(result: SafeParseLike<R>): R | null {
    if (result.success) {
      setErrors({});
      return result.data;
    }
    showErrors(fieldErrorsFrom<Name>(result.error.issues));
    return null;
  }

  /** Props for a TextField: value, name, onChange (clearing its message) and error. */
  function field(name: Name) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (current[name] === undefined) return current;
          const next = { ...current };
          delete next[name];
          return next;
        });
      },
    };
  }

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  /** `bindForm` goes on the form's `ref`. */
  return { values, setValues, errors, showErrors, validate, field, bindForm, reset };
}
