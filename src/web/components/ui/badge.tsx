import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-highlight/40 bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-highlight',
        className,
      )}
      {...props}
    />
  );
}
