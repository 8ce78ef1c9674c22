import { PROGRESS_CATEGORIES } from '../../../../contracts/constants.ts';
import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { monthDay } from '../../../lib/english-dates.ts';

export type ProgressCategory = (typeof PROGRESS_CATEGORIES)[number];

export interface TimelineSummary {
  /** Total Progress: the count of entries. */
  total: number;
  /** Entries whose significance is breakthrough or major. */
  breakthroughs: number;
  /** The first entry's awarenessLevel found (entries come newest first), else 'beginning'. */
  currentLevel: string;
  /** Entries per category, every category present. */
  byCategory: Record<ProgressCategory, number>;
}

/** The three summary cards and the category card of SPEC §2 "Timeline". */
export function summarizeTimeline(entries: readonly ProgressEntry[]): TimelineSummary {
  const byCategory = Object.fromEntries(PROGRESS_CATEGORIES.map((c) => [c, 0])) as Record<
    ProgressCategory,
    number
  >;
  for (const entry of entries) byCategory[entry.category] += 1;
  return {
    total: entries.length,
    breakthroughs: entries.filter(
      (e) => e.significance === 'breakthrough' || e.significance === 'major',
    ).length,
    currentLevel: entries.find((e) => e.awarenessLevel)?.awarenessLevel ?? 'beginning',
    byCategory,
  };
}

/** 'Mar 5', or 'Unknown' when the date cannot be read. */
export function formatMilestoneDate(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : monthDay(date);
}

export interface WeekCount {
  /** Midnight (local time) of the Monday that starts the week. */
  weekStart: Date;
  /** 'Mar 2' */
  label: string;
  count: number;
}

export const CHART_MIN_WEEKS = 4;
export const CHART_MAX_WEEKS = 12;

function mondayOf(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/**
 * Milestones per week for the chart: from the week of the oldest milestone to this week, at least
 * CHART_MIN_WEEKS and at most CHART_MAX_WEEKS (the most recent). Unreadable dates are left out.
 */
export function milestonesPerWeek(
  entries: readonly Pick<ProgressEntry, 'achievedAt'>[],
  now = new Date(),
): WeekCount[] {
  const thisWeek = mondayOf(now);
  const dates = entries
    .map((e) => new Date(e.achievedAt))
    .filter((d) => !Number.isNaN(d.getTime()) && d.getTime() <= now.getTime());
  const oldest = dates.length
    ? mondayOf(new Date(Math.min(...dates.map((d) => d.getTime()))))
    : thisWeek;
  // Whole weeks between two Mondays; rounding absorbs a daylight-saving hour.
  const span = Math.round((thisWeek.getTime() - oldest.getTime()) / (7 * 86_400_000)) + 1;
  const weeks = Math.min(CHART_MAX_WEEKS, Math.max(CHART_MIN_WEEKS, span));
  const buckets: WeekCount[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const weekStart = new Date(thisWeek);
    weekStart.setDate(thisWeek.getDate() - 7 * i);
    buckets.push({ weekStart, label: monthDay(weekStart), count: 0 });
  }
  for (const date of dates) {
    const start = mondayOf(date).getTime();
    const bucket = buckets.find((b) => b.weekStart.getTime() === start);
    if (bucket) bucket.count += 1;
  }
  return buckets;
}
