/**
 * One audio element for every reply, so only one plays at a time and, once it has played inside a
 * tap, iOS Safari lets it play again later from code (after the speech has been fetched).
 */

export type PlayOutcome = 'playing' | 'blocked';

/** The speech stream broke off (or held no audio) before it was all played; not a playback fault. */
export class SpeechStreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechStreamError';
  }
}

/** A stream playing as it arrives: when playback starts, and the whole clip once it has all come. */
export interface StreamPlayback {
  started: Promise<PlayOutcome>;
  /** The whole clip (for replays); rejects with SpeechStreamError when the stream breaks off. */
  received: Promise<Blob>;
}

/** Whether this browser can play `type` while it streams in (MediaSource; Chromium, desktop Safari, Firefox). */
export function canStream(type: string): boolean {
  const source = (globalThis as { MediaSource?: typeof MediaSource }).MediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported(type);
}

interface Listeners {
  onEnded: () => void;
  onError: () => void;
}

/** Elements that handle voice taps themselves (a reply's play control): the first-tap listener leaves them alone. */
export const VOICE_CONTROL_ATTRIBUTE = 'data-voice-control';

let silentUrl: string | null = null;

/** A few milliseconds of silence as WAV (a blob: URL, which the CSP's media-src allows). */
function silence(): string {
  if (silentUrl) return silentUrl;
  const samples = 64;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  silentUrl = URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
  return silentUrl;
}

export class AudioPlayer {
  private audio: HTMLAudioElement | null = null;
  private listeners: Listeners | null = null;
  private unlocked = false;
  private removeGestureListeners: (() => void) | null = null;
  /** Bumped by every play and stop, so a stream still being fed knows it was left. */
  private session = 0;
  private sourceUrl: string | null = null;

  private element(): HTMLAudioElement {
    if (this.audio) return this.audio;
    const audio = new Audio();
    audio.preload = 'auto';
    // In the document (an <audio> without controls shows nothing) so it can be inspected.
    audio.setAttribute('data-testid', 'voice-audio');
    document.body.append(audio);
    audio.addEventListener('ended', () => {
      const listeners = this.listeners;
      this.listeners = null;
      listeners?.onEnded();
    });
    audio.addEventListener('error', () => {
      const listeners = this.listeners;
      this.listeners = null;
      listeners?.onError();
    });
    this.audio = audio;
    return audio;
  }

  /**
   * Call synchronously inside the tap that asked for speech: playing (silence) inside a user
   * gesture is what lets iOS Safari play this element later, once the speech has arrived.
   */
  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    const audio = this.element();
    audio.dataset.voiceSource = 'unlock';
    audio.src = silence();
    try {
      void Promise.resolve(audio.play()).catch(() => {});
    } catch {
      // Some browsers throw rather than reject; the real play() will tell.
    }
  }

  /** Play `url` from the start. 'blocked' when the browser wants a tap first (autoplay rules). */
  async play(url: string, listeners: Listeners): Promise<PlayOutcome> {
    this.stop();
    const audio = this.element();
    this.listeners = listeners;
    // What the element plays: 'clip' (a whole clip), 'stream' (as it arrives) or 'unlock'.
    audio.dataset.voiceSource = 'clip';
    audio.src = url;
    try {
      await audio.play();
      return 'playing';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') return 'blocked';
      this.listeners = null;
      throw error;
    }
  }

  /**
   * Play an MP3 stream while it arrives (decision 026): a MediaSource fed chunk by chunk, the
   * element asked to play at once, so it starts with the first audio the server sends.
   */
  playStream(
    stream: ReadableStream<Uint8Array>,
    type: string,
    listeners: Listeners,
  ): StreamPlayback {
    this.stop();
    const session = this.session;
    const audio = this.element();
    const source = new MediaSource();
    this.sourceUrl = URL.createObjectURL(source);
    audio.dataset.voiceSource = 'stream';
    audio.src = this.sourceUrl;
    this.listeners = listeners;
    const left = () => this.session !== session;

    const received = (async () => {
      const reader = stream.getReader();
      const chunks: Uint8Array[] = [];
      try {
        if (source.readyState !== 'open') {
          await new Promise((resolve) =>
            source.addEventListener('sourceopen', resolve, { once: true }),
          );
        }
        // A live stream: without this the element takes the end of what has arrived for the end
        // of the clip and fires 'ended' whenever playback catches up with synthesis.
        source.duration = Infinity;
        const buffer = source.addSourceBuffer(type);
        for (;;) {
          let next: ReadableStreamReadResult<Uint8Array>;
          try {
            next = await reader.read();
          } catch (error) {
            throw new SpeechStreamError('The voice stopped partway. Please try again.', {
              cause: error,
            });
          }
          if (left()) throw new DOMException('Playback was stopped', 'AbortError');
          if (next.done) break;
          chunks.push(next.value);
          await append(buffer, next.value);
        }
        if (chunks.length === 0) throw new SpeechStreamError('Empty audio response');
        if (!left() && source.readyState === 'open') source.endOfStream();
        return new Blob(chunks as BlobPart[], { type });
      } catch (error) {
        void reader.cancel().catch(() => {});
        // The element's own error event must not be reported as a playback fault.
        if (!left()) this.stop();
        throw error;
      }
    })();

    const started = (async (): Promise<PlayOutcome> => {
      try {
        // play() settles once the first audio is buffered; a stream that breaks off first wins.
        await Promise.race([audio.play(), received.then(() => new Promise<never>(() => {}))]);
        return 'playing';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotAllowedError') return 'blocked';
        if (!(error instanceof SpeechStreamError) && !left()) this.listeners = null;
        throw error;
      }
    })();
    received.catch(() => {});
    started.catch(() => {});
    return { started, received };
  }

  /** Play what was blocked; call it inside a tap. */
  async resume(): Promise<void> {
    this.cancelFirstGesture();
    await this.element().play();
  }

  /** Run `handler` on the next tap, click or key press anywhere outside the voice controls. */
  onFirstGesture(handler: () => void): void {
    this.cancelFirstGesture();
    const events = ['click', 'touchend', 'keydown'] as const;
    const listener = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${VOICE_CONTROL_ATTRIBUTE}]`)) {
        return;
      }
      this.cancelFirstGesture();
      handler();
    };
    for (const type of events) document.addEventListener(type, listener, { capture: true });
    this.removeGestureListeners = () => {
      for (const type of events) document.removeEventListener(type, listener, { capture: true });
    };
  }

  cancelFirstGesture(): void {
    this.removeGestureListeners?.();
    this.removeGestureListeners = null;
  }

  /** Stop and take the element out of the document (tests; the app keeps one for its life). */
  dispose(): void {
    this.stop();
    this.audio?.remove();
    this.audio = null;
  }

  stop(): void {
    this.session += 1;
    this.cancelFirstGesture();
    this.listeners = null;
    const audio = this.audio;
    if (this.sourceUrl) {
      // A stream's MediaSource is let go of: the element forgets it, the URL is freed.
      URL.revokeObjectURL(this.sourceUrl);
      this.sourceUrl = null;
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      return;
    }
    if (!audio) return;
    audio.pause();
    if (audio.src) audio.currentTime = 0;
  }
}

/** Append one chunk and wait until the buffer has taken it. */
function append(buffer: SourceBuffer, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      buffer.removeEventListener('updateend', done);
      buffer.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      buffer.removeEventListener('updateend', done);
      buffer.removeEventListener('error', failed);
      reject(new SpeechStreamError('The voice could not be played.'));
    };
    buffer.addEventListener('updateend', done);
    buffer.addEventListener('error', failed);
    buffer.appendBuffer(chunk as BufferSource);
  });
}
