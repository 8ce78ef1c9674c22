import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';

/** Dream journal (SPEC §2 "Dream journal"). */
export function JournalPage() {
  const appName = useAppName();
  return (
    <PageShell
      title="Dreams Are The Measure of the Path"
      documentTitle={`Spiritual Journal · ${appName}`}
      subtitle="Record your dreams, read the patterns they weave, and let the five elements guide your reflection."
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <ComingSoon title="Spiritual Guide, Pattern Analysis and Record Dream">
        The teaching on the five elements, the analysis of your recurring emotions and symbols, and
        the dream form arrive with the journal release.
      </ComingSoon>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ComingSoon title="Your entries">
          Your recorded dreams, newest first, with a count.
        </ComingSoon>
        <ComingSoon title="Select an Entry">
          The chosen dream: its title, date, reflection and AI insights.
        </ComingSoon>
      </div>
    </PageShell>
  );
}
