import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userQueryKey } from '../features/auth/api/get-user.ts';
import { sessionsQueryKey } from '../features/chat/api/get-sessions.ts';
import { usageQueryKey } from '../features/usage/api/get-usage.ts';
import { installFakeApi } from '../test/fake-api.ts';
import { anonUsage, member, renderWithApp, seededQueryClient } from '../test/render.tsx';
import { useAccountSync } from './use-account-sync.ts';

function Probe() {
  useAccountSync();
  return null;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAccountSync', () => {
  test('a sign-in in this page refetches usage and sessions', async () => {
    installFakeApi({
      'POST /api/usage/merge': () => Response.json({ mergedSessions: 0, alreadyMerged: true }),
    });
    const queryClient = seededQueryClient({ user: null, usage: anonUsage, sessions: [] });
    renderWithApp(<Probe />, { queryClient });
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(false);

    act(() => {
      queryClient.setQueryData(userQueryKey, member);
    });
    await waitFor(() => {
      expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(sessionsQueryKey)?.isInvalidated).toBe(true);
    });
  });

  test('arriving signed in from a provider merges once, then refetches sessions and usage', async () => {
    const api = installFakeApi({
      'POST /api/usage/merge': () => Response.json({ mergedSessions: 3, alreadyMerged: false }),
    });
    const queryClient = seededQueryClient({ user: member, usage: anonUsage, sessions: [] });
    renderWithApp(<Probe />, { queryClient });
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionsQueryKey)?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);
    expect(api.calls('POST /api/usage/merge')).toHaveLength(1);
  });
});
