import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userQueryKey } from '../../features/auth/api/get-user.ts';
import { sessionsQueryKey } from '../../features/chat/api/get-sessions.ts';
import { resetToasts } from '../../lib/toast.ts';
import { apiError, installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderSettings(user = member) {
  const queryClient = seededQueryClient({ user, config: testConfig, sessions: [] });
  const view = renderWithApp(<SettingsPage />, { path: '/settings', queryClient });
  return { ...view, queryClient };
}

describe('SettingsPage', () => {
  test("signed out: 'Sign In Required' with 'Sign In' and a 'Go to Chat' button", () => {
    installFakeApi();
    renderWithApp(<SettingsPage />, {
      path: '/settings',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to access settings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Chat' }).getAttribute('href')).toBe('/chat');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account');
  });

  test('signed in: the profile, preferences and account actions', () => {
    installFakeApi();
    renderSettings();
    expect(screen.getByRole('link', { name: 'Back to chat' }).getAttribute('href')).toBe('/chat');
    const profile = screen.getByRole('heading', { name: 'Profile' }).closest('section')!;
    expect(within(profile).getByText('Tara Dolma')).toBeTruthy();
    expect(within(profile).getByText('tara@example.org')).toBeTruthy();
    expect(within(profile).getByText('user-1')).toBeTruthy();
    expect(within(profile).getByText('Free')).toBeTruthy();
    expect(screen.getByText('More settings options will be available here soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Out' }).getAttribute('href')).toBe(
      '/auth/logout',
    );
  });

  test("'Download all my data' is a plain download link to the whole-account export, with a hint", () => {
    installFakeApi();
    renderSettings();
    const link = screen.getByRole('link', { name: 'Download all my data' });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { description: /One zip file with your profile/ })).toBe(link);
  });

  test("missing details read 'Not provided' and 'Not available'; a status shows as it is", () => {
    installFakeApi();
    renderSettings({
      ...member,
      firstName: null,
      lastName: null,
      email: null,
      subscriptionStatus: 'active',
    });
    expect(screen.getByText('Not provided')).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
  });

  test('Delete Account asks first; Cancel keeps the account', async () => {
    const api = installFakeApi();
    renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete your account? This action cannot be undone.',
      ),
    ).toBeTruthy();
    // Focus moves into the dialog, starting at the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('confirming deletes the account, clears the cache and goes home', async () => {
    const api = installFakeApi({
      'DELETE /api/auth/account': () => new Response(null, { status: 204 }),
    });
    const { queryClient, location } = renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(api.calls('DELETE /api/auth/account')).toHaveLength(1);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(queryClient.getQueryData(sessionsQueryKey)).toBeUndefined();
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Account Deleted')).toBeTruthy();
  });

  test('a failed deletion says so and keeps the person signed in', async () => {
    installFakeApi({
      'DELETE /api/auth/account': () => apiError(500, 'Something went wrong', 'internal'),
    });
    const { queryClient, location } = renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    const notifications = screen.getByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(notifications).findByText('Delete Failed')).toBeTruthy();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
    expect(location.history.at(-1)).toBe('/settings');
  });
});
