import { clockTime, longDate, shortDate } from '../../../lib/english-dates.ts';

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Thursday, March 5, 2026 at 7:40 AM' for the detail pane. */
export function formatEntryDateTime(iso: string): string {
  const date = valid(iso);
  return date ? `${longDate(date)} at ${clockTime(date)}` : 'Unknown date';
}

/** 'Mar 5, 2026' for the list. */
export function formatEntryShortDate(iso: string): string {
  const date = valid(iso);
  return date ? shortDate(date) : 'Unknown date';
}
