import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteBiofeedbackData } from '../api/delete-biofeedback-data.ts';
import { useExportBiofeedbackData } from '../api/export-biofeedback-data.ts';

export const DELETE_DATA_CONFIRMATION =
  'This disconnects your devices and permanently deletes every reading and device saved to your account. This cannot be undone.';

interface DataControlsProps {
  /** Runs before the deletion: stop readings and device updates so none arrive after it. */
  beforeDelete: () => Promise<void>;
  /** Runs after the deletion, whether it worked or not. */
  afterDelete: () => void;
}

/** Export and delete-my-data (SPEC §2 privacy notes: the data is deletable). */
export function DataControls({ beforeDelete, afterDelete }: DataControlsProps) {
  const exporter = useExportBiofeedbackData();
  const remove = useDeleteBiofeedbackData();
  const [confirming, setConfirming] = useState(false);

  const runExport = async () => {
    try {
      const filename = await exporter.mutateAsync();
      toast({ title: 'Export ready', description: `${filename} has been downloaded.` });
    } catch (error) {
      toast({
        title: 'Export failed',
        description: serverMessageOr(error, 'Your data could not be exported. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const runDelete = async () => {
    await beforeDelete();
    try {
      const result = await remove.mutateAsync();
      setConfirming(false);
      toast({
        title: 'Biofeedback data deleted',
        description: `${result.deletedReadings} readings and ${result.deletedDevices} devices were deleted.`,
      });
    } catch (error) {
      toast({
        title: 'Delete failed',
        description: serverMessageOr(error, 'Your data could not be deleted. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      afterDelete();
    }
  };

  return (
    <section
      aria-labelledby="your-data-title"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="your-data-title" className="font-serif text-xl font-semibold">
        Your Data
      </h2>
      <p className="text-sm text-muted-foreground">
        Download everything your devices have recorded as a JSON file, or delete it all.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          onClick={() => void runExport()}
          disabled={exporter.isPending}
          aria-busy={exporter.isPending}
        >
          {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Export my data
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete my data
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setConfirming(open);
        }}
        title="Delete all biofeedback data?"
        description={DELETE_DATA_CONFIRMATION}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => void runDelete()}
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete my data
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
