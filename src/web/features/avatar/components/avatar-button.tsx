import { Video } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/tooltip.tsx';

const AvatarDialog = lazy(() =>
  import('./avatar-dialog.tsx').then((m) => ({ default: m.AvatarDialog })),
);

/** Opens the AI avatar dialog; its code and the provider's script load only then. */
export function AvatarButton({ teacherName }: { teacherName?: string }) {
  const [dialog, setDialog] = useState({ mounted: false, open: false });
  return (
    <>
      <Hint label="Meet the AI avatar">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="AI avatar"
          aria-haspopup="dialog"
          onClick={() => setDialog({ mounted: true, open: true })}
        >
          <Video aria-hidden="true" />
        </Button>
      </Hint>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <AvatarDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog({ mounted: true, open })}
            teacherName={teacherName}
          />
        </Suspense>
      ) : null}
    </>
  );
}
