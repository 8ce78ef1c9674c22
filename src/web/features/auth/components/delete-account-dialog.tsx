import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

export const DELETE_ACCOUNT_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirm, then delete the account and everything it holds; the app returns to /. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Keep the dialog while the deletion runs, so its outcome is seen.
        if (!remove.isPending) onOpenChange(next);
      }}
      title="Delete Account"
      description={DELETE_ACCOUNT_CONFIRMATION}
    >
      <p className="mt-3 text-sm">
        Your profile, conversations and usage history are removed from this server.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          aria-busy={remove.isPending}
          disabled={remove.isPending}
          onClick={async () => {
            try {
              await remove.mutateAsync();
            } catch (error) {
              toast({
                title: 'Delete Failed',
                description: serverMessageOr(error, 'Failed to delete account'),
                variant: 'destructive',
              });
              return;
            }
            // The page has gone by now (the app returned to /); the toast stays.
            toast({
              title: 'Account Deleted',
              description: 'Your account and everything it held have been deleted.',
            });
          }}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Delete Account
        </Button>
      </div>
    </Dialog>
  );
}
