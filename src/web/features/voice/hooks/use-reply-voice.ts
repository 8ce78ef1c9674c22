import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { FREE_VOICE_WISHES_DEFAULT } from '../../../../contracts/constants.ts';
import { voiceWishesExhaustedMessage, type VoiceUsage } from '../../../../contracts/voice.ts';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { generateSpeech } from '../api/generate-speech.ts';
import { voiceUsageQueryKey } from '../api/get-voice-usage.ts';
import {
  AudioPlayer,
  canStream,
  SpeechStreamError,
  type PlayOutcome,
} from '../lib/audio-player.ts';

/**
 * SPEC §4 Voice: idle, generating, playing. 'blocked' is the moment between the audio arriving
 * and the first tap when the browser refused to start it by itself.
 */
export type VoicePhase = 'idle' | 'generating' | 'playing' | 'blocked';

interface PlaybackState {
  messageId: string | null;
  phase: VoicePhase;
}

const IDLE: PlaybackState = { messageId: null, phase: 'idle' };
let state: PlaybackState = IDLE;
const listeners = new Set<() => void>();
let player = new AudioPlayer();

function setState(next: PlaybackState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Back to idle, unless another reply has taken over meanwhile. */
function settle(messageId: string, phase: VoicePhase = 'idle'): void {
  if (state.messageId === messageId) setState(phase === 'idle' ? IDLE : { messageId, phase });
}

/** Audio already fetched this visit, by reply and text (the server would replay it for free too). */
const clips = new Map<string, string>();
const CLIPS_KEPT = 20;

function keepClip(key: string, url: string): void {
  clips.set(key, url);
  while (clips.size > CLIPS_KEPT) {
    const [oldest, oldUrl] = clips.entries().next().value as [string, string];
    clips.delete(oldest);
    URL.revokeObjectURL(oldUrl);
  }
}

function playbackFailed(messageId: string): void {
  toast({
    title: 'Audio Playback Error',
    description: 'Failed to play the generated speech.',
    variant: 'destructive',
  });
  settle(messageId);
}

const listenersFor = (messageId: string) => ({
  onEnded: () => settle(messageId),
  onError: () => playbackFailed(messageId),
});

async function startPlayback(
  messageId: string,
  source: string | Promise<PlayOutcome>,
): Promise<void> {
  try {
    const outcome =
      typeof source === 'string'
        ? await player.play(source, listenersFor(messageId))
        : await source;
    if (state.messageId !== messageId) return;
    if (outcome === 'playing') {
      setState({ messageId, phase: 'playing' });
      return;
    }
    // Autoplay refused (iOS Safari, or a page not yet tapped): the first tap starts it.
    setState({ messageId, phase: 'blocked' });
    toast({ title: 'Tap to Play', description: 'Click anywhere to play the AI response' });
    player.onFirstGesture(() => void resumeBlocked(messageId));
  } catch (error) {
    // Stopped meanwhile, or another reply took over: nothing went wrong.
    if (state.messageId !== messageId || state.phase !== 'generating') return;
    if (error instanceof SpeechStreamError) return; // reported where the stream is read
    playbackFailed(messageId);
  }
}

async function resumeBlocked(messageId: string): Promise<void> {
  if (state.messageId !== messageId || state.phase !== 'blocked') return;
  try {
    // Inside the tap's handler, before any await: the play() call is what the browser allows.
    const started = player.resume();
    setState({ messageId, phase: 'playing' });
    await started;
  } catch {
    playbackFailed(messageId);
  }
}

function reportFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 429) {
    toast({
      title: 'Voice Wishes Exhausted',
      description: error.serverMessage ?? voiceWishesExhaustedMessage(FREE_VOICE_WISHES_DEFAULT),
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: 'Voice Generation Failed',
    description:
      error instanceof ApiError
        ? serverMessageOr(error, 'Failed to generate speech')
        : error instanceof Error && error.message
          ? error.message
          : 'Failed to generate speech',
    variant: 'destructive',
  });
}

interface ToggleOptions {
  /** After every generation attempt: the voice usage is refetched (SPEC §8). */
  onSettled: () => void;
  onUsage: (usageCount: number | null, limit: VoiceUsage['limit'] | null) => void;
}

/**
 * The play control's action for one reply: stop it when playing, start the blocked audio on a
 * tap, or fetch the speech (a replay comes from the cache) and play it.
 */
export async function toggleReplyVoice(
  messageId: string,
  text: string,
  options: ToggleOptions,
): Promise<void> {
  if (state.messageId === messageId) {
    if (state.phase === 'generating') return;
    if (state.phase === 'playing') {
      player.stop();
      setState(IDLE);
      return;
    }
    if (state.phase === 'blocked') {
      await resumeBlocked(messageId);
      return;
    }
  }
  player.stop();
  const key = `${messageId}\n${text}`;
  const cached = clips.get(key);
  if (cached) {
    setState({ messageId, phase: 'generating' });
    await startPlayback(messageId, cached);
    return;
  }
  // Still inside the tap: bless the audio element for the play() that follows the fetch.
  player.unlock();
  setState({ messageId, phase: 'generating' });
  let speech;
  try {
    speech = await generateSpeech({ text, messageId });
    options.onUsage(speech.usageCount, speech.limit);
  } catch (error) {
    reportFailure(error);
    settle(messageId);
    return;
  } finally {
    options.onSettled();
  }
  if (state.messageId !== messageId) {
    void speech.stream.cancel().catch(() => {});
    return;
  }

  if (canStream(speech.type)) {
    // Played as it arrives (decision 026); kept whole for replays once it has all come.
    const playback = player.playStream(speech.stream, speech.type, listenersFor(messageId));
    playback.received.then(
      (clip) => keepClip(key, URL.createObjectURL(clip)),
      (error: unknown) => {
        if (!(error instanceof SpeechStreamError)) return; // stopped: nothing to report
        options.onSettled();
        reportFailure(error);
        settle(messageId);
      },
    );
    await startPlayback(messageId, playback.started);
    return;
  }

  // No MediaSource for MP3 (iPhone Safari): the whole clip first, then play it.
  let url: string;
  try {
    const clip = await new Response(speech.stream).blob().catch((error: unknown) => {
      throw new SpeechStreamError('The voice stopped partway. Please try again.', {
        cause: error,
      });
    });
    if (clip.size === 0) throw new Error('Empty audio response');
    url = URL.createObjectURL(clip);
    keepClip(key, url);
  } catch (error) {
    if (error instanceof SpeechStreamError) options.onSettled(); // the wish may have come back
    reportFailure(error);
    settle(messageId);
    return;
  }
  if (state.messageId !== messageId) return;
  await startPlayback(messageId, url);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where voice playback is, for one reply. */
export function useReplyVoice(messageId: string): {
  phase: VoicePhase;
  toggle: (text: string) => Promise<void>;
} {
  const queryClient = useQueryClient();
  const phase = useSyncExternalStore(
    subscribe,
    () => (state.messageId === messageId ? state.phase : 'idle'),
    () => 'idle' as const,
  );
  const toggle = useCallback(
    (text: string) =>
      toggleReplyVoice(messageId, text, {
        onSettled: () => void queryClient.invalidateQueries({ queryKey: voiceUsageQueryKey }),
        onUsage: (usageCount, limit) => {
          if (usageCount === null || limit === null) return;
          queryClient.setQueryData<VoiceUsage>(voiceUsageQueryKey, (previous) => ({
            usageCount,
            limit,
            hasActiveSubscription: previous?.hasActiveSubscription ?? limit === 'unlimited',
            remainingUses: limit === 'unlimited' ? limit : Math.max(0, limit - usageCount),
          }));
        },
      }),
    [messageId, queryClient],
  );
  return { phase, toggle };
}

/** Stop everything and forget fetched audio (tests; sign-out would too). */
export function resetVoicePlayback(next: AudioPlayer = new AudioPlayer()): void {
  player.dispose();
  player = next;
  for (const url of clips.values()) URL.revokeObjectURL(url);
  clips.clear();
  setState(IDLE);
}
