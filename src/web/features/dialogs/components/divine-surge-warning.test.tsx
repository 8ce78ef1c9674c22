import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DIVINE_SURGE_WARNING_DELAY_MS } from '../../../../contracts/constants.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DIVINE_SURGE_STORAGE_KEY } from '../hooks/use-divine-surge.ts';
import { DivineSurgeWarning } from './divine-surge-warning.tsx';

/** Load the lazy dialog's module while real timers run. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the Divine Surge Warning', () => {
  test('opens 300000 ms after the page loaded, once, with its liability release', async () => {
    let now = 0;
    const sinceLoad = () => now;
    renderWithApp(<DivineSurgeWarning appName="Sangha" elapsed={sinceLoad} />);

    await act(() => vi.advanceTimersByTimeAsync(DIVINE_SURGE_WARNING_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(DIVINE_SURGE_STORAGE_KEY)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Divine Surge Warning' });
    expect(window.localStorage.getItem(DIVINE_SURGE_STORAGE_KEY)).not.toBeNull();
    expect(within(dialog).getByText('Liability release')).toBeTruthy();

    // The release must be accepted before carrying on.
    const carryOn = within(dialog).getByRole('button', { name: 'Continue my practice' });
    expect(carryOn).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText('I accept the liability release'));
    expect(carryOn).toHaveProperty('disabled', false);
    fireEvent.click(carryOn);
    expect(screen.queryByRole('dialog')).toBeNull();
    now = 0;
  });

  test('counts from page load, not from when the screen appeared', async () => {
    const sinceLoad = () => DIVINE_SURGE_WARNING_DELAY_MS - 1000;
    renderWithApp(<DivineSurgeWarning appName="Sangha" elapsed={sinceLoad} />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await settle();
    expect(await screen.findByRole('dialog', { name: 'Divine Surge Warning' })).toBeTruthy();
  });

  test('once shown, never again in this browser', async () => {
    window.localStorage.setItem(DIVINE_SURGE_STORAGE_KEY, '2026-11-21T10:00:00.000Z');
    const sinceLoad = () => 0;
    renderWithApp(<DivineSurgeWarning appName="Sangha" elapsed={sinceLoad} />);
    await act(() => vi.advanceTimersByTimeAsync(DIVINE_SURGE_WARNING_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
