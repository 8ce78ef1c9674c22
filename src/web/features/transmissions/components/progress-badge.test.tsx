import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TransmissionProgress } from '../../../../contracts/transmissions.ts';
import { renderWithApp } from '../../../test/render.tsx';
import {
  readLocalProgress,
  recordPracticeExchange,
  TRANSMISSION_PROGRESS_STORAGE_KEY,
} from '../lib/local-progress.ts';
import { ProgressBadge } from './progress-badge.tsx';

const store = (progress: TransmissionProgress) =>
  window.localStorage.setItem(TRANSMISSION_PROGRESS_STORAGE_KEY, JSON.stringify(progress));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the spiritual progress badge', () => {
  test('starts at the first transmission, 0 of 12', () => {
    renderWithApp(<ProgressBadge />);
    const badge = screen.getByTestId('progress-badge');
    expect(badge.textContent).toBe('🙏0/12 transmissions complete. Current: The Gate of Refuge');
    expect(readLocalProgress()).toMatchObject({
      currentStage: 1,
      completedStages: [],
      totalPoints: 0,
    });
  });

  test('its dialog shows the current transmission, overall progress and every Complete / Current marker', async () => {
    const user = userEvent.setup();
    store({
      currentStage: 4,
      completedStages: [1, 2, 3],
      totalPoints: 70,
      lastUpdated: '2026-11-21T10:00:00.000Z',
    });
    renderWithApp(<ProgressBadge />);
    await user.click(screen.getByTestId('progress-badge'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Twelve Transmissions — Lineage Gold Edition',
    });
    const current = within(dialog).getByRole('heading', { name: /The Four Immeasurables/ });
    expect(current).toBeTruthy();
    expect(within(dialog).getByText('Current transmission · 4 of 12')).toBeTruthy();
    expect(within(dialog).getByText('Om Maṇi Padme Hūṃ')).toBeTruthy();
    expect(within(dialog).getByText(/3 more exchanges with a teacher to complete it/)).toBeTruthy();
    expect(within(dialog).getByTestId('overall-progress').textContent).toBe(
      '3 of 12 complete · 70 points',
    );
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    const items = within(dialog).getAllByTestId('transmission');
    expect(items).toHaveLength(12);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      ...Array(8).fill('upcoming'),
    ]);
    expect(within(items[0]!).getByText('Complete')).toBeTruthy();
    expect(within(items[3]!).getByText('Current')).toBeTruthy();
    expect(items[3]!.getAttribute('aria-current')).toBe('step');
    expect(within(items[4]!).queryByText(/Complete|Current/)).toBeNull();

    const pdf = within(dialog).getByRole('link', { name: 'Download the PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/downloads/transmissions');
  });

  test('practice advances it, and storage is re-read every 5 s', async () => {
    vi.useFakeTimers();
    renderWithApp(<ProgressBadge />);
    const badge = () => screen.getByTestId('progress-badge');

    // This tab's practice shows at once: two exchanges complete the first transmission.
    act(() => {
      recordPracticeExchange();
      recordPracticeExchange();
    });
    expect(badge().textContent).toContain('1/12');
    expect(badge().textContent).toContain('The Precious Human Life');

    // Another tab (no event here) wrote more: seen on the next 5-second read.
    store({
      currentStage: 6,
      completedStages: [1, 2, 3, 4, 5],
      totalPoints: 140,
      lastUpdated: '2026-11-21T10:00:00.000Z',
    });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(badge().textContent).toContain('1/12');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(badge().textContent).toContain('5/12');
    expect(badge().textContent).toContain('Clear Seeing');
  });

  test('damaged storage falls back to the start of the path', async () => {
    window.localStorage.setItem(TRANSMISSION_PROGRESS_STORAGE_KEY, '{"currentStage": 40');
    renderWithApp(<ProgressBadge />);
    expect(screen.getByTestId('progress-badge').textContent).toContain('0/12');
    fireEvent.click(screen.getByTestId('progress-badge'));
    await waitFor(() =>
      expect(screen.getAllByTestId('transmission')[0]?.getAttribute('data-state')).toBe('current'),
    );
  });
});
