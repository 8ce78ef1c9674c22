// Prerender (decision 027): after `vite build` (the browser's files, with a manifest) and
// `vite build --ssr entry-prerender.tsx` (the same app for Node), write the HTML of each page in
// PRERENDERED_PAGES to dist/web/pages: the built index.html with the page's markup in #root, the
// whole stylesheet inline (no render-blocking request) and the page's code preloaded beside the
// entry. The server sends these for their routes; every other route keeps index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_INDEX,
  PRERENDERED_VISITOR_PAGES_INDEX,
  VISITOR_SESSION_MARK,
} from '../src/contracts/routes.ts';
import type { PrerenderedPage } from '../src/web/app/prerendered-routes.ts';
import { readManifest, staticFiles } from './vite-manifest.ts';

const WEB_DIR = 'dist/web';
const PRERENDER_ENTRY = 'dist/prerender/entry-prerender.js';
const PAGES_DIR = path.join(WEB_DIR, PRERENDERED_PAGES_DIR);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

async function main() {
  const template = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const manifest = readManifest(WEB_DIR);
  const entryKey = Object.keys(manifest).find((key) => key.endsWith('index.html'));
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const entryFiles = staticFiles(manifest, entryKey);

  // The stylesheet goes inline: it is small (about 12 KB compressed), every page uses most of it,
  // and a linked one would hold the first paint until it arrives.
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(template);
  if (!stylesheet) throw new Error('index.html links no stylesheet');
  const css = fs.readFileSync(path.join(WEB_DIR, stylesheet[1]!), 'utf8');
  if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined');

  const { renderPage, PRERENDERED_PAGES } = (await import(
    pathToFileURL(path.resolve(PRERENDER_ENTRY)).href
  )) as {
    renderPage: (path: string, options?: { visitor?: boolean }) => Promise<string>;
    PRERENDERED_PAGES: readonly PrerenderedPage[];
  };

  fs.rmSync(PAGES_DIR, { recursive: true, force: true });
  fs.mkdirSync(PAGES_DIR, { recursive: true });
  const index: Record<string, string> = {};
  const visitorIndex: Record<string, string> = {};
  for (const page of PRERENDERED_PAGES) {
    const preloads = [
      ...new Set(
        [page.module, ...(page.alsoPreload ?? [])].flatMap((key) => [
          ...staticFiles(manifest, key),
        ]),
      ),
    ].filter((file) => !entryFiles.has(file));
    if (preloads.length === 0) throw new Error(`${page.module}: not in the Vite manifest`);
    const head = preloads
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    // The page is on screen without any script: scripts come after what paints (the welcome
    // image, say), at low priority, though still all at once and beside the entry.
    const lowPriority = (tag: string) =>
      tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
    const write = (file: string, markup: string, rootAttributes: string) => {
      let html = template
        .replace(stylesheet[0], () => `<style>${css}</style>`)
        // Only where the page shows the welcome lotus.
        .replace(
          /\s*<!-- The welcome lotus[\s\S]*?-->\s*(<link rel="preload" as="image"[^>]*>)/,
          (tag, link: string) =>
            markup.includes('src="/welcome-lotus.svg"') ? `\n    ${link}` : '',
        )
        .replace('</head>', () => `  ${head}\n  </head>`)
        .replace(
          /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g,
          lowPriority,
        );
      const root = /<!--[^>]*-->\s*<div id="root">[\s\S]*<\/div>(\s*<\/body>)/.exec(html);
      if (!root) throw new Error('index.html: no #root before </body>');
      html = html.replace(
        root[0],
        () => `<div id="root" ${rootAttributes}>${markup}</div>${root[1]}`,
      );
      fs.writeFileSync(path.join(PAGES_DIR, file), html);
      console.log(`prerendered ${page.path} → ${path.join(PAGES_DIR, file)}`);
    };
    const route = `data-prerendered="${escapeAttribute(page.route)}"`;
    write(page.file, await renderPage(page.path), route);
    index[page.route] = page.file;
    // The same page for a visitor with no session cookie: its signed-out content in the HTML.
    if (page.route !== 'notFound') {
      const file = page.file.replace(/\.html$/, '.visitor.html');
      const markup = await renderPage(page.path, { visitor: true });
      write(file, markup, `${route} data-session="${VISITOR_SESSION_MARK}"`);
      visitorIndex[page.route] = file;
    }
  }
  fs.writeFileSync(path.join(PAGES_DIR, PRERENDERED_PAGES_INDEX), JSON.stringify(index, null, 2));
  fs.writeFileSync(
    path.join(PAGES_DIR, PRERENDERED_VISITOR_PAGES_INDEX),
    JSON.stringify(visitorIndex, null, 2),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  // Nothing should be left running, but a stray timer of the app must not hold the build.
  process.exit(0);
}
