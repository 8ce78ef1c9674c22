import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceUsage } from '../../../../contracts/voice.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const voiceUsageQueryKey = ['/api/voice/usage'] as const;

/** The caller's voice generations and allowance (SPEC §7 GET /api/voice/usage). */
export const getVoiceUsage = getQueryFn<VoiceUsage>({ on401: 'throw' });

export function voiceUsageQueryOptions() {
  return queryOptions({ queryKey: voiceUsageQueryKey, queryFn: getVoiceUsage });
}

export function useVoiceUsage() {
  return useHydrationSafeQuery(useQuery(voiceUsageQueryOptions()));
}
