// Prerender (decision 027): after `vite build` (the browser's files, with a manifest) and
// `vite build --ssr entry-prerender.tsx` (the same app for Node), write the HTML of each page in
// PRERENDERED_PAGES to dist/web/pages: the built index.html with the page's markup in #root, the
// whole stylesheet inline (no render-blocking request) and the page's code preloaded beside the
// entry. The server sends these for their routes; every other route keeps index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CarouselList, Module } from '../src/contracts/modules.ts';
import {
  APP_ROUTES,
  chatModulePath,
  PRERENDERED_CAROUSELS_ELEMENT_ID,
  PRERENDERED_MODULE_PAGES_INDEX,
  PRERENDERED_MODULES_ELEMENT_ID,
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_INDEX,
  PRERENDERED_VISITOR_PAGES_INDEX,
  VISITOR_SESSION_MARK,
  type PrerenderedModulePages,
} from '../src/contracts/routes.ts';
import { contentModuleList } from '../src/server/features/modules/content-module-list.ts';
import { jsonScriptElement } from '../src/server/plugins/embedded-json.ts';
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
    renderPage: (
      path: string,
      options?: { visitor?: boolean; modules?: Module[]; carousels?: CarouselList },
    ) => Promise<string>;
    PRERENDERED_PAGES: readonly PrerenderedPage[];
  };

  fs.rmSync(PAGES_DIR, { recursive: true, force: true });
  fs.mkdirSync(PAGES_DIR, { recursive: true });
  // The main screen's pages show the module list, grouped by the carousels, that a server on this
  // content folder will serve.
  const content = await contentModuleList(path.resolve(process.env.CONTENT_DIR ?? 'content'));
  if (content.errors.length > 0)
    console.warn(`prerender: module files that do not parse: ${JSON.stringify(content.errors)}`);
  const modulePages: PrerenderedModulePages = {
    modulesEtag: content.etag,
    carouselsEtag: content.carousels.etag,
    pages: {},
    routes: {},
  };
  // The lists go first in <head>, before index.html's script (which then does not ask for the
  // modules); '<' escaped so no text in them can end the element. The carousels group the
  // sidebar's list: without them the HTML's flat list would be rebuilt once they arrive.
  const carried = [
    jsonScriptElement(PRERENDERED_MODULES_ELEMENT_ID, content.json),
    jsonScriptElement(PRERENDERED_CAROUSELS_ELEMENT_ID, content.carousels.json),
  ]
    .map((element) => `\n    ${element}`)
    .join('');
  const withContent = { modules: content.modules, carousels: content.carousels.list };
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
    // The page is on screen without any script, so its scripts start once it has painted: in
    // the HTML they would share the connection with it on a slow network, and Lighthouse counts
    // every request started before the largest paint as holding it up. A small inline script
    // (allowed by its hash, like index.html's) adds the code's preloads and imports the entry after
    // the first frame; at once in a tab opened in the background, which paints nothing until
    // shown. An import(), as a script's src would need a Trusted Types policy (decision 015).
    const loadAfterPaint = (html: string) => {
      const preloadTags = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
      const entryTag = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
      const entry = entryTag.exec(html)?.[1];
      if (!entry) throw new Error('index.html has no module script');
      const urls = [
        ...[...html.matchAll(preloadTags)].map((m) => m[1]!),
        ...preloads.map((file) => `/${file}`),
      ];
      const loader = `<script>(function(){var g=function(){var f=document.createDocumentFragment();${JSON.stringify(urls)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;f.appendChild(l)});document.head.appendChild(f);import(${JSON.stringify(entry)})};if(document.visibilityState==='hidden')g();else requestAnimationFrame(function(){setTimeout(g,0)})})()</script>`;
      return html
        .replace(preloadTags, '')
        .replace(entryTag, '')
        .replace('</body>', () => `  ${loader}\n  </body>`);
    };
    const write = (file: string, markup: string, rootAttributes: string, headStart = '') => {
      let html = template
        .replace('<head>', () => `<head>${headStart}`)
        .replace(stylesheet[0], () => `<style>${css}</style>`)
        // Only where the page shows the welcome lotus.
        .replace(
          /\s*<!-- The welcome lotus[\s\S]*?-->\s*(<link rel="preload" as="image"[^>]*>)/,
          (tag, link: string) =>
            markup.includes('src="/welcome-lotus.svg"') ? `\n    ${link}` : '',
        );
      const root = /<!--[^>]*-->\s*<div id="root">[\s\S]*<\/div>(\s*<\/body>)/.exec(html);
      if (!root) throw new Error('index.html: no #root before </body>');
      html = html.replace(
        root[0],
        () => `<div id="root" ${rootAttributes}>${markup}</div>${root[1]}`,
      );
      html = loadAfterPaint(html);
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
    /** The page at `renderedPath`, rendered with the content's lists, as a member's and a visitor's. */
    const writeWithContent = async (name: string, renderedPath: string) => {
      write(`${name}.html`, await renderPage(renderedPath, withContent), route, carried);
      write(
        `${name}.visitor.html`,
        await renderPage(renderedPath, { ...withContent, visitor: true }),
        `${route} data-session="${VISITOR_SESSION_MARK}"`,
        carried,
      );
      return { page: `${name}.html`, visitorPage: `${name}.visitor.html` };
    };
    // The main screen without a teacher, with the sidebar's list in the HTML instead of its
    // loading rows: the list arriving after hydration is one more long render on a phone.
    if (page.withContent)
      modulePages.routes[page.route] = await writeWithContent(
        page.file.replace(/\.html$/, '.content'),
        page.path,
      );
    // Each teacher's own page, with its name, welcome and the sidebar's list in the HTML: the
    // generic page can only say 'Loading teacher...' until the script and the list arrive.
    if (page.route === APP_ROUTES.chatModule) {
      for (const module of content.modules)
        modulePages.pages[module.id] = await writeWithContent(
          `chat-module.${encodeURIComponent(module.id)}`,
          chatModulePath(module.id),
        );
    }
  }
  fs.writeFileSync(path.join(PAGES_DIR, PRERENDERED_PAGES_INDEX), JSON.stringify(index, null, 2));
  fs.writeFileSync(
    path.join(PAGES_DIR, PRERENDERED_VISITOR_PAGES_INDEX),
    JSON.stringify(visitorIndex, null, 2),
  );
  fs.writeFileSync(
    path.join(PAGES_DIR, PRERENDERED_MODULE_PAGES_INDEX),
    JSON.stringify(modulePages, null, 2),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  // Nothing should be left running, but a stray timer of the app must not hold the build.
  process.exit(0);
}
