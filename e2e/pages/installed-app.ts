import type { CDPSession, Locator, Page } from '@playwright/test';

/** What Chromium's DevTools protocol reports about the page's web manifest. */
export interface AppManifestReport {
  url: string;
  errors: { message: string; critical: number }[];
  data?: string;
}

/** One cached request: the cache's name and the request's path. */
export interface CachedEntry {
  cache: string;
  path: string;
}

/**
 * The installable app (decision 025): its manifest, its service worker and the worker's caches,
 * and the offline states the app shows.
 */
export class InstalledApp {
  readonly offlineScreen: Locator;
  readonly offlineBanner: Locator;
  private cdp: CDPSession | undefined;

  constructor(readonly page: Page) {
    this.offlineScreen = page.getByRole('main').filter({
      has: page.getByRole('heading', { level: 1, name: 'You are offline' }),
    });
    this.offlineBanner = page.getByRole('status').filter({ hasText: 'You are offline' });
  }

  private async session(): Promise<CDPSession> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    return this.cdp;
  }

  async manifestReport(): Promise<AppManifestReport> {
    return (await this.session()).send('Page.getAppManifest');
  }

  async installabilityErrors(): Promise<{ errorId: string }[]> {
    const { installabilityErrors } = await (
      await this.session()
    ).send('Page.getInstallabilityErrors');
    return installabilityErrors;
  }

  /** Wait until the service worker has installed the shell and controls this page. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 10_000,
    });
  }

  /** Every request held in any of the origin's caches. */
  async cachedEntries(): Promise<CachedEntry[]> {
    return this.page.evaluate(async () => {
      const entries: { cache: string; path: string }[] = [];
      for (const cache of await caches.keys()) {
        for (const request of await (await caches.open(cache)).keys()) {
          entries.push({ cache, path: new URL(request.url).pathname });
        }
      }
      return entries;
    });
  }
}
