import { useCallback } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../contracts/constants.ts';
import { useHydrationSafeStore } from './hydration.tsx';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Subscribe to a CSS media query; false where matchMedia does not exist. */
export function subscribeMediaQuery(query: string, onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const notMatching = () => false;

/** Whether `query` matches (false in a prerendered page until it has hydrated). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeMediaQuery(query, onChange),
    [query],
  );
  const getSnapshot = useCallback(() => matches(query), [query]);
  return useHydrationSafeStore(subscribe, getSnapshot, notMatching);
}

/** Below SPEC §9's 768 px breakpoint the main screen becomes two sliding panels. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
