import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { tribesQueryKey } from '../../features/tribes/api/get-tribes.ts';
import { makeTribe } from '../../features/tribes/test/tribe-data.ts';
import { resetToasts } from '../../lib/toast.ts';
import { apiError, installFakeApi } from '../../test/fake-api.ts';
import { sentJson } from '../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { LeadershipPage } from './leadership-page.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLeadership(user: typeof member | null = member) {
  const queryClient = seededQueryClient({ user, config: testConfig });
  const view = renderWithApp(<LeadershipPage />, { path: '/leadership', queryClient });
  const notifications = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
  return { ...view, queryClient, notifications, user: userEvent.setup() };
}

const yourTribes = () => screen.getByRole('region', { name: 'Your Tribes' });

describe('LeadershipPage', () => {
  test("signed out: 'Sign In Required' with a button to /account, and no tribe request", () => {
    const api = installFakeApi();
    renderLeadership(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("signed in: the create form and 'Your Tribes' with name, description, date, View and share", async () => {
    installFakeApi({
      'GET /api/tribes': () =>
        Response.json([
          makeTribe(),
          makeTribe({
            id: 'tribe-2',
            name: 'Mountain Sangha',
            slug: 'mountain-sangha',
            description: '',
            role: 'member',
            memberCount: 12,
            createdAt: '2026-10-02T10:00:00.000Z',
          }),
        ]),
    });
    renderLeadership();
    expect(screen.getByRole('form', { name: 'Create a tribe' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your tribes' })).toBeTruthy();

    const items = await within(yourTribes()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'River of Light' })).toBeTruthy();
    expect(within(first).getByText('We sit together at dawn.')).toBeTruthy();
    expect(within(first).getByText('Founder')).toBeTruthy();
    const created = first.querySelector('time');
    expect(created?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
    expect(created?.textContent).toMatch(/2026/);
    const view = within(first).getByRole('link', { name: /View River of Light/ });
    expect(view.getAttribute('href')).toBe('/tribe/river-of-light');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(first).getByRole('button', { name: 'Share River of Light' })).toBeTruthy();

    expect(within(second).getByText('Member')).toBeTruthy();
    expect(within(second).getByText('12 members')).toBeTruthy();
    // Members leave; only founders edit and delete.
    expect(within(second).getByRole('button', { name: 'Leave Mountain Sangha' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: /Leave/ })).toBeNull();
  });

  test('no tribes yet: an empty state; a failed load offers to try again', async () => {
    const api = installFakeApi({ 'GET /api/tribes': () => Response.json([]) });
    renderLeadership();
    expect(await within(yourTribes()).findByText(/No tribes yet/)).toBeTruthy();
    cleanup();

    api.on('GET /api/tribes', () => apiError(500, 'Something went wrong', 'internal'));
    const { user } = renderLeadership();
    const alert = await within(yourTribes()).findByRole('alert');
    expect(alert.textContent).toContain('Your tribes could not be loaded.');
    api.on('GET /api/tribes', () => Response.json([makeTribe()]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(yourTribes()).findByRole('heading', { name: 'River of Light' }),
    ).toBeTruthy();
  });

  test('creating a tribe shows its poster in place of the form and lists it first', async () => {
    const created = makeTribe({ id: 'new', name: 'Circle of Dawn', slug: 'circle-of-dawn' });
    let listed = [makeTribe()];
    installFakeApi({
      'GET /api/tribes': () => Response.json(listed),
      'POST /api/tribes': () => {
        listed = [created, ...listed];
        return Response.json(created, { status: 201 });
      },
    });
    const { user } = renderLeadership();
    await within(yourTribes()).findByRole('heading', { name: 'River of Light' });
    await user.type(screen.getByLabelText('Tribe name'), 'Circle of Dawn');
    await user.click(screen.getByRole('button', { name: 'Create Tribe' }));

    const poster = await screen.findByRole('region', { name: 'Tribe Poster' });
    expect(within(poster).getByText('Circle of Dawn')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create a tribe' })).toBeNull();
    const names = within(yourTribes())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Circle of Dawn', 'River of Light']);

    await user.click(within(poster).getByRole('button', { name: 'Create another' }));
    expect(screen.getByRole('form', { name: 'Create a tribe' })).toBeTruthy();
  });

  test('a founder edits the description', async () => {
    const api = installFakeApi({
      'GET /api/tribes': () => Response.json([makeTribe()]),
      'PATCH /api/tribes/river-of-light': (init) =>
        Response.json({
          name: 'River of Light',
          slug: 'river-of-light',
          description: (sentJson(init) as { description: string }).description,
          socialLink: '',
          founderName: 'Tara D.',
          memberCount: 1,
          createdAt: '2026-11-20T10:00:00.000Z',
          viewerRole: 'founder',
        }),
    });
    const { user } = renderLeadership();
    await user.click(await screen.findByRole('button', { name: 'Edit River of Light' }));
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Evening sits too.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(yourTribes()).findByText('Evening sits too.')).toBeTruthy();
    expect(sentJson(api.calls('PATCH /api/tribes/river-of-light')[0])).toEqual({
      description: 'Evening sits too.',
      socialLink: '',
    });
  });

  test('a founder deletes a tribe only after confirming', async () => {
    const api = installFakeApi({
      'GET /api/tribes': () => Response.json([makeTribe()]),
      'DELETE /api/tribes/river-of-light': () => new Response(null, { status: 204 }),
    });
    const { user, queryClient, notifications } = renderLeadership();
    await user.click(await screen.findByRole('button', { name: 'Delete River of Light' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this tribe?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/tribes/river-of-light')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete River of Light' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Tribe' }),
    );
    expect(await within(notifications()).findByText('Tribe deleted')).toBeTruthy();
    expect(api.calls('DELETE /api/tribes/river-of-light')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryData(tribesQueryKey)).toEqual([]));
    expect(within(yourTribes()).getByText(/No tribes yet/)).toBeTruthy();
  });

  test('a member leaves a tribe', async () => {
    const api = installFakeApi({
      'GET /api/tribes': () => Response.json([makeTribe({ role: 'member' })]),
      'DELETE /api/tribes/river-of-light/members': () =>
        Response.json({
          name: 'River of Light',
          slug: 'river-of-light',
          description: '',
          socialLink: '',
          founderName: 'Pema',
          memberCount: 1,
          createdAt: '2026-11-20T10:00:00.000Z',
          viewerRole: null,
        }),
    });
    const { user, notifications } = renderLeadership();
    await user.click(await screen.findByRole('button', { name: 'Leave River of Light' }));
    expect(await within(notifications()).findByText('Left the tribe')).toBeTruthy();
    expect(api.calls('DELETE /api/tribes/river-of-light/members')).toHaveLength(1);
    expect(within(yourTribes()).getByText(/No tribes yet/)).toBeTruthy();
  });
});
