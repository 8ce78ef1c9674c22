import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LotusMark } from '../lotus-mark.tsx';

interface PageShellProps {
  /** The page's h1. */
  title: string;
  /** The tab title; defaults to the h1. */
  documentTitle?: string;
  subtitle?: ReactNode;
  backHref: string;
  backLabel: string;
  /** Buttons shown at the right of the top bar. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Frame of every page outside the main screen: a top bar with a back link, then the content. */
export function PageShell({
  title,
  documentTitle,
  subtitle,
  backHref,
  backLabel,
  actions,
  children,
  className,
}: PageShellProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          <Link
            href={backHref}
            className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-muted"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
          <LotusMark className="ml-auto size-7" />
          {actions}
        </div>
      </header>
      <main className={cn('mx-auto max-w-5xl px-4 py-8 sm:py-12', className)}>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        {subtitle ? <div className="mt-3 max-w-2xl text-muted-foreground">{subtitle}</div> : null}
        <div className="mt-8 grid gap-6">{children}</div>
      </main>
    </div>
  );
}

interface ComingSoonProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A clearly marked area that a later release fills in. */
export function ComingSoon({ title, children, className }: ComingSoonProps) {
  return (
    <section
      data-testid="coming-soon"
      className={cn(
        'rounded-2xl border-2 border-dashed border-border bg-surface/60 p-6',
        className,
      )}
    >
      <p className="text-xs font-semibold tracking-widest text-highlight uppercase">Coming soon</p>
      <h2 className="mt-2 font-serif text-xl font-semibold">{title}</h2>
      {children ? <div className="mt-2 text-sm text-muted-foreground">{children}</div> : null}
    </section>
  );
}

/** A plain content card for pages. */
export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl border border-border bg-surface p-6', className)}>
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      {children ? <div className="mt-3 text-sm">{children}</div> : null}
    </section>
  );
}

/**
 * Where a page's account-dependent content goes while the session is still being read (a
 * prerendered page, decision 027): it holds the place quietly, so neither a sign-in card nor the
 * signed-in content flashes up before the other, and nothing below it moves.
 */
export function SessionPending() {
  return (
    <div
      data-testid="session-pending"
      aria-hidden="true"
      className="min-h-48 rounded-2xl border border-border bg-surface/60"
    />
  );
}
