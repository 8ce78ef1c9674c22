import { LotusMark } from './lotus-mark.tsx';

/** The whole-window 'Loading...' shown while the session is read (SPEC §2). */
export function FullScreenLoading() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-background text-foreground">
      <div className="flex flex-col items-center gap-3">
        <LotusMark className="size-12 animate-pulse motion-reduce:animate-none" />
        <p className="text-sm text-muted-foreground">Loading...</p>
      </div>
    </div>
  );
}
