import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A short list of what a plan gives, each line with a check mark. */
export function BenefitList({
  items,
  label,
  className,
}: {
  items: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
