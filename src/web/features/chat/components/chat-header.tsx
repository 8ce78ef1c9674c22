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
    <header className="flex items-center gap-1.5 border-b border-border bg-background/95 px-3 py-2.5 sm:gap-2 sm:px-4">
      {leading}
      <Button asChild variant="ghost" size="icon" aria-label="Back to all teachers">
        <Link href={APP_ROUTES.chat}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      {/* On a phone the width goes to the name, which opens the poster just the same. */}
      {onOpenPoster ? (
        <button
          type="button"
          onClick={onOpenPoster}
          aria-label={`About ${module.name}`}
          // The name beside it is the keyboard's way in; one tab stop is enough.
          tabIndex={-1}
          className="shrink-0 rounded-full max-sm:hidden"
        >
          <ModuleAvatar name={module.name} avatar={module.avatar} size="sm" />
        </button>
      ) : (
        <ModuleAvatar
          name={module.name}
          avatar={module.avatar}
          size="sm"
          className="max-sm:hidden"
        />
      )}
      {/* On a phone the name may take two lines rather than shrink to a letter and an ellipsis. */}
      <h1 className="min-w-0 flex-1 font-serif text-base leading-tight font-semibold sm:text-lg">
        {onOpenPoster ? (
          <button
            type="button"
            onClick={onOpenPoster}
            aria-haspopup="dialog"
            className="block max-w-full rounded-md text-left hover:underline hover:underline-offset-4"
          >
            <span className="line-clamp-2 break-words">{module.name}</span>
          </button>
        ) : (
          <span className="line-clamp-2 break-words">{module.name}</span>
        )}
      </h1>
      {badge}
      <Button
        size="sm"
        className="max-sm:w-8 max-sm:px-0"
        onClick={() => toast({ title: module.name, description: module.description })}
      >
        <Play aria-hidden="true" />
        {/* Icon only on a phone, leaving the width to the name; still named 'Start'. */}
        <span className="max-sm:sr-only">Start</span>
      </Button>
    </header>
  );
}
