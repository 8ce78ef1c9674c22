import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarConfig } from '../../../../contracts/voice.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery } from '../../../lib/hydration.tsx';

export const avatarConfigQueryKey = ['/api/bithuman-config'] as const;

/** The avatar agent and a short-lived token (SPEC §7 GET /api/bithuman-config; signed in only). */
export const getAvatarConfig = getQueryFn<AvatarConfig>({ on401: 'throw' });

export function avatarConfigQueryOptions() {
  return queryOptions({
    queryKey: avatarConfigQueryKey,
    queryFn: getAvatarConfig,
    // The token is short-lived: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAvatarConfig(enabled: boolean) {
  return useHydrationSafeQuery(useQuery({ ...avatarConfigQueryOptions(), enabled }));
}
