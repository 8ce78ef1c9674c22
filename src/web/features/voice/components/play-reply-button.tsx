import { Square, Volume2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Hint } from '../../../components/ui/tooltip.tsx';
import { useVoiceUsage } from '../api/get-voice-usage.ts';
import { useReplyVoice, type VoicePhase } from '../hooks/use-reply-voice.ts';
import { VOICE_CONTROL_ATTRIBUTE } from '../lib/audio-player.ts';

// The visible words are the button's name; the status line says the same to screen readers.
const text: Record<VoicePhase, { visible: string; status: string }> = {
  idle: { visible: 'Listen', status: '' },
  generating: { visible: 'Generating…', status: 'Generating voice…' },
  playing: { visible: 'Stop', status: 'Playing the reply' },
  blocked: { visible: 'Tap to play', status: 'Voice ready. Tap to play it.' },
};

function wishesHint(remaining: number | 'unlimited' | undefined): string {
  if (remaining === undefined || remaining === 'unlimited') return 'Listen to this reply';
  if (remaining === 0) return 'Listen to this reply (no free voice wishes left; replays are free)';
  return `Listen to this reply (${remaining} free voice wish${remaining === 1 ? '' : 'es'} left)`;
}

/**
 * The play control on a teacher's reply (SPEC §2, §4 Voice): idle → generating → playing, and
 * back. Its state is announced politely to screen readers.
 */
export function PlayReplyButton({
  messageId,
  text: replyText,
}: {
  messageId: string;
  text: string;
}) {
  const { phase, toggle } = useReplyVoice(messageId);
  const remaining = useVoiceUsage().data?.remainingUses;
  const shown = text[phase];
  return (
    <>
      <Hint label={phase === 'idle' ? wishesHint(remaining) : shown.visible}>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground"
          aria-busy={phase === 'generating'}
          data-testid="play-reply"
          data-voice-state={phase}
          {...{ [VOICE_CONTROL_ATTRIBUTE]: '' }}
          onClick={() => void toggle(replyText)}
        >
          {phase === 'generating' ? (
            <Spinner className="size-3.5" />
          ) : phase === 'playing' ? (
            <Square aria-hidden="true" />
          ) : (
            <Volume2 aria-hidden="true" />
          )}
          {shown.visible}
        </Button>
      </Hint>
      <span role="status" aria-live="polite" className="sr-only">
        {shown.status}
      </span>
    </>
  );
}
