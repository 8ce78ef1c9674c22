import type { QueryClient, QueryFunctionContext, QueryKey, StaleTime } from '@tanstack/react-query';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config.ts';
import { journalEntriesQueryOptions } from '../features/journal/api/get-journal-entries.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { spiritualProgressQueryOptions } from '../features/progress/api/get-spiritual-progress.ts';

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
