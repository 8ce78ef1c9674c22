import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';

/** Growth timeline (SPEC §2 "Timeline"). */
export function TimelinePage() {
  const appName = useAppName();
  return (
    <PageShell
      title="Spiritual Growth Timeline"
      documentTitle={`Growth Timeline · ${appName}`}
      subtitle="Milestones of wisdom, compassion, awareness, liberation and practice, as they unfold."
      backHref={APP_ROUTES.home}
      backLabel="Back to home"
    >
      <div className="grid gap-6 sm:grid-cols-3">
        <ComingSoon title="Total Progress" />
        <ComingSoon title="Breakthroughs" />
        <ComingSoon title="Current Level" />
      </div>
      <ComingSoon title="Your journey">
        The timeline of your breakthroughs, the count per category and the Dream Analysis dialog
        arrive with the progress release.
      </ComingSoon>
    </PageShell>
  );
}
