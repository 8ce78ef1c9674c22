import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface BluetoothAlert {
  title: string;
  message: string;
}

interface BluetoothAlertDialogProps {
  alert: BluetoothAlert | null;
  onClose: () => void;
  /** Where focus goes when the alert closes (it opens from code, not from a trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The spec's Bluetooth alerts (SPEC §8) as an accessible alert dialog rather than window.alert:
 * focus moves to OK, the message is announced, and Escape or OK closes it.
 */
export function BluetoothAlertDialog({ alert, onClose, returnFocusTo }: BluetoothAlertDialogProps) {
  return (
    <AlertDialog.Root open={alert !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-foreground shadow-xl"
        >
          <AlertDialog.Title className="font-serif text-xl font-semibold">
            {alert?.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            {alert?.message}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action asChild>
              <Button onClick={onClose}>OK</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
