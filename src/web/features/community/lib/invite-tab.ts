/** A tab opened ahead of time, waiting for the invite URL. */
export interface PendingTab {
  readonly closed: boolean;
  navigate: (url: string) => void;
  close: () => void;
}

/**
 * Open an empty tab now, inside the click, so popup blockers let it through; the invite URL
 * arrives a moment later. Null when the browser refused. `noopener` would make `window.open`
 * return null, so the new tab's `opener` is cleared by hand instead.
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

/** Only web pages are opened or linked: an invite URL with any other scheme is refused. */
export function webUrlOrNull(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
