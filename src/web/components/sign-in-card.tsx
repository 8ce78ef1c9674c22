import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../contracts/routes.ts';
import { Button } from './ui/button.tsx';

interface SignInCardProps {
  title: string;
  children: ReactNode;
}

/** A signed-out visitor's way in, inside a page that keeps its own heading. */
export function SignInCard({ title, children }: SignInCardProps) {
  return (
    <section
      aria-labelledby="sign-in-card-title"
      className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center"
    >
      <h2 id="sign-in-card-title" className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      <Button asChild className="mt-2">
        <Link href={APP_ROUTES.account}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    </section>
  );
}
