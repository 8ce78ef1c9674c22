import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBiofeedbackResult } from '../../../../contracts/biofeedback.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** Delete every reading and device of the account. */
export function deleteBiofeedbackData(): Promise<DeleteBiofeedbackResult> {
  return apiJson<DeleteBiofeedbackResult>('DELETE', '/api/biofeedback/data');
}

export function useDeleteBiofeedbackData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBiofeedbackData,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/biofeedback/'),
      }),
  });
}
