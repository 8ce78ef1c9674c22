/** Server routes reached by a full browser navigation, not by fetch (SPEC §2). */
export const AUTH_PATHS = {
  start: '/auth/start',
  logout: '/auth/logout',
} as const;
