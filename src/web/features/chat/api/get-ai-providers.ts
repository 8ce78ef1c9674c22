import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiProvider } from '../../../../contracts/chat.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const aiProvidersQueryKey = ['/api/ai/providers'] as const;

/** The AI providers this server offers, with whether each is gated and configured. */
export const getAiProviders = getQueryFn<AiProvider[]>({ on401: 'throw' });

export function aiProvidersQueryOptions() {
  return queryOptions({ queryKey: aiProvidersQueryKey, queryFn: getAiProviders });
}

export function useAiProviders() {
  return useHydrationSafeQuery(useQuery(aiProvidersQueryOptions()));
}
