import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetAiSettings } from '../../features/chat/hooks/use-ai-settings.ts';
import { resetToasts } from '../../lib/toast.ts';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-media-query.ts';
import { installFakeChatServer, type FakeChatServer } from '../../test/fake-chat-server.ts';
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

const modules = [makeModule({ id: 'inner-fire', name: 'Inner Fire', avatar: '🔥' })];

let server: FakeChatServer;
let media: MatchMediaControl;

beforeEach(() => {
  localStorage.clear();
  resetAiSettings();
  media = installMatchMedia({ [MOBILE_MEDIA_QUERY]: false });
  server = installFakeChatServer();
  server.json['/api/sessions'] = [];
  server.json['/api/usage'] = anonUsage;
  server.json['/api/voice/usage'] = {
    usageCount: 0,
    limit: 3,
    hasActiveSubscription: false,
    remainingUses: 3,
  };
});

afterEach(() => {
  cleanup();
  resetToasts();
  media.restore();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderMain(path: string) {
  return renderWithApp(<MainScreen />, {
    path,
    queryClient: seededQueryClient({
      user: null,
      config: testConfig,
      modules,
      carousels: [],
      sessions: [makeSession({ id: 's1', title: 'Tummo', moduleId: 'inner-fire' })],
      usage: anonUsage,
      providers: offlineProviders,
    }),
  });
}

describe('voice and the progress badge in the chat', () => {
  test('every saved reply has a Listen control; the person’s own messages do not', async () => {
    server.savedMessages = [
      makeMessage({ id: 'u1', role: 'user', content: 'Tell me of tummo' }),
      makeMessage({ id: 'a1', role: 'assistant', content: 'Warmth first, heat later.' }),
      makeMessage({ id: 'u2', role: 'user', content: 'And then?' }),
      makeMessage({ id: 'a2', role: 'assistant', content: 'Heat rises', status: 'interrupted' }),
    ];
    renderMain('/chat/inner-fire?session=s1');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    const [mine, reply, , interrupted] = screen.getAllByTestId('chat-message');
    expect(await within(reply!).findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(await within(interrupted!).findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(within(mine!).queryByRole('button', { name: 'Listen' })).toBeNull();
  });

  test('an answered message is practice: the badge moves along the path', async () => {
    const user = userEvent.setup();
    server.savedMessages = [];
    renderMain('/chat/inner-fire');
    const badge = await screen.findByTestId('progress-badge');
    expect(badge.textContent).toContain('0/12');

    for (const [i, question] of ['How do I begin?', 'And the breath?'].entries()) {
      await user.type(await screen.findByRole('textbox', { name: 'Message' }), question);
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(server.fetch.mock.calls.filter(([url]) => url === '/api/chat')).toHaveLength(i + 1),
      );
      server.stream().push({ type: 'session', sessionId: 's1' });
      server.stream().push({ type: 'token', content: 'Sit tall.' });
      server.savedMessages = [
        ...server.savedMessages,
        makeMessage({ id: `u${i}`, role: 'user', content: question }),
        makeMessage({ id: `a${i}`, role: 'assistant', content: 'Sit tall.' }),
      ];
      server.stream().push({ type: 'done', messageId: `a${i}` });
      server.stream().close();
      await waitFor(() => expect(screen.queryByTestId('streaming-reply')).toBeNull(), {
        timeout: 3000,
      });
    }
    // Two exchanges complete the first (beginner) transmission.
    await waitFor(() => expect(screen.getByTestId('progress-badge').textContent).toContain('1/12'));
    expect(screen.getByTestId('progress-badge').textContent).toContain('The Precious Human Life');
  });
});
