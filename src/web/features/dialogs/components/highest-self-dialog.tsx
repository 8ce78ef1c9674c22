import { PhoneCall, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { textareaClass } from '../../../components/ui/textarea-field.tsx';

/** What your Highest Self says back (one at random). It was you all along. */
export const HIGHEST_SELF_REPLIES = [
  'You already know. Take three slow breaths, and listen.',
  'Message received. Reply expected the moment you stop waiting for one.',
  'Drink some water, go outside, and be kind to the next person you meet. That is the whole answer.',
  'I have been here the whole time. You were just busy. No worries.',
  'Less scrolling, more sitting. With love, You.',
] as const;

/**
 * Contact Your Highest Self (SPEC §2): a gentle joke. The line runs inward, so nothing is sent.
 */
export function HighestSelfDialog({
  open,
  onOpenChange,
  pickReply = () => Math.floor(Math.random() * HIGHEST_SELF_REPLIES.length),
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which reply to give (tests choose). */
  pickReply?: () => number;
}) {
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [reply, setReply] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReply(HIGHEST_SELF_REPLIES[pickReply()] ?? HIGHEST_SELF_REPLIES[0]);
    setMessage('');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setReply(null);
      }}
      title="Contact Your Highest Self"
      description="A direct line to the wisest version of you. No roaming charges."
    >
      <p className="mt-4 flex items-center gap-2 text-sm">
        <PhoneCall aria-hidden="true" className="size-4 text-highlight" />
        Status: always available · Office hours: this present moment
      </p>
      {reply ? (
        <div role="status" className="mt-4 rounded-xl border border-highlight/40 bg-primary/10 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-highlight" />
            Your Highest Self replies:
          </p>
          <p className="mt-2 font-serif text-lg italic">“{reply}”</p>
          <p className="mt-3 text-xs text-muted-foreground">
            Nothing was sent anywhere. The line runs inward.
          </p>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="mt-4 grid gap-2">
          <label htmlFor={messageId} className="text-sm font-medium">
            Your message
          </label>
          <textarea
            id={messageId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Dear Highest Self, quick question…"
            className={textareaClass}
          />
          <div className="flex justify-end">
            <Button type="submit">Send to Highest Self</Button>
          </div>
        </form>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Hang up
        </Button>
      </div>
    </Dialog>
  );
}
