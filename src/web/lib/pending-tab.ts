/** A tab opened ahead of time, waiting for the URL it should show. */
export interface PendingTab {
  /** True once the person has closed the tab themselves. */
  readonly closed: boolean;
  navigate: (url: string) => void;
  close: () => void;
}

/**
 * Open an empty tab now, while the click's user activation lasts, so popup blockers let it
 * through; the URL (a checkout page, an invite) arrives a moment later from the server. Returns
 * null when the browser refused to open one.
 *
 * `noopener` is not passed to `window.open` because the browser would then return null and the
 * tab could not be steered; the new tab's `opener` is cleared by hand instead, so the page it
 * shows cannot reach back into this one.
 */
export function openPendingTab(waitingText: string): PendingTab | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  const opened = tab;
  try {
    opened.opener = null;
    opened.document.title = waitingText;
    const note = opened.document.createElement('p');
    note.textContent = waitingText;
    note.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; color: #5a526b';
    opened.document.body.append(note);
  } catch {
    // A browser that keeps the blank tab out of reach still navigates it below.
  }
  return {
    get closed() {
      return opened.closed;
    },
    navigate: (url) => opened.location.replace(url),
    close: () => opened.close(),
  };
}

/** The URL when it is a web page (http or https), else null: nothing else is ever opened. */
export function webUrlOrNull(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
