import {
  BookOpen,
  ExternalLink,
  FlaskConical,
  Flower2,
  HeartPulse,
  Hourglass,
  Leaf,
  Menu,
  MessageCircle,
  Sparkles,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { AppConfig } from '../../../contracts/app-config.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { CommunityDialogLoader } from '../../features/community/components/community-dialog-loader.tsx';

type MenuDialog = 'contact' | 'warning' | 'lamas';

// The menu's dialogs load when first opened (DESIGN §7 keeps them out of the entry chunk).
const HighestSelfDialog = lazy(() =>
  import('../../features/dialogs/components/highest-self-dialog.tsx').then((m) => ({
    default: m.HighestSelfDialog,
  })),
);
const DivineWarningDialog = lazy(() =>
  import('../../features/dialogs/components/divine-warning-dialog.tsx').then((m) => ({
    default: m.DivineWarningDialog,
  })),
);
const LamasOnlyDialog = lazy(() =>
  import('../../features/dialogs/components/lamas-only-dialog.tsx').then((m) => ({
    default: m.LamasOnlyDialog,
  })),
);

function ExternalItem({
  href,
  label,
  icon: Icon,
}: {
  href: string | null;
  label: string;
  icon: LucideIcon;
}) {
  // A link the server has no address for is left out: a greyed item is a dead end to a user.
  if (!href) return null;
  return (
    <DropdownMenuItem asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden="true" />
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="ml-auto" />
      </a>
    </DropdownMenuItem>
  );
}

/** The sidebar's hamburger menu (SPEC §2): pages, external sites and a few dialogs. */
export function AppMenu({ links }: { links: AppConfig['links'] | null }) {
  const appName = useAppName();
  const [dialog, setDialogState] = useState<MenuDialog | null>(null);
  // A dialog stays mounted once opened, so it can animate closed.
  const [mounted, setMounted] = useState<Partial<Record<MenuDialog, true>>>({});
  const setDialog = (next: MenuDialog) => {
    setMounted((current) => ({ ...current, [next]: true }));
    setDialogState(next);
  };
  const openChange = (which: MenuDialog) => (open: boolean) => setDialogState(open ? which : null);
  const [communityOpen, setCommunityOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Menu" data-testid="app-menu">
            <Menu aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem asChild>
            <Link href={APP_ROUTES.journal}>
              <BookOpen aria-hidden="true" />
              Spiritual Journal
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={APP_ROUTES.timeline}>
              <Hourglass aria-hidden="true" />
              Growth Timeline
            </Link>
          </DropdownMenuItem>
          <ExternalItem
            href={links?.moduleResearch ?? null}
            label="Module Research"
            icon={FlaskConical}
          />
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('contact')}>
            <Sparkles aria-hidden="true" />
            Contact Your Highest Self
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('warning')}>
            <TriangleAlert aria-hidden="true" />
            Warning
          </DropdownMenuItem>
          <ExternalItem href={links?.dietDetox ?? null} label="Diet & Detox" icon={Leaf} />
          <DropdownMenuItem onSelect={() => setDialog('lamas')}>
            <Flower2 aria-hidden="true" />
            Lamas Only
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <ExternalItem href={links?.lab ?? null} label="Lab Testing" icon={FlaskConical} />
          {/* The community chat's invite goes through the Community dialog (SPEC §4, §6). */}
          <DropdownMenuItem onSelect={() => setCommunityOpen(true)}>
            <MessageCircle aria-hidden="true" />
            Community Chat
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={APP_ROUTES.biofeedback}>
              <HeartPulse aria-hidden="true" />
              Biofeedback Wearables
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {mounted.contact ? (
          <HighestSelfDialog open={dialog === 'contact'} onOpenChange={openChange('contact')} />
        ) : null}
        {mounted.warning ? (
          <DivineWarningDialog
            open={dialog === 'warning'}
            onOpenChange={openChange('warning')}
            appName={appName}
          />
        ) : null}
        {mounted.lamas ? (
          <LamasOnlyDialog open={dialog === 'lamas'} onOpenChange={openChange('lamas')} />
        ) : null}
      </Suspense>
      <CommunityDialogLoader open={communityOpen} onOpenChange={setCommunityOpen} />
    </>
  );
}
