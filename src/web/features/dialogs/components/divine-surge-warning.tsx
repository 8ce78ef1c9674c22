import { lazy, Suspense } from 'react';
import { useDivineSurge } from '../hooks/use-divine-surge.ts';

const DivineSurgeDialog = lazy(() =>
  import('./divine-surge-dialog.tsx').then((m) => ({ default: m.DivineSurgeDialog })),
);

/** Mount once on the main screen: shows the Divine Surge Warning when its time comes. */
export function DivineSurgeWarning({
  appName,
  delayMs,
  elapsed,
}: {
  appName: string;
  /** Defaults to SPEC §9's 300000 ms (tests pass their own clock). */
  delayMs?: number;
  elapsed?: () => number;
}) {
  const [open, setOpen] = useDivineSurge(delayMs, elapsed);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DivineSurgeDialog open={open} onOpenChange={setOpen} appName={appName} />
    </Suspense>
  );
}
