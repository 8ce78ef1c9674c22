import type { QueryClient, QueryFunctionContext, QueryKey, StaleTime } from '@tanstack/react-query';
import { APP_ROUTES, routePattern } from '../../contracts/routes.ts';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config.ts';
import { aiProvidersQueryOptions } from '../features/chat/api/get-ai-providers.ts';
import { sessionsQueryOptions } from '../features/chat/api/get-sessions.ts';
import { journalEntriesQueryOptions } from '../features/journal/api/get-journal-entries.ts';
import { carouselsQueryOptions } from '../features/modules/api/get-carousels.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { spiritualProgressQueryOptions } from '../features/progress/api/get-spiritual-progress.ts';
import { usageQueryOptions } from '../features/usage/api/get-usage.ts';

declare global {
  interface Window {
    /** The reads index.html's script starts with the page, by URL (null: not asked, signed out). */
    __sanghaEarlyReads?: Record<string, Promise<Response | null> | undefined>;
  }
}

/** What an early read stands in for: a query's own options. */
interface ReadOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
  staleTime?: unknown;
}

/** The query's own fetch, to fall back on (every query here has one). */
function ownFetchOf(options: ReadOptions) {
  if (typeof options.queryFn !== 'function')
    throw new Error(`${String(options.queryKey)}: no fetch`);
  return options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
}

/** Each early read: the query whose first fetch it is, and how its body becomes that query's data. */
const EARLY_READS: {
  url: string;
  options: () => ReadOptions;
  data?: (body: unknown) => unknown;
}[] = [
  { url: '/api/app-config', options: appConfigQueryOptions },
  {
    url: '/api/modules',
    options: modulesQueryOptions,
    // SPEC §7 allows either a bare array or `{modules: [...]}` (as getModules reads it).
    data: (body) => (Array.isArray(body) ? body : (body as { modules: unknown }).modules),
  },
  { url: '/api/journal', options: journalEntriesQueryOptions },
  { url: '/api/spiritual-progress', options: spiritualProgressQueryOptions },
];

/**
 * Take over the reads index.html starts beside the entry script (decision 027), so a page's data
 * is requested beside its code rather than after it. Each becomes its query's fetch in flight: a
 * query that mounts before the answer waits for it instead of asking again. An answer that is not
 * OK (or no answer) leaves the query to read as it always does.
 */
export function adoptEarlyReads(queryClient: QueryClient): void {
  const early = window.__sanghaEarlyReads;
  delete window.__sanghaEarlyReads;
  if (!early) return;
  for (const { url, options, data = (body: unknown) => body } of EARLY_READS) {
    const read = early[url];
    if (!read) continue;
    const query = options();
    // The page brought this data itself (a teacher's prerendered page brings the module list):
    // the answer is not needed, but is read to the end, as an unread body keeps the request open.
    if (queryClient.getQueryData(query.queryKey) !== undefined) {
      void read.then((response) => response?.arrayBuffer()).catch(() => undefined);
      continue;
    }
    const ownFetch = ownFetchOf(query);
    void queryClient.prefetchQuery({
      queryKey: query.queryKey,
      // Only the query's own staleness, if it has one; otherwise the client's default.
      ...(query.staleTime === undefined ? {} : { staleTime: query.staleTime as StaleTime }),
      queryFn: async (context) => {
        const response = await read.catch(() => null);
        if (response?.ok) return data(await response.json());
        // Read to the end all the same: a body left unread keeps the request open.
        await response?.arrayBuffer().catch(() => undefined);
        return ownFetch(context);
      },
    });
  }
}

const MAIN_SCREEN_ROUTES = [
  APP_ROUTES.home,
  APP_ROUTES.homeAlias,
  APP_ROUTES.chat,
  APP_ROUTES.chatModule,
];

/**
 * The rest of the main screen's data (the sidebar's groups and recent chats, what is left to
 * send, the AI modes), asked for as the entry starts, beside the page's code rather than after
 * the page has mounted. Each answer then waits in the cache and shows in the render that follows
 * hydration, which runs in slices; an answer arriving after hydration re-rendered its part of the
 * page in one synchronous task instead (a query's store update cannot be sliced), the longest
 * task of a teacher's page on a phone (decision 027, fourth revision). These reads need the
 * client-id header, which only the app's own fetch sends, so they are not in index.html's script.
 */
export function startMainScreenReads(queryClient: QueryClient, pathname: string): void {
  if (!MAIN_SCREEN_ROUTES.some((route) => routePattern(route).test(pathname))) return;
  // A failed read is left to the query, which asks again when its part mounts.
  void queryClient.prefetchQuery(carouselsQueryOptions());
  void queryClient.prefetchQuery(sessionsQueryOptions());
  void queryClient.prefetchQuery(usageQueryOptions());
  void queryClient.prefetchQuery(aiProvidersQueryOptions());
}
