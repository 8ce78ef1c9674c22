import { act, cleanup, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLIENT_ID_HEADER, MERGED_CLIENT_STORAGE_KEY } from '../../../../contracts/constants.ts';
import type { MergeResult } from '../../../../contracts/auth.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { isClientMerged, markClientMerged } from '../lib/merged-clients.ts';
import { useMergeOnSignIn } from './use-merge-on-sign-in.ts';

let forceRender: () => void = () => undefined;

/** Renders the hook and lets a test re-render it in place. */
function Host(props: { userId: string | null; onMerged: (r: MergeResult) => void }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    forceRender = () => setTick((tick) => tick + 1);
  }, []);
  return <Probe {...props} />;
}

function Probe({
  userId,
  onMerged,
}: {
  userId: string | null;
  onMerged: (r: MergeResult) => void;
}) {
  useMergeOnSignIn(userId, onMerged);
  return null;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const merged: MergeResult = { mergedSessions: 2, alreadyMerged: false };

describe('useMergeOnSignIn', () => {
  test('signed in with an unmerged client id: one merge call, recorded, then never again', async () => {
    const api = installFakeApi({ 'POST /api/usage/merge': () => Response.json(merged) });
    const onMerged = vi.fn();
    renderWithApp(<Host userId="user-1" onMerged={onMerged} />);
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(merged));

    const [call] = api.calls('POST /api/usage/merge');
    const clientId = getClientId();
    expect(sentJson(call)).toEqual({ previousClientId: clientId });
    // The server accepts only the browser's own id, carried by the header as well.
    expect((call?.headers as Record<string, string>)[CLIENT_ID_HEADER]).toBe(clientId);
    expect(isClientMerged(clientId)).toBe(true);

    // A re-render, and a fresh page with the same browser storage, make no further call.
    act(() => forceRender());
    cleanup();
    renderWithApp(<Probe userId="user-1" onMerged={onMerged} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls('POST /api/usage/merge')).toHaveLength(1);
    expect(onMerged).toHaveBeenCalledTimes(1);
  });

  test('signed out: no call', async () => {
    const api = installFakeApi();
    renderWithApp(<Probe userId={null} onMerged={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('an id already recorded (an email sign-in merged it on the server): no call', async () => {
    const api = installFakeApi();
    markClientMerged(getClientId());
    renderWithApp(<Probe userId="user-1" onMerged={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('a failed merge is not recorded and not retried in a loop', async () => {
    const api = installFakeApi({
      'POST /api/usage/merge': () => apiError(401, 'Please sign in first', 'unauthorized'),
    });
    const onMerged = vi.fn();
    renderWithApp(<Host userId="user-1" onMerged={onMerged} />);
    await waitFor(() => expect(api.calls('POST /api/usage/merge')).toHaveLength(1));
    act(() => forceRender());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls('POST /api/usage/merge')).toHaveLength(1);
    expect(onMerged).not.toHaveBeenCalled();
    expect(localStorage.getItem(MERGED_CLIENT_STORAGE_KEY)).toBeNull();
  });

  test('an older single-id value in storage still counts', () => {
    localStorage.setItem(MERGED_CLIENT_STORAGE_KEY, getClientId());
    expect(isClientMerged(getClientId())).toBe(true);
  });
});
