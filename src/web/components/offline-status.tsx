import { WifiOff } from 'lucide-react';
import { LotusMark } from './lotus-mark.tsx';
import { Button } from './ui/button.tsx';

/**
 * The whole window when the app opened without a network (from the service worker's copy):
 * nothing can be shown without knowing who is signed in, so say why and what happens next.
 * No product name: APP_NAME comes from the server, which cannot be asked.
 */
export function FullScreenOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-background px-6 text-foreground">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <LotusMark className="size-12" />
        <h1 className="font-serif text-2xl font-semibold">You are offline</h1>
        <p className="text-muted-foreground">
          Your teachers and your journal need a connection. This page opens by itself when you are
          back online.
        </p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}

/**
 * A notice while the connection is gone after the app has opened. Just below the page headers
 * (64 px), so it hides none of their controls; pointer events pass through to the content under
 * it, and screen readers announce it once.
 */
export function OfflineBanner() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      <p
        role="status"
        className="flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1.5 text-sm text-foreground shadow-md"
      >
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong className="font-semibold">You are offline.</strong>
          <span className="hidden sm:inline"> Your teachers answer again when you reconnect.</span>
        </span>
      </p>
    </div>
  );
}
