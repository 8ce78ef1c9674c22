import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_USER_CACHE_MS } from '../../../../contracts/constants.ts';
import type { User } from '../../../../contracts/auth.ts';
import { getQueryFn } from '../../../lib/api-client.ts';

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

export function useUser() {
  return useQuery(userQueryOptions());
}
