import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { anonUsage, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { usageQueryKey } from '../api/get-usage.ts';
import { BetaSignupDialog } from './beta-signup-dialog.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function setup(respond: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  const onJoined = vi.fn();
  const queryClient = seededQueryClient({ usage: anonUsage });
  renderWithApp(
    <BetaSignupDialog open onOpenChange={onOpenChange} onJoined={onJoined} reason="payment" />,
    { queryClient },
  );
  // The modal hides the rest of the page from assistive tech, the toast region included.
  const notifications = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
  return { fetchMock, onOpenChange, onJoined, queryClient, notifications };
}

describe('BetaSignupDialog', () => {
  test("an address without an at-sign: 'Invalid Email', and nothing is sent", async () => {
    const user = userEvent.setup();
    const { fetchMock, notifications } = setup(() => Promise.resolve(Response.json({})));
    expect(screen.getByRole('dialog', { name: 'Sacred Temple' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'seeker.example.org');
    await user.click(screen.getByRole('button', { name: 'Join the beta' }));
    expect(await within(notifications()).findByText('Invalid Email')).toBeTruthy();
    expect(within(notifications()).getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an empty address is refused the same way', async () => {
    const user = userEvent.setup();
    const { notifications } = setup(() => Promise.resolve(Response.json({})));
    await user.click(screen.getByRole('button', { name: 'Join the beta' }));
    expect(await within(notifications()).findByText('Invalid Email')).toBeTruthy();
  });

  test('success thanks the person, refetches usage and closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onOpenChange, onJoined, queryClient, notifications } = setup((url) =>
      Promise.resolve(
        url === '/api/beta-signup'
          ? Response.json({ ok: true, isBetaUser: true })
          : Response.json({ ...anonUsage, isBetaUser: true }),
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'seeker@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the beta' }));
    expect(await within(notifications()).findByText('Welcome to the Sacred Temple')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/beta-signup');
    expect(sentJson(init)).toEqual({ email: 'seeker@example.org' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onJoined).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);
  });

  test("a failed signup: 'Signup Failed' / 'Please try again', and the dialog stays", async () => {
    const user = userEvent.setup();
    const { onOpenChange, notifications } = setup(() =>
      Promise.resolve(Response.json({ message: 'boom', code: 'internal' }, { status: 500 })),
    );
    await user.type(screen.getByLabelText('Email'), 'seeker@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the beta' }));
    expect(await within(notifications()).findByText('Signup Failed')).toBeTruthy();
    expect(within(notifications()).getByText('Please try again')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Join the beta' }).disabled,
      ).toBe(false),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
