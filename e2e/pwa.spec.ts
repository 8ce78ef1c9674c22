import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PAGES } from '../src/web/app/prerendered-routes.ts';
import { AppShell } from './pages/app-shell.ts';
import { ChatPage } from './pages/chat-page.ts';
import { InstalledApp } from './pages/installed-app.ts';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The light theme's background (styles.css --background): the install splash and title bar. */
const LIGHT_BACKGROUND = '#fbf7f0';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test.describe('the installable app', () => {
  test('links a valid web manifest with icons, standalone display and the light theme colours', async ({
    page,
  }) => {
    const app = new InstalledApp(page);
    await new AppShell(page).goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );

    const report = await app.manifestReport();
    expect(report.url).toMatch(/\/manifest\.webmanifest$/);
    expect(report.errors).toEqual([]);
    const manifest = JSON.parse(report.data ?? '{}') as Manifest;
    expect(manifest).toMatchObject({
      name: 'Sangha',
      short_name: 'Sangha',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: LIGHT_BACKGROUND,
      background_color: LIGHT_BACKGROUND,
    });
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveAttribute('content', manifest.theme_color);

    // Each icon is a PNG of the size it claims, at 192 and 512.
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(pngSize(await res.body())).toBe(icon.sizes);
      sizes.add(icon.sizes);
    }
    expect([...sizes].sort()).toEqual(['192x192', '512x512']);
  });

  test('Chromium finds nothing that keeps it from being installed', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // A profile on disk: Chromium installs nothing from an incognito context, which is what
    // Playwright's own contexts are.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const app = new InstalledApp(page);
      await new AppShell(page).goto('/');
      await app.waitForServiceWorker();
      expect(await app.installabilityErrors()).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the service worker is revalidated on every use and allowed by the CSP', async ({
    page,
  }) => {
    const res = await page.request.get('/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['content-type']).toMatch(/javascript/);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Trusted.?Type|Refused/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await new AppShell(page).goto('/');
    await new InstalledApp(page).waitForServiceWorker();
    expect(violations).toEqual([]);
  });

  test('after one visit it opens without a network and says it is offline', async ({
    page,
    context,
  }) => {
    const app = new InstalledApp(page);
    const shell = new AppShell(page);
    await shell.goto('/');
    await app.waitForServiceWorker();

    await context.setOffline(true);
    const offline = await page.reload();
    // The page and its files came from the worker's cache: the network is gone.
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(app.offlineScreen).toBeVisible();
    await expect(app.offlineScreen).toContainText('opens by itself when you are back online');
    // Any page of the app opens the same way, not the browser's own error page.
    await page.goto('/journal');
    await expect(app.offlineScreen).toBeVisible();

    // Back online, the app carries on by itself.
    await context.setOffline(false);
    await expect(app.offlineScreen).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dreams Are The Measure of the Path' }),
    ).toBeVisible();
  });

  for (const [size, tag] of [
    ['desktop', ''],
    ['phone', ' @mobile'],
  ] as const) {
    test(`losing the network in the app shows a notice that hides no control (${size})${tag}`, async ({
      page,
      context,
    }) => {
      const app = new InstalledApp(page);
      const chat = new ChatPage(page);
      await new AppShell(page).goto('/chat/inner-fire');
      await expect(chat.messageBox).toBeVisible();
      await expect(app.offlineBanner).toHaveCount(0);
      await context.setOffline(true);
      await expect(app.offlineBanner).toBeVisible();
      await expect(app.offlineBanner).toContainText('You are offline.');
      // No button, link or field on screen lies under the notice, and clicks pass through it.
      const hidden = await app.offlineBanner.evaluate((notice) => {
        const box = notice.getBoundingClientRect();
        const overlaps = (r: DOMRect) =>
          r.width > 0 &&
          r.height > 0 &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top;
        const controls = document.querySelectorAll(
          'button, a[href], input, textarea, select, [role="button"], [role="link"], [role="radio"], [role="tab"], [role="menuitem"], [role="checkbox"]',
        );
        const under = [...controls]
          .filter((c) => !notice.contains(c))
          .filter((c) => overlaps(c.getBoundingClientRect()))
          .map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName);
        const centre = document.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        return { under, blocksClicks: !!centre && notice.contains(centre) };
      });
      expect(hidden).toEqual({ under: [], blocksClicks: false });
      await context.setOffline(false);
      await expect(app.offlineBanner).toHaveCount(0);
    });
  }

  test("a new build's worker deletes the caches of earlier builds", async ({ page }) => {
    const app = new InstalledApp(page);
    // What an earlier deploy's worker left behind, there before this build's worker activates.
    await page.addInitScript(() => {
      void caches
        .open('sangha-shell-0123456789abcdef')
        .then((cache) => cache.put('/assets/old-build.js', new Response('old')));
    });
    await new AppShell(page).goto('/');
    await app.waitForServiceWorker();
    // Only this build's cache is left: the earlier one is gone, its files with it.
    await expect
      .poll(async () => [...new Set((await app.cachedEntries()).map((entry) => entry.cache))])
      .toEqual([expect.stringMatching(/^sangha-shell-(?!0123456789abcdef)[0-9a-f]{16}$/)]);
    const paths = (await app.cachedEntries()).map((entry) => entry.path);
    expect(paths).toContain('/');
    expect(paths).not.toContain('/assets/old-build.js');
  });

  test('never keeps an API answer or anything private in its caches', async ({ page, context }) => {
    const app = new InstalledApp(page);
    const shell = new AppShell(page);
    // Signed in, so the answers the pages read hold a person's data.
    const signup = await page.request.post('/api/auth/email-signup', {
      data: {
        email: `installed.${randomUUID().slice(0, 8)}@example.org`,
        firstName: 'Karma',
        lastName: 'Dolma',
        password: 'a long offline password',
      },
    });
    expect(signup.status()).toBe(201);
    await shell.goto('/');
    await app.waitForServiceWorker();
    for (const path of ['/journal', '/account', '/chat/inner-fire']) {
      await shell.goto(path);
    }
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(200);

    const entries = await app.cachedEntries();
    expect(entries.length).toBeGreaterThan(10);
    const names = new Set(entries.map((entry) => entry.cache));
    expect([...names]).toEqual([expect.stringMatching(/^sangha-shell-[0-9a-f]{16}$/)]);
    // Only the shell: the pages (prerendered, the same for everyone: decision 027), built files
    // and public files. Nothing from /api or /auth.
    const pages = new Set(PRERENDERED_PAGES.map((page) => page.path));
    for (const { path } of entries) {
      if (pages.has(path)) continue;
      expect(path).toMatch(/^\/($|assets\/|icons\/|[\w.-]+\.(svg|webmanifest)$)/);
      expect(path).not.toMatch(/^\/(api|auth)(\/|$)/);
    }
    // Offline, an API read fails instead of answering from some copy.
    await context.setOffline(true);
    const offlineRead = await page.evaluate(() =>
      fetch('/api/auth/user').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(offlineRead).toBe('failed');
  });
});
