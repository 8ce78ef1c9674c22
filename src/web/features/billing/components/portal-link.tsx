import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { BILLING_PORTAL_PATH } from '../billing-paths.ts';

/**
 * A button-styled link to the billing portal, in a new tab: a full navigation, since the server
 * answers with a redirect to the payment provider (or a page explaining why it cannot).
 */
export function PortalLink({
  icon,
  children,
  className,
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button asChild variant="outline" className={cn('justify-start', className)}>
      <a href={BILLING_PORTAL_PATH} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="ml-auto opacity-60" />
      </a>
    </Button>
  );
}
