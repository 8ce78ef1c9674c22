import { RefreshCw } from 'lucide-react';
import type { SyncModulesResult } from '../../../../contracts/modules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Hint } from '../../../components/ui/tooltip.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSyncModules } from '../api/sync-modules.ts';

/** 'N added, N updated', plus archived and failed files when there are any. */
export function syncSummary(result: SyncModulesResult): string {
  const parts = [`${result.added.length} added`, `${result.updated.length} updated`];
  if (result.archived.length > 0) parts.push(`${result.archived.length} archived`);
  let summary = parts.join(', ');
  if (result.errors.length > 0) {
    const files = result.errors.map((error) => error.file).join(', ');
    summary += `. ${result.errors.length} file${result.errors.length === 1 ? '' : 's'} could not be read: ${files}`;
  }
  return summary;
}

function syncFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Modules were synced moments ago. Please wait a minute and try again.';
  }
  return errorMessage(error);
}

/** Re-read the module content on the server, then refresh the list (SPEC §2 "sync button"). */
export function SyncModulesButton() {
  const sync = useSyncModules();
  return (
    <Hint label="Sync modules">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Sync modules"
        aria-busy={sync.isPending}
        // aria-disabled rather than disabled, so keyboard focus stays on the button meanwhile.
        aria-disabled={sync.isPending}
        onClick={() => {
          if (sync.isPending) return;
          sync.mutate(undefined, {
            onSuccess: (result) =>
              toast({
                title: 'Modules synced',
                description: syncSummary(result),
                variant: result.errors.length > 0 ? 'destructive' : 'default',
              }),
            onError: (error) =>
              toast({
                title: 'Sync failed',
                description: syncFailureText(error),
                variant: 'destructive',
              }),
          });
        }}
      >
        {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
      </Button>
    </Hint>
  );
}
