import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CommunityInfo } from '../../../../contracts/community.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CommunityDialogLoader } from './community-dialog-loader.tsx';
import { CommunityDialog } from './community-dialog.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INVITE = 'https://discord.gg/sangha-test';

function info(overrides: Partial<CommunityInfo> = {}): CommunityInfo {
  return {
    voiceUnlocked: true,
    milestoneCount: 2,
    inviteStatus: 'none',
    discordServerUrl: null,
    canJoinCommunity: true,
    configured: true,
    ...overrides,
  };
}

/** A stand-in for the tab `window.open` returns: records where it was sent and whether it closed. */
function fakeTab() {
  const tab = {
    closed: false,
    opener: {} as unknown,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  return tab;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithApp(<CommunityDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Soul Tribe Community' });
  const notifications = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
  return { dialog, onOpenChange, notifications, user: userEvent.setup() };
}

describe('CommunityDialog', () => {
  test('signed out (401): a sign-in prompt linking to /account, and no Join', async () => {
    installFakeApi({
      'GET /api/discord/community': () => apiError(401, 'Sign in first', 'unauthorized'),
    });
    const { dialog, onOpenChange, user } = renderDialog();
    const signIn = await within(dialog).findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/account');
    expect(within(dialog).queryByRole('button', { name: /Join/ })).toBeNull();
    await user.click(signIn);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('voice locked: the unlock hint, the milestones and the invite status; no Join', async () => {
    installFakeApi({
      'GET /api/discord/community': () =>
        Response.json(info({ voiceUnlocked: false, canJoinCommunity: false, milestoneCount: 5 })),
    });
    const { dialog } = renderDialog();
    expect(
      await within(dialog).findByText(
        "Use voice on a teacher's reply once to unlock the community",
      ),
    ).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows).toEqual(['Locked', '5', 'Not invited yet']);
    expect(within(dialog).queryByRole('button', { name: /Join Community/ })).toBeNull();
  });

  test("Join asks for the invite, opens it in a new tab, then 'I've joined' confirms", async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = installFakeApi({
      'GET /api/discord/community': () => Response.json(info()),
      'POST /api/discord/join': () =>
        Response.json({ discordServerUrl: INVITE, inviteStatus: 'invited' }),
      'POST /api/discord/joined': () => Response.json({ inviteStatus: 'joined' }),
    });
    const { dialog, user, notifications } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: /Join Community/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(INVITE));
    expect(tab.opener).toBeNull();
    expect(api.calls('POST /api/discord/join')).toHaveLength(1);
    expect(await within(dialog).findByText('Invited')).toBeTruthy();
    const openInvite = within(dialog).getByRole('link', { name: /Open Invite/ });
    expect(openInvite.getAttribute('href')).toBe(INVITE);
    expect(openInvite.getAttribute('target')).toBe('_blank');

    await user.click(within(dialog).getByRole('button', { name: 'I’ve joined' }));
    expect(await within(dialog).findByText('Joined')).toBeTruthy();
    expect(within(dialog).getByText('You’re in the community.')).toBeTruthy();
    expect(api.calls('POST /api/discord/joined')).toHaveLength(1);
    expect(within(notifications()).getByText('Welcome to the community!')).toBeTruthy();
  });

  test("a refused join: 'Join Failed' with the server's message, and the blank tab closes", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    installFakeApi({
      'GET /api/discord/community': () => Response.json(info()),
      'POST /api/discord/join': () =>
        apiError(403, 'Use voice once before joining the community', 'forbidden'),
    });
    const { dialog, user, notifications } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: /Join Community/ }));
    expect(await within(notifications()).findByText('Join Failed')).toBeTruthy();
    expect(
      within(notifications()).getByText('Use voice once before joining the community'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  test("a failure without a message: 'Join Failed' / 'Please try again later.'", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    installFakeApi({
      'GET /api/discord/community': () => Response.json(info()),
      'POST /api/discord/join': () => new Response('', { status: 502 }),
    });
    const { dialog, user, notifications } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: /Join Community/ }));
    expect(await within(notifications()).findByText('Join Failed')).toBeTruthy();
    expect(within(notifications()).getByText('Please try again later.')).toBeTruthy();
  });

  test("an answer without an invite: 'Failed to get invite'", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    installFakeApi({
      'GET /api/discord/community': () => Response.json(info()),
      'POST /api/discord/join': () => Response.json({ inviteStatus: 'invited' }),
    });
    const { dialog, user, notifications } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: /Join Community/ }));
    expect(await within(notifications()).findByText('Failed to get invite')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  test("a failed confirmation: 'Error' / 'Please try again later.'", async () => {
    installFakeApi({
      'GET /api/discord/community': () =>
        Response.json(info({ inviteStatus: 'invited', discordServerUrl: INVITE })),
      'POST /api/discord/joined': () => apiError(500, 'Something went wrong', 'internal'),
    });
    const { dialog, user, notifications } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'I’ve joined' }));
    expect(await within(notifications()).findByText('Error')).toBeTruthy();
    expect(within(notifications()).getByText('Please try again later.')).toBeTruthy();
    expect(within(dialog).getByText('Invited')).toBeTruthy();
  });

  test('not configured on this server: said plainly, and no Join', async () => {
    installFakeApi({
      'GET /api/discord/community': () => Response.json(info({ configured: false })),
    });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText(/not set up on this server/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Join Community/ })).toBeNull();
  });

  test("a failed status read: 'Error' / 'Please try again later.' with a retry", async () => {
    const api = installFakeApi({
      'GET /api/discord/community': () => apiError(500, 'Something went wrong', 'internal'),
    });
    const { dialog, user } = renderDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('Please try again later.')).toBeTruthy();
    api.on('GET /api/discord/community', () => Response.json(info()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: /Join Community/ })).toBeTruthy();
  });
});

describe('CommunityDialogLoader', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Soul Tribe
        </button>
        <CommunityDialogLoader open={open} onOpenChange={setOpen} />
      </>
    );
  }

  test('loads the dialog on first opening and reads the status each time it opens', async () => {
    const api = installFakeApi({ 'GET /api/discord/community': () => Response.json(info()) });
    renderWithApp(<Opener />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Soul Tribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soul Tribe Community' });
    await within(dialog).findByRole('button', { name: /Join Community/ });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Soul Tribe' }));
    await screen.findByRole('dialog', { name: 'Soul Tribe Community' });
    await waitFor(() => expect(api.calls('GET /api/discord/community')).toHaveLength(2));
  });
});
