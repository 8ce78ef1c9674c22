import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import type { User } from '../../../../contracts/auth.ts';
import { userQueryKey } from '../api/get-user.ts';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderProfile(account: User = member) {
  const queryClient = seededQueryClient({ user: account });
  renderWithApp(<ProfileForm user={account} />, { queryClient });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { queryClient, notifications };
}

describe('ProfileForm', () => {
  test('starts from the account and shows SPEC §5’s messages for blank fields', async () => {
    const api = installFakeApi();
    renderProfile();
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('tara@example.org');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Tara');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Dolma');
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("saving: PUT the profile, 'Profile Updated', and the user is refetched", async () => {
    const updated = { ...member, firstName: 'Pema' };
    const api = installFakeApi({
      'PUT /api/auth/profile': () => Response.json(updated),
      'GET /api/auth/user': () => Response.json(updated),
    });
    const { queryClient, notifications } = renderProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Pema');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(notifications()).findByText('Profile Updated')).toBeTruthy();
    expect(
      within(notifications()).getByText('Your profile has been saved successfully.'),
    ).toBeTruthy();
    expect(sentJson(api.calls('PUT /api/auth/profile')[0])).toEqual({
      email: 'tara@example.org',
      firstName: 'Pema',
      lastName: 'Dolma',
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(updated);
    // Refetched by whoever shows it (the test renders no reader of the user).
    expect(queryClient.getQueryState(userQueryKey)?.isInvalidated).toBe(true);
  });

  test("a failure: 'Update Failed' with the server message", async () => {
    installFakeApi({
      'PUT /api/auth/profile': () =>
        apiError(409, 'Another account already uses this email', 'conflict'),
    });
    const { notifications } = renderProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(notifications()).findByText('Update Failed')).toBeTruthy();
    expect(
      within(notifications()).getByText('Another account already uses this email'),
    ).toBeTruthy();
  });

  test("a failure without a message: 'Failed to update profile'", async () => {
    installFakeApi({ 'PUT /api/auth/profile': () => new Response('', { status: 500 }) });
    const { notifications } = renderProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(notifications()).findByText('Failed to update profile')).toBeTruthy();
  });

  test('a new email asks for the current password (a name change does not), sends it, and shows the pending email', async () => {
    const pending = { ...member, pendingEmail: 'tara@new.example' };
    const api = installFakeApi({
      'PUT /api/auth/profile': () => Response.json(pending),
      'GET /api/auth/user': () => Response.json(pending),
    });
    const { notifications } = renderProfile();
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'tara@new.example');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByText('Enter your current password to change your email')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'my old secret');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(notifications()).findByText('Check Your Inbox')).toBeTruthy();
    expect(
      within(notifications()).getByText(
        'We sent a link to tara@new.example. Your email changes when you open it.',
      ),
    ).toBeTruthy();
    expect(sentJson(api.calls('PUT /api/auth/profile')[0])).toEqual({
      email: 'tara@new.example',
      firstName: 'Tara',
      lastName: 'Dolma',
      currentPassword: 'my old secret',
    });
    // The field shows the account's email again, and the password field goes.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('tara@example.org');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  test('the pending email is shown under the email with a note', () => {
    installFakeApi();
    renderProfile({ ...member, pendingEmail: 'tara@new.example' });
    const note = screen.getByRole('status');
    expect(note.textContent).toContain(
      'Waiting for confirmation: we sent a link to tara@new.example',
    );
    expect(note.textContent).toContain('Your email stays tara@example.org until you open it');
  });

  test('a wrong current password shows under the field the server names', async () => {
    installFakeApi({
      'PUT /api/auth/profile': () =>
        apiError(
          403,
          "Invalid body field 'currentPassword': Your current password is incorrect",
          'forbidden',
        ),
    });
    const { notifications } = renderProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'tara@new.example');
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(notifications()).findByText('Update Failed')).toBeTruthy();
    const field = screen.getByLabelText('Current password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
        ?.textContent,
    ).toBe('Your current password is incorrect');
  });

  test('an account without a password is told a recent sign-in is needed; a refusal shows under the email', async () => {
    const message =
      'To change the email of an account without a password, sign in again first (the change must follow a sign-in within 10 minutes).';
    const api = installFakeApi({
      'PUT /api/auth/profile': () => apiError(403, message, 'forbidden'),
    });
    renderProfile({ ...member, hasPassword: false });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'tara@new.example');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText(/changing its email needs a sign-in within the last 10/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/auth/start',
    );
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sentJson(api.calls('PUT /api/auth/profile')[0])).not.toHaveProperty('currentPassword');
  });
});
