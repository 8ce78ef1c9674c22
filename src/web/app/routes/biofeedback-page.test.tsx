import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../contracts/auth.ts';
import { renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { BiofeedbackPage } from './biofeedback-page.tsx';

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

function renderPage(user: User | null) {
  return renderWithApp(<BiofeedbackPage />, {
    path: '/biofeedback',
    queryClient: seededQueryClient({ user, config: testConfig }),
  });
}

describe('BiofeedbackPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'bluetooth');
  });

  test('signed out: the page, its feature cards, devices and privacy notes, and the sign-in message', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Biofeedback & Wellness' })).toBeTruthy();
    expect(screen.getByText(/Biofeedback is in beta\. .*not medical measurements/)).toBeTruthy();
    for (const name of ['Heart Rate', 'Stress Levels', 'Meditation States', 'Progress Tracking']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const supported = screen.getByRole('region', { name: 'Supported Devices' });
    expect(supported.textContent).toContain('Heart Rate Monitors');
    expect(supported.textContent).toContain('Smartwatches');
    expect(supported.textContent).toContain('Coming Soon');
    expect(supported.textContent).toContain('Stress Sensors');
    expect(screen.getByRole('region', { name: 'Your Privacy' }).textContent).toContain(
      'without your consent',
    );
    expect(
      screen.getByText(
        'Please sign in to access biofeedback features and save your wellness data.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('button', { name: 'Connect Device' })).toBeNull();
  });

  test('a browser without Web Bluetooth gets the warning; one with it does not', () => {
    renderPage(null);
    expect(screen.getByTestId('bluetooth-warning').textContent).toContain(
      'Web Bluetooth is not supported in this browser. Please use Chrome, Edge, or Opera.',
    );
    cleanup();
    Object.defineProperty(navigator, 'bluetooth', {
      value: { requestDevice: () => Promise.reject(new Error('no')) },
      configurable: true,
    });
    renderPage(null);
    expect(screen.queryByTestId('bluetooth-warning')).toBeNull();
  });

  test('signed in: the device panel, live card and trends', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          Response.json(
            url.startsWith('/api/biofeedback/summary')
              ? {
                  days: 7,
                  since: '2026-11-15T00:00:00.000Z',
                  readings: 12,
                  averageHeartRate: 71.6,
                  averageHeartRateVariability: 44,
                  averageStress: 33.4,
                  meditationSessions: 5,
                  daily: [],
                }
              : url.startsWith('/api/biofeedback/data')
                ? { items: [], nextCursor: null }
                : [],
          ),
        ),
      ),
    );
    renderPage(member);
    expect(screen.getByRole('button', { name: 'Connect Device' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Real-time Monitoring' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Live Biometrics' })).toBeTruthy();
    expect((await screen.findByTestId('average-heart-rate')).textContent).toBe('72 BPM');
    expect(screen.getByTestId('average-stress').textContent).toBe('33%');
    expect(screen.getByTestId('meditation-sessions').textContent).toBe('5');
    expect(await screen.findByRole('heading', { name: 'Over Time' })).toBeTruthy();
  });
});
