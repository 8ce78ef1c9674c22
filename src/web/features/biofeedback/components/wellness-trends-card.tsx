import { SUMMARY_DAYS_DEFAULT } from '../../../../contracts/biofeedback.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBiofeedbackSummary } from '../api/get-summary.ts';

/** SPEC §2 'Recent Wellness Trends': average heart rate, average stress and meditation sessions. */
export function WellnessTrendsCard() {
  const summary = useBiofeedbackSummary(SUMMARY_DAYS_DEFAULT);
  return (
    <section
      aria-labelledby="wellness-trends-title"
      data-testid="wellness-trends"
      aria-busy={summary.isPending}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <div>
        <h2 id="wellness-trends-title" className="font-serif text-xl font-semibold">
          Recent Wellness Trends
        </h2>
        <p className="text-sm text-muted-foreground">The past {SUMMARY_DAYS_DEFAULT} days</p>
      </div>
      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : summary.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>Your trends could not be loaded. {errorMessage(summary.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : summary.data.readings === 0 ? (
        <p className="text-sm text-muted-foreground">
          No readings in the past {SUMMARY_DAYS_DEFAULT} days yet. Turn on Real-time Monitoring to
          begin.
        </p>
      ) : (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className="rounded-xl bg-background p-4">
            <dt className="text-sm text-muted-foreground">Average Heart Rate</dt>
            <dd data-testid="average-heart-rate" className="text-2xl font-semibold tabular-nums">
              {summary.data.averageHeartRate === null
                ? '—'
                : `${Math.round(summary.data.averageHeartRate)} BPM`}
            </dd>
          </div>
          <div className="rounded-xl bg-background p-4">
            <dt className="text-sm text-muted-foreground">Average Stress</dt>
            <dd data-testid="average-stress" className="text-2xl font-semibold tabular-nums">
              {summary.data.averageStress === null
                ? '—'
                : `${Math.round(summary.data.averageStress)}%`}
            </dd>
          </div>
          <div className="rounded-xl bg-background p-4">
            <dt className="text-sm text-muted-foreground">Meditation Sessions</dt>
            <dd data-testid="meditation-sessions" className="text-2xl font-semibold tabular-nums">
              {summary.data.meditationSessions}
            </dd>
          </div>
        </dl>
      )}
      {summary.data && summary.data.readings > 0 ? (
        <p className="text-xs text-muted-foreground">
          From <span data-testid="trend-readings">{summary.data.readings}</span>{' '}
          {summary.data.readings === 1 ? 'reading' : 'readings'}.
        </p>
      ) : null}
    </section>
  );
}
