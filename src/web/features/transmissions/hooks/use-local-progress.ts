import { useEffect, useState } from 'react';
import { PROGRESS_POLL_MS } from '../../../../contracts/constants.ts';
import type { TransmissionProgress } from '../../../../contracts/transmission-path.ts';
import { readLocalProgress, subscribeLocalProgress } from '../lib/local-progress.ts';

/** The local progress (SPEC §4: re-read from storage every 5 s, and at once on this tab's changes). */
export function useLocalProgress(): TransmissionProgress {
  const [progress, setProgress] = useState(readLocalProgress);
  useEffect(() => {
    const refresh = () => setProgress(readLocalProgress());
    const timer = setInterval(refresh, PROGRESS_POLL_MS);
    const unsubscribe = subscribeLocalProgress(refresh);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, []);
  return progress;
}
