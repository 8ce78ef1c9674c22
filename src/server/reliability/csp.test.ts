import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp } from '../testing/test-app.ts';

// The policy does not depend on the database, so these run on SQLite only.

const INLINE_SCRIPT = "document.documentElement.classList.add('light');";
const HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

/** A stand-in for the built web app: an inline script (hashed into the CSP) and an entry module. */
function writeWebDist(dir: string): string {
  const dist = path.join(dir, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta\n      name="description"\n      content="Sangha"\n    />\n    <title>Sangha</title>\n    <script>${INLINE_SCRIPT}</script>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), 'export {};\n');
  return dist;
}

/** The exact policy (helmet joins directives with ';'). */
function policy(directives: string[]): string {
  return directives.join(';');
}

const STRICT = [
  "default-src 'self'",
  "base-uri 'none'",
  `script-src 'self' ${HASH}`,
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types sangha-script-url',
];

describe('content security policy', () => {
  let dir: string;
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-csp-'));
    t = await createTestApp('sqlite', { WEB_DIST_DIR: writeWebDist(dir) });
    const founder = await signUpTestUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tribes',
      headers: { cookie: founder.cookie },
      payload: { name: 'Dawn Circle', description: '<script>alert(1)</script>' },
    });
    expect(created.statusCode).toBe(201);
    slug = created.json<{ slug: string }>().slug;
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test.each(['/', '/chat/inner-fire', '/journal', '/leadership', '/no-such-page'])(
    'the app page %s carries the exact strict policy',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(policy(STRICT));
    },
  );

  test('a tribe page carries the same policy, and its description is escaped text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/tribe/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(policy(STRICT));
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('content="&lt;script&gt;alert(1)&lt;/script&gt;"');
    // The app's own description tag (spread over several lines) is replaced, not duplicated.
    expect(res.body.match(/<meta\s+name="description"/g)).toHaveLength(1);
  });

  test.each([
    ['GET', '/api/health'],
    ['GET', '/api/modules'],
    ['GET', '/api/auth/user'],
    ['GET', '/api/no-such-endpoint'],
    ['POST', '/api/chat'],
  ] as const)(
    'the API answer to %s %s carries the stricter API policy, and none of a page’s headers',
    async (method, url) => {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // What only a page's document uses.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
    },
  );

  test('a page served under /api (the billing portal, opened by navigation) carries the page policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stripe/billing-portal' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(policy(STRICT));
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  test('scripts: no unsafe-inline, no unsafe-eval, only our origin and hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${HASH}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/\*/);
  });
});

describe('content security policy with embeds, the avatar widget and https', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-csp-'));
    t = await createTestApp('sqlite', {
      WEB_DIST_DIR: writeWebDist(dir),
      PUBLIC_URL: 'https://sangha.example',
      LINEAGE_VIDEO_URL: 'https://video.example/embed/lineage',
      BITHUMAN_AGENT_ID: 'agent-1',
      BITHUMAN_API_KEY: 'bh-key',
      BITHUMAN_SCRIPT_URL: 'https://cdn.avatar.example/sdk.js',
    });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('only the configured origins are added, each where it is needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const widget = 'https://cdn.avatar.example';
    const video = 'https://video.example';
    expect(res.headers['content-security-policy']).toBe(
      policy([
        "default-src 'self'",
        "base-uri 'none'",
        `script-src 'self' ${HASH} ${widget}`,
        "script-src-attr 'none'",
        `style-src 'self' 'unsafe-inline' ${widget}`,
        `img-src 'self' data: blob: ${video} ${widget}`,
        "font-src 'self' data:",
        `connect-src 'self' ${widget} wss://cdn.avatar.example`,
        `media-src 'self' blob: ${video} ${widget}`,
        `frame-src ${video} ${widget}`,
        "object-src 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        'trusted-types sangha-script-url',
        'upgrade-insecure-requests',
      ]),
    );
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
