import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ChatSession } from '../../../../contracts/chat.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { makeSession, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { RecentChats } from './recent-chats.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const sessions: ChatSession[] = Array.from({ length: 10 }, (_, index) =>
  makeSession({ id: `s${index + 1}`, title: `Chat ${index + 1}`, moduleId: 'inner-fire' }),
);

function renderChats(path = '/chat/inner-fire', list = sessions) {
  const onSessionSelect = vi.fn();
  const view = renderWithApp(
    <RecentChats selectedModuleId="inner-fire" onSessionSelect={onSessionSelect} />,
    { path, queryClient: seededQueryClient({ sessions: list }) },
  );
  return { ...view, onSessionSelect };
}

describe('RecentChats', () => {
  test("lists the first 8 sessions, each opening its conversation; 'No recent chats' when none", () => {
    renderChats();
    const rows = screen.getAllByTestId('recent-chat');
    expect(rows).toHaveLength(8);
    const first = within(rows[0]!).getByRole('link', { name: 'Chat 1' });
    expect(first.getAttribute('href')).toBe('/chat/inner-fire?session=s1');
    cleanup();
    renderChats('/chat', []);
    expect(screen.getByText('No recent chats')).toBeTruthy();
  });

  test('the open session is marked current; choosing one tells the sidebar', async () => {
    const user = userEvent.setup();
    const { location, onSessionSelect } = renderChats('/chat/inner-fire?session=s2');
    expect(screen.getByRole('link', { name: 'Chat 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Chat 3' }));
    expect(location.history.at(-1)).toBe('/chat/inner-fire?session=s3');
    expect(onSessionSelect).toHaveBeenCalled();
  });

  test('New chat clears the session and keeps the module', async () => {
    const user = userEvent.setup();
    const { location } = renderChats('/chat/inner-fire?session=s2');
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(location.history.at(-1)).toBe('/chat/inner-fire');
  });

  test('rename sends the new title and shows it', async () => {
    const user = userEvent.setup();
    let renamed = sessions;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      if (init.method !== 'PATCH') return Promise.resolve(Response.json(renamed));
      const title = sentJson(init).title as string;
      renamed = sessions.map((s) => (s.id === 's1' ? { ...s, title } : s));
      return Promise.resolve(Response.json(renamed[0]));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderChats();
    await user.click(screen.getByRole('button', { name: 'Options for Chat 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Chat title' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.clear(field);
    await user.type(field, 'Morning breath{Enter}');
    expect(await screen.findByRole('link', { name: 'Morning breath' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sessions/s1');
    expect(init.method).toBe('PATCH');
    expect(sentJson(init)).toEqual({ title: 'Morning breath' });
  });

  test('Escape cancels a rename without sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderChats();
    await user.click(screen.getByRole('button', { name: 'Options for Chat 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Chat title' });
    await user.type(field, ' changed{Escape}');
    expect(screen.getByRole('link', { name: 'Chat 1' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('delete asks first; deleting the open session returns to a new chat', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((url: string, init: RequestInit) =>
      Promise.resolve(
        init.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : Response.json(sessions.filter((s) => s.id !== 's2')),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderChats('/chat/inner-fire?session=s2');
    await user.click(screen.getByRole('button', { name: 'Options for Chat 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Chat 2' })).toBeNull());
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/sessions/s2',
      expect.objectContaining({ method: 'DELETE' }),
    ]);
    expect(location.history.at(-1)).toBe('/chat/inner-fire');
  });
});
