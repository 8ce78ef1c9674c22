import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BiofeedbackReading,
  CreateReadingRequest,
} from '../../../../contracts/biofeedback.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** Store one live reading (SPEC §7: sent for each live reading while monitoring is on). */
export function createReading(reading: CreateReadingRequest): Promise<BiofeedbackReading> {
  return apiJson<BiofeedbackReading>('POST', '/api/biofeedback/data', reading);
}

/** After a reading is stored, the trends and charts that include it are read again. */
export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReading,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/biofeedback/summary'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/biofeedback/data'] }),
      ]),
  });
}
