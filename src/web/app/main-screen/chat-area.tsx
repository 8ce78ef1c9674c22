import type { ReactNode } from 'react';
import { LotusMark } from '../../components/lotus-mark.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { ChatComingSoon } from '../../features/chat/components/chat-coming-soon.tsx';
import { ChatHeader } from '../../features/chat/components/chat-header.tsx';
import { ChatWelcome } from '../../features/chat/components/chat-welcome.tsx';
import { ModuleNotFound } from '../../features/chat/components/module-not-found.tsx';
import { useModules } from '../../features/modules/api/get-modules.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface ChatAreaProps {
  moduleId: string | null;
  /** The mobile 'open sidebar' button; absent on desktop. */
  menuButton?: ReactNode;
  onChooseTeacher: () => void;
}

function MobileTopBar({ menuButton, appName }: { menuButton: ReactNode; appName: string }) {
  return (
    <div className="flex items-center gap-2 border-b border-border px-3 py-2">
      {menuButton}
      <LotusMark className="size-6" />
      <span className="font-serif text-lg font-semibold">{appName}</span>
    </div>
  );
}

/** The chat panel: welcome, a module's (coming) conversation, or 'Module not found'. */
export function ChatArea({ moduleId, menuButton, onChooseTeacher }: ChatAreaProps) {
  const appName = useAppName();
  const modules = useModules();
  const module = moduleId
    ? modules.data?.find((candidate) => candidate.id === moduleId)
    : undefined;
  useDocumentTitle(module ? `${module.name} · ${appName}` : appName);

  const topBar = menuButton ? <MobileTopBar menuButton={menuButton} appName={appName} /> : null;

  if (!moduleId) {
    return <ChatWelcome appName={appName} onChooseTeacher={onChooseTeacher} topBar={topBar} />;
  }
  if (modules.isPending) {
    return (
      <div className="flex h-full flex-col">
        {topBar}
        <div
          role="status"
          className="flex flex-1 items-center justify-center gap-2 text-muted-foreground"
        >
          <Spinner className="size-5" />
          Loading teacher...
        </div>
      </div>
    );
  }
  if (!module) return <ModuleNotFound topBar={topBar} />;
  return (
    <div className="flex h-full flex-col">
      <ChatHeader module={module} leading={menuButton} />
      <ChatComingSoon module={module} />
    </div>
  );
}
