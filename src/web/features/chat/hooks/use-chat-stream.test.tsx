import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLIENT_ID_HEADER, REPLY_CLEAR_AFTER_DONE_MS } from '../../../../contracts/constants.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { resetToasts, useToasts } from '../../../lib/toast.ts';
import {
  installFakeChatServer,
  sentJson,
  type FakeChatServer,
} from '../../../test/fake-chat-server.ts';
import { makeMessage, seededQueryClient } from '../../../test/render.tsx';
import { sessionsQueryKey } from '../api/get-sessions.ts';
import { resetAiSettings, setAiSettings } from './use-ai-settings.ts';
import { useChatStream, type UseChatStreamOptions } from './use-chat-stream.ts';

let server: FakeChatServer;

function renderStream(options: Partial<UseChatStreamOptions> = {}) {
  const queryClient = seededQueryClient({ sessions: [] });
  const callbacks = {
    onSessionCreated: vi.fn(),
    onPaymentRequired: vi.fn(),
    onBetaRequired: vi.fn(),
    onSettled: vi.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const initial: UseChatStreamOptions = {
    moduleId: 'inner-fire',
    sessionId: null,
    ...callbacks,
    ...options,
  };
  const hook = renderHook((props: UseChatStreamOptions) => useChatStream(props), {
    wrapper,
    initialProps: initial,
  });
  const toasts = renderHook(() => useToasts());
  return { ...hook, ...callbacks, queryClient, initial, toasts: () => toasts.result.current };
}

/** Let timers and the stream's promise chains run. */
async function advance(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function lastChatBody(server: FakeChatServer): Record<string, unknown> {
  const call = server.fetch.mock.calls.findLast(([url]) => String(url).startsWith('/api/'));
  return sentJson(call?.[1]);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetAiSettings();
  server = installFakeChatServer();
  server.json['/api/sessions'] = [];
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useChatStream', () => {
  test('a first message: Sending..., session adopted, tokens appended, then the saved reply', async () => {
    const view = renderStream();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = view.result.current.send('  How do I begin?  ', []);
    });

    // 1. The pending text shows at once and sending is locked.
    expect(view.result.current.state.phase).toBe('waiting');
    expect(view.result.current.state.pendingUserText).toBe('How do I begin?');
    expect(view.result.current.busy).toBe(true);
    expect(view.result.current.canStop).toBe(true);
    await advance();

    const [url, init] = server.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/chat');
    expect(new Headers(init.headers).get(CLIENT_ID_HEADER)).toBe(getClientId());
    expect(sentJson(init)).toEqual({
      message: 'How do I begin?',
      moduleId: 'inner-fire',
      isUnhingedMode: false,
      aiProvider: 'free',
      clientId: getClientId(),
    });

    // 2. The session id arrives first and is adopted.
    server.stream().push({ type: 'session', sessionId: 's1' });
    await advance();
    expect(view.onSessionCreated).toHaveBeenCalledWith('s1');
    view.rerender({ ...view.initial, sessionId: 's1' });

    // 3. Tokens are appended; the display waits for the throttle.
    server.stream().push({ type: 'token', content: 'Sit ' });
    server.stream().push({ type: 'token', content: 'quietly.' });
    await advance();
    expect(view.result.current.state.replyText).toBe('');
    await advance(30);
    expect(view.result.current.state.phase).toBe('streaming');
    expect(view.result.current.state.replyText).toBe('Sit quietly.');

    // 4. Done: the reply stays while the saved messages are fetched, then clears ~500 ms later.
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'How do I begin?' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Sit quietly.' }),
    ];
    server.stream().push({ type: 'done', messageId: 'a1' });
    await advance();
    expect(view.result.current.state.phase).toBe('finishing');
    expect(view.result.current.state.interrupted).toBe(false);
    expect(view.onSettled).toHaveBeenCalledTimes(1);
    expect(view.queryClient.getQueryState(sessionsQueryKey)?.isInvalidated).toBe(true);
    expect(server.fetch.mock.calls.some(([u]) => u === '/api/sessions/s1/messages')).toBe(true);

    await advance(REPLY_CLEAR_AFTER_DONE_MS - 10);
    expect(view.result.current.state.phase).toBe('finishing');
    await advance(10);
    expect(view.result.current.state.phase).toBe('idle');
    expect(view.result.current.busy).toBe(false);
    await expect(sent).resolves.toBe('sent');
  });

  test('sending is disabled while an exchange is in progress', async () => {
    const view = renderStream();
    act(() => void view.result.current.send('one', []));
    await advance();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      second = view.result.current.send('two', []);
    });
    await expect(second).resolves.toBe('ignored');
    expect(server.fetch.mock.calls.filter(([u]) => u === '/api/chat')).toHaveLength(1);
  });

  test('blank text or no module sends nothing', async () => {
    const view = renderStream({ moduleId: '' });
    await expect(view.result.current.send('hello', [])).resolves.toBe('ignored');
    view.rerender({ ...view.initial, moduleId: 'inner-fire' });
    await expect(view.result.current.send('   ', [])).resolves.toBe('ignored');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  test('the AI mode choices travel with the message; a word limit only when set', async () => {
    setAiSettings({ isUnhingedMode: true, wordLimit: 50 });
    const view = renderStream({ sessionId: 's9' });
    act(() => void view.result.current.send('Hi', []));
    await advance();
    expect(lastChatBody(server)).toMatchObject({
      isUnhingedMode: true,
      wordLimit: 50,
      sessionId: 's9',
      aiProvider: 'free',
    });
  });

  test('a 402 opens the beta signup, puts the screen back and refetches usage', async () => {
    server.chatStatus = 402;
    server.chatBody = { message: 'No messages left', code: 'payment_required', usageCount: 7 };
    const view = renderStream();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = view.result.current.send('Hello', []);
    });
    await advance();
    await expect(result).resolves.toBe('failed');
    expect(view.onPaymentRequired).toHaveBeenCalledTimes(1);
    expect(view.onSettled).toHaveBeenCalled();
    expect(view.result.current.state.phase).toBe('idle');
    expect(view.result.current.state.pendingUserText).toBeNull();
  });

  test("a 403 beta_required opens the beta signup; other failures say 'Failed to send message'", async () => {
    server.chatStatus = 403;
    server.chatBody = { message: 'Beta only', code: 'beta_required' };
    const view = renderStream();
    act(() => void view.result.current.send('Hello', []));
    await advance();
    expect(view.onBetaRequired).toHaveBeenCalledTimes(1);

    server.chatStatus = 503;
    server.chatBody = { message: 'The openai provider is not configured', code: 'unavailable' };
    act(() => void view.result.current.send('Hello', []));
    await advance();
    expect(view.onPaymentRequired).not.toHaveBeenCalled();
    expect(view.toasts()[0]).toMatchObject({
      title: 'Failed to send message',
      description: 'The openai provider is not configured',
      variant: 'destructive',
    });
  });

  test("a response without a body gives 'No response body'", async () => {
    server.fetch.mockImplementationOnce(() => Promise.resolve(new Response(null)));
    const view = renderStream();
    act(() => void view.result.current.send('Hello', []));
    await advance();
    expect(view.toasts()[0]).toMatchObject({
      title: 'Failed to send message',
      description: 'No response body',
    });
    expect(view.result.current.state.phase).toBe('idle');
  });

  test('Stop aborts the request; the partial reply stays until the saved one (interrupted) arrives', async () => {
    const saved = [
      makeMessage({ id: 'u0', role: 'user' }),
      makeMessage({ id: 'a0', role: 'assistant' }),
    ];
    const view = renderStream({ sessionId: 's1' });
    act(() => void view.result.current.send('Tell me a long story', saved));
    await advance();
    server.stream().push({ type: 'session', sessionId: 's1' });
    server.stream().push({ type: 'token', content: 'Once upon' });
    await advance(30);
    expect(view.result.current.state.replyText).toBe('Once upon');

    // The server saves the partial reply a moment after the connection closes.
    act(() => view.result.current.stop());
    await advance();
    expect(view.result.current.state.phase).toBe('finishing');
    expect(view.result.current.state.interrupted).toBe(true);
    expect(view.result.current.state.replyText).toBe('Once upon');
    expect(view.result.current.canStop).toBe(false);
    expect(view.toasts()).toEqual([]);

    server.savedMessages = [
      ...saved,
      makeMessage({ id: 'u1', role: 'user', content: 'Tell me a long story' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Once upon', status: 'interrupted' }),
    ];
    await advance(REPLY_CLEAR_AFTER_DONE_MS);
    await advance(400);
    expect(view.result.current.state.phase).toBe('idle');
    const messageFetches = server.fetch.mock.calls.filter(
      ([u]) => u === '/api/sessions/s1/messages',
    );
    // The first refetch came before the save, so it was asked again.
    expect(messageFetches.length).toBeGreaterThanOrEqual(2);
  });

  test('an error event ends the reply as interrupted and says why', async () => {
    const view = renderStream({ sessionId: 's1' });
    act(() => void view.result.current.send('Hello', []));
    await advance();
    server.stream().push({ type: 'token', content: 'Part' });
    server.stream().push({ type: 'error', message: 'The teacher lost the thread' });
    await advance();
    expect(view.result.current.state.phase).toBe('finishing');
    expect(view.result.current.state.interrupted).toBe(true);
    expect(view.toasts()[0]).toMatchObject({
      title: 'Reply interrupted',
      description: 'The teacher lost the thread',
    });
  });

  test('regenerate replaces the last reply of the session', async () => {
    const saved = [
      makeMessage({ id: 'u1', role: 'user' }),
      makeMessage({ id: 'a1', role: 'assistant' }),
    ];
    const view = renderStream({ sessionId: 's1' });
    act(() => void view.result.current.regenerate(saved));
    expect(view.result.current.state).toMatchObject({
      phase: 'waiting',
      pendingUserText: null,
      replacedMessageId: 'a1',
      baseMessageIds: ['u1', 'a1'],
    });
    await advance();
    const [url, init] = server.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/sessions/s1/regenerate');
    expect(sentJson(init)).toEqual({
      isUnhingedMode: false,
      aiProvider: 'free',
      clientId: getClientId(),
    });
  });

  test('regenerate needs a session whose last message is a reply', async () => {
    const view = renderStream({ sessionId: null });
    await expect(
      view.result.current.regenerate([makeMessage({ id: 'a1', role: 'assistant' })]),
    ).resolves.toBe('ignored');
    view.rerender({ ...view.initial, sessionId: 's1' });
    await expect(
      view.result.current.regenerate([makeMessage({ id: 'u1', role: 'user' })]),
    ).resolves.toBe('ignored');
  });

  test('opening another session stops the reply and clears the screen', async () => {
    const view = renderStream({ sessionId: 's1' });
    act(() => void view.result.current.send('Hello', []));
    await advance();
    server.stream().push({ type: 'token', content: 'Hel' });
    await advance(30);
    const init = server.fetch.mock.calls[0]?.[1] as RequestInit;

    view.rerender({ ...view.initial, sessionId: 's2' });
    await advance();
    expect(init.signal?.aborted).toBe(true);
    expect(view.result.current.state.phase).toBe('idle');
    expect(view.result.current.state.replyText).toBe('');
  });

  test('leaving while the reply finishes frees the next conversation at once', async () => {
    const view = renderStream({ sessionId: 's1' });
    act(() => void view.result.current.send('Hello', []));
    await advance();
    server.stream().push({ type: 'token', content: 'Hi' });
    server.stream().push({ type: 'done', messageId: 'a1' });
    await advance();
    expect(view.result.current.state.phase).toBe('finishing');

    view.rerender({ ...view.initial, sessionId: 's2' });
    expect(view.result.current.state.phase).toBe('idle');
    expect(view.result.current.busy).toBe(false);
    act(() => void view.result.current.send('A new thread', []));
    expect(view.result.current.state.pendingUserText).toBe('A new thread');

    // The old exchange's late end leaves the new one alone.
    await advance(REPLY_CLEAR_AFTER_DONE_MS + 2000);
    expect(view.result.current.state.pendingUserText).toBe('A new thread');
    expect(view.result.current.state.phase).not.toBe('idle');
  });
});
