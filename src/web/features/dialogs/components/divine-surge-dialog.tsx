import { Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** The timed Divine Surge Warning with its liability release (SPEC §2). */
export function DivineSurgeDialog({
  open,
  onOpenChange,
  appName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
}) {
  const releaseId = useId();
  const [accepted, setAccepted] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Divine Surge Warning"
      description="You have been with us for five minutes. Spiritual energy levels are rising."
      className="max-h-[90dvh] w-[min(94vw,32rem)] overflow-y-auto"
      data-testid="divine-surge-dialog"
    >
      <div className="mt-4 grid gap-3 text-sm leading-relaxed">
        <p className="flex items-start gap-2">
          <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          Side effects may include spontaneous kindness, unexplained calm and laughing at your own
          ego. Please take a breath, drink some water and rest your eyes for a moment.
        </p>
        <section
          aria-labelledby={`${releaseId}-title`}
          className="rounded-xl border border-border bg-muted/50 p-3"
        >
          <h3 id={`${releaseId}-title`} className="text-xs font-semibold tracking-wide uppercase">
            Liability release
          </h3>
          <p className="mt-1.5 text-xs">
            I understand that the teachers of {appName} are AI, that what I do with their guidance
            is my own choice, and that I will stop any practice that leaves me dizzy, unwell or
            distressed and seek qualified help when I need it. I release {appName} from liability
            for any enlightenment, sudden or gradual, that may follow.
          </p>
        </section>
        <label htmlFor={releaseId} className="flex items-center gap-2 font-medium">
          <input
            id={releaseId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className="size-4 accent-highlight"
          />
          I accept the liability release
        </label>
      </div>
      <div className="mt-6 flex justify-end">
        <Button disabled={!accepted} onClick={() => onOpenChange(false)}>
          Continue my practice
        </Button>
      </div>
    </Dialog>
  );
}
