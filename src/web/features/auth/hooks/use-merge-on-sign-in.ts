import { useEffect, useRef } from 'react';
import type { MergeResult } from '../../../../contracts/auth.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { useMergeUsage } from '../api/merge-usage.ts';
import { isClientMerged } from '../lib/merged-clients.ts';

/**
 * After a sign-in that the web did not perform itself (a provider's redirect back to /chat), the
 * browser's anonymous conversations still belong to its client id: merge them once. Email
 * sign-in and sign-up merge on the server and record the id, so they make no call here.
 * `onMerged` runs after a successful merge (the app refetches sessions and usage).
 */
export function useMergeOnSignIn(
  userId: string | null,
  onMerged: (result: MergeResult) => void,
): void {
  const merge = useMergeUsage();
  const { mutate } = merge;
  // One attempt per user and client for this page's life, success or not: no retry loops.
  const attempted = useRef<string | null>(null);
  const onMergedRef = useRef(onMerged);
  useEffect(() => {
    onMergedRef.current = onMerged;
  });

  useEffect(() => {
    if (!userId) return;
    const clientId = getClientId();
    if (isClientMerged(clientId)) return;
    const attempt = `${userId}:${clientId}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    mutate(clientId, { onSuccess: (result) => onMergedRef.current(result) });
  }, [userId, mutate]);
}
