import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface DeleteTribeDialogProps {
  /** The tribe to delete, or null when the dialog is closed. */
  name: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Delete this tribe?': deleting needs a second, deliberate choice. */
export function DeleteTribeDialog({ name, pending, onCancel, onConfirm }: DeleteTribeDialogProps) {
  return (
    <AlertDialog.Root
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-foreground shadow-xl">
          <AlertDialog.Title className="font-serif text-xl font-semibold">
            Delete this tribe?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-muted-foreground">
            “{name}” and its page will be removed, and its members will no longer find it. This
            cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once; this stays open until deleted. */}
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending}
              className={buttonVariants({ variant: 'destructive' })}
            >
              {pending ? <Spinner /> : <Trash2 aria-hidden="true" />}
              Delete Tribe
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
