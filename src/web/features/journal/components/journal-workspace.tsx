import { BookOpen, ChartNoAxesColumn, Download, Feather, Moon, Plus } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import type { JournalEntry, JournalEntryRequest } from '../../../../contracts/journal.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { toast } from '../../../lib/toast.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useCreateJournalEntry } from '../api/create-journal-entry.ts';
import { useDeleteJournalEntry } from '../api/delete-journal-entry.ts';
import { journalExportUrl } from '../api/export-journal.ts';
import { useJournalEntries } from '../api/get-journal-entries.ts';
import { useUpdateJournalEntry } from '../api/update-journal-entry.ts';
import { useSavePhase } from '../hooks/use-save-phase.ts';
import { draftFromEntry, emptyDreamDraft, type DreamDraft } from '../lib/dream-draft.ts';
import { DeleteEntryDialog } from './delete-entry-dialog.tsx';
import { EntryDetail } from './entry-detail.tsx';
import { EntryList } from './entry-list.tsx';
import { PatternAnalysisDialog } from './pattern-analysis-dialog.tsx';
import { SpiritualGuideDialog } from './spiritual-guide-dialog.tsx';

// The dream form validates with the journal contract (zod, ~24 KB gzipped): it loads beside the
// page instead of before it, so the journal paints without waiting for zod.
const DreamFormDialog = lazyWithPreload(() =>
  import('./dream-form-dialog.tsx').then((m) => m.DreamFormDialog),
);

type OpenDialog = 'guide' | 'patterns' | 'record' | 'edit' | null;
type FocusRequest = { to: 'detail' } | { to: 'list'; entryId: string | null } | null;

function LoadingState() {
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="grid gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          Loading your spiritual journey...
        </p>
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
      <Skeleton className="hidden h-80 rounded-2xl md:block" />
    </div>
  );
}

function EmptyState({ onRecord }: { onRecord: () => void }) {
  return (
    <section
      aria-labelledby="journal-empty-title"
      className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center"
    >
      <Moon aria-hidden="true" className="size-10 text-highlight" />
      <h2 id="journal-empty-title" className="font-serif text-2xl font-semibold">
        Record Your First Dream
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Write down last night’s dream, its emotions and symbols, and notice which of the five
        elements it carried. Insights and patterns grow from there.
      </p>
      <Button onClick={onRecord} className="mt-2">
        <Feather aria-hidden="true" />
        Begin your journal
      </Button>
    </section>
  );
}

function SelectPrompt() {
  return (
    <div className="grid min-h-72 place-items-center rounded-2xl border-2 border-dashed border-border p-8 text-center">
      <div className="grid justify-items-center gap-2">
        <BookOpen aria-hidden="true" className="size-9 text-muted-foreground" />
        <h2 className="font-serif text-xl font-semibold">Select an Entry</h2>
        <p className="max-w-xs text-sm text-muted-foreground">
          Choose a dream from the list to read its reflection and insights.
        </p>
      </div>
    </div>
  );
}

interface JournalWorkspaceProps {
  /** After a dream is recorded or changed (the page refreshes the timeline's milestones). */
  onDreamSaved?: () => void;
}

/**
 * The dream journal of a signed-in person (SPEC §2 "Dream journal"): the three dialogs, the
 * entries with a count on the left and the chosen one on the right. On a phone the two stack:
 * choosing an entry shows it full width, with a control back to the list.
 */
export function JournalWorkspace({ onDreamSaved }: JournalWorkspaceProps) {
  const journal = useJournalEntries();
  const entries = journal.data;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  // The dream form mounts when first opened (then stays, for its closing animation), so its code
  // is not fetched during the page's first paint; it is fetched ahead once the browser is idle.
  const [formUsed, setFormUsed] = useState(false);
  if (openDialog === 'record' && !formUsed) setFormUsed(true);
  useEffect(() => {
    const preload = () => void DreamFormDialog.preload();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
  const [draft, setDraft] = useState<DreamDraft>(emptyDreamDraft);
  const [editing, setEditing] = useState<{ id: string; draft: DreamDraft } | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const remove = useDeleteJournalEntry();
  const createPhase = useSavePhase(create.isPending);
  const updatePhase = useSavePhase(update.isPending);
  const isMobile = useIsMobile();

  const listRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);

  const selected = entries?.find((entry) => entry.id === selectedId) ?? null;

  // Focus follows the view on a phone, where the list and the detail replace each other.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.to === 'detail') {
      detailHeadingRef.current?.focus();
    } else {
      const row = focusRequest.entryId
        ? listRef.current?.querySelector<HTMLElement>(`[data-entry-id="${focusRequest.entryId}"]`)
        : null;
      (row ?? listHeadingRef.current)?.focus();
    }
  }, [focusRequest]);

  function select(id: string) {
    setSelectedId(id);
    if (isMobile) setFocusRequest({ to: 'detail' });
  }

  function backToList() {
    setFocusRequest({ to: 'list', entryId: selectedId });
    setSelectedId(null);
  }

  function closeDialog(which: OpenDialog) {
    setOpenDialog((current) => (current === which ? null : current));
  }

  function record(request: JournalEntryRequest) {
    create.mutate(request, {
      onSuccess: (entry) => {
        toast({
          title: 'Dream Recorded',
          description: 'Your dream has been saved with AI pattern analysis!',
        });
        setDraft(emptyDreamDraft);
        closeDialog('record');
        setSelectedId(entry.id);
        onDreamSaved?.();
      },
      // The dialog stays open with everything the person typed.
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to create dream report. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  function startEdit(entry: JournalEntry) {
    // Coming back to an unfinished edit of the same dream keeps what was typed.
    setEditing((current) =>
      current?.id === entry.id ? current : { id: entry.id, draft: draftFromEntry(entry) },
    );
    setOpenDialog('edit');
  }

  function saveEdit(request: JournalEntryRequest) {
    if (!editing) return;
    update.mutate(
      { id: editing.id, request },
      {
        onSuccess: () => {
          toast({ title: 'Dream Updated', description: 'Your changes have been saved.' });
          setEditing(null);
          closeDialog('edit');
          onDreamSaved?.();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update dream. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Dream Deleted', description: 'The entry has been removed.' });
        setSelectedId((current) => (current === id ? null : current));
        setEditing((current) => (current?.id === id ? null : current));
        setDeleting(null);
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to delete dream. Please try again.',
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  }

  let content;
  if (journal.isPending) {
    content = <LoadingState />;
  } else if (journal.isError) {
    const signedOut = journal.error instanceof ApiError && journal.error.status === 401;
    content = (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
      >
        {signedOut ? (
          <>
            <p>Your session has ended. Please sign in to see your journal.</p>
            <Button asChild>
              <Link href={APP_ROUTES.account}>Sign In</Link>
            </Button>
          </>
        ) : (
          <>
            <p>Your journal could not be loaded.</p>
            <Button variant="outline" onClick={() => void journal.refetch()}>
              Try again
            </Button>
          </>
        )}
      </div>
    );
  } else if (!entries?.length) {
    content = <EmptyState onRecord={() => setOpenDialog('record')} />;
  } else {
    content = (
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="journal-entries-title"
          className={cn('gap-3 md:sticky md:top-20 md:grid', selected ? 'hidden' : 'grid')}
        >
          <h2
            id="journal-entries-title"
            ref={listHeadingRef}
            tabIndex={-1}
            className="font-serif text-xl font-semibold outline-none"
          >
            Journal Entries <span className="text-muted-foreground">({entries.length})</span>
          </h2>
          <div ref={listRef} className="md:max-h-[calc(100dvh-16rem)] md:overflow-y-auto md:pr-1">
            <EntryList entries={entries} selectedId={selectedId} onSelect={select} />
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={journalExportUrl('json')}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              Download JSON
            </a>
            <a
              href={journalExportUrl('markdown')}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              Download Markdown
            </a>
          </div>
        </section>
        <div className={cn('md:block', selected ? 'block' : 'hidden')}>
          {selected ? (
            <EntryDetail
              entry={selected}
              headingRef={detailHeadingRef}
              onBack={backToList}
              onEdit={() => startEdit(selected)}
              onDelete={() => setDeleting(selected)}
            />
          ) : (
            <SelectPrompt />
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpenDialog('guide')}>
          <BookOpen aria-hidden="true" />
          Spiritual Guide
        </Button>
        <Button variant="outline" disabled={!entries} onClick={() => setOpenDialog('patterns')}>
          <ChartNoAxesColumn aria-hidden="true" />
          Pattern Analysis
        </Button>
        <Button className="sm:ml-auto" onClick={() => setOpenDialog('record')}>
          <Plus aria-hidden="true" />
          Record Dream
        </Button>
      </div>
      {content}

      <SpiritualGuideDialog
        open={openDialog === 'guide'}
        onOpenChange={(open) => setOpenDialog(open ? 'guide' : null)}
      />
      <PatternAnalysisDialog
        open={openDialog === 'patterns'}
        onOpenChange={(open) => setOpenDialog(open ? 'patterns' : null)}
        entries={entries ?? []}
        onRecordDream={() => setOpenDialog('record')}
      />
      <Suspense fallback={null}>
        {formUsed ? (
          <DreamFormDialog
            mode="create"
            open={openDialog === 'record'}
            onOpenChange={(open) => setOpenDialog(open ? 'record' : null)}
            draft={draft}
            onDraftChange={setDraft}
            phase={createPhase}
            onSubmit={record}
          />
        ) : null}
        {editing ? (
          <DreamFormDialog
            mode="edit"
            open={openDialog === 'edit'}
            onOpenChange={(open) => setOpenDialog(open ? 'edit' : null)}
            draft={editing.draft}
            onDraftChange={(next) => setEditing({ id: editing.id, draft: next })}
            phase={updatePhase}
            onSubmit={saveEdit}
          />
        ) : null}
      </Suspense>
      <DeleteEntryDialog
        title={deleting?.title ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // The Delete button that opened it is gone once the dream is: go to the list.
          if (!selected) {
            event.preventDefault();
            listHeadingRef.current?.focus();
          }
        }}
      />
    </>
  );
}
