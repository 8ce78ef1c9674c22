import { useEffect, useState } from 'react';
import { DIVINE_SURGE_WARNING_DELAY_MS } from '../../../../contracts/constants.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Set once the Divine Surge Warning has been shown: it is shown once per browser (SPEC §2). */
export const DIVINE_SURGE_STORAGE_KEY = 'sangha-divine-surge-shown';

/** Milliseconds since the page loaded. */
const sinceLoad = () => performance.now();

/**
 * Whether the Divine Surge Warning is open: it opens 300000 ms after the page loaded (not after
 * this screen mounted), once, and the browser remembers it was shown.
 */
export function useDivineSurge(
  delayMs = DIVINE_SURGE_WARNING_DELAY_MS,
  elapsed: () => number = sinceLoad,
): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readStorage(DIVINE_SURGE_STORAGE_KEY)) return;
    const timer = setTimeout(
      () => {
        // Another tab may have shown it meanwhile.
        if (readStorage(DIVINE_SURGE_STORAGE_KEY)) return;
        writeStorage(DIVINE_SURGE_STORAGE_KEY, new Date().toISOString());
        setOpen(true);
      },
      Math.max(0, delayMs - elapsed()),
    );
    return () => clearTimeout(timer);
  }, [delayMs, elapsed]);
  return [open, setOpen];
}
