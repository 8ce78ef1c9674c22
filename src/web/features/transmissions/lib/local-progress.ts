import {
  advanceProgress,
  initialProgress,
  parseTransmissionProgress,
  POINTS_PER_EXCHANGE,
  type TransmissionProgress,
} from '../../../../contracts/transmission-path.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** SPEC §3 Local progress lives in the browser under this key. */
export const TRANSMISSION_PROGRESS_STORAGE_KEY = 'sangha-transmission-progress';
const CHANGE_EVENT = 'sangha:transmission-progress';

let lastRaw: string | null | undefined;
let lastValue: TransmissionProgress = initialProgress(new Date(0).toISOString());

/**
 * The stored progress, or the start of the path (stage 1) when there is none or it is damaged.
 * The same object comes back while the stored text is unchanged, so re-reading every 5 s costs
 * no render.
 */
export function readLocalProgress(): TransmissionProgress {
  const raw = readStorage(TRANSMISSION_PROGRESS_STORAGE_KEY);
  if (raw === lastRaw) return lastValue;
  lastRaw = raw;
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  lastValue = parseTransmissionProgress(parsed) ?? initialProgress(new Date(0).toISOString());
  return lastValue;
}

export function writeLocalProgress(progress: TransmissionProgress): void {
  writeStorage(TRANSMISSION_PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Practice advances the path: one answered message to a teacher earns POINTS_PER_EXCHANGE, and
 * each transmission completes when its points are reached (2, 4, 6, 8 exchanges by difficulty).
 */
export function recordPracticeExchange(): TransmissionProgress {
  const next = advanceProgress(readLocalProgress(), POINTS_PER_EXCHANGE);
  writeLocalProgress(next);
  return next;
}

/** Called when this tab or another changes the stored progress. */
export function subscribeLocalProgress(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRANSMISSION_PROGRESS_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
