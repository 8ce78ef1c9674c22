import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { userQueryKey } from '../api/get-user.ts';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderProfile() {
  const queryClient = seededQueryClient({ user: member });
  renderWithApp(<ProfileForm user={member} />, { queryClient });
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
});
