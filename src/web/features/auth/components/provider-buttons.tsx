import { LogIn } from 'lucide-react';
import type { AppConfig } from '../../../../contracts/app-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AUTH_PATHS } from '../auth-paths.ts';

type Provider = AppConfig['signInProviders'][number];

interface ProviderButtonsProps {
  /** The providers this server has configured (app config); none gives one link to /auth/start. */
  providers: readonly Provider[];
  className?: string;
}

/** Sign-in with a provider: full-page navigations into the server's sign-in flows. */
export function ProviderButtons({ providers, className }: ProviderButtonsProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      {providers.length === 0 ? (
        <Button asChild variant="outline">
          <a href={AUTH_PATHS.start}>
            <LogIn aria-hidden="true" />
            More ways to sign in
          </a>
        </Button>
      ) : (
        providers.map((provider) => (
          <Button key={provider.id} asChild variant="outline">
            <a href={provider.href} data-provider={provider.id}>
              <LogIn aria-hidden="true" />
              Continue with {provider.label}
            </a>
          </Button>
        ))
      )}
    </div>
  );
}

/** A thin rule with a word in the middle ('or'). */
export function Divider({ label = 'or', className }: { label?: string; className?: string }) {
  return (
    <div
      className={cn('flex items-center gap-3 text-xs text-muted-foreground uppercase', className)}
    >
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
