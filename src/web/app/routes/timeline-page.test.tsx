import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { TimelinePage } from './timeline-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/timeline', () => {
  test('signed out: the title, a way back home and a sign-in prompt', () => {
    const api = installFakeApi();
    renderWithApp(<TimelinePage />, {
      path: '/timeline',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spiritual Growth Timeline' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('button', { name: 'Dream Analysis' })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("signed in: the timeline, Refresh, and 'Dream Analysis' opening its dialog", async () => {
    installFakeApi({
      'GET /api/spiritual-progress': () => Response.json([]),
      'GET /api/journal': () => Response.json([]),
    });
    renderWithApp(<TimelinePage />, {
      path: '/timeline',
      queryClient: seededQueryClient({ user: member, config: testConfig }),
    });
    expect(
      await screen.findByText('Your spiritual journey timeline will appear here'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dream Analysis' }));
    expect(await screen.findByRole('dialog', { name: 'Dream Pattern Analysis' })).toBeTruthy();
    expect(await screen.findByText('Record some dreams first to see your patterns!')).toBeTruthy();
  });
});
