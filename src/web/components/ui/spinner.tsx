import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A decorative spinner; pair it with text or an aria-busy/aria-label on its container. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('animate-spin motion-reduce:animate-none', className)}
    />
  );
}
