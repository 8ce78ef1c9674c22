import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import type { Module } from '../../../../contracts/modules.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ChatStreamState } from '../hooks/use-chat-stream.ts';
import { messageTime } from '../lib/transcript.ts';
import { Markdown } from './markdown.tsx';

/**
 * What the conversation shows: the saved messages, except that while an exchange is in progress
 * only those that were there when it began (the stream's own messages take their place until the
 * refetched ones arrive), and never the reply being regenerated.
 */
export function visibleMessages(
  saved: readonly ChatMessage[],
  stream: ChatStreamState,
): readonly ChatMessage[] {
  if (stream.phase === 'idle') return saved;
  const base = new Set(stream.baseMessageIds);
  return saved.filter((message) => base.has(message.id) && message.id !== stream.replacedMessageId);
}

interface BubbleProps {
  role: ChatMessage['role'];
  teacher: Module;
  meta: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  status?: string;
}

function Bubble({ role, teacher, meta, children, footer, testId, status }: BubbleProps) {
  const mine = role === 'user';
  return (
    <li
      data-testid={testId}
      data-role={role}
      data-status={status}
      className={cn('flex gap-3', mine ? 'flex-row-reverse' : 'flex-row')}
    >
      {mine ? null : (
        <ModuleAvatar name={teacher.name} avatar={teacher.avatar} size="sm" className="mt-5" />
      )}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1', mine && 'items-end')}>
        <p className="flex items-baseline gap-2 px-1 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{mine ? 'You' : teacher.name}</span>
          {meta}
        </p>
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed shadow-sm',
            mine
              ? 'rounded-tr-md bg-accent text-accent-foreground'
              : 'rounded-tl-md border border-border bg-surface text-foreground',
          )}
        >
          {children}
        </div>
        {footer}
      </div>
    </li>
  );
}

function Time({ iso }: { iso: string }) {
  const text = messageTime(iso);
  return text ? <time dateTime={iso}>{text}</time> : null;
}

function InterruptedNote() {
  return (
    <span className="px-1 text-xs font-medium text-highlight" data-testid="reply-interrupted">
      Reply interrupted
    </span>
  );
}

function StoppedNote() {
  return (
    <span className="px-1 text-xs font-medium text-muted-foreground" data-testid="reply-stopped">
      Reply stopped
    </span>
  );
}

/** Three dots that pulse while the teacher has not begun to answer. */
function TypingDots({ teacherName }: { teacherName: string }) {
  return (
    <span
      role="img"
      aria-label={`${teacherName} is typing`}
      data-testid="typing-dots"
      className="flex h-6 items-center gap-1"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-pulse"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

interface MessageListProps {
  teacher: Module;
  messages: readonly ChatMessage[];
  stream: ChatStreamState;
  /** Offered on the last reply when nothing is in progress. */
  onRegenerate?: () => void;
  /** Extra controls under each saved reply (supplied by the app: the voice play control). */
  replyActions?: (message: ChatMessage) => ReactNode;
}

/** The conversation: your messages and the teacher's replies, with times (SPEC §2). */
export function MessageList({
  teacher,
  messages,
  stream,
  onRegenerate,
  replyActions,
}: MessageListProps) {
  const lastId = messages.at(-1)?.id;
  return (
    <ol aria-label={`Conversation with ${teacher.name}`} className="grid gap-5">
      {messages.map((message) => {
        const isLastReply =
          message.id === lastId && message.role === 'assistant' && stream.phase === 'idle';
        const actions = message.role === 'assistant' ? replyActions?.(message) : null;
        return (
          <Bubble
            key={message.id}
            role={message.role}
            teacher={teacher}
            testId="chat-message"
            status={message.status}
            meta={<Time iso={message.createdAt} />}
            footer={
              message.status !== 'complete' || (isLastReply && onRegenerate) || actions ? (
                <div className="flex items-center gap-2">
                  {message.status === 'interrupted' ? <InterruptedNote /> : null}
                  {message.status === 'stopped' ? <StoppedNote /> : null}
                  {actions}
                  {isLastReply && onRegenerate ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2 text-xs text-muted-foreground"
                      onClick={onRegenerate}
                    >
                      <RefreshCw aria-hidden="true" />
                      Regenerate
                    </Button>
                  ) : null}
                </div>
              ) : null
            }
          >
            {message.role === 'assistant' ? (
              <Markdown text={message.content} />
            ) : (
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
            )}
          </Bubble>
        );
      })}

      {stream.pendingUserText !== null ? (
        <Bubble
          role="user"
          teacher={teacher}
          testId="pending-message"
          meta={<span>{stream.phase === 'waiting' ? 'Sending...' : 'Sent'}</span>}
        >
          <p className="break-words whitespace-pre-wrap">{stream.pendingUserText}</p>
        </Bubble>
      ) : null}

      {stream.phase !== 'idle' && !(stream.phase === 'finishing' && !stream.replyText) ? (
        <Bubble
          role="assistant"
          teacher={teacher}
          testId="streaming-reply"
          status={stream.phase}
          meta={<span>{stream.phase === 'finishing' ? 'Just now' : 'Replying…'}</span>}
          footer={
            stream.phase === 'finishing' && stream.interrupted && stream.replyText ? (
              stream.stopped ? (
                <StoppedNote />
              ) : (
                <InterruptedNote />
              )
            ) : null
          }
        >
          {stream.phase === 'waiting' || (stream.phase === 'streaming' && !stream.replyText) ? (
            <TypingDots teacherName={teacher.name} />
          ) : (
            <Markdown
              text={stream.replyText}
              trailing={
                stream.phase === 'streaming' ? (
                  <span
                    aria-hidden="true"
                    data-testid="stream-cursor"
                    className="ml-0.5 inline-block h-4 w-2 translate-y-0.5 animate-[blink_1s_steps(1)_infinite] bg-foreground/70 motion-reduce:animate-none"
                  />
                ) : undefined
              }
            />
          )}
        </Bubble>
      ) : null}
    </ol>
  );
}
