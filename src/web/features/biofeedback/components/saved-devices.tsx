import type { BiofeedbackDevice } from '../../../../contracts/biofeedback.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSavedDevices } from '../api/get-devices.ts';
import { DEVICE_TYPE_LABELS } from '../lib/labels.ts';

const lastSeen = (device: BiofeedbackDevice) =>
  new Date(device.updatedAt).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Devices saved to the account that are not connected in this browser now. */
export function SavedDevices({ connectedIds }: { connectedIds: ReadonlySet<string> }) {
  const saved = useSavedDevices();
  if (saved.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading saved devices" className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  }
  if (saved.isError) {
    return <p className="text-sm text-muted-foreground">Your saved devices could not be loaded.</p>;
  }
  const others = saved.data.filter((device) => !connectedIds.has(device.deviceId));
  if (others.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Previously connected</h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {others.map((device) => (
          <li key={device.deviceId}>
            <span className="text-foreground">{device.deviceName}</span> ·{' '}
            {DEVICE_TYPE_LABELS[device.deviceType]} · last seen {lastSeen(device)}
          </li>
        ))}
      </ul>
    </div>
  );
}
