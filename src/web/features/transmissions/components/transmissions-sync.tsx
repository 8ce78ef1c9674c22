import { useTransmissionsSync } from '../hooks/use-transmissions-sync.ts';

/**
 * Renders nothing: while mounted (signed in), keeps this browser's progress and the account's in
 * step. A component rather than a hook so the app can load it on demand.
 */
export function TransmissionsSync() {
  useTransmissionsSync(true);
  return null;
}
