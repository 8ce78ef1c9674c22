import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { spiritualProgressQueryKey } from '../../features/progress/api/get-spiritual-progress.ts';
import { resetToasts } from '../../lib/toast.ts';
import { installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { JournalPage } from './journal-page.tsx';

/** Click into a field and paste: as a person would fill it, far quicker than typing each key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/journal', () => {
  test('signed out: the title, a way back to chat and a sign-in prompt', () => {
    const api = installFakeApi();
    renderWithApp(<JournalPage />, {
      path: '/journal',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dreams Are The Measure of the Path' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to chat' }).getAttribute('href')).toBe('/chat');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account');
    expect(api.calls('GET /api/journal')).toHaveLength(0);
  });

  test('a recorded dream marks the timeline’s milestones for a fresh read', async () => {
    let saved: unknown[] = [];
    installFakeApi({
      'GET /api/journal': () => Response.json(saved),
      'POST /api/journal': (init) => {
        const entry = {
          id: 'e1',
          title: 'Moon',
          content: 'Dream Type: Ordinary',
          createdAt: '2026-03-05T12:00:00.000Z',
          updatedAt: '2026-03-05T12:00:00.000Z',
          aiInsights: 'Insight',
          insightsSource: 'analyser',
          dreamType: 'ordinary',
          dreamContent: (JSON.parse(init.body as string) as { content: string }).content,
          emotions: '',
          symbols: '',
          intensity: 5,
          earthElement: '',
          waterElement: '',
          fireElement: '',
          windElement: '',
          spaceElement: '',
        };
        saved = [entry];
        return Response.json(entry, { status: 201 });
      },
    });
    const queryClient = seededQueryClient({ user: member, config: testConfig });
    queryClient.setQueryData(spiritualProgressQueryKey, []);
    renderWithApp(<JournalPage />, { path: '/journal', queryClient });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record Dream' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Dream' });
    await fill(user, within(dialog).getByLabelText('Dream title'), 'Moon');
    await fill(user, within(dialog).getByLabelText('Dream description'), 'A full moon');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dream' }));
    expect(await screen.findByRole('article', { name: 'Moon' })).toBeTruthy();
    expect(queryClient.getQueryState(spiritualProgressQueryKey)?.isInvalidated).toBe(true);
  });
});
