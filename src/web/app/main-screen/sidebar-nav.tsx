import { BookOpen, CircleUser, Crown, Landmark, Users, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { userInitial } from '../../features/auth/lib/user-status.ts';
import { cn } from '../../lib/cn.ts';
import { CommunityDialogLoader } from '../../features/community/components/community-dialog-loader.tsx';

const itemClass =
  'flex min-w-0 flex-col items-center gap-1 rounded-lg px-0.5 py-1.5 text-[0.66rem] leading-tight font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

function NavIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" className="size-5" />;
}

function NavLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link href={href} className={itemClass}>
      {children}
      <span className="max-w-full truncate">{label}</span>
    </Link>
  );
}

interface SidebarNavProps {
  user: User | null;
  /** The Leadership entry shows only when the app gives it a destination (SPEC §2). */
  leadershipHref?: string;
}

/** The icon bar under the logo: Soul Tribe, Journal, Lineage, Leadership and the account. */
export function SidebarNav({ user, leadershipHref }: SidebarNavProps) {
  const [tribeOpen, setTribeOpen] = useState(false);
  return (
    // One row while every label fits whole; a narrow sidebar (under 22rem) takes two even rows.
    <nav
      aria-label="Sections"
      className={cn(
        'grid auto-cols-fr grid-flow-col gap-1 px-2 pb-2 @max-[22rem]/sidebar:grid-flow-row',
        leadershipHref ? '@max-[22rem]/sidebar:grid-cols-3' : '@max-[22rem]/sidebar:grid-cols-2',
      )}
    >
      <button type="button" className={itemClass} onClick={() => setTribeOpen(true)}>
        <NavIcon icon={Users} />
        <span className="max-w-full truncate">Soul Tribe</span>
      </button>
      <NavLink href={APP_ROUTES.journal} label="Journal">
        <NavIcon icon={BookOpen} />
      </NavLink>
      <NavLink href={APP_ROUTES.lineage} label="Lineage">
        <NavIcon icon={Landmark} />
      </NavLink>
      {leadershipHref ? (
        <NavLink href={leadershipHref} label="Leadership">
          <NavIcon icon={Crown} />
        </NavLink>
      ) : null}
      <NavLink href={APP_ROUTES.account} label={user ? 'Account' : 'Sign In'}>
        {user ? (
          <span
            aria-hidden="true"
            className="inline-flex size-5 items-center justify-center rounded-full bg-accent text-[0.65rem] font-bold text-accent-foreground"
          >
            {userInitial(user)}
          </span>
        ) : (
          <NavIcon icon={CircleUser} />
        )}
      </NavLink>
      <CommunityDialogLoader open={tribeOpen} onOpenChange={setTribeOpen} />
    </nav>
  );
}
