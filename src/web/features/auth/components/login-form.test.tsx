import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { userQueryKey } from '../api/get-user.ts';
import { LoginForm } from './login-form.tsx';
import { RequestResetForm } from './request-reset-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  test('checks the fields before sending', async () => {
    const api = installFakeApi();
    renderWithApp(<LoginForm />, { queryClient: seededQueryClient({ user: null }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('a wrong password shows the server’s words under the password field', async () => {
    installFakeApi({
      'POST /api/auth/login': () => apiError(401, 'Email or password is incorrect', 'unauthorized'),
    });
    renderWithApp(<LoginForm />, { queryClient: seededQueryClient({ user: null }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'tara@example.org');
    await user.type(screen.getByLabelText('Password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  test('success signs in: the user is cached and greeted', async () => {
    const api = installFakeApi({
      'POST /api/auth/login': () => Response.json(member),
      'GET /api/auth/user': () => Response.json(member),
    });
    const onSignedIn = vi.fn();
    const queryClient = seededQueryClient({ user: null });
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />, { queryClient });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'tara@example.org');
    await user.type(screen.getByLabelText('Password'), 'a quiet mind');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Welcome back, Tara.')).toBeTruthy();
    expect(sentJson(api.calls('POST /api/auth/login')[0])).toEqual({
      email: 'tara@example.org',
      password: 'a quiet mind',
    });
    expect(onSignedIn).toHaveBeenCalledWith(member);
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
  });

  test("'Forgot password?' leads to the reset request", async () => {
    const onForgotPassword = vi.fn();
    installFakeApi();
    renderWithApp(<LoginForm onForgotPassword={onForgotPassword} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});

describe('RequestResetForm', () => {
  test('sends the address and says a link is on its way, whatever the answer hides', async () => {
    const api = installFakeApi({
      'POST /api/auth/password-reset': () => Response.json({ ok: true }, { status: 202 }),
    });
    renderWithApp(<RequestResetForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'tara@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('tara@example.org')).toBeTruthy();
    expect(sentJson(api.calls('POST /api/auth/password-reset')[0])).toEqual({
      email: 'tara@example.org',
    });
  });
});
