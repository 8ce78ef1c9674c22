import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { QUERY_TIMEOUT_MS } from '../../../../contracts/constants.ts';
import type { User } from '../../../../contracts/auth.ts';
import { getUser, userQueryKey, userQueryOptions } from './get-user.ts';

/** What index.html's inline script leaves behind: the read of `/api/auth/user` it started. */
interface EarlySessionRead {
  promise: Promise<User | null>;
  /** Set once the read has answered (null when signed out). */
  user?: User | null;
}

declare global {
  interface Window {
    __sanghaSessionRead?: EarlySessionRead;
  }
}

/**
 * Take over the session read that index.html starts alongside the entry script, so the session
 * is usually known before the first render (no 'Loading...' screen, no second render). When it
 * has answered, the answer goes straight into the cache; while it is still on its way, the user
 * query waits for it; when it failed, or hangs, the query reads the session itself as before.
 */
export function adoptEarlySessionRead(queryClient: QueryClient): void {
  const early = window.__sanghaSessionRead;
  delete window.__sanghaSessionRead;
  if (!early?.promise) return;
  if (early.user !== undefined) {
    queryClient.setQueryData(userQueryKey, early.user);
    return;
  }
  const { staleTime, retry } = userQueryOptions();
  void queryClient.prefetchQuery({
    queryKey: userQueryKey,
    staleTime,
    retry,
    queryFn: async (context: QueryFunctionContext) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), QUERY_TIMEOUT_MS);
      });
      try {
        return await Promise.race([early.promise, timeout]);
      } catch {
        return getUser(context);
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
