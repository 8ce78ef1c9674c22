import { TriangleAlert } from 'lucide-react';
import { BLUETOOTH_UNSUPPORTED_MESSAGE } from '../lib/device-manager.ts';
import { getBluetooth } from '../lib/web-bluetooth.ts';

/** SPEC §2: a warning when the browser lacks Web Bluetooth. */
export function BluetoothSupportWarning() {
  if (getBluetooth()) return null;
  return (
    <div
      data-testid="bluetooth-warning"
      className="flex items-start gap-3 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">Bluetooth unavailable. </strong>
        {BLUETOOTH_UNSUPPORTED_MESSAGE}
      </p>
    </div>
  );
}
