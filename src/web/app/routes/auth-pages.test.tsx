import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userQueryKey } from '../../features/auth/api/get-user.ts';
import { INCOMPLETE_CONFIRM_LINK } from '../../features/auth/components/confirm-email-change.tsx';
import { resetToasts } from '../../lib/toast.ts';
import { apiError, installFakeApi } from '../../test/fake-api.ts';
import { sentJson } from '../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { LandingPage } from './landing-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignupPage } from './signup-page.tsx';

const TOKEN = 'a'.repeat(43);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const withProviders = {
  ...testConfig,
  signInProviders: [{ id: 'github', label: 'GitHub', href: '/auth/github' }],
};

describe('community signup (/signup, /join)', () => {
  test('email and password sign in; the password has a show/hide toggle', async () => {
    const api = installFakeApi({
      'POST /api/auth/login': () => Response.json(member),
      'GET /api/auth/user': () => Response.json(member),
    });
    renderWithApp(<SignupPage />, {
      path: '/join',
      queryClient: seededQueryClient({ user: null, config: withProviders }),
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Continue with GitHub' }).getAttribute('href')).toBe(
      '/auth/github',
    );
    // Names are asked only when creating an account.
    expect(screen.queryByLabelText('First name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'tara@example.org');
    await user.type(screen.getByLabelText('Password'), 'a quiet mind');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Community!' }),
    ).toBeTruthy();
    expect(api.calls('POST /api/auth/login')).toHaveLength(1);
  });

  test("'Create account' asks for a name and signs up", async () => {
    const api = installFakeApi({
      'POST /api/auth/email-signup': () => Response.json(member, { status: 201 }),
      'GET /api/auth/user': () => Response.json(member),
    });
    renderWithApp(<SignupPage />, {
      path: '/signup',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'tara@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      screen.getByRole('button', { name: 'Create account' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    // What was typed stays.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('tara@example.org');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('First name'), 'Tara');
    await user.type(screen.getByLabelText('Last name'), 'Dolma');
    await user.type(screen.getByLabelText('Password'), 'a quiet mind');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome to the Community!')).toBeTruthy();
    expect(sentJson(api.calls('POST /api/auth/email-signup')[0])).toEqual({
      email: 'tara@example.org',
      firstName: 'Tara',
      lastName: 'Dolma',
      password: 'a quiet mind',
    });
  });

  test('the welcome screen: the PDF opens in a new tab, then the chat after 2 s', () => {
    vi.useFakeTimers();
    installFakeApi();
    const { location } = renderWithApp(<SignupPage />, {
      path: '/signup',
      queryClient: seededQueryClient({ user: member, config: testConfig }),
    });
    const download = screen.getByRole('link', { name: /12 Transmissions/ });
    expect(download.getAttribute('href')).toBe('/api/downloads/transmissions');
    expect(download.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Continue to Chat' }).getAttribute('href')).toBe(
      '/chat',
    );
    // jsdom does not open tabs; the click handler still runs.
    act(() => {
      download.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(location.history.at(-1)).toBe('/signup');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(location.history.at(-1)).toBe('/chat');
  });
});

describe('landing (/landing)', () => {
  test('a welcome with email sign-in, Sign In&Up! and the configured providers', async () => {
    installFakeApi({
      'POST /api/auth/login': () => Response.json(member),
      'GET /api/auth/user': () => Response.json(member),
    });
    const queryClient = seededQueryClient({ user: null, config: withProviders });
    const { location } = renderWithApp(<LandingPage />, { path: '/landing', queryClient });
    expect(screen.getByRole('link', { name: 'Sign In&Up!' }).getAttribute('href')).toBe(
      '/auth/start',
    );
    expect(screen.getByRole('link', { name: 'Continue with GitHub' }).getAttribute('href')).toBe(
      '/auth/github',
    );
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'tara@example.org');
    await user.type(within(form).getByLabelText('Password'), 'a quiet mind');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    // Signed in, the landing page sends the person on.
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  test('a signed-in person is redirected to /', () => {
    installFakeApi();
    const { location } = renderWithApp(<LandingPage />, {
      path: '/landing',
      queryClient: seededQueryClient({ user: member, config: testConfig }),
    });
    expect(location.history.at(-1)).toBe('/');
  });
});

describe('reset password (/reset-password)', () => {
  test('a new password signs in and opens the chat', async () => {
    const api = installFakeApi({
      'POST /api/auth/password-reset/confirm': () => Response.json(member),
      'GET /api/auth/user': () => Response.json(member),
    });
    const queryClient = seededQueryClient({ user: null, config: testConfig });
    const { location } = renderWithApp(<ResetPasswordPage />, {
      path: `/reset-password?token=${TOKEN}`,
      queryClient,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a new dawn');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new dusk');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a new dawn');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/chat'));
    expect(sentJson(api.calls('POST /api/auth/password-reset/confirm')[0])).toEqual({
      token: TOKEN,
      password: 'a new dawn',
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
  });

  test('an expired link shows the server’s message and a way to ask for a new one', async () => {
    const message = 'This reset link is invalid or has expired. Please ask for a new one.';
    installFakeApi({
      'POST /api/auth/password-reset/confirm': () => apiError(400, message, 'bad_request'),
    });
    renderWithApp(<ResetPasswordPage />, {
      path: `/reset-password?token=${TOKEN}`,
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a new dawn');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new dawn');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeTruthy();
  });

  test('without a token it asks for a reset link', () => {
    installFakeApi();
    renderWithApp(<ResetPasswordPage />, {
      path: '/reset-password',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
  });
});

describe('confirm a new email (/confirm-email)', () => {
  test('confirming waits for a click, then shows the new email and refetches the user', async () => {
    const api = installFakeApi({
      'POST /api/auth/email-change/confirm': () => Response.json({ email: 'tara@new.example' }),
      'GET /api/auth/user': () => Response.json({ ...member, email: 'tara@new.example' }),
    });
    const queryClient = seededQueryClient({ user: member, config: testConfig });
    renderWithApp(<ConfirmEmailPage />, { path: `/confirm-email?token=${TOKEN}`, queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeTruthy();
    // Opening the link alone (a mail scanner, say) confirms nothing.
    expect(api.fetch).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm email address' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Your email address is now tara@new.example');
    expect(sentJson(api.calls('POST /api/auth/email-change/confirm')[0])).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/account',
    );
    await waitFor(() => expect(queryClient.getQueryState(userQueryKey)?.isInvalidated).toBe(true));
  });

  test('an expired or used link shows the server’s message and the way back to the account', async () => {
    const message =
      'This confirmation link is invalid or has expired. Please change your email again to get a new one.';
    installFakeApi({
      'POST /api/auth/email-change/confirm': () => apiError(400, message, 'bad_request'),
    });
    renderWithApp(<ConfirmEmailPage />, {
      path: `/confirm-email?token=${TOKEN}`,
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toBeTruthy();
  });

  test('an address another account took meanwhile: the server’s explanation', async () => {
    const message =
      'Another account has started using this address since the link was sent, so it cannot be added to this one.';
    installFakeApi({
      'POST /api/auth/email-change/confirm': () => apiError(409, message, 'conflict'),
    });
    renderWithApp(<ConfirmEmailPage />, {
      path: `/confirm-email?token=${TOKEN}`,
      queryClient: seededQueryClient({ user: member, config: testConfig }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  test('a link without a token says it is incomplete and sends nothing', () => {
    const api = installFakeApi();
    renderWithApp(<ConfirmEmailPage />, {
      path: '/confirm-email',
      queryClient: seededQueryClient({ user: null, config: testConfig }),
    });
    expect(screen.getByRole('alert').textContent).toContain(INCOMPLETE_CONFIRM_LINK);
    expect(screen.queryByRole('button', { name: 'Confirm email address' })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
