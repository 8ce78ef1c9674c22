import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MERGED_CLIENT_STORAGE_KEY } from '../../../../contracts/constants.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { userQueryKey } from '../api/get-user.ts';
import { EmailSignupForm } from './email-signup-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderForm(onSignedUp = vi.fn()) {
  const queryClient = seededQueryClient({ user: null });
  renderWithApp(<EmailSignupForm appName="Lotus Hall" onSignedUp={onSignedUp} />, {
    queryClient,
  });
  const form = screen.getByRole('form', { name: 'Create an account' });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { form, queryClient, onSignedUp, notifications };
}

async function fillIn(form: HTMLElement, values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(labels[field]!);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

describe('EmailSignupForm', () => {
  test('an empty form shows each field’s message under it, linked and focused, and sends nothing', async () => {
    const api = installFakeApi();
    const { form } = renderForm();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    const firstName = within(form).getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'First name is required',
    );
    expect(within(form).getByText('Last name is required')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('typing in a field clears its message; a bad address keeps the email message', async () => {
    installFakeApi();
    const { form } = renderForm();
    const user = await fillIn(form, {
      firstName: 'Tara',
      lastName: 'Dolma',
      email: 'tara.example.org',
      password: 'long enough',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const email = within(form).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(form).queryByText('First name is required')).toBeNull();
    expect(document.activeElement).toBe(email);
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText('Please enter a valid email address')).toBeNull();
  });

  test('success: posts the trimmed details, shows the user, toasts and records the merge', async () => {
    let answer!: (response: Response) => void;
    const api = installFakeApi({
      'POST /api/auth/email-signup': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/user': () => Response.json(member),
    });
    const { form, queryClient, onSignedUp, notifications } = renderForm();
    const user = await fillIn(form, {
      firstName: ' Tara ',
      lastName: 'Dolma',
      email: 'Tara@Example.org',
      password: 'a quiet mind',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // While the request runs the button is disabled and busy.
    const button = within(form).getByRole<HTMLButtonElement>('button', { name: 'Create Account' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(Response.json(member, { status: 201 }));

    expect(await within(notifications()).findByText('Account Created!')).toBeTruthy();
    expect(
      within(notifications()).getByText('Welcome to Lotus Hall. You can now access all features.'),
    ).toBeTruthy();
    expect(sentJson(api.calls('POST /api/auth/email-signup')[0])).toEqual({
      firstName: 'Tara',
      lastName: 'Dolma',
      email: 'tara@example.org',
      password: 'a quiet mind',
    });
    expect(onSignedUp).toHaveBeenCalledWith(member);
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
    // The server merged this browser's conversations: no merge call is needed later.
    expect(localStorage.getItem(MERGED_CLIENT_STORAGE_KEY)).toContain(getClientId());
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  test("a taken email: 'Signup Failed' with the server message, shown at the email too", async () => {
    installFakeApi({
      'POST /api/auth/email-signup': () =>
        apiError(
          409,
          'An account with this email already exists. Please sign in instead.',
          'conflict',
        ),
    });
    const { form, onSignedUp, notifications } = renderForm();
    const user = await fillIn(form, {
      firstName: 'Tara',
      lastName: 'Dolma',
      email: 'tara@example.org',
      password: 'a quiet mind',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(notifications()).findByText('Signup Failed')).toBeTruthy();
    const message = 'An account with this email already exists. Please sign in instead.';
    expect(within(notifications()).getByText(message)).toBeTruthy();
    expect(within(form).getByText(message)).toBeTruthy();
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  test("a failure without a server message falls back to 'Failed to create account'", async () => {
    installFakeApi({
      'POST /api/auth/email-signup': () => new Response('Bad gateway', { status: 502 }),
    });
    const { form, notifications } = renderForm();
    const user = await fillIn(form, {
      firstName: 'Tara',
      lastName: 'Dolma',
      email: 'tara@example.org',
      password: 'a quiet mind',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(notifications()).findByText('Failed to create account')).toBeTruthy();
  });

  test('the password can be shown and hidden', async () => {
    installFakeApi();
    const { form } = renderForm();
    const user = userEvent.setup();
    const password = within(form).getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
