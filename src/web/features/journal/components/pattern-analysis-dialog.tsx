import { useMemo, useState } from 'react';
import { analyzeDreamPatterns } from '../../../../contracts/dream-text.ts';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DreamPatternsView } from './dream-patterns.tsx';

interface PatternAnalysisDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: JournalEntry[];
  onRecordDream: () => void;
}

/** The journal's Pattern Analysis: the figures plus the weekly insight and dreams per week. */
export function PatternAnalysisDialog({
  open,
  onOpenChange,
  entries,
  onRecordDream,
}: PatternAnalysisDialogProps) {
  // Analysed once first opened, not while the journal loads: reading every dream is a long task on
  // a phone (decision 027, fourth revision). Kept from then on, so closing does not change it.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const patterns = useMemo(
    () => (opened ? analyzeDreamPatterns(entries, new Date()) : null),
    [opened, entries],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pattern Analysis"
      description="The emotions and symbols that return across your dreams."
      className="max-h-[88dvh] w-[min(94vw,40rem)] overflow-y-auto"
    >
      <div className="mt-5">
        {patterns && entries.length ? (
          <DreamPatternsView patterns={patterns} detailed />
        ) : (
          <div className="grid justify-items-center gap-4 py-4 text-center">
            <p>Record some dreams first to see your patterns!</p>
            <Button onClick={onRecordDream}>Record Dream</Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
