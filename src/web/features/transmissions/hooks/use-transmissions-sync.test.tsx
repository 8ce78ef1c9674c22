import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TransmissionProgress } from '../../../../contracts/transmissions.ts';
import { createQueryClient } from '../../../lib/api-client.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import {
  readLocalProgress,
  recordPracticeExchange,
  TRANSMISSION_PROGRESS_STORAGE_KEY,
} from '../lib/local-progress.ts';
import { useTransmissionsSync } from './use-transmissions-sync.ts';

const at = '2026-11-21T10:00:00.000Z';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('progress follows a signed-in account', () => {
  test("the account's progress is merged into this browser, and the union is saved back", async () => {
    const server: TransmissionProgress = {
      currentStage: 4,
      completedStages: [1, 2, 3],
      totalPoints: 60,
      lastUpdated: at,
    };
    window.localStorage.setItem(
      TRANSMISSION_PROGRESS_STORAGE_KEY,
      JSON.stringify({ currentStage: 1, completedStages: [], totalPoints: 70, lastUpdated: at }),
    );
    const api = installFakeApi({
      'GET /api/transmissions/progress': () => Response.json({ progress: server }),
      'PUT /api/transmissions/progress': (init) =>
        Response.json({ progress: JSON.parse(init.body as string) as TransmissionProgress }),
    });
    renderHook(() => useTransmissionsSync(true), { wrapper });

    // 70 points: the three beginner stages (60) complete; the fourth needs 100.
    await waitFor(() => expect(readLocalProgress().completedStages).toEqual([1, 2, 3]));
    expect(readLocalProgress()).toMatchObject({ currentStage: 4, totalPoints: 70 });
    await waitFor(() =>
      expect(api.calls('PUT /api/transmissions/progress').length).toBeGreaterThan(0),
    );
    const saved = JSON.parse(
      api.calls('PUT /api/transmissions/progress')[0]?.body as string,
    ) as TransmissionProgress;
    expect(saved).toMatchObject({ currentStage: 4, completedStages: [1, 2, 3], totalPoints: 70 });
  });

  test('practice made here is saved to the account', async () => {
    const api = installFakeApi({
      'GET /api/transmissions/progress': () => Response.json({ progress: null }),
      'PUT /api/transmissions/progress': (init) =>
        Response.json({ progress: JSON.parse(init.body as string) as TransmissionProgress }),
    });
    renderHook(() => useTransmissionsSync(true), { wrapper });
    await waitFor(() => expect(api.calls('GET /api/transmissions/progress')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing to save for a path not yet begun.
    expect(api.calls('PUT /api/transmissions/progress')).toHaveLength(0);
    const practisedAt = Date.now();
    act(() => {
      recordPracticeExchange();
    });
    await waitFor(() => expect(api.calls('PUT /api/transmissions/progress')).toHaveLength(1), {
      timeout: 3000,
    });
    // Saved after a quiet moment, so a burst of replies is one request.
    expect(Date.now() - practisedAt).toBeGreaterThanOrEqual(1000);
    expect(
      JSON.parse(api.calls('PUT /api/transmissions/progress')[0]?.body as string),
    ).toMatchObject({
      totalPoints: 10,
    });
  });

  test('signed out, nothing is asked of the server', async () => {
    const api = installFakeApi({
      'GET /api/transmissions/progress': () =>
        apiError(401, 'Please sign in first', 'unauthorized'),
    });
    renderHook(() => useTransmissionsSync(false), { wrapper });
    act(() => {
      recordPracticeExchange();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetch).not.toHaveBeenCalled();
    expect(readLocalProgress().totalPoints).toBe(10);
  });
});
