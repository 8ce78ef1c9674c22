import { expect, test, type Page } from '@playwright/test';
import type { APP_ROUTES } from '../src/contracts/routes.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { signUp } from './pages/biofeedback-page.ts';
import { waitForApp } from './pages/app-ready.ts';

/*
 * axe-core (WCAG 2.1 A/AA and best practices) over every page of the app and the server's own
 * pages, signed out and signed in, light and dark, at desktop size (project "desktop") and phone
 * size (tests tagged @mobile, project "mobile"), and with the main dialogs open (issue 18).
 */

/** One concrete path per route of APP_ROUTES, so a new route cannot be forgotten here. */
const APP_PATHS: Record<keyof typeof APP_ROUTES, string> = {
  home: '/',
  homeAlias: '/home',
  chat: '/chat',
  chatModule: '/chat/inner-fire',
  journal: '/journal',
  timeline: '/timeline',
  lineage: '/lineage',
  signup: '/signup',
  join: '/join',
  landing: '/landing',
  account: '/account',
  settings: '/settings',
  subscription: '/subscription',
  biofeedback: '/biofeedback',
  leadership: '/leadership',
  tribe: '/tribe/no-such-tribe',
  resetPassword: '/reset-password?token=not-a-real-token',
  confirmEmail: '/confirm-email?token=not-a-real-token',
};

/** Pages the server renders itself: sign-in choice, sign-in and billing errors, and the 404. */
const SERVER_PAGES = ['/auth/start', '/auth/google', '/api/stripe/billing-portal'];

const PATHS = [...Object.values(APP_PATHS), '/no-such-page', ...SERVER_PAGES];

async function settle(page: Page) {
  await waitForApp(page);
  // Lazy chunks and queries: wait until the page has stopped fetching.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Entrance animations end before colours are measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out';
    for (const size of ['desktop', 'phone'] as const) {
      const tag = size === 'phone' ? ' @mobile' : '';
      test(`every page, ${who}, ${scheme}, ${size}${tag}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        if (signedIn) await signUp(page);
        for (const path of PATHS) {
          await visit(page, path);
          await expectNoAxeViolations(page, `${path} (${who}, ${scheme}, ${size})`);
        }
      });
    }
  }
}

/** Open a dialog with `open`, check the page with it open, then close it with Escape. */
async function withDialog(page: Page, name: string | RegExp, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, `dialog ${String(name)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of ['desktop', 'phone'] as const) {
    const tag = size === 'phone' ? ' @mobile' : '';
    test(`the main dialogs and the menu, ${scheme}, ${size}${tag}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await signUp(page);
      await visit(page, '/chat/inner-fire');

      const openMenu = async () => {
        const sidebar = page.getByTestId('sidebar');
        if (size === 'phone' && (await sidebar.getAttribute('data-state')) !== 'open') {
          await page.getByRole('button', { name: 'Open sidebar' }).click();
          await expect(sidebar).toHaveAttribute('data-state', 'open');
        }
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      };
      await openMenu();
      await settle(page);
      await expectNoAxeViolations(page, 'the sidebar menu');
      await page.keyboard.press('Escape');

      for (const [item, title] of [
        ['Contact Your Highest Self', /Highest Self/],
        ['Warning', /Warning/],
        ['Lamas Only', /Lamas Only/],
        ['Community Chat', /Community/],
      ] as const) {
        await withDialog(page, title, async () => {
          if ((await page.getByRole('menu').count()) === 0) await openMenu();
          await page.getByRole('menuitem', { name: item }).click();
        });
      }
      if (size === 'phone') await page.getByRole('button', { name: 'Close sidebar' }).click();

      await withDialog(page, /Twelve Transmissions/, () =>
        page.getByTestId('progress-badge').click(),
      );

      await visit(page, '/');
      if (size === 'phone') {
        // Signed in, / leads to /chat: the welcome image opens Choose Your Path.
        await expect(page).toHaveURL(/\/chat$/);
      }
      await withDialog(page, 'Choose Your Path', () =>
        page.getByRole('button', { name: 'Choose a teacher' }).click(),
      );
    });
  }
}
