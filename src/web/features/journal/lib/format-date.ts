const entryDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const entryTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Thursday, March 5, 2026 at 7:40 AM' for the detail pane. */
export function formatEntryDateTime(iso: string): string {
  const date = valid(iso);
  return date ? `${entryDate.format(date)} at ${entryTime.format(date)}` : 'Unknown date';
}

/** 'Mar 5, 2026' for the list. */
export function formatEntryShortDate(iso: string): string {
  const date = valid(iso);
  return date ? shortDate.format(date) : 'Unknown date';
}
