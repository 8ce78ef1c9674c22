import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  pending: boolean;
  /** Shown before the label; a spinner takes its place while pending, so the width holds. */
  icon?: ReactNode;
}

/** A form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, icon, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending} {...props}>
      {pending ? <Spinner /> : icon}
      {children}
    </Button>
  );
}
