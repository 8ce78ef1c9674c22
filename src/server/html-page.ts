/** Small server-rendered pages for browser navigations (sign-in choice, billing, errors). No scripts. */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface AuthPage {
  appName: string;
  title: string;
  /** Paragraphs of plain text (escaped). */
  paragraphs: string[];
  /** Buttons and links: [label, href]. */
  actions: { label: string; href: string; primary?: boolean }[];
}

export function renderAuthPage(page: AuthPage): string {
  const actions = page.actions
    .map(
      (a) =>
        `<a class="${a.primary ? 'btn primary' : 'btn'}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${escapeHtml(page.title)} · ${escapeHtml(page.appName)}</title>
    <style>
      :root { color-scheme: light dark; --bg: #fbf7f0; --fg: #2b2540; --muted: #5d5670; --accent: #b45309; --primary: #e08a1e; --on-primary: #1f1300; --card: #fff; --line: #e7dfd2; }
      @media (prefers-color-scheme: dark) { :root { --bg: #15131f; --fg: #f1edf7; --muted: #b9b2c8; --accent: #f6ad55; --primary: #f2a541; --on-primary: #1f1300; --card: #1f1c2c; --line: #34304a; } }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
      main { width: min(28rem, calc(100vw - 2rem)); background: var(--card); border: 1px solid var(--line); border-radius: 1rem; padding: 2rem; }
      h1 { font-family: Georgia, serif; font-size: 1.6rem; margin: 0 0 0.75rem; }
      p { color: var(--muted); margin: 0 0 1rem; }
      nav { display: grid; gap: 0.6rem; margin-top: 1.5rem; }
      .btn { display: block; text-align: center; padding: 0.7rem 1rem; border-radius: 0.6rem; border: 1px solid var(--line); color: var(--fg); text-decoration: none; font-weight: 600; }
      .btn:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      /* The web app's primary colours: dark text on amber is 6.8:1 light and 8.9:1 dark (WCAG AA wants 4.5). */
      .primary { background: var(--primary); border-color: var(--primary); color: var(--on-primary); }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(page.title)}</h1>
      ${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n      ')}
      <nav aria-label="Actions">
      ${actions}
      </nav>
    </main>
  </body>
</html>`;
}
