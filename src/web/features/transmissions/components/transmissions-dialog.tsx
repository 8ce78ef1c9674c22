import { Check, Download, Sparkles } from 'lucide-react';
import { TRANSMISSIONS_COUNT } from '../../../../contracts/constants.ts';
import {
  POINTS_PER_EXCHANGE,
  TRANSMISSIONS,
  type TransmissionProgress,
} from '../../../../contracts/transmission-path.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { DIFFICULTY_LABEL, summarise } from '../lib/path-progress.ts';

/** Browser navigation out of the app (SPEC §2): the PDF of the twelve. */
export const TRANSMISSIONS_PDF_URL = '/api/downloads/transmissions';

interface TransmissionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  progress: TransmissionProgress;
}

/**
 * 'Twelve Transmissions — Lineage Gold Edition' (SPEC §2): the current transmission, overall
 * progress, and all twelve with Complete / Current markers.
 */
export function TransmissionsDialog({ open, onOpenChange, progress }: TransmissionsDialogProps) {
  const summary = summarise(progress);
  const { current } = summary;
  const done = new Set(progress.completedStages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Twelve Transmissions — Lineage Gold Edition"
      description="Twelve stages of the path, opened by practice with the teachers."
      className="max-h-[90dvh] w-[min(94vw,40rem)] overflow-y-auto"
      data-testid="transmissions-dialog"
    >
      <section
        aria-labelledby="current-transmission"
        className="mt-5 rounded-xl border border-highlight/40 bg-primary/10 p-4"
      >
        <p className="text-xs font-semibold tracking-wide text-highlight uppercase">
          {summary.allComplete
            ? 'All twelve complete'
            : `Current transmission · ${current.id} of ${TRANSMISSIONS_COUNT}`}
        </p>
        <h3 id="current-transmission" className="mt-1 font-serif text-lg font-semibold">
          <span aria-hidden="true" className="font-emoji">
            {current.emoji}{' '}
          </span>
          {current.title}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground italic">
          {current.tibetanName} · {current.sanskritName}
        </p>
        <p className="mt-3 rounded-lg bg-background/70 px-3 py-2 text-center font-serif italic">
          {current.mantra}
        </p>
        <p className="mt-3 text-sm leading-relaxed">{current.description}</p>
        <p className="mt-2 text-xs text-muted-foreground">
          {DIFFICULTY_LABEL[current.difficulty]}
          {summary.allComplete
            ? ''
            : ` · ${summary.exchangesToNext} more exchange${summary.exchangesToNext === 1 ? '' : 's'} with a teacher to complete it`}
        </p>
      </section>

      <section aria-labelledby="overall-progress" className="mt-5">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="overall-progress" className="text-sm font-semibold">
            Overall progress
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="overall-progress">
            {summary.completed} of {TRANSMISSIONS_COUNT} complete · {progress.totalPoints} points
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="overall-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.percent}
          aria-valuetext={`${summary.percent}%`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-highlight transition-[width]"
            style={{ width: `${summary.percent}%` }}
          />
        </div>
      </section>

      <ol aria-label="The twelve transmissions" className="mt-5 grid gap-1.5">
        {TRANSMISSIONS.map((t) => {
          const complete = done.has(t.id);
          const isCurrent = !complete && t.id === current.id;
          return (
            <li
              key={t.id}
              data-testid="transmission"
              data-state={complete ? 'complete' : isCurrent ? 'current' : 'upcoming'}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2',
                isCurrent ? 'border-highlight/60 bg-primary/10' : 'border-border',
                // Upcoming ones are set apart by a dashed edge and a faded emblem; their text keeps
                // full contrast (fading the whole row left the subtitles at 3.8:1, issue 18).
                !complete && !isCurrent && 'border-dashed',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'font-emoji text-lg',
                  !complete && !isCurrent && 'opacity-60 grayscale',
                )}
              >
                {t.emoji}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {t.id}. {t.title}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {t.sanskritName} · {DIFFICULTY_LABEL[t.difficulty]}
                </p>
              </div>
              {complete ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-highlight/15 px-2 py-0.5 text-xs font-semibold text-highlight">
                  <Check aria-hidden="true" className="size-3.5" />
                  Complete
                </span>
              ) : isCurrent ? (
                <span className="inline-flex items-center gap-1 rounded-full border border-highlight/50 px-2 py-0.5 text-xs font-semibold text-highlight">
                  <Sparkles aria-hidden="true" className="size-3.5" />
                  Current
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>

      <p className="mt-4 text-xs text-muted-foreground">
        Every exchange with a teacher earns {POINTS_PER_EXCHANGE} points; each transmission
        completes when its points are reached. These are contemplations from AI teachers inspired by
        the Tibetan tradition, not empowerments.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <a href={TRANSMISSIONS_PDF_URL} download="twelve-transmissions.pdf">
            <Download aria-hidden="true" />
            Download the PDF
          </a>
        </Button>
        <Button onClick={() => onOpenChange(false)}>Continue practice</Button>
      </div>
    </Dialog>
  );
}
