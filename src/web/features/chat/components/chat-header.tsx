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
}

/** Header of a module's chat: back, the module, and Start (SPEC §2 "Chat screen"). */
export function ChatHeader({ module, leading }: ChatHeaderProps) {
  return (
    <header className="flex items-center gap-2 border-b border-border bg-background/95 px-3 py-2.5 sm:px-4">
      {leading}
      <Button asChild variant="ghost" size="icon" aria-label="Back to all teachers">
        <Link href={APP_ROUTES.chat}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <ModuleAvatar name={module.name} avatar={module.avatar} size="sm" />
      <h1 className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">{module.name}</h1>
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
