import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { LotusMark } from '../../components/lotus-mark.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAllowances } from '../../features/app-config/hooks/use-allowances.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { userStatsQueryKey } from '../../features/auth/api/get-user-stats.ts';
import {
  ChatScreen,
  preloadConversation,
  type ChatScreenProps,
} from '../../features/chat/components/chat-screen.tsx';
import { ChatWelcome } from '../../features/chat/components/chat-welcome.tsx';
import { ModuleNotFound } from '../../features/chat/components/module-not-found.tsx';
import { useModules } from '../../features/modules/api/get-modules.ts';
import { usageQueryKey, useUsage } from '../../features/usage/api/get-usage.ts';
import { OutOfMessagesBanner } from '../../features/usage/components/out-of-messages-banner.tsx';
import { RemainingBadge } from '../../features/usage/components/remaining-badge.tsx';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Voice and the Twelve Transmissions load beside the conversation, not in the entry chunk
// (DESIGN §7): their contracts bring zod, which the first paint does without.
const PlayReplyButton = lazy(() =>
  import('../../features/voice/components/play-reply-button.tsx').then((m) => ({
    default: m.PlayReplyButton,
  })),
);
const AvatarButton = lazyWithPreload(() =>
  import('../../features/avatar/components/avatar-button.tsx').then((m) => m.AvatarButton),
);
const ProgressBadge = lazyWithPreload(() =>
  import('../../features/transmissions/components/progress-badge.tsx').then((m) => m.ProgressBadge),
);

/**
 * The code a teacher's chat shows at once: a teacher's prerendered page holds all of it, and
 * hydrates once it is here (a part still loading would be thrown away and shown again).
 */
export function preloadChatParts(): Promise<void> {
  return Promise.all([preloadConversation(), AvatarButton.preload(), ProgressBadge.preload()])
    .then(() => undefined)
    .catch(() => undefined);
}

/** Each answered message is practice on the path of the Twelve Transmissions. */
function recordPractice() {
  void import('../../features/transmissions/lib/local-progress.ts').then((m) =>
    m.recordPracticeExchange(),
  );
}

interface ChatAreaProps {
  moduleId: string | null;
  /** The mobile 'open sidebar' button; absent on desktop. */
  menuButton?: ReactNode;
  onChooseTeacher: () => void;
  /** A send was refused for want of messages (402), or a beta provider needs the beta. */
  onPaymentRequired?: () => void;
  onBetaRequired?: () => void;
  /** An anonymous visitor out of messages asked to sign up (the banner's invitation). */
  onSignUp?: () => void;
  /** A teacher was just chosen: the message box takes focus once it is there. */
  focusComposer?: boolean;
  onComposerFocused?: () => void;
}

function MobileTopBar({ menuButton, appName }: { menuButton: ReactNode; appName: string }) {
  return (
    // Only phones have it; a prerendered page has it everywhere until hydrated (decision 027).
    <div className="flex items-center gap-2 border-b border-border px-3 py-2 md:hidden">
      {menuButton}
      <LotusMark className="size-6" />
      <span className="font-serif text-lg font-semibold">{appName}</span>
    </div>
  );
}

/** The chat panel: welcome, a module's conversation, or 'Module not found'. */
export function ChatArea({
  moduleId,
  menuButton,
  onChooseTeacher,
  onPaymentRequired,
  onBetaRequired,
  onSignUp,
  focusComposer,
  onComposerFocused,
}: ChatAreaProps) {
  const appName = useAppName();
  const modules = useModules();
  const queryClient = useQueryClient();
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
    <ModuleChat
      // A new module starts a fresh screen: its stream, draft and scroll are its own.
      key={module.id}
      module={module}
      leading={menuButton}
      onPaymentRequired={onPaymentRequired}
      onBetaRequired={onBetaRequired}
      onSignUp={onSignUp}
      focusComposer={focusComposer}
      onComposerFocused={onComposerFocused}
      onExchangeSettled={() => {
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
        // The account page's 'exchanges used' counts this exchange too.
        void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
      }}
    />
  );
}

/** The chat screen with the usage parts the chat feature leaves to the app. */
function ModuleChat({
  onSignUp,
  ...props
}: Omit<
  ChatScreenProps,
  'usageBadge' | 'banner' | 'isBetaUser' | 'progressBadge' | 'renderReplyActions' | 'onExchangeSent'
> & {
  onSignUp?: () => void;
}) {
  const usage = useUsage().data;
  const { freeAccountExchanges } = useAllowances();
  return (
    <ChatScreen
      {...props}
      isBetaUser={usage?.isBetaUser}
      usageBadge={<RemainingBadge usage={usage} />}
      progressBadge={
        <>
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-8 w-24" />}>
            <AvatarButton teacherName={props.module.name} />
            <ProgressBadge />
          </Suspense>
        </>
      }
      onExchangeSent={recordPractice}
      renderReplyActions={(message) =>
        message.content.trim() ? (
          <Suspense fallback={null}>
            <PlayReplyButton messageId={message.id} text={message.content} />
          </Suspense>
        ) : null
      }
      banner={
        <OutOfMessagesBanner
          usage={usage}
          freeAccountExchanges={freeAccountExchanges}
          onSignUp={onSignUp}
        />
      }
    />
  );
}
