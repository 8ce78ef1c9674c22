import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../contracts/auth.ts';
import { userQueryKey } from '../../features/auth/api/get-user.ts';
import { userStatsQueryKey } from '../../features/auth/api/get-user-stats.ts';
import { resetToasts } from '../../lib/toast.ts';
import { apiError, installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import {
  freeUsage,
  member,
  renderWithApp,
  seededQueryClient,
  testConfig,
} from '../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderAccount(user: User | null, api: FakeApi) {
  const queryClient = seededQueryClient({
    user,
    config: {
      ...testConfig,
      appName: 'Lotus Hall',
      allowances: { ...testConfig.allowances, freeAccountExchanges: 30 },
    },
    usage: user ? freeUsage : undefined,
  });
  const view = renderWithApp(<AccountPage />, { path: '/account', queryClient });
  return { ...view, queryClient, api };
}

describe('AccountPage, signed out', () => {
  test('lists the benefits with the configured allowance and offers every way in', () => {
    renderAccount(null, installFakeApi());
    const benefits = screen.getByRole('list', { name: 'What you receive' });
    for (const benefit of [
      '30 free AI exchanges',
      'Journal and progress tracking',
      'Access to live classes',
      'Personalized spiritual guidance',
    ]) {
      expect(within(benefits).getByText(benefit)).toBeTruthy();
    }
    expect(
      screen.getByRole('link', { name: 'Continue with social sign-in' }).getAttribute('href'),
    ).toBe('/auth/start');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(
      screen.getByRole('link', { name: 'Lineage and live classes' }).getAttribute('href'),
    ).toBe('/lineage');
    expect(
      within(screen.getByTestId('account-mobile-bar')).getByRole('button', {
        name: 'Create Account',
      }),
    ).toBeTruthy();
  });

  test('the email sign-up form toggles open and closed', async () => {
    renderAccount(null, installFakeApi());
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Sign up with email' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(document.activeElement).toBe(within(form).getByLabelText('First name'));

    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    // The mobile button opens it too.
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeTruthy();
  });

  test('sign-up closes the form and welcomes the new member with two ways on', async () => {
    const api = installFakeApi({
      'POST /api/auth/email-signup': () => Response.json(member, { status: 201 }),
      'GET /api/auth/user': () => Response.json(member),
      'GET /api/usage': () => Response.json(freeUsage),
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
    });
    const { location } = renderAccount(null, api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    const form = screen.getByRole('form', { name: 'Create an account' });
    await user.type(within(form).getByLabelText('First name'), 'Tara');
    await user.type(within(form).getByLabelText('Last name'), 'Dolma');
    await user.type(within(form).getByLabelText('Email'), 'tara@example.org');
    await user.type(within(form).getByLabelText('Password'), 'a quiet mind');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Lotus Hall!' });
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    const notifications = screen.getByRole('region', { name: /Notifications/, hidden: true });
    expect(within(notifications).getByText('Account Created!')).toBeTruthy();
    expect(
      within(notifications).getByText('Welcome to Lotus Hall. You can now access all features.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Manage Profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page is now the member's: the profile form holds the new account.
    const profile = screen.getByRole('form', { name: 'Profile' });
    expect(within(profile).getByLabelText<HTMLInputElement>('Email').value).toBe(
      'tara@example.org',
    );
    expect(location.history.at(-1)).toBe('/account');
  });

  test('Continue to Chat leaves for /chat', async () => {
    const api = installFakeApi({
      'POST /api/auth/email-signup': () => Response.json(member, { status: 201 }),
      'GET /api/auth/user': () => Response.json(member),
      'GET /api/usage': () => Response.json(freeUsage),
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
    });
    const { location } = renderAccount(null, api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    const form = screen.getByRole('form', { name: 'Create an account' });
    await user.type(within(form).getByLabelText('First name'), 'Tara');
    await user.type(within(form).getByLabelText('Last name'), 'Dolma');
    await user.type(within(form).getByLabelText('Email'), 'tara@example.org');
    await user.type(within(form).getByLabelText('Password'), 'a quiet mind');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Lotus Hall!' });
    await user.click(within(dialog).getByRole('link', { name: 'Continue to Chat' }));
    expect(location.history.at(-1)).toBe('/chat');
  });

  test("'Forgot password?' swaps the sign-in for the reset request, and back", async () => {
    renderAccount(null, installFakeApi());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reset = screen.getByRole('form', { name: 'Reset your password' });
    expect(document.activeElement).toBe(within(reset).getByLabelText('Email'));
    await user.click(within(reset).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('AccountPage, signed in', () => {
  test('profile, usage and subscription, live classes, billing and the mobile bar', async () => {
    const api = installFakeApi({
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 4 }),
    });
    renderAccount(member, api);
    expect(screen.getByRole('form', { name: 'Profile' })).toBeTruthy();
    expect(await screen.findByTestId('exchanges-used')).toBeTruthy();
    expect(screen.getByTestId('exchanges-used').textContent).toBe('4');
    expect(screen.getByTestId('exchanges-remaining').textContent).toBe('21');
    expect(screen.getByTestId('usage-phase').textContent).toBe('Free account');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Free Account');
    expect(screen.getByText('No Billing Account')).toBeTruthy();
    expect(screen.getByText("You haven't made any purchases yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore live classes' }).getAttribute('href')).toBe(
      '/lineage',
    );
    const bar = screen.getByTestId('account-mobile-bar');
    expect(within(bar).getByRole('link', { name: 'Back to Chat' }).getAttribute('href')).toBe(
      '/chat',
    );
    expect(within(bar).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(api.calls('GET /api/user/stats')).toHaveLength(1);
  });

  test.each([
    ['active', 'Active'],
    ['trialing', 'Trial'],
    ['past_due', 'Past Due'],
    ['canceled', 'Canceled'],
    ['incomplete', 'Free Account'],
  ])('subscription status %s shows %s', (status, label) => {
    const api = installFakeApi({
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
    });
    renderAccount({ ...member, subscriptionStatus: status }, api);
    expect(screen.getByTestId('subscription-status').textContent).toBe(label);
  });

  test('a subscriber with a billing account: Manage billing in a new tab, full live classes, no Upgrade', () => {
    const api = installFakeApi({
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
    });
    renderAccount({ ...member, subscriptionStatus: 'active', stripeCustomerId: 'cus_1' }, api);
    const manage = screen.getByRole('link', { name: /Manage billing/ });
    expect(manage.getAttribute('href')).toBe('/api/stripe/billing-portal');
    expect(manage.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByText('You have full access to every live class and its replay.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  test('Sign Out posts /api/logout, clears the cache and goes home', async () => {
    const api = installFakeApi({
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const { queryClient, location } = renderAccount(member, api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(queryClient.getQueryData(userStatsQueryKey)).toBeUndefined();
  });

  test("a failed sign-out: 'Logout failed'", async () => {
    const api = installFakeApi({
      'GET /api/user/stats': () => Response.json({ exchangesUsed: 0 }),
      'POST /api/logout': () => apiError(500, 'Something went wrong', 'internal'),
    });
    const { queryClient } = renderAccount(member, api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Logout failed')).toBeTruthy();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
  });
});
