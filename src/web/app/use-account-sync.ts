import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUser } from '../features/auth/api/get-user.ts';
import { userStatsQueryKey } from '../features/auth/api/get-user-stats.ts';
import { useMergeOnSignIn } from '../features/auth/hooks/use-merge-on-sign-in.ts';
import { sessionsQueryKey } from '../features/chat/api/get-sessions.ts';
import { usageQueryKey } from '../features/usage/api/get-usage.ts';

/**
 * Keeps the data that depends on who is signed in in step with the session: when the user
 * changes (sign-in, sign-up, sign-out), usage, sessions and stats are refetched; after a
 * provider sign-in the browser's anonymous conversations are merged into the account once.
 */
export function useAccountSync(): void {
  const queryClient = useQueryClient();
  const user = useUser();
  const userId = user.isPending ? undefined : (user.data?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    // The first answer is where the page starts, not a change.
    if (before === undefined || before === userId) return;
    void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
  }, [userId, queryClient]);

  useMergeOnSignIn(userId ?? null, () => {
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: usageQueryKey });
  });
}
