import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The control that is opening a dialog: the focused element, or for an item of a dropdown menu
 * (which disappears as the dialog opens) the button that opened the menu.
 */
function findOpener(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  if (triggerId) return document.getElementById(triggerId) ?? active;
  return active;
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Runs as focus returns to the control that opened the dialog; call event.preventDefault() to
   * send it elsewhere.
   */
  onCloseAutoFocus?: (event: Event) => void;
  'data-testid'?: string;
}

/** A centred modal dialog with a title, an optional description and a close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  'data-testid': testId,
}: DialogProps) {
  // Our dialogs are opened from state, not a Radix Trigger, so Radix has nowhere to send focus on
  // close and it fell to <body> (issue 18). The opener is noted as `open` turns true, during render:
  // by the effects, a menu item that opened the dialog has already left the page.
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? findOpener() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(findOpener());
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    // Something else already took focus on purpose (the message box, say): leave it there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (opener?.isConnected) opener.focus();
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 text-foreground shadow-xl',
            className,
          )}
          onCloseAutoFocus={handleCloseAutoFocus}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 font-serif text-xl font-semibold">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
