import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AiProviderId } from '../../../contracts/chat.ts';
import type { Module } from '../../../contracts/modules.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { LotusMark } from '../../components/lotus-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AccountActions } from '../../features/auth/components/account-actions.tsx';
import { AiModePanel } from '../../features/chat/components/ai-mode-panel.tsx';
import { RecentChats } from '../../features/chat/components/recent-chats.tsx';
import { ModuleList } from '../../features/modules/components/module-list.tsx';
import { SyncModulesButton } from '../../features/modules/components/sync-modules-button.tsx';
import { useUsage } from '../../features/usage/api/get-usage.ts';
import { AppMenu } from './app-menu.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

interface AppSidebarProps {
  selectedModuleId: string | null;
  onModuleSelect?: (module: Module) => void;
  /** Called after a recent chat (or New chat) is chosen. */
  onSessionSelect?: () => void;
  /** A gated AI provider was chosen outside the beta: the beta signup opens. */
  onBetaRequired?: (providerId: AiProviderId) => void;
  /** The mobile close button; absent on desktop. */
  closeButton?: ReactNode;
}

/** What the sidebar holds (SPEC §2 "Main screen"); the frame around it is MainScreen's. */
export function AppSidebar({
  selectedModuleId,
  onModuleSelect,
  onSessionSelect,
  onBetaRequired,
  closeButton,
}: AppSidebarProps) {
  const appName = useAppName();
  const usage = useUsage().data;
  const config = useAppConfig();
  const user = useUser().data ?? null;
  const modulesHeadingId = useId();
  return (
    // A size container: the nav lays itself out by the sidebar's width, not the window's.
    <div className="@container/sidebar flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 px-3 pt-3 pb-2">
        <Link
          href={APP_ROUTES.home}
          aria-label={`${appName} home`}
          className="flex min-w-0 items-center gap-2 rounded-lg px-1 py-0.5"
        >
          <LotusMark />
          <span className="truncate font-serif text-xl font-semibold tracking-tight">
            {appName}
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center">
          <AppMenu links={config.data?.links ?? null} />
          {closeButton}
        </div>
      </div>

      <SidebarNav user={user} leadershipHref={APP_ROUTES.leadership} />
      <AccountActions user={user} className="px-3 pb-3" />

      <div className="min-h-0 flex-1 overflow-y-auto border-t border-border px-2 pt-3 pb-4">
        <section aria-labelledby={modulesHeadingId}>
          <div className="mb-1 flex items-center justify-between pl-2">
            <h2
              id={modulesHeadingId}
              className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
            >
              Modules
            </h2>
            <SyncModulesButton />
          </div>
          <ModuleList selectedModuleId={selectedModuleId} onModuleSelect={onModuleSelect} />
        </section>
        <div className="mt-6">
          <RecentChats selectedModuleId={selectedModuleId} onSessionSelect={onSessionSelect} />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-3 border-t border-border p-3">
        <AiModePanel isBetaUser={usage?.isBetaUser} onBetaRequired={onBetaRequired} />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            Theme
          </span>
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
