import { Award, Flame, Sparkles, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { TIMELINE_LIST_HEIGHT_PX } from '../../../../contracts/constants.ts';
import { PROGRESS_CATEGORIES } from '../../../../contracts/constants.ts';
import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSpiritualProgress } from '../api/get-spiritual-progress.ts';
import { formatMilestoneDate, summarizeTimeline } from '../lib/timeline-stats.ts';

// The chart is drawing code the first paint does not need (DESIGN §7: charts load lazily).
const ProgressChart = lazy(() =>
  import('./progress-chart.tsx').then((m) => ({ default: m.ProgressChart })),
);

const CHART_ASPECT = 'aspect-[480/200]';

const SIGNIFICANCE_STYLE: Record<ProgressEntry['significance'], string> = {
  breakthrough: 'border-transparent bg-accent text-accent-foreground',
  major: 'border-transparent bg-primary text-primary-foreground',
  normal: 'border-border bg-muted text-foreground',
  minor: 'border-border bg-background text-muted-foreground',
};

function SummaryCard({
  title,
  value,
  icon,
  valueClassName,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  valueClassName?: string;
}) {
  return (
    <section
      aria-label={title}
      className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-3 sm:p-5"
    >
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-primary/15 text-highlight sm:grid [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h2>
        <p className={cn('font-serif text-2xl font-semibold sm:text-3xl', valueClassName)}>
          {value}
        </p>
      </div>
    </section>
  );
}

function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'grid content-start gap-4 rounded-2xl border border-border bg-surface p-5',
        className,
      )}
    >
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function MilestoneItem({ entry }: { entry: ProgressEntry }) {
  return (
    <li className="relative pl-7">
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-0 size-3 rounded-full border-2 border-primary bg-background"
      />
      <article className="grid gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-medium break-words">{entry.title}</h3>
          <span
            className={cn(
              'shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize',
              SIGNIFICANCE_STYLE[entry.significance],
            )}
          >
            {entry.significance}
          </span>
        </div>
        {entry.description ? (
          <p className="text-sm text-muted-foreground">{entry.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={entry.achievedAt}>{formatMilestoneDate(entry.achievedAt)}</time>
          <span className="capitalize">{entry.category}</span>
          {entry.awarenessLevel ? <span>Level: {entry.awarenessLevel}</span> : null}
          {entry.insightDepth ? <span>Depth: {entry.insightDepth}</span> : null}
        </p>
      </article>
    </li>
  );
}

function TimelineSkeleton() {
  return (
    <div role="status" aria-label="Loading your timeline" className="grid gap-6">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Skeleton className="h-[4.5rem] rounded-2xl sm:h-[5.5rem]" />
        <Skeleton className="h-[4.5rem] rounded-2xl sm:h-[5.5rem]" />
        <Skeleton className="h-[4.5rem] rounded-2xl sm:h-[5.5rem]" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="rounded-2xl" style={{ height: TIMELINE_LIST_HEIGHT_PX }} />
    </div>
  );
}

/** The growth timeline of a signed-in person (SPEC §2 "Timeline"). */
export function TimelineView() {
  const progress = useSpiritualProgress();
  const entries = progress.data;
  const summary = useMemo(() => (entries ? summarizeTimeline(entries) : null), [entries]);

  if (progress.isPending) return <TimelineSkeleton />;
  if (progress.isError || !entries || !summary) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
      >
        <p>Failed to load spiritual progress timeline</p>
        <Button variant="outline" onClick={() => void progress.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <SummaryCard title="Total Progress" value={summary.total} icon={<TrendingUp />} />
        <SummaryCard title="Breakthroughs" value={summary.breakthroughs} icon={<Flame />} />
        <SummaryCard
          title="Current Level"
          value={summary.currentLevel}
          icon={<Award />}
          valueClassName="text-lg break-words capitalize sm:text-2xl"
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Growth by Category">
          <ul className="grid gap-2">
            {PROGRESS_CATEGORIES.map((category) => (
              <li
                key={category}
                className="flex items-center justify-between rounded-lg bg-muted/60 px-3 py-2 text-sm"
              >
                <span className="capitalize">{category}</span>
                <span className="font-semibold tabular-nums">{summary.byCategory[category]}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Milestones Over Time">
          {entries.length ? (
            <Suspense fallback={<Skeleton className={cn('w-full rounded-xl', CHART_ASPECT)} />}>
              <ProgressChart entries={entries} />
            </Suspense>
          ) : (
            <div
              className={cn(
                'grid place-items-center rounded-xl border-2 border-dashed border-border text-sm text-muted-foreground',
                CHART_ASPECT,
              )}
            >
              Your first milestone starts the chart.
            </div>
          )}
        </Panel>
      </div>
      <Panel title="Your Journey">
        {entries.length ? (
          <div
            role="region"
            aria-label="Milestones, newest first"
            tabIndex={0}
            className="-mx-2 overflow-y-auto rounded-lg px-2"
            style={{ height: TIMELINE_LIST_HEIGHT_PX }}
          >
            <ol className="grid gap-5 border-l-0 py-1">
              {entries.map((entry) => (
                <MilestoneItem key={entry.id} entry={entry} />
              ))}
            </ol>
          </div>
        ) : (
          <div className="grid justify-items-center gap-2 py-12 text-center">
            <Sparkles aria-hidden="true" className="size-9 text-highlight" />
            <p className="font-medium">Your spiritual journey timeline will appear here</p>
            <p className="text-sm text-muted-foreground">
              Complete modules and journal regularly to track your growth
            </p>
          </div>
        )}
      </Panel>
    </div>
  );
}
