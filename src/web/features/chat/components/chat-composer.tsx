import { SendHorizontal, Square } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { INPUT_MAX_HEIGHT_PX, MESSAGE_MAX_CHARS } from '../../../../contracts/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  /** An exchange is in progress: sending waits. */
  busy: boolean;
  /** A reply is on its way and can be stopped. */
  canStop: boolean;
  /** The module to talk to, if any (SPEC §5: a module must be selected). */
  teacherName: string | null;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Tools shown at the left under the input (copy, share, remaining messages). */
  footer?: ReactNode;
}

/** True when this text may be sent now (SPEC §5 "Chat message"). */
export function canSendMessage(text: string, busy: boolean, hasModule: boolean): boolean {
  return !busy && hasModule && text.trim().length > 0 && text.length <= MESSAGE_MAX_CHARS;
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line, and the box grows with its text
 * up to 128 px, then scrolls (SPEC §2 "Chat screen").
 */
/** The message box's id: the skip link and the main screen move focus to it. */
export const CHAT_COMPOSER_ID = 'chat-message';

export function ChatComposer({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  canStop,
  teacherName,
  textareaRef,
  footer,
}: ChatComposerProps) {
  const counterId = useId();
  const fallbackRef = useRef<HTMLTextAreaElement | null>(null);
  const ownRef = textareaRef ?? fallbackRef;
  const sendable = canSendMessage(value, busy, teacherName !== null);

  useLayoutEffect(() => {
    const textarea = ownRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    const needed = textarea.scrollHeight;
    textarea.style.height = `${Math.min(needed, INPUT_MAX_HEIGHT_PX)}px`;
    textarea.style.overflowY = needed > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value, ownRef]);

  function submit() {
    if (sendable) onSend(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character confirms it; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-2"
    >
      <div className="flex items-end gap-2 rounded-2xl border border-border bg-background p-2 shadow-sm focus-within:border-ring">
        <textarea
          ref={ownRef}
          id={CHAT_COMPOSER_ID}
          rows={1}
          value={value}
          maxLength={MESSAGE_MAX_CHARS}
          aria-label="Message"
          aria-describedby={counterId}
          placeholder={teacherName ? `Ask ${teacherName}…` : 'Choose a teacher to begin'}
          disabled={teacherName === null}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
          className="min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base leading-6 outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        {canStop ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Stop reply"
            data-testid="stop-button"
            onClick={onStop}
          >
            <Square aria-hidden="true" className="fill-current" />
          </Button>
        ) : null}
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          data-testid="send-button"
          disabled={!sendable}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 px-1">
        {footer}
        <span
          id={counterId}
          data-testid="char-counter"
          className={cn(
            'ml-auto text-xs text-muted-foreground tabular-nums',
            value.length >= MESSAGE_MAX_CHARS && 'font-semibold text-destructive',
          )}
        >
          {value.length}/{MESSAGE_MAX_CHARS}
        </span>
      </div>
    </form>
  );
}
