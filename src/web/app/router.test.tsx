import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { User } from '../../contracts/auth.ts';
import { installMatchMedia, type MatchMediaControl } from '../test/match-media.ts';
import { renderWithApp, seededQueryClient, testConfig } from '../test/render.tsx';
import { AppRouter } from './router.tsx';

const member: User = {
  id: 'u1',
  firstName: 'Tara',
  lastName: null,
  email: null,
  profileImageUrl: null,
  stripeCustomerId: null,
  subscriptionStatus: null,
  subscriptionTier: null,
  subscriptionCurrentPeriodEnd: null,
  pendingEmail: null,
  hasPassword: true,
  trialUsed: false,
};

function renderAt(path: string, user: User | null = null) {
  return renderWithApp(<AppRouter />, {
    path,
    queryClient: seededQueryClient({ user, config: testConfig, modules: [] }),
  });
}

let media: MatchMediaControl;

// The main screen preloads the conversation's code; let that finish before the environment goes,
// or a slow machine reports the late import as an unhandled error.
afterAll(async () => {
  await import('../features/chat/components/conversation.tsx');
});

describe('AppRouter', () => {
  beforeEach(() => {
    media = installMatchMedia();
  });
  afterEach(() => {
    cleanup();
    media.restore();
  });

  test("an unknown path shows '404 Page Not Found' with a link home", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  test.each([
    ['/journal', 'Dreams Are The Measure of the Path'],
    ['/timeline', 'Spiritual Growth Timeline'],
    ['/lineage', 'Nauli Practice'],
    ['/biofeedback', 'Biofeedback & Wellness'],
    ['/settings', 'Sign In Required'],
    ['/leadership', 'Sign In Required'],
    ['/signup', 'Join the Community'],
    ['/join', 'Join the Community'],
    ['/tribe/river-of-light', 'River Of Light'],
  ])('%s shows its page, loaded on demand', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  test('/, /home, /chat and /chat/:id show the main screen to a visitor', async () => {
    for (const path of ['/', '/home', '/chat', '/chat/anything']) {
      renderAt(path);
      expect(await screen.findByTestId('sidebar')).toBeTruthy();
      cleanup();
    }
  });

  test('a signed-in person on / or /home is sent to /chat', async () => {
    for (const path of ['/', '/home']) {
      const { location } = renderAt(path, member);
      await waitFor(() => expect(location.history.at(-1)).toBe('/chat'));
      cleanup();
    }
  });
});
