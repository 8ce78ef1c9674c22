import type { Page } from '@playwright/test';

/**
 * Wait until the app is live: a prerendered page (decision 027) has hydrated, and the app has left
 * its whole-window 'Loading...' screen. A prerendered page is on screen before its script runs, so
 * a click before this may land on HTML that does nothing yet. Pages the server writes itself (no
 * #root) have nothing to wait for.
 */
export async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) > 0)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByText('Loading...', { exact: true }).waitFor({ state: 'detached' });
}
