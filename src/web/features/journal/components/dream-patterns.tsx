import type { ReactNode } from 'react';
import type { CountedItem, DreamPatterns } from '../../../../contracts/dream-text.ts';
import { cn } from '../../../lib/cn.ts';

function Stat({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl border border-border bg-surface p-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-serif text-2xl font-semibold break-words">{value}</dd>
    </div>
  );
}

function CountedList({ title, items }: { title: string; items: CountedItem[] }) {
  return (
    <section aria-label={title} className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length ? (
        <ol className="grid gap-1.5">
          {items.map(({ item, count }) => (
            <li
              key={item}
              className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-1.5 text-sm"
            >
              <span className="capitalize">{item}</span>
              <span className="shrink-0 rounded-full bg-primary/20 px-2 text-xs font-semibold text-highlight tabular-nums">
                <span aria-hidden="true">{count}×</span>
                <span className="sr-only">
                  {count} {count === 1 ? 'time' : 'times'}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">None noted yet.</p>
      )}
    </section>
  );
}

interface DreamPatternsViewProps {
  patterns: DreamPatterns;
  /** The journal's Pattern Analysis adds the weekly insight and the frequency per week. */
  detailed?: boolean;
}

/** The figures of analyzeDreamPatterns (SPEC §2, §9): totals, this week, top emotions and symbols. */
export function DreamPatternsView({ patterns, detailed = false }: DreamPatternsViewProps) {
  return (
    <div className="grid gap-5">
      <dl className={cn('grid grid-cols-2 gap-3', detailed ? 'sm:grid-cols-4' : 'sm:grid-cols-3')}>
        <Stat label="Total Dreams" value={patterns.totalDreams} />
        <Stat label="This Week" value={patterns.thisWeek} />
        <Stat
          label="Most Common Emotion"
          value={patterns.mostCommonEmotion}
          className={detailed ? undefined : 'col-span-2 sm:col-span-1'}
        />
        {detailed ? <Stat label="Per Week" value={patterns.frequencyPerWeek} /> : null}
      </dl>
      {detailed ? (
        <section
          aria-label="Weekly insight"
          className="rounded-xl border border-highlight/30 bg-primary/10 p-4 text-sm"
        >
          <h3 className="font-semibold">Weekly insight</h3>
          <p className="mt-1">{patterns.weeklyInsight}</p>
        </section>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <CountedList title="Recurring Emotions" items={patterns.recurringEmotions} />
        <CountedList title="Recurring Symbols" items={patterns.recurringSymbols} />
      </div>
    </div>
  );
}
