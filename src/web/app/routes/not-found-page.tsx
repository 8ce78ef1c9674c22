import { Link } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { LotusMark } from '../../components/lotus-mark.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const NOT_FOUND_TITLE = '404 Page Not Found';

/** Any path outside SPEC §2's route table. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main className="grid min-h-dvh place-items-center bg-background px-6 text-center text-foreground">
      <div className="flex max-w-md flex-col items-center gap-4">
        <LotusMark className="size-14 opacity-80" />
        <h1 className="font-serif text-3xl font-semibold">{NOT_FOUND_TITLE}</h1>
        <p className="text-muted-foreground">
          This path leads nowhere. Every journey can begin again from home.
        </p>
        <Button asChild>
          <Link href={APP_ROUTES.home}>Go home</Link>
        </Button>
      </div>
    </main>
  );
}
