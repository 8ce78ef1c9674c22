import { Copy, MessageSquarePlus, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Hint } from '../../../components/ui/tooltip.tsx';
import { useMessages } from '../api/get-messages.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useActiveSessionId, useOpenSession } from '../hooks/use-active-session.ts';
import { useChatStream } from '../hooks/use-chat-stream.ts';
import { useConversationActions } from '../hooks/use-conversation-actions.ts';
import { ChatComposer } from './chat-composer.tsx';
import type { ChatScreenProps } from './chat-screen.tsx';
import { EmptyConversation } from './empty-conversation.tsx';
import { MessageList, visibleMessages } from './message-list.tsx';

const NO_MESSAGES: ChatMessage[] = [];
/** Within this distance of the bottom the view follows new text; further up it stays put. */
const STICK_TO_BOTTOM_PX = 80;

export type ConversationProps = Omit<ChatScreenProps, 'leading' | 'progressBadge'> & {
  /** The message input, so the module poster's Begin can focus it. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The conversation of a module's chat (SPEC §2 "Chat screen"): the messages, streaming replies and
 * the message input with its tools. Loaded on demand with the Markdown renderer.
 */
export function Conversation({
  module,
  textareaRef,
  usageBadge,
  banner,
  onPaymentRequired,
  onBetaRequired,
  onExchangeSettled,
  isBetaUser,
  renderReplyActions,
  onExchangeSent,
  focusComposer = false,
  onComposerFocused,
}: ConversationProps) {
  const sessionId = useActiveSessionId();
  const openSession = useOpenSession(module.id);
  const messagesQuery = useMessages(sessionId);
  const saved = messagesQuery.data ?? NO_MESSAGES;
  const chat = useChatStream({
    moduleId: module.id,
    sessionId,
    onSessionCreated: (id) => openSession(id, { replace: true }),
    onPaymentRequired,
    onBetaRequired,
    onSettled: onExchangeSettled,
    isBetaUser,
  });
  // The recent chats list is already loaded by the sidebar: its name titles a shared transcript.
  const sessionTitle = useSessions().data?.find((session) => session.id === sessionId)?.title;
  const { copy, share } = useConversationActions(module, saved, sessionTitle);
  const [draft, setDraft] = useState('');
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const stickToBottom = useRef(true);

  const shown = visibleMessages(saved, chat.state);
  const idle = chat.state.phase === 'idle';
  const loadingSaved = idle && sessionId !== null && messagesQuery.isPending;
  const missingSession = idle && sessionId !== null && messagesQuery.isError;
  const empty = idle && shown.length === 0 && !loadingSaved && !missingSession;

  useEffect(() => {
    if (!focusComposer) return;
    textareaRef.current?.focus();
    onComposerFocused?.();
  }, [focusComposer, textareaRef, onComposerFocused]);

  // Follow the conversation as it grows, unless the person scrolled up to read.
  const { replyText, pendingUserText, phase } = chat.state;
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && stickToBottom.current) scroller.scrollTop = scroller.scrollHeight;
  }, [shown.length, replyText, pendingUserText, phase]);

  /** Send the typed text (the input clears at once) or a suggested question. */
  async function send(text: string, source: 'input' | 'suggestion' = 'input') {
    if (source === 'input') setDraft('');
    else textareaRef.current?.focus();
    stickToBottom.current = true;
    const result = await chat.send(text, saved);
    if (result === 'sent') onExchangeSent?.();
    // Nothing reached the teacher: give typed words back rather than lose them.
    if (result === 'failed' && source === 'input') setDraft((current) => current || text);
  }

  function regenerate() {
    stickToBottom.current = true;
    void chat.regenerate(saved);
  }

  const hasConversation = saved.length > 0;
  const footer = (
    <>
      {usageBadge}
      <Hint label="Copy conversation">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Copy conversation"
          disabled={!hasConversation}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
        </Button>
      </Hint>
      <Hint label="Share conversation">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Share conversation"
          disabled={!hasConversation}
          onClick={() => void share()}
        >
          <Share2 aria-hidden="true" />
        </Button>
      </Hint>
    </>
  );

  return (
    <>
      <div
        ref={scrollerRef}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current =
            el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <div
          role="log"
          aria-live="polite"
          aria-busy={!idle}
          aria-label="Messages"
          className="mx-auto w-full max-w-3xl px-4 py-6"
        >
          {loadingSaved ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-10 text-muted-foreground"
            >
              <Spinner className="size-5" />
              Loading conversation...
            </p>
          ) : missingSession ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <h2 className="font-serif text-xl font-semibold">This conversation is not here</h2>
              <p className="max-w-sm text-sm text-muted-foreground">
                It may have been deleted. Start a new one instead.
              </p>
              <Button variant="outline" onClick={() => openSession(null)}>
                <MessageSquarePlus aria-hidden="true" />
                New chat
              </Button>
            </div>
          ) : empty ? (
            <EmptyConversation
              teacher={module}
              disabled={chat.busy}
              onAsk={(question) => void send(question, 'suggestion')}
            />
          ) : (
            <MessageList
              teacher={module}
              messages={shown}
              stream={chat.state}
              onRegenerate={sessionId ? regenerate : undefined}
              replyActions={renderReplyActions}
            />
          )}
        </div>
      </div>
      <div className="border-t border-border bg-background px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4">
        <div className="mx-auto grid w-full max-w-3xl gap-3">
          {banner}
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={(text) => void send(text)}
            onStop={chat.stop}
            busy={chat.busy}
            canStop={chat.canStop}
            teacherName={module.name}
            textareaRef={textareaRef}
            footer={footer}
          />
        </div>
      </div>
    </>
  );
}
