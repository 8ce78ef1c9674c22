import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface DeleteEntryDialogProps {
  /** The dream to delete, or null when the dialog is closed. */
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes afterwards (the Delete button that opened it may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Delete this dream?': deleting needs a second, deliberate choice. */
export function DeleteEntryDialog({
  title,
  pending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: DeleteEntryDialogProps) {
  return (
    <AlertDialog.Root
      open={title !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-foreground shadow-xl"
        >
          <AlertDialog.Title className="font-serif text-xl font-semibold">
            Delete this dream?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            “{title}” and its insights will be removed from your journal. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close at once; this stays open until deleted. */}
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending}
              className={buttonVariants({ variant: 'destructive' })}
            >
              {pending ? <Spinner /> : <Trash2 aria-hidden="true" />}
              Delete
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
