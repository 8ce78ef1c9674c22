import { useCallback, useState } from 'react';
import { SIDEBAR_WIDTH_DESKTOP_DEFAULT } from '../../../contracts/constants.ts';
import { useHydrated } from '../../lib/hydration.tsx';
import { clampSidebarWidth, readSidebarWidth, writeSidebarWidth } from '../../lib/sidebar-width.ts';

/**
 * The desktop sidebar width: read once from storage, persisted when a resize ends. A prerendered
 * page has the default width until hydrated, as built (decision 027).
 */
export function useSidebarWidth() {
  const hydrated = useHydrated();
  const [stored, setWidthState] = useState(readSidebarWidth);
  const setWidth = useCallback((next: number) => setWidthState(clampSidebarWidth(next)), []);
  const commitWidth = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next);
    setWidthState(clamped);
    writeSidebarWidth(clamped);
  }, []);
  return { width: hydrated ? stored : SIDEBAR_WIDTH_DESKTOP_DEFAULT, setWidth, commitWidth };
}
