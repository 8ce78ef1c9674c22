import { useEffect, useRef } from 'react';
import { mergeProgress, sameProgress } from '../../../../contracts/transmission-path.ts';
import { useTransmissionProgress } from '../api/get-transmission-progress.ts';
import { useSaveTransmissionProgress } from '../api/save-transmission-progress.ts';
import {
  readLocalProgress,
  subscribeLocalProgress,
  writeLocalProgress,
} from '../lib/local-progress.ts';

/** Quiet time after practice before the progress is saved, so a burst of replies saves once. */
const SAVE_AFTER_MS = 1500;

/**
 * For a signed-in person, keep the browser's progress and the account's in step, so the path
 * survives a new device: the account's copy is merged in when it arrives, and practice made here
 * is saved to the account. Merging never loses stages on either side.
 */
export function useTransmissionsSync(signedIn: boolean): void {
  const server = useTransmissionProgress(signedIn);
  const { mutate: save } = useSaveTransmissionProgress();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stored = server.data;
  useEffect(() => {
    if (!signedIn || stored === undefined || stored === null) return;
    const local = readLocalProgress();
    const merged = stored.progress ? mergeProgress(local, stored.progress) : local;
    if (!sameProgress(merged, local)) writeLocalProgress(merged);
    const nothingYet = merged.totalPoints === 0 && merged.completedStages.length === 0;
    if (!nothingYet && (!stored.progress || !sameProgress(merged, stored.progress))) save(merged);
  }, [signedIn, stored, save]);

  useEffect(() => {
    if (!signedIn) return;
    const unsubscribe = subscribeLocalProgress(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save(readLocalProgress()), SAVE_AFTER_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [signedIn, save]);
}
