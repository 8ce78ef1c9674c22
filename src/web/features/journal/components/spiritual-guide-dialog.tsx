import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  GUIDE_CLOSING,
  GUIDE_ELEMENTS,
  GUIDE_INTRODUCTION,
  type GuideSection,
} from '../lib/spiritual-guide.ts';

function Section({ section }: { section: GuideSection }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-serif text-lg font-semibold">{section.heading}</h3>
      {section.subheading ? (
        <p className="text-xs font-semibold tracking-wide text-highlight uppercase">
          {section.subheading}
        </p>
      ) : null}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
      {section.practice ? (
        <p className="rounded-lg border border-border bg-surface px-3 py-2">
          <strong className="font-semibold">Practice: </strong>
          {section.practice}
        </p>
      ) : null}
    </section>
  );
}

interface SpiritualGuideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The static teaching on the five elements in dreams (SPEC §2 "Dream journal"). */
export function SpiritualGuideDialog({ open, onOpenChange }: SpiritualGuideDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Spiritual Guide: The Five Elements in Dreams"
      description="A contemplative introduction to reading your dreams."
      className="flex max-h-[88dvh] w-[min(94vw,42rem)] flex-col"
    >
      <div
        tabIndex={0}
        aria-label="Teaching text"
        role="region"
        className="mt-4 -mr-2 grid min-h-0 gap-5 overflow-y-auto pr-2 text-sm leading-relaxed"
      >
        {GUIDE_INTRODUCTION.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {GUIDE_ELEMENTS.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
        <Section section={GUIDE_CLOSING} />
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
