import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../contracts/auth.ts';
import { resetToasts } from '../../lib/toast.ts';
import { makeModule, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { AppSidebar } from './app-sidebar.tsx';

const member: User = {
  id: 'u1',
  firstName: 'Tara',
  lastName: null,
  email: 'tara@example.org',
  profileImageUrl: null,
  stripeCustomerId: null,
  subscriptionStatus: null,
  subscriptionTier: null,
  subscriptionCurrentPeriodEnd: null,
  pendingEmail: null,
  hasPassword: true,
  trialUsed: false,
};

describe('AppSidebar', () => {
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
  });

  test("with no modules it shows 'No modules found. Click sync to load.' and the app name", () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({
        user: null,
        config: { ...testConfig, appName: 'Lotus Hall' },
        modules: [],
        sessions: [],
      }),
    });
    expect(screen.getByText('No modules found. Click sync to load.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lotus Hall home' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent chats' })).toBeTruthy();
    expect(screen.getByText('No recent chats')).toBeTruthy();
  });

  test('shows the loading skeleton while modules load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(screen.getAllByTestId('module-skeleton-row')).toHaveLength(3);
  });

  test('signed out: Join is a full navigation to /auth/start and YOU goes to /signup', () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: null, config: testConfig, modules: [] }),
    });
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/auth/start');
    expect(screen.getByRole('link', { name: 'YOU' }).getAttribute('href')).toBe('/signup');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(nav).getByRole('link', { name: 'Leadership' }).getAttribute('href')).toBe(
      '/leadership',
    );
    expect(screen.queryByRole('link', { name: 'Sign Out' })).toBeNull();
  });

  test('signed in without a paid plan: Account, Settings, Sign Out and Upgrade', () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: member, config: testConfig, modules: [] }),
    });
    expect(screen.getByRole('link', { name: 'Sign Out' }).getAttribute('href')).toBe(
      '/auth/logout',
    );
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  test("the icon nav's Account shows the member's initial", () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: member, config: testConfig, modules: [] }),
    });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const account = within(nav).getByRole('link', { name: 'Account' });
    expect(account.getAttribute('href')).toBe('/account');
    expect(account.textContent).toContain('T');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  test('a trialing member sees no Upgrade either', () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({
        user: { ...member, subscriptionStatus: 'trialing' },
        config: testConfig,
        modules: [],
      }),
    });
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });

  test('a subscriber sees no Upgrade', () => {
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({
        user: { ...member, subscriptionStatus: 'active' },
        config: testConfig,
        modules: [],
      }),
    });
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  test('the menu opens external links in a new tab and leaves out unconfigured ones', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({
        user: null,
        config: {
          ...testConfig,
          links: { ...testConfig.links, moduleResearch: 'https://research.example.org' },
        },
        modules: [],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const research = await screen.findByRole('menuitem', { name: /Module Research/ });
    expect(research.getAttribute('href')).toBe('https://research.example.org');
    expect(research.getAttribute('target')).toBe('_blank');
    expect(research.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('menuitem', { name: /Lab Testing/ })).toBeNull();
    expect(screen.queryByText(/not configured/)).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Spiritual Journal' }).getAttribute('href')).toBe(
      '/journal',
    );
    expect(
      screen.getByRole('menuitem', { name: 'Biofeedback Wearables' }).getAttribute('href'),
    ).toBe('/biofeedback');
  });

  test('sync posts without a body, refetches modules and reports what changed', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/sync-modules' && init.method === 'POST') {
        return Promise.resolve(
          Response.json({
            added: ['a', 'b'],
            updated: ['c'],
            archived: [],
            unchanged: 4,
            total: 7,
            errors: [],
          }),
        );
      }
      if (url === '/api/modules')
        return Promise.resolve(Response.json([makeModule({ id: 'a', name: 'Alpha' })]));
      if (url === '/api/carousels') return Promise.resolve(Response.json({ carousels: [] }));
      return Promise.resolve(
        Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: null, config: testConfig, modules: [] }),
    });

    await user.click(screen.getByRole('button', { name: 'Sync modules' }));
    expect(await screen.findByText('Modules synced')).toBeTruthy();
    expect(screen.getByText('2 added, 1 updated')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Alpha' })).toBeTruthy();
    const syncCall = fetchMock.mock.calls.find(([url]) => url === '/api/sync-modules');
    expect(syncCall?.[1].body).toBeUndefined();
  });

  test('a rate-limited sync shows an error toast saying so', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({ message: 'Slow down', code: 'rate_limited' }, { status: 429 }),
        ),
      ),
    );
    renderWithApp(<AppSidebar selectedModuleId={null} />, {
      queryClient: seededQueryClient({ user: null, config: testConfig, modules: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Sync modules' }));
    expect(await screen.findByText('Sync failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/wait a minute/)).toBeTruthy());
  });
});
