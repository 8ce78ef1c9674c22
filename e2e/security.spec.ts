import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { startFakeUpstream, type FakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import { parseMarkdown, type Block, type Inline } from '../src/web/features/chat/lib/markdown.ts';
import { parseLightMarkdown } from '../src/web/features/journal/lib/light-markdown.ts';
import { XSS_PAYLOADS, shortPayloads, type Payload } from './fixtures/xss-payloads.ts';
import { ChatPage } from './pages/chat-page.ts';
import { waitForApp } from './pages/app-ready.ts';

/*
 * Browser-side security (issue 10, item 5). Every payload of e2e/fixtures/xss-payloads.ts is
 * rendered through chat replies (streamed token by token, then reloaded from history), journal
 * entries (title, dream text, notes, AI insights), tribe pages (server-rendered <title> and preview
 * tags, the client page, Your Tribes) and module text (sidebar, chat header, poster, Start toast).
 * Chromium must run no script and load nothing from another origin: any dialog, any write to
 * window.__xss, any request that is not to our server (aborted, so nothing leaves), any CSP
 * violation (markup got in, even if the CSP then stopped it) or CSP console error, and any page
 * error fails the test. Each payload must also be on screen as text, so nothing passes by being
 * dropped.
 *
 * The spec runs its own server (the shared one has no AI provider): the built server with a copy of
 * content/ plus modules made of payloads, and the fake OpenAI-compatible upstream, scripted per
 * message, as its AI.
 */

const APP_NAME = 'Sangha';
const REPO = path.resolve(import.meta.dirname, '..');

interface Server {
  origin: string;
  stop(): Promise<void>;
}

let upstream: FakeUpstream;
let server: Server;
let workDir: string;
/** index.html as the spec's server serves it. */
let indexHtml: string;

/** Payload modules: one name each, every payload across their descriptions. */
const MODULE_COUNT = 8;
const moduleNames = shortPayloads(60)
  .filter((p) => !p.text.includes('\n') && p.text.trim() === p.text)
  .slice(0, MODULE_COUNT);
const moduleCarousel = '<img src=x onerror=alert(1)> Circle';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  upstream = await startFakeUpstream();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-security-'));
  const contentDir = path.join(workDir, 'content');
  fs.cpSync(path.join(REPO, 'content'), contentDir, { recursive: true });
  writePayloadModules(path.join(contentDir, 'modules'));
  // A private copy of the web build: a rebuild elsewhere during the run cannot pull chunks away.
  const webDir = path.join(workDir, 'web');
  fs.cpSync(path.join(REPO, 'dist/web'), webDir, { recursive: true });
  indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  server = await startServer({
    WEB_DIST_DIR: webDir,
    DATA_DIR: path.join(workDir, 'data'),
    CONTENT_DIR: contentDir,
    AI_BASE_URL: upstream.baseUrl,
    AI_MODEL: 'fake-model',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('chat replies: every payload streamed token by token, then reloaded from history', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const guard = await guardContext(context, page);
  const chat = new ChatPage(page);
  await chat.goto(`${server.origin}/chat/inner-fire`);

  const batches = chunk(XSS_PAYLOADS, 20);
  for (const [index, batch] of batches.entries()) {
    const reply = replyText(batch);
    upstream.script = { kind: 'tokens', tokens: tokenize(reply), tokenDelayMs: 0 };
    const question = `Batch ${index + 1}: ${batch[0]?.text ?? ''}`;
    await chat.send(question);
    await chat.waitForIdle();
    await expect(chat.replies).toHaveCount(index + 1);
    await guard.check(`chat batch ${index + 1} (streamed)`);
    await expectReply(chat.replies.nth(index), reply, batch);
    await expect(chat.messages.nth(index * 2)).toContainText(`Batch ${index + 1}:`);
    expect(squash(await chat.messages.nth(index * 2).textContent())).toContain(squash(question));
  }

  // The same replies as the server stored them.
  await page.reload();
  await expect(chat.replies).toHaveCount(batches.length);
  await guard.check('chat history after reload');
  for (const [index, batch] of batches.entries()) {
    await expectReply(chat.replies.nth(index), replyText(batch), batch);
  }
  await guard.check('chat history after reload');
});

test('journal entries: title, dream text, notes and AI insights made of payloads', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const guard = await guardContext(context, page);
  await signUp(page.request);

  const titles = shortPayloads(200).filter((p) => !p.text.includes('\n'));
  const batches = chunk(XSS_PAYLOADS, 40);
  const entries: {
    id: string;
    title: string;
    batch: Payload[];
    notes: string[];
    insights: string;
  }[] = [];
  for (const [index, batch] of batches.entries()) {
    const insights = batch.map((p) => `${p.id} says:\n${p.text}`).join('\n\n');
    upstream.script = { kind: 'tokens', tokens: tokenize(insights) };
    const title = titles[index]?.text ?? `Entry ${index}`;
    const notes = [0, 1, 2, 3, 4].map((n) => joinWithin(batch.slice(n * 8, n * 8 + 8), 1000));
    const response = await page.request.post(`${server.origin}/api/journal`, {
      data: {
        title,
        content: batch.map((p) => p.text).join('\n\n'),
        emotions: titles[index + 20]?.text ?? 'awe',
        symbols: titles[index + 40]?.text ?? 'moon',
        earthElement: notes[0],
        waterElement: notes[1],
        fireElement: notes[2],
        windElement: notes[3],
        spaceElement: notes[4],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const entry = (await response.json()) as { id: string; insightsSource: string | null };
    expect(entry.insightsSource).toBe('model');
    entries.push({ id: entry.id, title, batch, notes, insights });
  }

  await page.goto(`${server.origin}/journal`);
  await appReady(page);
  for (const entry of entries) {
    await page.locator(`[data-entry-id="${entry.id}"]`).click();
    const article = page.locator(`article[aria-labelledby="entry-${entry.id}-title"]`);
    await expect(article).toBeVisible();
    const shown = squash(await article.textContent());
    expect(shown).toContain(squash(entry.title));
    const missing = entry.batch.filter((p) => !shown.includes(squash(p.text))).map((p) => p.id);
    expect(missing, 'dream text not shown as text').toEqual([]);
    for (const note of entry.notes) expect(shown).toContain(squash(note));
    expect(shown).toContain(squash(lightMarkdownText(entry.insights)));
    await guard.check(`journal entry ${entry.title}`);
  }
});

test('tribe pages: names and descriptions in <title>, preview tags, the page and Your Tribes', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const guard = await guardContext(context, page);
  const names = shortPayloads(49).filter((p) => !p.text.includes('\n') && /[a-z0-9]/i.test(p.text));
  const batches = batchWithin(XSS_PAYLOADS, 1000);
  const tribes: { slug: string; name: string; description: string; batch: Payload[] }[] = [];
  for (const [index, batch] of batches.entries()) {
    // Founding is limited to 10 tribes per account per 10 minutes.
    if (index % 10 === 0) await signUp(page.request);
    const name = (names[index]?.text ?? `Tribe ${index}`).trim();
    const description = batch.map((p) => p.text).join('\n');
    const response = await page.request.post(`${server.origin}/api/tribes`, {
      data: { name, description, socialLink: 'https://chat.example.org/sangha' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const tribe = (await response.json()) as { slug: string; name: string };
    expect(tribe.name).toBe(name);
    tribes.push({ slug: tribe.slug, name, description: description.trim(), batch });
  }

  const inert = await context.newPage();
  for (const tribe of tribes) {
    const response = await page.goto(`${server.origin}/tribe/${tribe.slug}`);
    expect(response?.status()).toBe(200);
    // Escaped on the server: the only tags in the served page are the app's own.
    const served = (await response?.text()) ?? '';
    expect(tagNames(served)).toEqual(tagNames(indexHtml).concat(Array(8).fill('meta')).sort());
    await appReady(page);
    // What the server wrote into <head>: each text came back exactly as an attribute or title.
    // The served page, parsed inert (DOMParser runs nothing and loads nothing) in a blank page:
    // our own pages require Trusted Types, which DOMParser would need.
    const head = await inert.evaluate(
      ([html, index]) => {
        const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html');
        const document = parse(html);
        // Apart from the tribe's own tags, <head> is exactly the app's.
        const own = /^<(title|meta (name="(description|twitter:[a-z]+)"|property="og:))/;
        const others = (doc: Document) =>
          [...doc.head.children].map((el) => el.outerHTML).filter((tag) => !own.test(tag));
        return {
          unexpected: others(document).filter((tag) => !others(parse(index)).includes(tag)),
          title: document.querySelector('head > title')?.textContent ?? null,
          ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
          ogDescription: document
            .querySelector('meta[property="og:description"]')
            ?.getAttribute('content'),
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          twitterTitle: document
            .querySelector('meta[name="twitter:title"]')
            ?.getAttribute('content'),
          titles: document.querySelectorAll('title').length,
        };
      },
      [served, indexHtml] as const,
    );
    const title = `${tribe.name} · ${APP_NAME}`;
    expect(head.title).toBe(title);
    expect(head.titles).toBe(1);
    expect(head.ogTitle).toBe(title);
    expect(head.twitterTitle).toBe(title);
    expect(head.ogDescription).toBe(tribe.description);
    expect(head.description).toBe(tribe.description);
    expect(head.unexpected).toEqual([]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tribe.name);
    await expect(page).toHaveTitle(title);
    const shown = squash(await page.locator('main').textContent());
    expect(shown).toContain(squash(tribe.name));
    const missing = tribe.batch.filter((p) => !shown.includes(squash(p.text))).map((p) => p.id);
    expect(missing, 'description not shown as text').toEqual([]);
    await guard.check(`tribe page ${tribe.slug}`);
  }

  // The last founder's list: names and descriptions once more, in 'Your Tribes'.
  await page.goto(`${server.origin}/leadership`);
  await appReady(page);
  const yourTribes = page.getByRole('region', { name: 'Your Tribes' });
  const last = tribes.slice(-(tribes.length % 10 || 10));
  for (const tribe of last) await expect(yourTribes).toContainText(tribe.name);
  await guard.check('leadership: your tribes');
});

test('module text: names, carousel and descriptions in the sidebar, header, poster and toast', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const guard = await guardContext(context, page);
  const chat = new ChatPage(page);
  await chat.goto(`${server.origin}/chat`);
  // Modules show as one list until the carousels arrive, then in groups.
  await expect(chat.sidebar.getByRole('group', { name: moduleCarousel })).toBeVisible();
  const sidebar = squash(await chat.sidebar.textContent());
  expect(sidebar).toContain(squash(moduleCarousel));
  for (const module of moduleNames) expect(sidebar).toContain(squash(module.text));
  await guard.check('sidebar with payload modules');

  const descriptions = moduleDescriptions();
  for (const [index, module] of moduleNames.entries()) {
    await chat.goto(`${server.origin}/chat/xss-probe-${index + 1}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(squash(await heading.textContent())).toBe(squash(module.text));
    const description = descriptions[index] ?? [];

    // The module poster: avatar, name and description.
    await heading.getByRole('button').click();
    const poster = page.getByRole('dialog');
    await expect(poster).toBeVisible();
    const posterText = squash(await poster.textContent());
    expect(posterText).toContain(squash(module.text));
    const missing = description.filter((p) => !posterText.includes(squash(p.text)));
    expect(
      missing.map((p) => p.id),
      'description not shown in the poster',
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(poster).toBeHidden();

    // Start: a toast with the name and description.
    await page.getByRole('button', { name: 'Start' }).click();
    const toast = chat.notifications.getByRole('listitem').last();
    await expect(toast).toBeVisible();
    const toastText = squash(await toast.textContent());
    expect(toastText).toContain(squash(description.at(-1)?.text ?? ''));
    await guard.check(`module xss-probe-${index + 1}`);
  }
});

// The exact directives are asserted in src/server/reliability/csp.test.ts; this checks the built server.
test('headers: every page carries the strict policy, every API answer the stricter API one', async ({
  request,
}) => {
  for (const url of ['/', '/chat/inner-fire', '/journal', '/no-such-page']) {
    const response = await request.get(`${server.origin}${url}`);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, url).toContain("script-src 'self' 'sha256-");
    expect(csp, url).toContain("object-src 'none'");
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("base-uri 'none'");
    expect(csp, url).toContain("require-trusted-types-for 'script'");
    expect(csp, url).not.toContain('unsafe-eval');
    expect(csp.match(/script-src[^;]*/)?.[0], url).not.toContain('unsafe-inline');
  }
  for (const url of ['/api/modules', '/api/no-such-endpoint']) {
    const headers = (await request.get(`${server.origin}${url}`)).headers();
    expect(headers['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers['x-content-type-options'], url).toBe('nosniff');
  }
});

// Source maps hold the whole web app's source: built (hidden), never named, not served by default.
test('source maps: built but named by no script, and not served without SERVE_SOURCE_MAPS', async ({
  page,
  request,
}) => {
  const assets = path.join(REPO, 'dist', 'web', 'assets');
  const scripts = fs.readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
  const maps = fs.readdirSync(assets).filter((file) => file.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const response = await request.get(`${server.origin}/assets/${file}`);
    expect(response.status(), file).toBe(200);
    expect(await response.text(), file).not.toMatch(/sourceMappingURL/);
    expect(response.headers().sourcemap, file).toBeUndefined();
  }
  for (const file of maps) {
    expect((await request.get(`${server.origin}/assets/${file}`)).status(), file).toBe(404);
  }
  // A page load asks for nothing that is missing (a named map would be a noisy 404).
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(`${response.status()} ${response.url()}`);
  });
  for (const url of ['/', '/journal', '/chat/inner-fire']) {
    await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
    // Chunks fetched once the browser is idle come after 'load'.
    await page.waitForTimeout(1500);
  }
  expect(missing).toEqual([]);
});

// ——— the guard: everything the browser must never do ———

interface Guard {
  /** Fail with every problem seen so far, plus what the page's DOM shows now. */
  check(where: string): Promise<void>;
}

async function guardContext(context: BrowserContext, page: Page): Promise<Guard> {
  const problems: string[] = [];
  const own = server.origin;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === own) return route.continue();
    problems.push(`request to another origin: ${url}`);
    return route.abort('blockedbyclient');
  });
  page.on('websocket', (ws) => problems.push(`websocket opened: ${ws.url()}`));
  page.on('popup', (popup) => problems.push(`popup opened: ${popup.url()}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog (${dialog.type()}): ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy|Trusted.?Type|Refused to/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  await context.exposeBinding('__securityReport', (_source, text: string) => {
    problems.push(text);
  });
  await context.addInitScript(() => {
    const report = (text: string) =>
      (window as unknown as { __securityReport(t: string): void }).__securityReport(text);
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
          ` ${event.sample ? `sample "${event.sample}"` : ''} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
    // A payload that runs sets this: report it at once (a reload or redirect may follow).
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => report(`window.__xss was set to ${String(value)}`),
    });
  });

  return {
    async check(where) {
      const found = await page.evaluate(auditDocument);
      const all = [...problems.splice(0), ...found];
      expect(all, `security problems after ${where}`).toEqual([]);
    },
  };
}

/**
 * Runs in the page: markup that only an injected payload could have produced. React never renders
 * inline event handlers, frames, objects, <base> or <meta http-equiv>, so any of them is a failure
 * even when the CSP kept it from acting.
 */
function auditDocument(): string[] {
  const problems: string[] = [];
  const origin = location.origin;
  const hostile = /attacker\.example|evil\.example/i;
  const schemes = /^(javascript|vbscript|data):/i;
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'srcdoc',
    'background',
    'poster',
    'xlink:href',
    'srcset',
    'ping',
    'codebase',
    'content',
  ]);
  const forbidden =
    'iframe, frame, frameset, object, embed, applet, base, portal, math, marquee, listing, xmp, ' +
    'noscript, isindex, bgsound, template, meta[http-equiv], form[action], input[type=image], ' +
    'video, audio, source, track, picture, svg script, svg foreignObject, svg animate, svg set, ' +
    'svg use, svg image, svg feImage, svg a';
  for (const el of document.querySelectorAll(forbidden)) {
    problems.push(`injected element: ${el.outerHTML.slice(0, 120)}`);
  }
  if (document.getElementById('__xss') || document.getElementsByName('__xss').length) {
    problems.push('an element named __xss exists (DOM clobbering)');
  }
  // The app's own inline scripts (decision 027), each recognised by its whole shape: index.html's
  // theme script; a prerendered page's loader, which only preloads and imports files of /assets/;
  // a teacher's page's module list, JSON that is not run.
  const assetList = String.raw`\["\/assets\/[\w.-]+\.js"(,"\/assets\/[\w.-]+\.js")*\]`;
  const asset = String.raw`"\/assets\/[\w.-]+\.js"`;
  const loader = new RegExp(
    String.raw`^\(function\(\)\{var g=function\(\)\{var f=document\.createDocumentFragment\(\);` +
      assetList +
      String.raw`\.forEach\(function\(u\)\{var l=document\.createElement\('link'\);l\.rel='modulepreload';l\.crossOrigin='';l\.href=u;f\.appendChild\(l\)\}\);document\.head\.appendChild\(f\);import\(` +
      asset +
      String.raw`\)\};if\(document\.visibilityState==='hidden'\)g\(\);else requestAnimationFrame\(function\(\)\{setTimeout\(g,0\)\}\)\}\)\(\)$`,
  );
  const isJsonArray = (text: string) => {
    try {
      return Array.isArray(JSON.parse(text));
    } catch {
      return false;
    }
  };
  for (const script of document.scripts) {
    const src = script.getAttribute('src');
    const text = script.textContent ?? '';
    const ok = src
      ? new URL(src, origin).origin === origin &&
        new URL(src, origin).pathname.startsWith('/assets/')
      : script.parentElement === document.head
        ? text.includes('vite-ui-theme') ||
          (script.type === 'application/json' &&
            script.id === 'prerendered-modules' &&
            isJsonArray(text))
        : script.parentElement === document.body &&
          script.attributes.length === 0 &&
          loader.test(text);
    if (!ok) problems.push(`unexpected script: ${script.outerHTML.slice(0, 120)}`);
  }
  for (const link of document.querySelectorAll('link')) {
    const href = link.getAttribute('href') ?? '';
    if (new URL(href, origin).origin !== origin) {
      problems.push(`link to another origin: ${link.outerHTML.slice(0, 120)}`);
    }
  }
  for (const img of document.images) {
    const src = img.getAttribute('src') ?? '';
    if (!src || new URL(src, origin).origin !== origin || img.hasAttribute('srcset')) {
      problems.push(`image not from our origin: ${img.outerHTML.slice(0, 120)}`);
    }
  }
  for (const style of document.querySelectorAll('style')) {
    const css = style.textContent ?? '';
    if (hostile.test(css) || /@import|url\(/i.test(css)) {
      problems.push(`injected style: ${css.slice(0, 120)}`);
    }
  }
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) {
        problems.push(`inline handler: <${el.localName} ${name}="${attr.value.slice(0, 60)}">`);
      }
      if (
        name === 'style' &&
        (hostile.test(attr.value) || /url\(|expression|binding|behavior/i.test(attr.value))
      ) {
        problems.push(`style attribute: <${el.localName} style="${attr.value.slice(0, 80)}">`);
      }
      if (!urlAttributes.has(name)) continue;
      const value = attr.value.replace(/[\s\p{Cc}\u00ad]/gu, '');
      if (schemes.test(value) && !(el.localName === 'img' && name === 'src')) {
        problems.push(`dangerous URL: <${el.localName} ${name}="${attr.value.slice(0, 80)}">`);
      }
      // Links to http(s) pages are allowed by design (decision 012): new tab, no referrer.
      const allowedLink =
        el.localName === 'a' &&
        name === 'href' &&
        /^https?:\/\//i.test(value) &&
        (el.getAttribute('rel') ?? '').includes('noopener');
      const metaText = el.localName === 'meta' && name === 'content';
      if (hostile.test(value) && !allowedLink && !metaText) {
        problems.push(`hostile URL: <${el.localName} ${name}="${attr.value.slice(0, 80)}">`);
      }
    }
  }
  return problems;
}

/** The tags of a page, sorted: a tribe page has the app's tags plus its preview tags. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<([a-z][\w-]*)/gi)].map((m) => (m[1] ?? '').toLowerCase()).sort();
}

// ——— rendering expectations ———

/** A reply: each payload as its own paragraph after a marker line. */
function replyText(batch: Payload[]): string {
  return batch.map((p) => `Payload ${p.id} follows.\n\n${p.text}`).join('\n\n');
}

/** The reply's bubble shows exactly the text the Markdown reader made of it, and every payload. */
async function expectReply(reply: Locator, text: string, batch: Payload[]) {
  await expect(reply).toBeVisible();
  const shown = squash(
    await reply.evaluate((li) => li.querySelector(':scope > div > div')?.textContent),
  );
  expect(shown).toBe(squash(markdownText(parseMarkdown(text))));
  const missing = batch
    .filter((p) => !shown.includes(squash(markdownText(parseMarkdown(p.text)))))
    .map((p) => p.id);
  expect(missing, 'payloads not shown as text in the reply').toEqual([]);
  for (const p of batch) expect(shown).toContain(`Payload${p.id}follows.`);
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.text;
      if (node.type === 'break') return '';
      return inlineText(node.children);
    })
    .join('');
}

function markdownText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return inlineText(block.children);
        case 'list':
          return block.items.map(inlineText).join('');
        case 'quote':
          return markdownText(block.children);
        case 'code':
          return block.text;
        case 'rule':
          return '';
      }
    })
    .join('');
}

function lightMarkdownText(text: string): string {
  return parseLightMarkdown(text)
    .map((block) => {
      const spans = (list: { text: string }[]) => list.map((s) => s.text).join('');
      if (block.kind === 'heading') return spans(block.spans);
      if (block.kind === 'list') return block.items.map(spans).join('');
      return block.lines.map(spans).join('');
    })
    .join('');
}

/** Text without any whitespace: layout (paragraphs, line breaks, trimming) is not under test. */
function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '');
}

// ——— content, tokens and batches ———

/** Stream in uneven pieces (1–7 characters) so tags and entities arrive split across tokens. */
function tokenize(text: string): string[] {
  const chars = Array.from(text);
  const tokens: string[] = [];
  for (let i = 0, size = 1; i < chars.length; i += size, size = (size % 7) + 1) {
    tokens.push(chars.slice(i, i + size).join(''));
  }
  return tokens;
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Consecutive payloads whose newline-joined text fits within `max` characters. */
function batchWithin(items: Payload[], max: number): Payload[][] {
  const out: Payload[][] = [];
  let current: Payload[] = [];
  let length = 0;
  for (const item of items) {
    if (current.length && length + 1 + item.text.length > max) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(item);
    length += (current.length > 1 ? 1 : 0) + item.text.length;
  }
  if (current.length) out.push(current);
  return out;
}

function joinWithin(items: Payload[], max: number): string {
  return (batchWithin(items, max)[0] ?? []).map((p) => p.text).join('\n');
}

/** Every payload across the payload modules' descriptions. */
function moduleDescriptions(): Payload[][] {
  const size = Math.ceil(XSS_PAYLOADS.length / MODULE_COUNT);
  return chunk(XSS_PAYLOADS, size);
}

function writePayloadModules(modulesDir: string) {
  const descriptions = moduleDescriptions();
  moduleNames.forEach((name, index) => {
    const batch = descriptions[index] ?? [];
    const text = batch.map((p) => p.text).join('\n');
    // JSON strings are valid YAML double-quoted scalars.
    const file = [
      '---',
      `name: ${JSON.stringify(name.text)}`,
      `description: ${JSON.stringify(text)}`,
      `carousel: ${JSON.stringify(moduleCarousel)}`,
      `order: ${200 + index}`,
      `persona: ${JSON.stringify(`You are a test teacher. ${text}`)}`,
      ...(index === 0 ? ['avatar: "javascript:window.__xss=1"'] : []),
      '---',
      '',
      batch.map((p) => p.text).join('\n\n'),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(modulesDir, `xss-probe-${index + 1}.md`), file);
  });
}

// ——— server and accounts ———

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const entry = path.join(REPO, 'dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/main.js is missing: run npm run build');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      APP_NAME,
      ANON_FREE_MESSAGES: '100000',
      FREE_ACCOUNT_EXCHANGES: '100000',
      CHAT_PER_MINUTE: '100000',
      AUTH_ATTEMPTS_PER_10_MINUTES: '100000',
      SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
      ANON_DAILY_VOICE_PER_ADDRESS: '100000',
      ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  const deadline = Date.now() + 30_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not become ready within 30 s');
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function signUp(request: APIRequestContext) {
  const response = await request.post(`${server.origin}/api/auth/email-signup`, {
    data: {
      email: `probe-${randomUUID()}@example.org`,
      firstName: 'Probe',
      lastName: 'Tester',
      password: 'a long enough password',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function appReady(page: Page) {
  await waitForApp(page);
}
