import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell, SessionPending } from '../../components/layout/page-shell.tsx';
import { SignInCard } from '../../components/sign-in-card.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { JournalWorkspace } from '../../features/journal/components/journal-workspace.tsx';
import { spiritualProgressQueryKey } from '../../features/progress/api/get-spiritual-progress.ts';

/** Dream journal (SPEC §2 "Dream journal"). */
export function JournalPage() {
  const appName = useAppName();
  const session = useUser();
  const user = session.data ?? null;
  const queryClient = useQueryClient();
  // A recorded dream may earn a milestone: the timeline reads it afresh next time.
  const refreshMilestones = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: spiritualProgressQueryKey }),
    [queryClient],
  );
  return (
    <PageShell
      title="Dreams Are The Measure of the Path"
      documentTitle={`Spiritual Journal · ${appName}`}
      subtitle="Record your dreams, read the patterns they weave, and let the five elements guide your reflection."
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      {session.isPending ? (
        <SessionPending />
      ) : user ? (
        <JournalWorkspace onDreamSaved={refreshMilestones} />
      ) : (
        <SignInCard title="Sign in to keep your dream journal">
          Your dreams are private to your account. Sign in or create a free account to record them,
          see their patterns and track your growth.
        </SignInCard>
      )}
    </PageShell>
  );
}
