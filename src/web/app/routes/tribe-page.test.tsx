import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PublicTribe } from '../../../contracts/tribes.ts';
import { makePublicTribe } from '../../features/tribes/test/tribe-data.ts';
import { resetToasts } from '../../lib/toast.ts';
import { apiError, installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { AppRouter } from '../router.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderTribe(path: string, user: typeof member | null) {
  const queryClient = seededQueryClient({ user, config: testConfig, modules: [] });
  const view = renderWithApp(<AppRouter />, { path, queryClient });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { ...view, notifications, user: userEvent.setup() };
}

function withTribe(tribe: PublicTribe, extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    [`GET /api/tribes/${tribe.slug}`]: () => Response.json(tribe),
    ...extra,
  });
}

describe('TribePage (/tribe/{slug})', () => {
  test('signed out: the tribe in full, and a sign-in call to action that keeps the way back', async () => {
    withTribe(makePublicTribe());
    renderTribe('/tribe/river-of-light', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'River of Light' })).toBeTruthy();
    expect(document.title).toBe('River of Light · Sangha');
    expect(screen.getByText('We sit together at dawn.')).toBeTruthy();
    expect(screen.getByText('Tara D.')).toBeTruthy();
    expect(screen.getByTestId('member-count').textContent).toBe('3 members');
    const created = screen.getByText((_, el) => el?.tagName === 'TIME');
    expect(created.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');

    const social = screen.getByRole('link', { name: /chat\.example\.org/ });
    expect(social.getAttribute('href')).toBe('https://chat.example.org/river');
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    const join = screen.getByRole('region', { name: 'Join the Tribe' });
    expect(within(join).queryByRole('button', { name: 'Join Tribe' })).toBeNull();
    expect(within(join).getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(
      '/account?returnTo=%2Ftribe%2Friver-of-light',
    );
  });

  test('text from people is shown as text, and a non-web social link is not linked', async () => {
    withTribe(
      makePublicTribe({
        name: '<img src=x onerror=alert(1)>',
        description: '<b>bold</b> & <script>alert(1)</script>',
        founderName: '<i>Eve</i>',
        socialLink: 'javascript:alert(1)',
      }),
    );
    const { container } = renderTribe('/tribe/river-of-light', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }),
    ).toBeTruthy();
    expect(screen.getByText('<b>bold</b> & <script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('<i>Eve</i>')).toBeTruthy();
    expect(container.querySelector('img, script, b, i')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  test('signed in, not a member: Join adds them and the count goes up', async () => {
    const api = withTribe(makePublicTribe(), {
      'POST /api/tribes/river-of-light/members': () =>
        Response.json(makePublicTribe({ memberCount: 4, viewerRole: 'member' })),
    });
    const { user, notifications } = renderTribe('/tribe/river-of-light', member);
    await user.click(await screen.findByRole('button', { name: 'Join Tribe' }));
    expect(await within(notifications()).findByText('Welcome to the tribe!')).toBeTruthy();
    expect(screen.getByTestId('member-count').textContent).toBe('4 members');
    expect(screen.getByText('You’re a member of this tribe.')).toBeTruthy();
    expect(api.calls('POST /api/tribes/river-of-light/members')).toHaveLength(1);
  });

  test('a member may leave; the count goes down', async () => {
    withTribe(makePublicTribe({ viewerRole: 'member', memberCount: 4 }), {
      'DELETE /api/tribes/river-of-light/members': () =>
        Response.json(makePublicTribe({ memberCount: 3, viewerRole: null })),
    });
    const { user } = renderTribe('/tribe/river-of-light', member);
    await user.click(await screen.findByRole('button', { name: 'Leave Tribe' }));
    expect(await screen.findByRole('button', { name: 'Join Tribe' })).toBeTruthy();
    expect(screen.getByTestId('member-count').textContent).toBe('3 members');
  });

  test('the founder is sent to Leadership to manage the tribe', async () => {
    withTribe(makePublicTribe({ viewerRole: 'founder' }));
    renderTribe('/tribe/river-of-light', member);
    expect(await screen.findByText('You founded this tribe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage in Leadership' }).getAttribute('href')).toBe(
      '/leadership',
    );
    expect(screen.queryByRole('button', { name: /Join|Leave/ })).toBeNull();
  });

  test("a failed join says so with the server's message", async () => {
    withTribe(makePublicTribe(), {
      'POST /api/tribes/river-of-light/members': () =>
        apiError(429, 'Too many requests, please try again later', 'rate_limited'),
    });
    const { user, notifications } = renderTribe('/tribe/river-of-light', member);
    await user.click(await screen.findByRole('button', { name: 'Join Tribe' }));
    expect(await within(notifications()).findByText('Failed to join tribe')).toBeTruthy();
    expect(
      within(notifications()).getByText('Too many requests, please try again later'),
    ).toBeTruthy();
    expect(screen.getByTestId('member-count').textContent).toBe('3 members');
  });

  test("an unknown slug shows the app's '404 Page Not Found' page", async () => {
    installFakeApi({
      'GET /api/tribes/no-such-tribe': () => apiError(404, 'Tribe not found', 'not_found'),
    });
    renderTribe('/tribe/no-such-tribe', null);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found');
  });

  test('while loading it shows a placeholder; a network failure offers to try again', async () => {
    const api = installFakeApi({
      'GET /api/tribes/river-of-light': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderTribe('/tribe/river-of-light', null);
    expect(await screen.findByRole('status', { name: 'Loading the tribe' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This tribe could not be loaded.');
    api.on('GET /api/tribes/river-of-light', () => Response.json(makePublicTribe()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('member-count')).toBeTruthy();
  });
});
