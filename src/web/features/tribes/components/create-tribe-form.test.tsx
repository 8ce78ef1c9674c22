import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Tribe } from '../../../../contracts/tribes.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { tribesQueryKey } from '../api/get-tribes.ts';
import { makeTribe } from '../test/tribe-data.ts';
import { CreateTribeForm } from './create-tribe-form.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onCreated = vi.fn<(tribe: Tribe) => void>();
  const queryClient = seededQueryClient({ user: member });
  queryClient.setQueryData(tribesQueryKey, []);
  renderWithApp(<CreateTribeForm onCreated={onCreated} />, { queryClient });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { onCreated, queryClient, notifications, user: userEvent.setup() };
}

const nameField = () => screen.getByLabelText('Tribe name');
const linkField = () => screen.getByLabelText('Social link (optional)');
const submit = () => screen.getByRole('button', { name: 'Create Tribe' });

describe('CreateTribeForm', () => {
  test('a name under 3 characters shows the shared message under the field and sends nothing', async () => {
    const api = installFakeApi();
    const { user } = renderForm();
    await user.type(nameField(), 'Om');
    await user.click(submit());
    expect(screen.getByText('Tribe name must be at least 3 characters')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    // The message is tied to the field for screen readers, and focus goes there.
    expect(nameField().getAttribute('aria-describedby')).toContain(
      screen.getByText('Tribe name must be at least 3 characters').id,
    );
    expect(document.activeElement).toBe(nameField());
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('a blank name (spaces only) is too short as well', async () => {
    installFakeApi();
    const { user } = renderForm();
    await user.type(nameField(), '     ');
    await user.click(submit());
    expect(screen.getByText('Tribe name must be at least 3 characters')).toBeTruthy();
  });

  test('a name of 50 characters is too long', async () => {
    const api = installFakeApi();
    const { user } = renderForm();
    await user.type(nameField(), 'x'.repeat(50));
    await user.click(submit());
    expect(screen.getByText('Tribe name must be less than 50 characters')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("a social link that is not a web URL reads 'Must be a valid URL'", async () => {
    const api = installFakeApi();
    const { user } = renderForm();
    await user.type(nameField(), 'River of Light');
    for (const bad of ['not a url', 'javascript:alert(1)']) {
      await user.clear(linkField());
      await user.type(linkField(), bad);
      await user.click(submit());
      expect(screen.getByText('Must be a valid URL')).toBeTruthy();
    }
    expect(api.fetch).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(linkField(), 'x');
    expect(screen.queryByText('Must be a valid URL')).toBeNull();
  });

  test("success: POSTs the form, shows a pending state, toasts 'Tribe created!' and hands the tribe on", async () => {
    const created = makeTribe({ name: 'River of Light', slug: 'river-of-light' });
    let answer: (response: Response) => void = () => undefined;
    const api = installFakeApi({
      'POST /api/tribes': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/tribes': () => Response.json([created]),
    });
    const { user, onCreated, queryClient, notifications } = renderForm();
    await user.type(nameField(), '  River of Light ');
    await user.type(screen.getByLabelText('Description (optional)'), 'We sit together at dawn.');
    await user.type(linkField(), 'https://chat.example.org/river');
    await user.click(submit());

    const pending = await screen.findByRole('button', { name: /Creating Tribe/ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(sentJson(api.calls('POST /api/tribes')[0])).toEqual({
      name: 'River of Light',
      description: 'We sit together at dawn.',
      socialLink: 'https://chat.example.org/river',
    });

    answer(Response.json(created, { status: 201 }));
    expect(await within(notifications()).findByText('Tribe created!')).toBeTruthy();
    expect(
      within(notifications()).getByText(
        'Your leadership journey begins. Share the link with your tribe.',
      ),
    ).toBeTruthy();
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(queryClient.getQueryData(tribesQueryKey)).toEqual([created]);
    // The form is ready for another tribe.
    expect((nameField() as HTMLInputElement).value).toBe('');
  });

  test("failure: 'Failed to create tribe' with the server's message", async () => {
    installFakeApi({
      'POST /api/tribes': () =>
        apiError(429, 'Too many tribes at once, please wait', 'rate_limited'),
    });
    const { user, onCreated, notifications } = renderForm();
    await user.type(nameField(), 'River of Light');
    await user.click(submit());
    expect(await within(notifications()).findByText('Failed to create tribe')).toBeTruthy();
    expect(within(notifications()).getByText('Too many tribes at once, please wait')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    // What was typed stays, to try again.
    expect((nameField() as HTMLInputElement).value).toBe('River of Light');
  });

  test('a 400 naming a field puts its message under that field too', async () => {
    installFakeApi({
      'POST /api/tribes': () =>
        apiError(400, "Invalid body field 'socialLink': Must be a valid URL", 'bad_request'),
    });
    const { user, notifications } = renderForm();
    await user.type(nameField(), 'River of Light');
    await user.click(submit());
    expect(await within(notifications()).findByText('Failed to create tribe')).toBeTruthy();
    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a valid URL')).toBeTruthy();
  });
});
