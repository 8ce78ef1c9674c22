import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';

/** /chat/{id} for an id that is not (or no longer) a module. */
export function ModuleNotFound({ topBar }: { topBar?: ReactNode }) {
  return (
    <div className="flex h-full flex-col">
      {topBar}
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="font-serif text-2xl font-semibold">Module not found</h1>
        <p className="max-w-sm text-muted-foreground">
          This teacher may have moved on. Choose another from the list.
        </p>
        <Button asChild variant="outline">
          <Link href={APP_ROUTES.chat}>Back to all teachers</Link>
        </Button>
      </div>
    </div>
  );
}
