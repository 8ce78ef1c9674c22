import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TransmissionProgress,
  TransmissionProgressResponse,
} from '../../../../contracts/transmissions.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { transmissionProgressQueryKey } from './get-transmission-progress.ts';

/** Save this browser's progress into the account; the server answers with the merged record. */
export function saveTransmissionProgress(
  progress: TransmissionProgress,
): Promise<TransmissionProgressResponse> {
  return apiJson<TransmissionProgressResponse>('PUT', '/api/transmissions/progress', progress);
}

export function useSaveTransmissionProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTransmissionProgress,
    onSuccess: (saved) => queryClient.setQueryData(transmissionProgressQueryKey, saved),
  });
}
