import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SkipLinkProps {
  /** The id of the element to move focus to. */
  targetId: string;
  /** Where to go when the target is not on the page (still loading, say). */
  fallbackId?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link, hidden until it has keyboard focus, that moves focus past the navigation (WCAG 2.4.1).
 * Focus is moved by hand: a bare #fragment would change the URL, and the router owns the URL.
 */
export function SkipLink({ targetId, fallbackId, children, className }: SkipLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target =
      document.getElementById(targetId) ??
      (fallbackId ? document.getElementById(fallbackId) : null);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'nearest' });
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      className={cn(
        'sr-only z-50 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-ring',
        className,
      )}
    >
      {children}
    </a>
  );
}
