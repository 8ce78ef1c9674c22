import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { AUTH_USER_CACHE_MS } from '../../../../contracts/constants.ts';
import type { User } from '../../../../contracts/auth.ts';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useHydrationSafeQuery, useKnownVisitor } from '../../../lib/hydration.tsx';

export const userQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out: a 401 here is an answer, not an error (SPEC §4). */
export const getUser = getQueryFn<User>({ on401: 'returnNull' });

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: AUTH_USER_CACHE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * The session. While a prerendered page hydrates it reads as not yet known, as it was when the
 * page was built, even when the early session read has already answered (decision 027); in a
 * visitor's page it is known from the start: signed out, in the build's render and the browser's.
 */
export function useUser(): UseQueryResult<User | null> {
  const query = useQuery(userQueryOptions());
  const hydrationSafe = useHydrationSafeQuery(query);
  return useKnownVisitor() ? query : hydrationSafe;
}
