import { Moon, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell, SessionPending } from '../../components/layout/page-shell.tsx';
import { SignInCard } from '../../components/sign-in-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { DreamPatternsDialog } from '../../features/journal/components/dream-patterns-dialog.tsx';
import { TimelineView } from '../../features/progress/components/timeline-view.tsx';

/** Growth timeline (SPEC §2 "Timeline"), with the journal's Dream Pattern Analysis beside it. */
export function TimelinePage() {
  const appName = useAppName();
  const session = useUser();
  const user = session.data ?? null;
  const [dreamsOpen, setDreamsOpen] = useState(false);
  return (
    <PageShell
      title="Spiritual Growth Timeline"
      documentTitle={`Growth Timeline · ${appName}`}
      subtitle="Milestones of wisdom, compassion, awareness, liberation and practice, as they unfold."
      backHref={APP_ROUTES.home}
      backLabel="Back to home"
    >
      {session.isPending ? (
        <SessionPending />
      ) : user ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDreamsOpen(true)}>
              <Moon aria-hidden="true" />
              Dream Analysis
            </Button>
            {/* SPEC §2: Refresh reloads the page. */}
            <Button variant="ghost" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </div>
          <TimelineView />
          <DreamPatternsDialog open={dreamsOpen} onOpenChange={setDreamsOpen} />
        </>
      ) : (
        <SignInCard title="Sign in to see your growth">
          Milestones from your conversations, dreams and practice gather here once you have an
          account. Sign in or create a free account to begin your timeline.
        </SignInCard>
      )}
    </PageShell>
  );
}
