import { lazy, Suspense, useState } from 'react';

// The dialog's code loads the first time it opens, keeping the entry chunk small (DESIGN §7).
const CommunityDialog = lazy(() =>
  import('./community-dialog.tsx').then((m) => ({ default: m.CommunityDialog })),
);

interface CommunityDialogLoaderProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Community dialog, mounted once first asked for and kept after, so it closes smoothly. */
export function CommunityDialogLoader({ open, onOpenChange }: CommunityDialogLoaderProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CommunityDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
