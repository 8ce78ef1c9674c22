import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { VoiceUsage } from '../../../../contracts/voice.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { resetVoicePlayback } from '../hooks/use-reply-voice.ts';
import { PlayReplyButton } from './play-reply-button.tsx';

const usage = (usageCount: number): VoiceUsage => ({
  usageCount,
  limit: 3,
  hasActiveSubscription: false,
  remainingUses: 3 - usageCount,
});

function audioResponse(count: number, bytes = [0xff, 0xf3, 0x60, 0x00]): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'audio/mpeg',
      'x-voice-usage-count': String(count),
      'x-voice-usage-limit': '3',
    },
  });
}

/** A deferred response, to look at the generating state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let api: FakeApi;
let played: HTMLMediaElement[];
let playBehaviour: 'ok' | 'blocked' | 'broken';

beforeEach(() => {
  resetVoicePlayback();
  played = [];
  playBehaviour = 'ok';
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    // The unlock's silent clip plays fine; the speech follows the test's behaviour.
    if (this.src.includes('silence') || playBehaviour === 'ok') {
      played.push(this);
      return Promise.resolve();
    }
    return Promise.reject(
      new DOMException(
        'not allowed',
        playBehaviour === 'blocked' ? 'NotAllowedError' : 'NotSupportedError',
      ),
    );
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(
        (blob: Blob) => `blob:${blob.type === 'audio/wav' ? 'silence' : `speech-${++n}`}`,
      ),
      revokeObjectURL: vi.fn(),
    }),
  );
  api = installFakeApi({ 'GET /api/voice/usage': () => Response.json(usage(0)) });
});

afterEach(() => {
  cleanup();
  resetToasts();
  resetVoicePlayback();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderButton() {
  renderWithApp(
    <PlayReplyButton messageId="reply-1" text="Slowly. The fire grows from a spark." />,
  );
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  const button = () => screen.getByTestId('play-reply');
  return { notifications, button };
}

/** The element playing the speech (not the silent unlock). */
const speech = () => played.filter((el) => el.src.includes('speech')).at(-1);

describe('the play control on a reply', () => {
  test('idle → generating → playing → idle, with the state announced', async () => {
    const user = userEvent.setup();
    const response = deferred<Response>();
    api.on('POST /api/voice/tts', () => response.promise);
    const { button } = renderButton();
    expect(button()).toHaveProperty('textContent', 'Listen');
    expect(button().getAttribute('data-voice-state')).toBe('idle');

    await user.click(button());
    expect(button().textContent).toBe('Generating…');
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Generating voice…');
    expect(JSON.parse(api.calls('POST /api/voice/tts')[0]?.body as string)).toEqual({
      text: 'Slowly. The fire grows from a spark.',
      messageId: 'reply-1',
    });

    response.resolve(audioResponse(1));
    await waitFor(() => expect(button().textContent).toBe('Stop'));
    expect(screen.getByRole('status').textContent).toBe('Playing the reply');
    expect(speech()?.src).toBe('blob:speech-1');

    act(() => {
      speech()?.dispatchEvent(new Event('ended'));
    });
    expect(button().textContent).toBe('Listen');
  });

  test('a replay plays the fetched audio again without asking the server; Stop stops it', async () => {
    const user = userEvent.setup();
    api.on('POST /api/voice/tts', () => audioResponse(1));
    const { button } = renderButton();
    await user.click(button());
    await waitFor(() => expect(button().textContent).toBe('Stop'));
    await user.click(button());
    expect(button().textContent).toBe('Listen');
    await user.click(button());
    await waitFor(() => expect(button().textContent).toBe('Stop'));
    expect(api.calls('POST /api/voice/tts')).toHaveLength(1);
  });

  test("429: 'Voice Wishes Exhausted' with the server's message, and the usage is refetched", async () => {
    const user = userEvent.setup();
    const message =
      "You've used all 3 free voice wishes. Upgrade to continue using voice features.";
    api.on('POST /api/voice/tts', () => apiError(429, message, 'rate_limited'));
    const { button, notifications } = renderButton();
    await waitFor(() => expect(api.calls('GET /api/voice/usage')).toHaveLength(1));
    await user.click(button());
    expect(await within(notifications()).findByText('Voice Wishes Exhausted')).toBeTruthy();
    expect(within(notifications()).getByText(message)).toBeTruthy();
    expect(button().textContent).toBe('Listen');
    await waitFor(() => expect(api.calls('GET /api/voice/usage')).toHaveLength(2));
  });

  test("other failures: 'Voice Generation Failed' with the server's message, else the default", async () => {
    const user = userEvent.setup();
    api.on('POST /api/voice/tts', () =>
      apiError(
        503,
        'The voice could not be generated. Your voice wish was not used.',
        'unavailable',
      ),
    );
    const { button, notifications } = renderButton();
    await user.click(button());
    expect(await within(notifications()).findByText('Voice Generation Failed')).toBeTruthy();
    expect(
      within(notifications()).getByText(
        'The voice could not be generated. Your voice wish was not used.',
      ),
    ).toBeTruthy();

    resetToasts();
    api.on('POST /api/voice/tts', () => new Response('upstream exploded', { status: 502 }));
    await user.click(button());
    expect(await within(notifications()).findByText('Failed to generate speech')).toBeTruthy();
  });

  test("an empty body: 'Empty audio response'", async () => {
    const user = userEvent.setup();
    api.on('POST /api/voice/tts', () => audioResponse(1, []));
    const { button, notifications } = renderButton();
    await user.click(button());
    expect(await within(notifications()).findByText('Empty audio response')).toBeTruthy();
    expect(button().textContent).toBe('Listen');
  });

  test("a stream that breaks off partway: 'Voice Generation Failed', nothing kept for a replay", async () => {
    const user = userEvent.setup();
    const broken = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array([0xff, 0xf3, 0x60, 0x00]));
            controller.error(new TypeError('network error'));
          },
        }),
        {
          status: 200,
          headers: {
            'content-type': 'audio/mpeg',
            'x-voice-usage-count': '1',
            'x-voice-usage-limit': '3',
          },
        },
      );
    api.on('POST /api/voice/tts', broken);
    const { button, notifications } = renderButton();
    await user.click(button());
    expect(await within(notifications()).findByText('Voice Generation Failed')).toBeTruthy();
    expect(
      within(notifications()).getByText('The voice stopped partway. Please try again.'),
    ).toBeTruthy();
    expect(button().textContent).toBe('Listen');
    expect(speech()).toBeUndefined();
    // Tapping again asks the server again (the part was not kept).
    api.on('POST /api/voice/tts', () => audioResponse(1));
    await user.click(button());
    await waitFor(() => expect(button().textContent).toBe('Stop'));
    expect(api.calls('POST /api/voice/tts')).toHaveLength(2);
  });

  test("autoplay blocked: 'Tap to Play', and the first tap anywhere plays it", async () => {
    const user = userEvent.setup();
    playBehaviour = 'blocked';
    api.on('POST /api/voice/tts', () => audioResponse(1));
    const { button, notifications } = renderButton();
    await user.click(button());
    expect(await within(notifications()).findByText('Tap to Play')).toBeTruthy();
    expect(
      within(notifications()).getByText('Click anywhere to play the AI response'),
    ).toBeTruthy();
    expect(button().textContent).toBe('Tap to play');

    playBehaviour = 'ok';
    await user.click(document.body);
    await waitFor(() => expect(button().textContent).toBe('Stop'));
    expect(speech()?.src).toBe('blob:speech-1');
    expect(api.calls('POST /api/voice/tts')).toHaveLength(1);
  });

  test("a playback failure: 'Audio Playback Error'", async () => {
    const user = userEvent.setup();
    playBehaviour = 'broken';
    api.on('POST /api/voice/tts', () => audioResponse(1));
    const { button, notifications } = renderButton();
    await user.click(button());
    expect(await within(notifications()).findByText('Audio Playback Error')).toBeTruthy();
    expect(within(notifications()).getByText('Failed to play the generated speech.')).toBeTruthy();
    expect(button().textContent).toBe('Listen');
  });

  test('the hint tells how many free voice wishes are left', async () => {
    const user = userEvent.setup();
    api.on('GET /api/voice/usage', () => Response.json(usage(1)));
    const { button } = renderButton();
    await waitFor(() => expect(api.calls('GET /api/voice/usage')).toHaveLength(1));
    await user.hover(button());
    expect(
      await screen.findByRole('tooltip', {
        name: 'Listen to this reply (2 free voice wishes left)',
      }),
    ).toBeTruthy();
  });
});
