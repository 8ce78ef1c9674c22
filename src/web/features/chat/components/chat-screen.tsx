import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import type { Module } from '../../../../contracts/modules.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ModulePosterDialog } from './module-poster-dialog.tsx';

const Conversation = lazyWithPreload(() =>
  import('./conversation.tsx').then((m) => m.Conversation),
);

/**
 * Fetch the conversation code ahead of need (the main screen calls this once it has shown), so
 * opening a teacher does not wait for it; a teacher's prerendered page waits for it before
 * hydrating, as its HTML holds the conversation.
 */
export function preloadConversation(): Promise<void> {
  return Conversation.preload().catch(() => undefined);
}

export interface ChatScreenProps {
  module: Module;
  /** The mobile menu button, before the back button. */
  leading?: ReactNode;
  /** The spiritual progress badge (a later release fills it). */
  progressBadge?: ReactNode;
  /** The remaining-messages badge. */
  usageBadge?: ReactNode;
  /** The banner shown when no messages remain. */
  banner?: ReactNode;
  onPaymentRequired?: () => void;
  onBetaRequired?: () => void;
  /** After each exchange: the usage is refetched. */
  onExchangeSettled?: () => void;
  /** From usage: whether gated providers may be asked for. */
  isBetaUser?: boolean;
  /** Controls under each saved reply (the app puts the voice play control here). */
  renderReplyActions?: (message: ChatMessage) => ReactNode;
  /** A message reached the teacher and was answered (practice, for the progress badge). */
  onExchangeSent?: () => void;
  /** The person just chose this teacher: put focus in the message box once it is there. */
  focusComposer?: boolean;
  /** Focus went to the message box as asked. */
  onComposerFocused?: () => void;
}

/**
 * A module's chat (SPEC §2 "Chat screen"): the header at once, the conversation (messages,
 * Markdown, the message input) as soon as its code has loaded (DESIGN §7 keeps it out of the
 * entry chunk).
 */
export function ChatScreen({ module, leading, progressBadge, ...rest }: ChatScreenProps) {
  const [posterOpen, setPosterOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ChatHeader
        module={module}
        leading={leading}
        badge={progressBadge}
        onOpenPoster={() => setPosterOpen(true)}
      />
      <Suspense
        fallback={
          <p
            role="status"
            className="flex flex-1 items-center justify-center gap-2 text-muted-foreground"
          >
            <Spinner className="size-5" />
            Loading conversation...
          </p>
        }
      >
        <Conversation module={module} textareaRef={textareaRef} {...rest} />
      </Suspense>
      <ModulePosterDialog
        module={module}
        open={posterOpen}
        onOpenChange={setPosterOpen}
        onBegin={() => textareaRef.current?.focus()}
      />
    </div>
  );
}
