import { useEffect, useState } from 'react';

/**
 * How long the first message shows. Saving is quick; the insights that follow can take a few
 * seconds with a model, so after this the message says what the wait is for.
 */
export const INSIGHTS_PHASE_DELAY_MS = 1200;

export type SavePhase = 'idle' | 'saving' | 'insights';

/** 'saving' while a request runs, turning to 'insights' after a moment; 'idle' otherwise. */
export function useSavePhase(pending: boolean): SavePhase {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(true), INSIGHTS_PHASE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [pending]);
  if (!pending) return 'idle';
  return late ? 'insights' : 'saving';
}
