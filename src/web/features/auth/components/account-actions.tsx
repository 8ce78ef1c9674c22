import { LogOut, Settings, Sparkles, User as UserIcon, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import type { User } from '../../../../contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AUTH_PATHS } from '../auth-paths.ts';
import { hasPaidPlan } from '../lib/user-status.ts';

interface AccountActionsProps {
  user: User | null;
  className?: string;
}

/** The sidebar's account buttons, which differ for signed-out and signed-in people (SPEC §2). */
export function AccountActions({ user, className }: AccountActionsProps) {
  if (!user) {
    return (
      <div className={cn('flex gap-2', className)}>
        {/* A full navigation: the server starts the sign-in flow. */}
        <Button asChild size="sm" className="flex-1">
          <a href={AUTH_PATHS.start}>
            <UserPlus aria-hidden="true" />
            Join
          </a>
        </Button>
        <Button asChild size="sm" variant="accent" className="flex-1">
          <Link href={APP_ROUTES.signup}>YOU</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      <Button asChild size="sm" variant="outline">
        <Link href={APP_ROUTES.account}>
          <UserIcon aria-hidden="true" />
          Account
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link href={APP_ROUTES.settings}>
          <Settings aria-hidden="true" />
          Settings
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={AUTH_PATHS.logout}>
          <LogOut aria-hidden="true" />
          Sign Out
        </a>
      </Button>
      {hasPaidPlan(user) ? null : (
        <Button asChild size="sm">
          <Link href={APP_ROUTES.subscription}>
            <Sparkles aria-hidden="true" />
            Upgrade
          </Link>
        </Button>
      )}
    </div>
  );
}
