import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryRequest } from '../../../../contracts/journal.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { journalQueryKey } from './get-journal-entries.ts';

/** Record a dream (201). The server saves it, then adds insights, so this can take a few seconds. */
export function createJournalEntry(request: JournalEntryRequest): Promise<JournalEntry> {
  return apiJson<JournalEntry>('POST', '/api/journal', request);
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: (entry) => {
      // Show it at once, then refetch the list (SPEC §7: success refetches the list).
      queryClient.setQueryData<JournalEntry[]>(journalQueryKey, (entries) => [
        entry,
        ...(entries ?? []).filter((e) => e.id !== entry.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: journalQueryKey });
    },
  });
}
