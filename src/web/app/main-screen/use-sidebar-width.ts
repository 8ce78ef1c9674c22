import { useCallback, useState } from 'react';
import { clampSidebarWidth, readSidebarWidth, writeSidebarWidth } from '../../lib/sidebar-width.ts';

/** The desktop sidebar width: read once from storage, persisted when a resize ends. */
export function useSidebarWidth() {
  const [width, setWidthState] = useState(readSidebarWidth);
  const setWidth = useCallback((next: number) => setWidthState(clampSidebarWidth(next)), []);
  const commitWidth = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next);
    setWidthState(clamped);
    writeSidebarWidth(clamped);
  }, []);
  return { width, setWidth, commitWidth };
}
