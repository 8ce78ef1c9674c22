import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const journalQueryKey = ['/api/journal'] as const;

/** The signed-in user's dream journal, newest first. */
export const getJournalEntries = getQueryFn<JournalEntry[]>({ on401: 'throw' });

export function journalEntriesQueryOptions() {
  return queryOptions({ queryKey: journalQueryKey, queryFn: getJournalEntries });
}

/** `enabled: false` until needed: the timeline reads the journal only when its dream dialog opens. */
export function useJournalEntries({ enabled = true }: { enabled?: boolean } = {}) {
  return useHydrationSafeQuery(useQuery({ ...journalEntriesQueryOptions(), enabled }));
}
