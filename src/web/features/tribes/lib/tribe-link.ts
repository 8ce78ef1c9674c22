/** The public page of a tribe: `/tribe/{slug}`. */
export function tribePath(slug: string): string {
  return `/tribe/${encodeURIComponent(slug)}`;
}

/** The link to copy and share (SPEC §2): the site's origin plus `/tribe/{slug}`. */
export function tribeUrl(slug: string): string {
  return `${window.location.origin}${tribePath(slug)}`;
}

/**
 * Only web links are shown as links: a social link is stored validated, but the page must never
 * render a `javascript:` or `data:` URL even if one slipped into the database.
 */
export function safeWebUrl(url: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The host of a link, for a short label ('instagram.com'); the full URL when it has none. */
export function linkLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Nov 21, 2026' in the reader's locale; the raw text if the server sent no valid date. */
export function formatTribeDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function memberCountLabel(count: number): string {
  return count === 1 ? '1 member' : `${count.toLocaleString()} members`;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
