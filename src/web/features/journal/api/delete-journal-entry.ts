import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { journalQueryKey } from './get-journal-entries.ts';

/** Delete a dream (204). */
export async function deleteJournalEntry(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/journal/${encodeURIComponent(id)}`);
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<JournalEntry[]>(journalQueryKey, (entries) =>
        entries?.filter((e) => e.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: journalQueryKey });
    },
  });
}
