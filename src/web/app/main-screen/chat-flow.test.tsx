import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Usage } from '../../../contracts/usage.ts';
import { resetAiSettings } from '../../features/chat/hooks/use-ai-settings.ts';
import { resetToasts } from '../../lib/toast.ts';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-media-query.ts';
import {
  installFakeChatServer,
  sentJson,
  type FakeChatServer,
} from '../../test/fake-chat-server.ts';
import { installMatchMedia, type MatchMediaControl } from '../../test/match-media.ts';
import {
  anonUsage,
  makeMessage,
  makeModule,
  makeSession,
  offlineProviders,
  renderWithApp,
  seededQueryClient,
  testConfig,
} from '../../test/render.tsx';
import { MainScreen } from './main-screen.tsx';

const modules = [
  makeModule({ id: 'reports', name: 'Next Level Reports', isConnector: true, avatar: '⭐' }),
  makeModule({ id: 'inner-fire', name: 'Inner Fire', description: 'Tummo heat', avatar: '🔥' }),
  makeModule({ id: 'ego-buster', name: 'Ego Buster' }),
  makeModule({ id: 'hatha', name: 'Hatha Foundations' }),
];

let server: FakeChatServer;
let media: MatchMediaControl;

beforeEach(() => {
  localStorage.clear();
  resetAiSettings();
  media = installMatchMedia({ [MOBILE_MEDIA_QUERY]: false });
  server = installFakeChatServer();
  server.json['/api/sessions'] = [];
  server.json['/api/usage'] = anonUsage;
});

afterEach(() => {
  cleanup();
  resetToasts();
  media.restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Render the main screen; on a module's chat, wait for the conversation's code to load. */
async function renderMain(
  path: string,
  seed: { usage?: Usage; sessions?: ReturnType<typeof makeSession>[] } = {},
) {
  const view = renderWithApp(<MainScreen />, {
    path,
    queryClient: seededQueryClient({
      user: null,
      config: testConfig,
      modules,
      carousels: [],
      sessions: seed.sessions ?? [],
      usage: seed.usage ?? anonUsage,
      providers: offlineProviders,
    }),
  });
  if (path.startsWith('/chat/')) await screen.findByRole('textbox', { name: 'Message' });
  return view;
}

const notifications = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('the chat screen', () => {
  test('a new chat offers three questions; asking one streams the reply and keeps the session', async () => {
    const user = userEvent.setup();
    const { location } = await renderMain('/chat/inner-fire');
    const empty = screen.getByTestId('empty-conversation');
    const suggestions = within(empty).getAllByRole('button');
    expect(suggestions).toHaveLength(3);
    expect(within(empty).getByRole('button', { name: 'How do I begin?' })).toBeTruthy();

    await user.click(within(empty).getByRole('button', { name: 'How do I begin?' }));
    const pending = await screen.findByTestId('pending-message');
    expect(within(pending).getByText('How do I begin?')).toBeTruthy();
    expect(within(pending).getByText('Sending...')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Inner Fire is typing' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(
      true,
    );

    server.stream().push({ type: 'session', sessionId: 's1' });
    server.stream().push({ type: 'token', content: 'Sit **tall**' });
    const reply = await screen.findByTestId('streaming-reply');
    await waitFor(() => expect(within(reply).getByText('tall').tagName).toBe('STRONG'));
    expect(within(reply).getByTestId('stream-cursor')).toBeTruthy();
    // The URL keeps the new session, replacing the empty chat in history.
    expect(location.history.at(-1)).toBe('/chat/inner-fire?session=s1');

    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'How do I begin?' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Sit **tall**' }),
    ];
    server.stream().push({ type: 'done', messageId: 'a1' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2), {
      timeout: 2000,
    });
    expect(screen.queryByTestId('streaming-reply')).toBeNull();
    expect(screen.queryByTestId('stream-cursor')).toBeNull();
    const [mine, theirs] = screen.getAllByTestId('chat-message');
    expect(within(mine!).getByText('You')).toBeTruthy();
    expect(within(theirs!).getByText('Inner Fire')).toBeTruthy();
    expect(theirs!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(within(theirs!).getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    expect(server.fetch.mock.calls.some(([url]) => url === '/api/usage')).toBe(true);
  });

  test('a saved session opens from the URL, with interrupted replies marked', async () => {
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'Tell me of tummo' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Heat rises', status: 'interrupted' }),
    ];
    await renderMain('/chat/inner-fire?session=s1', {
      sessions: [makeSession({ id: 's1', title: 'Tummo', moduleId: 'inner-fire' })],
    });
    expect(await screen.findByText('Heat rises')).toBeTruthy();
    expect(screen.getByText('Reply interrupted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tummo' }).getAttribute('aria-current')).toBe('page');
  });

  test('Enter sends what was typed; Stop leaves the partial reply', async () => {
    const user = userEvent.setup();
    await renderMain('/chat/inner-fire');
    await user.type(messageBox(), 'Tell me a long story{Enter}');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    const body = sentJson(server.fetch.mock.calls[0]?.[1]);
    expect(body).toMatchObject({ message: 'Tell me a long story', moduleId: 'inner-fire' });

    server.stream().push({ type: 'session', sessionId: 's1' });
    server.stream().push({ type: 'token', content: 'Once upon a time' });
    expect(await screen.findByText('Once upon a time')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop reply' })).toBeNull());
    expect(screen.getByText('Once upon a time')).toBeTruthy();
    expect(screen.getByText('Reply stopped')).toBeTruthy();
    // Stop is not a failure: the sent question does not come back into the message box.
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  test('Stop before the reply begins (a slow network) leaves the message box empty', async () => {
    const user = userEvent.setup();
    server.chatHeld = true;
    await renderMain('/chat/inner-fire');
    await user.type(messageBox(), 'Is anyone there?{Enter}');
    expect(await screen.findByText('Sending...')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop reply' })).toBeNull());
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    // No failure is reported for a reply the person stopped.
    expect(within(notifications()).queryByText(/could not|failed/i)).toBeNull();
  });

  test('a reply saved as stopped is marked so', async () => {
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'Tell me of tummo' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Heat rises', status: 'stopped' }),
    ];
    await renderMain('/chat/inner-fire?session=s1', {
      sessions: [makeSession({ id: 's1', title: 'Tummo', moduleId: 'inner-fire' })],
    });
    expect(await screen.findByText('Heat rises')).toBeTruthy();
    expect(screen.getByText('Reply stopped')).toBeTruthy();
  });

  test('a 402 opens the Sacred Temple beta signup and gives the words back', async () => {
    const user = userEvent.setup();
    server.chatStatus = 402;
    server.chatBody = { message: 'Used up', code: 'payment_required', usageCount: 7 };
    await renderMain('/chat/inner-fire');
    await user.type(messageBox(), 'One more question{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sacred Temple' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message', hidden: true });
    expect((box as HTMLTextAreaElement).value).toBe('One more question');
  });

  test('the remaining badge counts down, and the red banner shows when none remain', async () => {
    await renderMain('/chat/inner-fire', { usage: { ...anonUsage, remaining: 3 } });
    expect(screen.getByTestId('remaining-badge').textContent).toBe('Only 3 exchanges remaining');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    await renderMain('/chat/inner-fire', { usage: { ...anonUsage, remaining: 0 } });
    expect(within(screen.getByRole('alert')).getByText('Free messages used up!')).toBeTruthy();
  });

  test("out of free messages, 'Sign up to unlock 21 more' opens the signup modal", async () => {
    const user = userEvent.setup();
    await renderMain('/chat/inner-fire', { usage: { ...anonUsage, remaining: 0 } });
    const banner = screen.getByRole('alert');
    await user.click(within(banner).getByRole('button', { name: 'Sign up to unlock 21 more' }));
    const dialog = await screen.findByRole('dialog', { name: /Continue your journey/ });
    expect(within(dialog).getByRole('form', { name: 'Create an account' })).toBeTruthy();
    // No providers are configured in the test config: one link to the server's sign-in page.
    expect(
      within(dialog).getByRole('link', { name: 'More ways to sign in' }).getAttribute('href'),
    ).toBe('/auth/start');
  });

  test("copy puts the conversation on the clipboard; a refusal says 'Copy failed'", async () => {
    const user = userEvent.setup();
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'Hello' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Welcome' }),
    ];
    await renderMain('/chat/inner-fire?session=s1');
    await screen.findByText('Welcome');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Copy conversation' }));
    expect(writeText).toHaveBeenCalledWith(
      'A conversation with Inner Fire\n\nYou: Hello\n\nInner Fire: Welcome',
    );
    expect(await within(notifications()).findByText('Conversation copied')).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy conversation' }));
    expect(await within(notifications()).findByText('Copy failed')).toBeTruthy();
    expect(within(notifications()).getByText('Unable to copy conversation')).toBeTruthy();
  });

  test('share hands the conversation text to the share sheet; without one it is copied', async () => {
    const user = userEvent.setup();
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'How do I begin?' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Welcome' }),
    ];
    const share = vi.fn().mockResolvedValueOnce(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    writeText.mockClear();
    try {
      await renderMain('/chat/inner-fire?session=s1');
      await screen.findByText('Welcome');
      await user.click(screen.getByRole('button', { name: 'Share conversation' }));
      expect(share).toHaveBeenCalledTimes(1);
      const data = share.mock.calls[0]?.[0] as ShareData;
      expect(data.text).toContain('You: How do I begin?\n\nInner Fire: Welcome');
      // The text, not a link: the module's address says nothing of the conversation.
      expect(data.url).toBeUndefined();
      expect(writeText).not.toHaveBeenCalled();

      // A refused share sheet: the text goes to the clipboard instead.
      writeText.mockResolvedValueOnce();
      share.mockRejectedValueOnce(new DOMException('no target', 'NotAllowedError'));
      await user.click(screen.getByRole('button', { name: 'Share conversation' }));
      expect(await within(notifications()).findByText('Conversation copied')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Inner Fire: Welcome'));

      // Closing the share sheet is not a failure and copies nothing.
      share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
      await user.click(screen.getByRole('button', { name: 'Share conversation' }));
      expect(writeText).toHaveBeenCalledTimes(1);

      // Neither works: SPEC §8's share failure.
      Reflect.deleteProperty(navigator, 'share');
      writeText.mockRejectedValueOnce(new Error('denied'));
      await user.click(screen.getByRole('button', { name: 'Share conversation' }));
      expect(await within(notifications()).findByText('Share failed')).toBeTruthy();
      expect(within(notifications()).getByText('Unable to share conversation')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      writeText.mockRestore();
    }
  });

  test('the module name opens its poster; Begin puts you in the message box', async () => {
    const user = userEvent.setup();
    await renderMain('/chat/inner-fire');
    await user.click(screen.getByRole('button', { name: 'Inner Fire' }));
    const poster = await screen.findByRole('dialog', { name: 'Inner Fire' });
    expect(within(poster).getByText('Tummo heat')).toBeTruthy();
    await user.click(within(poster).getByRole('button', { name: 'Begin' }));
    await waitFor(() => expect(document.activeElement).toBe(messageBox()));
  });
});

describe('Choose Your Path', () => {
  test("before the modules load, the welcome image shows 'Module Loading'", async () => {
    const user = userEvent.setup();
    renderWithApp(<MainScreen />, {
      path: '/chat',
      queryClient: seededQueryClient({ user: null, config: testConfig, modules: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Choose a teacher' }));
    expect(await within(notifications()).findByText('Module Loading')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('offers the connector and featured modules; a choice opens its chat after 1800 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { location } = await renderMain('/chat');
    await user.click(screen.getByRole('button', { name: 'Choose a teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Path' });
    const choices = within(dialog).getAllByTestId('path-choice');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      expect.stringContaining('Next Level Reports'),
      expect.stringContaining('Ego Buster'),
      expect.stringContaining('Inner Fire'),
    ]);
    expect(within(choices[0]!).getByRole('img', { name: 'Connector module' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /Inner Fire/ }));
    expect(within(dialog).getByText('Opening Inner Fire…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1700));
    expect(location.history.at(-1)).toBe('/chat');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(location.history.at(-1)).toBe('/chat/inner-fire');
  });

  test('Browse All Modules focuses the modules list', async () => {
    const user = userEvent.setup();
    await renderMain('/chat');
    await user.click(screen.getByRole('button', { name: 'Choose a teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Path' });
    await user.click(within(dialog).getByRole('button', { name: 'Browse All Modules' }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-testid')).toBe('module-row'),
    );
  });
});
