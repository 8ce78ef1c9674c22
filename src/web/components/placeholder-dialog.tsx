import { Dialog } from './ui/dialog.tsx';
import { Button } from './ui/button.tsx';

interface PlaceholderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the finished dialog will offer. */
  children?: string;
}

/** Stands in for a dialog that a later release builds. */
export function PlaceholderDialog({ open, onOpenChange, title, children }: PlaceholderDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="This arrives with a later release."
    >
      {children ? <p className="mt-3 text-sm">{children}</p> : null}
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
