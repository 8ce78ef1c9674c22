import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryRequest } from '../../../../contracts/journal.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { journalQueryKey } from './get-journal-entries.ts';

export interface UpdateJournalEntryInput {
  id: string;
  request: JournalEntryRequest;
}

/** Edit a dream; the server writes its insights again when the dream itself changed. */
export function updateJournalEntry({
  id,
  request,
}: UpdateJournalEntryInput): Promise<JournalEntry> {
  return apiJson<JournalEntry>('PUT', `/api/journal/${encodeURIComponent(id)}`, request);
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData<JournalEntry[]>(journalQueryKey, (entries) =>
        entries?.map((e) => (e.id === entry.id ? entry : e)),
      );
      return queryClient.invalidateQueries({ queryKey: journalQueryKey });
    },
  });
}
