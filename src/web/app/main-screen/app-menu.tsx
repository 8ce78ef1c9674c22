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
import { useState } from 'react';
import { Link } from 'wouter';
import type { AppConfig } from '../../../contracts/app-config.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PlaceholderDialog } from '../../components/placeholder-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';

type MenuDialog = 'contact' | 'warning' | 'lamas';

const dialogs: Record<MenuDialog, { title: string; text: string }> = {
  contact: {
    title: 'Contact Your Highest Self',
    text: 'A light-hearted way to reach the wisest version of you.',
  },
  warning: {
    title: 'Divine Warning',
    text: 'The guidance here comes from AI teachers inspired by traditions. It is not medical, psychological or legal advice.',
  },
  lamas: {
    title: 'Lamas Only',
    text: 'An application form for teachers who wish to offer their wisdom.',
  },
};

function ExternalItem({
  href,
  label,
  icon: Icon,
}: {
  href: string | null;
  label: string;
  icon: LucideIcon;
}) {
  if (!href) {
    return (
      <DropdownMenuItem disabled>
        <Icon aria-hidden="true" />
        {label} (not configured)
      </DropdownMenuItem>
    );
  }
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
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const current = dialog ? dialogs[dialog] : null;
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
          <ExternalItem
            href={links?.communityChat ?? null}
            label="Community Chat"
            icon={MessageCircle}
          />
          <DropdownMenuItem asChild>
            <Link href={APP_ROUTES.biofeedback}>
              <HeartPulse aria-hidden="true" />
              Biofeedback Wearables
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <PlaceholderDialog
        open={current !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={current?.title ?? ''}
      >
        {current?.text}
      </PlaceholderDialog>
    </>
  );
}
