import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { userQueryKey } from '../api/get-user.ts';
import { SignupModal } from './signup-modal.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const providers = [
  { id: 'google', label: 'Google', href: '/auth/google' },
  { id: 'oidc', label: 'Sangha ID', href: '/api/login' },
];

describe('SignupModal', () => {
  test('offers the allowance, the email form and the configured providers', () => {
    installFakeApi();
    renderWithApp(
      <SignupModal
        open
        onOpenChange={vi.fn()}
        appName="Lotus Hall"
        freeAccountExchanges={21}
        providers={providers}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Continue your journey with Lotus Hall' });
    expect(within(dialog).getByText(/unlock 21 more AI exchanges/)).toBeTruthy();
    expect(within(dialog).getByLabelText('First name')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Continue with Google' }).getAttribute('href'),
    ).toBe('/auth/google');
    expect(
      within(dialog).getByRole('link', { name: 'Continue with Sangha ID' }).getAttribute('href'),
    ).toBe('/api/login');
    expect(within(dialog).queryByRole('link', { name: 'More ways to sign in' })).toBeNull();
    // Focus starts inside the dialog, at the first field.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First name'));
  });

  test("with no providers configured: one 'More ways to sign in' link to /auth/start", () => {
    installFakeApi();
    renderWithApp(
      <SignupModal
        open
        onOpenChange={vi.fn()}
        appName="Lotus Hall"
        freeAccountExchanges={21}
        providers={[]}
      />,
    );
    const links = within(screen.getByRole('dialog')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['More ways to sign in', 'Sign in']);
    expect(links[0]?.getAttribute('href')).toBe('/auth/start');
  });

  test('a real sign-up: sent, signed in, and the modal closes', async () => {
    const api = installFakeApi({
      'POST /api/auth/email-signup': () => Response.json(member, { status: 201 }),
      'GET /api/auth/user': () => Response.json(member),
    });
    const onOpenChange = vi.fn();
    const queryClient = seededQueryClient({ user: null });
    renderWithApp(
      <SignupModal
        open
        onOpenChange={onOpenChange}
        appName="Lotus Hall"
        freeAccountExchanges={21}
        providers={[]}
      />,
      { queryClient },
    );
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create Free Account' }));
    expect(within(dialog).getByText('First name is required')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('First name'), 'Tara');
    await user.type(within(dialog).getByLabelText('Last name'), 'Dolma');
    await user.type(within(dialog).getByLabelText('Email'), 'tara@example.org');
    await user.type(within(dialog).getByLabelText('Password'), 'a quiet mind');
    await user.click(within(dialog).getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentJson(api.calls('POST /api/auth/email-signup')[0])).toMatchObject({
      email: 'tara@example.org',
      firstName: 'Tara',
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
  });
});
