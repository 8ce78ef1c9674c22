import { ArrowLeft, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Module } from '../../../../contracts/modules.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';

interface ChatHeaderProps {
  module: Module;
  /** Shown before the back button (the mobile menu button). */
  leading?: ReactNode;
  /** The spiritual progress badge (SPEC §2), supplied by the app. */
  badge?: ReactNode;
  /** Clicking the teacher opens the module poster. */
  onOpenPoster?: () => void;
}

/** Header of a module's chat: back, the module, Start and the progress badge (SPEC §2). */
export function ChatHeader({ module, leading, badge, onOpenPoster }: ChatHeaderProps) {
  return (
    <header className="flex items-center gap-2 border-b border-border bg-background/95 px-3 py-2.5 sm:px-4">
      {leading}
      <Button asChild variant="ghost" size="icon" aria-label="Back to all teachers">
        <Link href={APP_ROUTES.chat}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      {onOpenPoster ? (
        <button
          type="button"
          onClick={onOpenPoster}
          aria-label={`About ${module.name}`}
          // The name beside it is the keyboard's way in; one tab stop is enough.
          tabIndex={-1}
          className="shrink-0 rounded-full"
        >
          <ModuleAvatar name={module.name} avatar={module.avatar} size="sm" />
        </button>
      ) : (
        <ModuleAvatar name={module.name} avatar={module.avatar} size="sm" />
      )}
      <h1 className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">
        {onOpenPoster ? (
          <button
            type="button"
            onClick={onOpenPoster}
            aria-haspopup="dialog"
            className="max-w-full truncate rounded-md text-left hover:underline hover:underline-offset-4"
          >
            {module.name}
          </button>
        ) : (
          module.name
        )}
      </h1>
      {badge}
      <Button
        size="sm"
        onClick={() => toast({ title: module.name, description: module.description })}
      >
        <Play aria-hidden="true" />
        Start
      </Button>
    </header>
  );
}
