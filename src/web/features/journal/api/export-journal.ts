export type JournalExportFormat = 'json' | 'markdown';

/**
 * `GET /api/journal/export?format=…` answers with an attachment, so it is a plain link (a full
 * navigation that the browser turns into a download), not a fetch.
 */
export function journalExportUrl(format: JournalExportFormat): string {
  return `/api/journal/export?format=${format}`;
}
