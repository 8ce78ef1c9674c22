import { useMemo } from 'react';
import { Link } from 'wouter';
import { analyzeDreamPatterns } from '../../../../contracts/dream-text.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useJournalEntries } from '../api/get-journal-entries.ts';
import { DreamPatternsView } from './dream-patterns.tsx';

interface DreamPatternsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The timeline's 'Dream Pattern Analysis' (SPEC §2 "Timeline"). The journal is read when the
 * dialog opens (SPEC §7), not with the page.
 */
export function DreamPatternsDialog({ open, onOpenChange }: DreamPatternsDialogProps) {
  const journal = useJournalEntries({ enabled: open });
  const entries = journal.data;
  const patterns = useMemo(
    () => (entries ? analyzeDreamPatterns(entries, new Date()) : null),
    [entries],
  );
  let body;
  if (journal.isError) {
    body = (
      <div className="grid justify-items-center gap-3 py-4 text-center" role="alert">
        <p>Your dreams could not be loaded.</p>
        <Button variant="outline" onClick={() => void journal.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!patterns) {
    body = (
      <div role="status" aria-label="Loading your dreams" className="grid gap-3">
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-32" />
      </div>
    );
  } else if (patterns.totalDreams === 0) {
    body = (
      <div className="grid justify-items-center gap-4 py-4 text-center">
        <p>Record some dreams first to see your patterns!</p>
        <Button asChild>
          <Link href={APP_ROUTES.journal}>Go to Journal</Link>
        </Button>
      </div>
    );
  } else {
    body = <DreamPatternsView patterns={patterns} />;
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Dream Pattern Analysis"
      description="What your dream journal shows so far."
      className="max-h-[88dvh] w-[min(94vw,38rem)] overflow-y-auto"
    >
      <div className="mt-5">{body}</div>
    </Dialog>
  );
}
