/**
 * One audio element for every reply, so only one plays at a time and, once it has played inside a
 * tap, iOS Safari lets it play again later from code (after the speech has been fetched).
 */

export type PlayOutcome = 'playing' | 'blocked';

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
    this.cancelFirstGesture();
    this.listeners = null;
    const audio = this.audio;
    if (!audio) return;
    audio.pause();
    if (audio.src) audio.currentTime = 0;
  }
}
