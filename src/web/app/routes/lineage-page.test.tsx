import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppConfig } from '../../../contracts/app-config.ts';
import type { User } from '../../../contracts/auth.ts';
import { installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { LineagePage, VIDEO_UNAVAILABLE } from './lineage-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLineage({ user = null, config }: { user?: User | null; config?: AppConfig } = {}) {
  return renderWithApp(<LineagePage />, {
    path: '/lineage',
    queryClient: seededQueryClient({ user, ...(config ? { config } : {}) }),
  });
}

describe('LineagePage', () => {
  test('signed out: Nauli, the free-account benefits, Create Free Account and Future Teachings', () => {
    installFakeApi();
    renderLineage({ config: testConfig });
    expect(screen.getByRole('heading', { level: 1, name: 'Nauli Practice' })).toBeTruthy();
    expect(screen.getByText(/abdominal wave massage/)).toBeTruthy();

    const benefits = screen.getByRole('region', { name: 'Free account benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '21 free AI exchanges',
      'All available modules',
      'Deep interactive guidance',
      'Personalized journey tracking',
    ]);
    // No single sign-on here: the button opens the email sign-up, never the dead /api/login.
    expect(within(benefits).queryByRole('link', { name: 'Create Free Account' })).toBeNull();
    expect(within(benefits).getByRole('button', { name: 'Create Free Account' })).toBeTruthy();

    const future = screen.getByRole('region', { name: 'Future Teachings' });
    expect(
      within(future)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pranayama', 'Meditation', 'Philosophy']);
    expect(within(future).getAllByRole('listitem')).toHaveLength(3);

    const live = screen.getByRole('region', { name: 'Live Classes' });
    expect(
      within(live)
        .getByRole('link', { name: /See Sangha Premium/ })
        .getAttribute('href'),
    ).toBe('/subscription');
  });

  test('the benefits follow the configured allowance', () => {
    installFakeApi();
    renderLineage({
      config: { ...testConfig, allowances: { ...testConfig.allowances, freeAccountExchanges: 5 } },
    });
    const benefits = screen.getByRole('region', { name: 'Free account benefits' });
    expect(within(benefits).getByText('5 free AI exchanges')).toBeTruthy();
    expect(within(benefits).queryByText(/Unlimited/)).toBeNull();
  });

  test('Create Free Account opens the email sign-up when no single sign-on is configured', async () => {
    installFakeApi();
    renderLineage({ config: testConfig });
    await userEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    // The dialog's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Continue your journey with Sangha' });
    expect(within(dialog).getByText(/21 free AI exchanges/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
  });

  test('with single sign-on configured, Create Free Account is a full navigation to it', () => {
    installFakeApi();
    renderLineage({
      config: {
        ...testConfig,
        signInProviders: [{ id: 'oidc', label: 'Sangha ID', href: '/api/login' }],
      },
    });
    const benefits = screen.getByRole('region', { name: 'Free account benefits' });
    expect(
      within(benefits).getByRole('link', { name: 'Create Free Account' }).getAttribute('href'),
    ).toBe('/api/login');
  });

  test('no video configured: the intro video area shows the fallback poster', () => {
    installFakeApi();
    renderLineage({ config: testConfig });
    const intro = screen.getByRole('region', { name: 'Introduction to Nauli' });
    expect(within(intro).getByTestId('video-unavailable').textContent).toContain(VIDEO_UNAVAILABLE);
  });

  test('a configured video file plays with its poster', () => {
    installFakeApi();
    renderLineage({
      config: {
        ...testConfig,
        lineage: {
          videoUrl: 'https://media.example.org/nauli.mp4',
          posterUrl: 'https://media.example.org/nauli.jpg',
        },
      },
    });
    const video = screen.getByTestId('video-file');
    expect(video.getAttribute('src')).toBe('https://media.example.org/nauli.mp4');
    expect(video.getAttribute('poster')).toBe('https://media.example.org/nauli.jpg');
  });

  test('while the settings load, a placeholder of the same size holds the video’s place', () => {
    installFakeApi({ 'GET /api/app-config': () => new Promise<Response>(() => {}) });
    renderLineage();
    const intro = screen.getByRole('region', { name: 'Introduction to Nauli' });
    expect(intro.querySelector('.aspect-video')).toBeTruthy();
    expect(within(intro).queryByTestId('video-unavailable')).toBeNull();
  });

  test('signed in: no sign-up offer, a way back to the chat instead', () => {
    installFakeApi();
    renderLineage({ user: member, config: testConfig });
    expect(screen.queryByRole('link', { name: 'Create Free Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Free Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to Chat' }).getAttribute('href')).toBe(
      '/chat',
    );
  });

  test('a paid plan has the live classes already', () => {
    installFakeApi();
    renderLineage({ user: { ...member, subscriptionStatus: 'active' }, config: testConfig });
    const live = screen.getByRole('region', { name: 'Live Classes' });
    expect(within(live).getByText(/Your plan includes every live class/)).toBeTruthy();
    expect(within(live).queryByRole('link')).toBeNull();
  });
});
