import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface BillingCardProps {
  title: string;
  children?: ReactNode;
  className?: string;
  /** Drawn with the brand colour: the card the page wants the eye on. */
  featured?: boolean;
  testId?: string;
}

/** A page card that is a named region, so assistive tech (and tests) can find it by its title. */
export function BillingCard({ title, children, className, featured, testId }: BillingCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn(
        'rounded-2xl border bg-surface p-6',
        featured ? 'border-primary/60 shadow-sm ring-1 ring-primary/20' : 'border-border',
        className,
      )}
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}
