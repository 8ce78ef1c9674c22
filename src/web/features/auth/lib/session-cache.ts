import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contracts/auth.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { userQueryKey } from '../api/get-user.ts';
import { markClientMerged } from './merged-clients.ts';

/**
 * A sign-in by email, sign-up or password reset succeeded: show the user at once, then refetch
 * it (SPEC §7). The server merged this browser's anonymous conversations in the same request,
 * so the browser need not ask again. Usage and sessions follow the change of user (app/).
 */
export function applySignedIn(queryClient: QueryClient, user: User): void {
  markClientMerged(getClientId());
  queryClient.setQueryData(userQueryKey, user);
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/**
 * The session ended (sign-out, account deleted): forget every cached answer that belonged to
 * it. The user entry stays, set to null, so pages switch to their signed-out view at once.
 */
export function applySignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== userQueryKey[0],
  });
}
