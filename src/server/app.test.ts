import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireClientId } from './plugins/client-id.ts';
import { contentModuleList } from './features/modules/content-module-list.ts';
import { copyContent, createTestApp, type TestApp } from './testing/test-app.ts';
import { testDialects } from './testing/test-databases.ts';

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";

/** A minimal built web app on disk, so the real static and page serving can be tested. */
function writeWebDist(dir: string): string {
  const dist = path.join(dir, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Sangha</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // Prerendered pages (decision 027), as scripts/prerender.ts writes them.
  fs.mkdirSync(path.join(dist, 'pages'));
  const page = (route: string, body: string) =>
    `<!doctype html><html><head><title>Sangha</title><script>${THEME_SCRIPT}</script></head><body><div id="root" data-prerendered="${route}">${body}</div></body></html>`;
  fs.writeFileSync(path.join(dist, 'pages', 'journal.html'), page('/journal', '<h1>Dreams</h1>'));
  fs.writeFileSync(
    path.join(dist, 'pages', 'not-found.html'),
    page('notFound', '<h1>404 Page Not Found</h1>'),
  );
  fs.writeFileSync(
    path.join(dist, 'pages', 'journal.visitor.html'),
    page('/journal', '<h1>Dreams</h1><p>Sign in to keep your dream journal</p>'),
  );
  fs.writeFileSync(
    path.join(dist, 'pages', 'pages.json'),
    JSON.stringify({ '/journal': 'journal.html', notFound: 'not-found.html' }),
  );
  fs.writeFileSync(
    path.join(dist, 'pages', 'visitor-pages.json'),
    JSON.stringify({ '/journal': 'journal.visitor.html' }),
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'app-abc123.js.map'),
    '{"version":3,"sources":["../../src/web/secret-plans.tsx"],"mappings":"AAAA"}',
  );
  fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    '{"name":"Sangha","short_name":"Sangha","display":"standalone"}',
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'big-abc123.js'),
    `export const words = ${JSON.stringify('om mani padme hum '.repeat(400))};`,
  );
  return dist;
}

describe.each(testDialects)('%s: the HTTP API', (dialect) => {
  let t: TestApp;
  let contentDir: string;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-app-test-'));
    contentDir = copyContent(fixtures);
    const webDist = writeWebDist(fixtures);
    t = await createTestApp(dialect, { CONTENT_DIR: contentDir, WEB_DIST_DIR: webDist });
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(3), age: z.number().int() }) } },
        (request) => ({ name: request.body.name, clientId: requireClientId(request) }),
      );
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  test('GET /api/modules returns the content modules with id, name, description and avatar', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/modules' });
    expect(res.statusCode).toBe(200);
    const modules =
      res.json<{ id: string; name: string; description: string; avatar: string | null }[]>();
    const files = fs.readdirSync(path.join(contentDir, 'modules')).filter((f) => f.endsWith('.md'));
    expect(modules).toHaveLength(files.length);
    for (const m of modules) {
      expect(Object.keys(m).sort()).toEqual([
        'avatar',
        'carouselId',
        'description',
        'id',
        'isConnector',
        'name',
      ]);
      expect(m.name.length).toBeGreaterThan(0);
    }
  });

  test('the module list carries an ETag, and a matching If-None-Match gets 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/modules' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/modules',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('the module list comes compressed to a browser that accepts brotli or gzip, identical once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/modules' });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/modules',
          headers: { 'accept-encoding': `gzip, deflate, ${encoding === 'br' ? 'br, ' : ''}zstd` },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  test('GET /api/carousels returns carousels with their modules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carousels' });
    expect(res.statusCode).toBe(200);
    const { carousels } = res.json<{
      carousels: { id: string; name: string; modules: { id: string }[] }[];
    }>();
    expect(carousels.length).toBeGreaterThanOrEqual(1);
    for (const c of carousels) expect(c.modules.length).toBeGreaterThan(0);
  });

  test('POST /api/sync-modules picks up a new content file', async () => {
    fs.writeFileSync(
      path.join(contentDir, 'modules', 'zz-test-teacher.md'),
      '---\nname: Test Teacher\ndescription: Appears after sync.\npersona: You are a test.\ncarousel: Yoga\n---\nTeaching.\n',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: ['zz-test-teacher'], updated: [], archived: [] });
    const modules = (await t.app.inject({ method: 'GET', url: '/api/modules' })).json<
      { id: string }[]
    >();
    expect(modules.map((m) => m.id)).toContain('zz-test-teacher');
    fs.rmSync(path.join(contentDir, 'modules', 'zz-test-teacher.md'));
    const after = await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
    expect(after.json()).toMatchObject({ archived: ['zz-test-teacher'] });
  });

  test('an unknown /api path answers 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/x'],
      ['POST', '/api/nothing/here'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: `Not found: ${method} ${url}`, code: 'not_found' });
    }
  });

  test('every page route of the spec answers 200 with the app', async () => {
    for (const url of [
      '/',
      '/home',
      '/chat',
      '/chat/hatha-foundations',
      '/journal',
      '/timeline',
      '/lineage',
      '/signup',
      '/join',
      '/landing',
      '/account',
      '/settings',
      '/subscription',
      '/biofeedback',
      '/leadership',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"');
    }
  });

  test('a prerendered route answers its own HTML, the rest the app shell; the build files are not served', async () => {
    const journal = await t.app.inject({ method: 'GET', url: '/journal' });
    expect(journal.statusCode).toBe(200);
    expect(journal.body).toContain('<h1>Dreams</h1>');
    expect(journal.headers['cache-control']).toBe('no-cache');
    const settings = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(settings.body).toContain('<div id="root"></div>');
    for (const url of [
      '/pages/journal.html',
      '/pages/pages.json',
      '/pages/journal.visitor.html',
      '/pages/visitor-pages.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  test("a navigation with no session cookie gets the visitor's page; with one, or not a navigation, the page that learns the session", async () => {
    const navigate = { 'sec-fetch-mode': 'navigate' };
    const visitor = await t.app.inject({ method: 'GET', url: '/journal', headers: navigate });
    expect(visitor.body).toContain('Sign in to keep your dream journal');
    expect(visitor.headers['vary']).toBe('Cookie, Sec-Fetch-Mode');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // Any session cookie, even one that turns out stale, might be a signed-in person.
    for (const cookie of ['sangha_session=stale', 'theme=dark; sangha_session=x']) {
      const member = await t.app.inject({
        method: 'GET',
        url: '/journal',
        headers: { ...navigate, cookie },
      });
      expect(member.body, cookie).toContain('<h1>Dreams</h1>');
      expect(member.body, cookie).not.toContain('Sign in to keep');
    }
    // The service worker's copy is not fetched as a navigation: it must suit anyone.
    const worker = await t.app.inject({
      method: 'GET',
      url: '/journal',
      headers: { 'sec-fetch-mode': 'same-origin' },
    });
    expect(worker.body).not.toContain('Sign in to keep');
    // A route with no visitor page is unchanged.
    const settings = await t.app.inject({ method: 'GET', url: '/settings', headers: navigate });
    expect(settings.body).toContain('<div id="root"></div>');
  });

  test('an unknown page path answers 404 with the app, prerendered on its 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root" data-prerendered="notFound">');
    expect(res.body).toContain('404 Page Not Found');
  });

  test('built assets are served with long caching, the page with no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  test.each([
    ['service worker', '/sw.js', /javascript/],
    ['manifest', '/manifest.webmanifest', /application\/manifest\+json/],
  ])('the %s is revalidated on every use, so a deploy reaches browsers', async (_, url, type) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('other static files are cached for an hour', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('the manifest names the installed app with APP_NAME', async () => {
    const renamed = await createTestApp(dialect, {
      CONTENT_DIR: contentDir,
      WEB_DIST_DIR: path.join(fixtures, 'web'),
      APP_NAME: 'Mountain Dharma',
    });
    try {
      const res = await renamed.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Mountain Dharma',
        short_name: 'Mountain Dharma',
        display: 'standalone',
      });
    } finally {
      await renamed.close();
    }
  });

  test('source maps are not served unless SERVE_SOURCE_MAPS is on; then scripts point to them', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('secret-plans');
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers.sourcemap).toBeUndefined();

    const withMaps = await createTestApp(dialect, {
      CONTENT_DIR: contentDir,
      WEB_DIST_DIR: path.join(fixtures, 'web'),
      SERVE_SOURCE_MAPS: 'true',
    });
    try {
      const map = await withMaps.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('secret-plans');
      const pointed = await withMaps.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(pointed.headers.sourcemap).toBe('app-abc123.js.map');
      const noMap = await withMaps.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
      expect(noMap.headers.sourcemap).toBeUndefined();
    } finally {
      await withMaps.close();
    }
  });

  test('assets and JSON are compressed for clients that accept it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(2000);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/modules',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('security headers are set, and the CSP allows exactly the inline theme script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Not served over https here, so no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('a validation failure answers 400 naming the field', async () => {
    const id = '0b5d3c1e-6f1a-4c2b-9d3e-1a2b3c4d5e6f';
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-client-id': id },
      payload: { name: 'ab', age: 3 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining("'name'"),
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-client-id': id },
      payload: { name: 'abc', age: 'x' },
    });
    expect(wrongType.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining("'age'"),
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'bad_request' });
  });

  test('the client id header is required where needed, and must be a UUID', async () => {
    const body = { name: 'abc', age: 3 };
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'bad_request',
      message: expect.stringContaining('X-Client-Id'),
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-client-id': 'not-a-uuid' },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-client-id': '0B5D3C1E-6F1A-4C2B-9D3E-1A2B3C4D5E6F' },
      payload: body,
    });
    expect(ok.json()).toEqual({ name: 'abc', clientId: '0b5d3c1e-6f1a-4c2b-9d3e-1a2b3c4d5e6f' });
  });

  test('GET /api/auth/user answers 401 JSON when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in first', code: 'unauthorized' });
  });

  test('the OpenAPI document is generated from the schemas and served with its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/modules', '/api/carousels', '/api/sync-modules']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  test('the public app config carries the allowances and no secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toEqual({
      appName: 'Sangha',
      links: { moduleResearch: null, dietDetox: null, lab: null, communityChat: null },
      allowances: { anonFreeMessages: 7, freeAccountExchanges: 21, freeVoiceWishes: 3 },
      plan: {
        name: 'Sangha Premium',
        priceLabel: '$21/month',
        trialDays: 7,
        billingEnabled: false,
      },
      lineage: { videoUrl: null, posterUrl: null },
      signInProviders: [],
    });
  });

  test('the health check reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('sqlite: rate limits', () => {
  test('POST /api/sync-modules is rate limited with a JSON 429', async () => {
    const t = await createTestApp('sqlite', { SYNC_MODULES_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await t.app.inject({ method: 'POST', url: '/api/sync-modules' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      await t.close();
    }
  });
});

describe('sqlite: configured embeds', () => {
  test('the Lineage video and poster origins, and only those, are allowed by the CSP', async () => {
    const t = await createTestApp('sqlite', {
      LINEAGE_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc123',
      LINEAGE_VIDEO_POSTER_URL: 'https://images.example.org/nauli.jpg',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
      expect(res.json()).toMatchObject({
        lineage: {
          videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
          posterUrl: 'https://images.example.org/nauli.jpg',
        },
      });
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(
        'frame-src https://www.youtube-nocookie.com https://images.example.org',
      );
      expect(csp).toContain("connect-src 'self';");
    } finally {
      await t.close();
    }
  });
});

/** The main screen's routes without a teacher, and the page names the build gives their copies. */
const MAIN_SCREEN_CONTENT_PAGES = [
  ['/', 'home.content'],
  ['/home', 'home-alias.content'],
  ['/chat', 'chat.content'],
] as const;

describe.each(testDialects)("%s: pages prerendered with the content's lists", (dialect) => {
  let t: TestApp;
  let contentDir: string;
  let fixtures: string;
  let built: Awaited<ReturnType<typeof contentModuleList>>;
  const navigate = { 'sec-fetch-mode': 'navigate' };

  beforeAll(async () => {
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-module-pages-'));
    contentDir = copyContent(fixtures);
    const dist = writeWebDist(fixtures);
    // As scripts/prerender.ts writes them: each teacher's page, rendered with the content's list.
    built = await contentModuleList(contentDir);
    const pages: Record<string, { page: string; visitorPage: string }> = {};
    for (const module of built.modules) {
      const page = `chat-module.${module.id}.html`;
      const visitorPage = `chat-module.${module.id}.visitor.html`;
      fs.writeFileSync(path.join(dist, 'pages', page), `<p>${module.description}</p>`);
      fs.writeFileSync(
        path.join(dist, 'pages', visitorPage),
        `<p>visitor: ${module.description}</p>`,
      );
      pages[module.id] = { page, visitorPage };
    }
    // And the main screen's pages without a teacher, with the same lists.
    const routes: Record<string, { page: string; visitorPage: string }> = {};
    for (const [route, name] of MAIN_SCREEN_CONTENT_PAGES) {
      fs.writeFileSync(path.join(dist, 'pages', `${name}.html`), `<p>${name} with the list</p>`);
      fs.writeFileSync(
        path.join(dist, 'pages', `${name}.visitor.html`),
        `<p>visitor: ${name} with the list</p>`,
      );
      routes[route] = { page: `${name}.html`, visitorPage: `${name}.visitor.html` };
    }
    fs.writeFileSync(
      path.join(dist, 'pages', 'module-pages.json'),
      JSON.stringify({
        modulesEtag: built.etag,
        carouselsEtag: built.carousels.etag,
        pages,
        routes,
      }),
    );
    t = await createTestApp(dialect, { CONTENT_DIR: contentDir, WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  test('the lists the build renders with are the very lists this server sends (same ETags)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/modules' });
    expect(built.errors).toEqual([]);
    expect(res.headers.etag).toBe(built.etag);
    expect(res.body).toBe(built.json);
    // The carousels that group the sidebar's list, carried in the page beside it.
    const carousels = await t.app.inject({ method: 'GET', url: '/api/carousels' });
    expect(carousels.headers.etag).toBe(built.carousels.etag);
    expect(carousels.body).toBe(built.carousels.json);
    expect(built.carousels.list.carousels.length).toBeGreaterThan(0);
  });

  test("a teacher's path gets that teacher's page: the visitor's without a session cookie", async () => {
    const module = built.modules[0]!;
    const visitor = await t.app.inject({ url: `/chat/${module.id}`, headers: navigate });
    expect(visitor.body).toBe(`<p>visitor: ${module.description}</p>`);
    expect(visitor.headers['vary']).toBe('Cookie, Sec-Fetch-Mode');
    const member = await t.app.inject({
      url: `/chat/${module.id}`,
      headers: { ...navigate, cookie: 'sangha_session=x' },
    });
    expect(member.body).toBe(`<p>${module.description}</p>`);
  });

  test("/, /home and /chat get their page with the list: the visitor's without a session cookie", async () => {
    for (const [route, name] of MAIN_SCREEN_CONTENT_PAGES) {
      const visitor = await t.app.inject({ url: route, headers: navigate });
      expect(visitor.body, route).toBe(`<p>visitor: ${name} with the list</p>`);
      expect(visitor.headers['vary'], route).toBe('Cookie, Sec-Fetch-Mode');
      const member = await t.app.inject({
        url: route,
        headers: { ...navigate, cookie: 'sangha_session=x' },
      });
      expect(member.body, route).toBe(`<p>${name} with the list</p>`);
      // With a query the page is the route's own, as the build's cannot know what it asks.
      const queried = await t.app.inject({ url: `${route}?from=mail`, headers: navigate });
      expect(queried.body, route).toContain('<div id="root"></div>');
    }
  });

  test('an open conversation (?session=) or an unknown teacher gets the generic page', async () => {
    const module = built.modules[0]!;
    for (const url of [`/chat/${module.id}?session=abc`, '/chat/no-such-teacher']) {
      const res = await t.app.inject({ url, headers: navigate });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  test('while a sync has changed the carousels alone, no teacher gets a page grouped by the old ones', async () => {
    const module = built.modules[0]!;
    // A carousel renamed (same id, so every module's fields stay as they were).
    const rename = (from: string, to: string) => {
      for (const file of [
        path.join(contentDir, 'carousels.yaml'),
        ...fs
          .readdirSync(path.join(contentDir, 'modules'))
          .map((name) => path.join(contentDir, 'modules', name)),
      ])
        fs.writeFileSync(
          file,
          fs
            .readFileSync(file, 'utf8')
            .replace(new RegExp(`^(- |carousel: )${from}$`, 'gm'), `$1${to}`),
        );
    };
    const teacher = () =>
      t.app.inject({
        url: `/chat/${module.id}`,
        headers: { ...navigate, cookie: 'sangha_session=x' },
      });
    rename('Yoga', 'YOGA');
    try {
      await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
      const modules = await t.app.inject({ method: 'GET', url: '/api/modules' });
      expect(modules.headers.etag).toBe(built.etag);
      const carousels = await t.app.inject({ method: 'GET', url: '/api/carousels' });
      expect(carousels.headers.etag).not.toBe(built.carousels.etag);
      expect(carousels.body).toContain('"YOGA"');
      expect((await teacher()).body).toContain('<div id="root"></div>');
      const home = await t.app.inject({ url: '/', headers: navigate });
      expect(home.body).toContain('<div id="root"></div>');
    } finally {
      rename('YOGA', 'Yoga');
      await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
    }
    // The build's carousels again: its page again.
    expect((await teacher()).body).toBe(`<p>${module.description}</p>`);
  });

  test('once a sync changes the list, no teacher gets a page showing the old one', async () => {
    const module = built.modules[0]!;
    const file = path.join(contentDir, 'modules', `${module.id}.md`);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(module.description, 'A new description.'),
    );
    const sync = await t.app.inject({ method: 'POST', url: '/api/sync-modules' });
    expect(sync.json<{ updated: string[] }>().updated).toEqual([module.id]);
    for (const url of [`/chat/${module.id}`, `/chat/${built.modules[1]!.id}`, '/chat']) {
      const res = await t.app.inject({ url, headers: navigate });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
