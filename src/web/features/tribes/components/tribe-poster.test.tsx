import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast.ts';
import { installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TribePoster } from './tribe-poster.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

const tribe = { name: 'River of Light', slug: 'river-of-light', description: 'Dawn sits.' };

function renderPoster() {
  installFakeApi();
  const user = userEvent.setup();
  const onCreateAnother = vi.fn();
  renderWithApp(<TribePoster tribe={tribe} onCreateAnother={onCreateAnother} autoFocus />);
  const poster = screen.getByRole('region', { name: 'Tribe Poster' });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { user, poster, notifications, onCreateAnother };
}

const link = `${window.location.origin}/tribe/river-of-light`;

describe('TribePoster', () => {
  test("shows the name, 'Join the Tribe', 'Free Community' and the tribe's link, and takes focus", () => {
    const { poster } = renderPoster();
    expect(within(poster).getByText('River of Light')).toBeTruthy();
    expect(within(poster).getByText('Join the Tribe')).toBeTruthy();
    expect(within(poster).getByText('Free Community')).toBeTruthy();
    expect(within(poster).getByLabelText<HTMLInputElement>('Tribe link').value).toBe(link);
    expect(document.activeElement).toBe(
      within(poster).getByRole('heading', { name: 'Tribe Poster' }),
    );
  });

  test("'View Tribe Page' opens /tribe/{slug} in a new tab", () => {
    const { poster } = renderPoster();
    const view = within(poster).getByRole('link', { name: /View Tribe Page/ });
    expect(view.getAttribute('href')).toBe('/tribe/river-of-light');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
  });

  test("Copy Link copies origin + /tribe/{slug}: 'Link copied!'", async () => {
    const { user, poster, notifications } = renderPoster();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(within(poster).getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(notifications()).findByText('Link copied!')).toBeTruthy();
    expect(
      within(notifications()).getByText('Share this link with your tribe members'),
    ).toBeTruthy();
  });

  test("a refused copy: 'Failed to copy' / 'Please copy the link manually'", async () => {
    const { user, poster, notifications } = renderPoster();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(poster).getByRole('button', { name: 'Copy Link' }));
    expect(await within(notifications()).findByText('Failed to copy')).toBeTruthy();
    expect(within(notifications()).getByText('Please copy the link manually')).toBeTruthy();
  });

  test('Share uses the share sheet with the link; a failure is only logged', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('nope'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, poster, notifications } = renderPoster();
    await user.click(within(poster).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: link, title: 'River of Light' }),
    );

    await user.click(within(poster).getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(notifications()).queryByRole('status')).toBeNull();
    expect(notifications().textContent).toBe('');
  });

  test('without a share sheet, Share copies the link instead', async () => {
    const { user, poster, notifications } = renderPoster();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(within(poster).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(notifications()).findByText('Link copied!')).toBeTruthy();
  });

  test("'Create another' goes back to the form", async () => {
    const { user, poster, onCreateAnother } = renderPoster();
    await user.click(within(poster).getByRole('button', { name: 'Create another' }));
    expect(onCreateAnother).toHaveBeenCalledOnce();
  });
});
