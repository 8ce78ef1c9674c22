import { lazy, Suspense, useState } from 'react';
import { TRANSMISSIONS_COUNT } from '../../../../contracts/constants.ts';
import { Hint } from '../../../components/ui/tooltip.tsx';
import { useCanRenderEmoji } from '../../../lib/emoji-support.ts';
import { useLocalProgress } from '../hooks/use-local-progress.ts';
import { summarise } from '../lib/path-progress.ts';

// The dialog (all twelve, with their texts) loads when first opened.
const TransmissionsDialog = lazy(() =>
  import('./transmissions-dialog.tsx').then((m) => ({ default: m.TransmissionsDialog })),
);

/** The spiritual progress badge of the chat header (SPEC §2): the current transmission and n/12. */
export function ProgressBadge() {
  const progress = useLocalProgress();
  const summary = summarise(progress);
  const emojiDrawable = useCanRenderEmoji(summary.current.emoji);
  const [dialog, setDialog] = useState({ mounted: false, open: false });
  return (
    <>
      <Hint label={`Twelve Transmissions: ${summary.current.title}`}>
        <button
          type="button"
          data-testid="progress-badge"
          aria-haspopup="dialog"
          onClick={() => setDialog({ mounted: true, open: true })}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-highlight/40 bg-primary/15 px-2.5 text-xs font-semibold whitespace-nowrap text-highlight hover:bg-primary/25"
        >
          {/* Left out where there is no emoji font, rather than shown as an empty box. */}
          {emojiDrawable ? (
            <span aria-hidden="true" className="font-emoji text-sm leading-none">
              {summary.current.emoji}
            </span>
          ) : null}
          {summary.completed}/{TRANSMISSIONS_COUNT}
          <span className="sr-only"> transmissions complete. Current: {summary.current.title}</span>
        </button>
      </Hint>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <TransmissionsDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog({ mounted: true, open })}
            progress={progress}
          />
        </Suspense>
      ) : null}
    </>
  );
}
