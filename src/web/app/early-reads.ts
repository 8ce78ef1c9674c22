import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { appConfigQueryKey } from '../features/app-config/api/get-app-config.ts';
import { journalQueryKey } from '../features/journal/api/get-journal-entries.ts';
import { modulesQueryKey } from '../features/modules/api/get-modules.ts';
import { spiritualProgressQueryKey } from '../features/progress/api/get-spiritual-progress.ts';

declare global {
  interface Window {
    /** The reads index.html's script starts with the page, by URL (null: not asked, signed out). */
    __sanghaEarlyReads?: Record<string, Promise<Response | null> | undefined>;
  }
}

/** Each early read, and where its answer goes in the query cache. */
const EARLY_READS: { url: string; queryKey: QueryKey; data?: (body: unknown) => unknown }[] = [
  { url: '/api/app-config', queryKey: appConfigQueryKey },
  {
    url: '/api/modules',
    queryKey: modulesQueryKey,
    // SPEC §7 allows either a bare array or `{modules: [...]}` (as getModules reads it).
    data: (body) => (Array.isArray(body) ? body : (body as { modules: unknown }).modules),
  },
  { url: '/api/journal', queryKey: journalQueryKey },
  { url: '/api/spiritual-progress', queryKey: spiritualProgressQueryKey },
];

/**
 * Take over the reads index.html starts beside the entry script (decision 027), so a page's data
 * is requested beside its code rather than after it: each OK answer goes into the query cache.
 * Anything else is left to the queries, which read as they always do.
 */
export function adoptEarlyReads(queryClient: QueryClient): void {
  const early = window.__sanghaEarlyReads;
  delete window.__sanghaEarlyReads;
  if (!early) return;
  for (const { url, queryKey, data = (body: unknown) => body } of EARLY_READS) {
    const read = early[url];
    if (!read) continue;
    void read
      .then(async (response) => {
        if (!response) return;
        if (!response.ok || queryClient.getQueryData(queryKey) !== undefined) {
          // Read to the end all the same: a body left unread keeps the request open.
          await response.arrayBuffer();
          return;
        }
        queryClient.setQueryData(queryKey, data(await response.json()));
      })
      .catch(() => undefined);
  }
}
