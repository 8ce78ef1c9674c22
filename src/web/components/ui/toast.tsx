import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import {
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
} from '../../../contracts/constants.ts';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts, type ToastItem } from '../../lib/toast.ts';

/** SPEC §9 "Toast": a swipe right of 50 px dismisses. */
const TOAST_SWIPE_THRESHOLD_PX = SWIPE_THRESHOLD_PX;

function ToastCard({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      data-variant={item.variant ?? 'default'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-[swipe-out_150ms_ease-out] data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        destructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-background text-foreground',
      )}
    >
      <div className="grid gap-1">
        {item.title ? (
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        ) : null}
        {item.description ? (
          <Toast.Description className={cn('text-sm', destructive ? '' : 'text-muted-foreground')}>
            {item.description}
          </Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Renders the toasts from lib/toast (SPEC §4 "Notifications"): one at a time, 5 s, swipe right
 * to dismiss, F8 focuses the notification area. Mount once, in the providers.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        // Top centre, under the header bar: forms keep their buttons at the bottom (Send, Save
        // Dream) and headers keep theirs at the top, so a toast here hides no control in use.
        // Over an open dialog the header is out of reach anyway: the very top clears its fields.
        className="pointer-events-none fixed top-12 left-1/2 [body:has([role=dialog][data-state=open])_&]:top-0 z-[100] flex max-h-dvh w-full -translate-x-1/2 flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
