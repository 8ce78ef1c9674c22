import { expect, test, type Page } from '@playwright/test';
import { signUp } from './pages/biofeedback-page.ts';

/** Each prerendered route (decision 027), with a heading its HTML already holds. */
const PAGES = [
  { path: '/', text: 'Sangha' },
  { path: '/chat', text: 'Sangha' },
  // A teacher's own page: its welcome is in the HTML (rendered with the content's module list).
  { path: '/chat/dream-yoga', text: 'A calm guide inspired by Tibetan dream yoga' },
  { path: '/journal', text: 'Dreams Are The Measure of the Path' },
  { path: '/timeline', text: 'Spiritual Growth Timeline' },
  { path: '/lineage', text: 'Nauli Practice' },
  { path: '/landing', text: 'Welcome to Sangha' },
  { path: '/subscription', text: 'Upgrade to' },
  { path: '/no/such/page', text: '404 Page Not Found' },
];

/** React's hydration complaints, in development and production wording (errors 418–425). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** Open `path`, and return what the console and the page reported until the app settled. */
async function openAndListen(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The session and the page's data arrive after hydration: their render must not complain either.
  // (The app keeps a connection open, so there is no network idle to wait for.)
  await page.waitForTimeout(1500);
  return problems;
}

test.describe('prerendered pages', () => {
  for (const { path, text } of PAGES) {
    test(`${path} arrives as HTML showing the page, and hydrates without a mismatch`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      const html = await response.text();
      expect(html).toContain('data-prerendered=');
      expect(html).toContain(text);
      expect(html).not.toContain('>Loading...<');
      const problems = await openAndListen(page, path);
      expect(problems).toEqual([]);
      await expect(page.getByText(text).first()).toBeVisible();
      // A navigation with no session cookie got the visitor's variant, and it hydrated cleanly.
      if (path !== '/no/such/page') {
        await expect(page.locator('#root')).toHaveAttribute('data-session', 'visitor');
      }
    });
  }

  test.describe('without any script', () => {
    test.use({ javaScriptEnabled: false });

    test("a visitor's journal and timeline show their sign-in cards from the HTML alone", async ({
      page,
    }) => {
      await page.goto('/journal');
      await expect(
        page.getByRole('heading', { name: 'Sign in to keep your dream journal' }),
      ).toBeVisible();
      await page.goto('/timeline');
      await expect(page.getByRole('heading', { name: 'Sign in to see your growth' })).toBeVisible();
    });
  });

  for (const path of ['/', '/chat', '/chat/dream-yoga', '/journal', '/timeline', '/lineage']) {
    test(`${path} signed in and in the dark theme hydrates without a mismatch`, async ({
      page,
    }) => {
      await signUp(page);
      await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
      const problems = await openAndListen(page, path);
      expect(problems).toEqual([]);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // A member never gets the visitor's page, so never sees a sign-in card flash.
      await expect(page.locator('#root')).not.toHaveAttribute('data-session', 'visitor');
    });
  }

  test("a teacher's page shows its conversation from the HTML and keeps it through hydration", async ({
    page,
  }) => {
    // Marks the welcome before any script runs: hydration must adopt it, not throw it away
    // (a part of the page still loading would be replaced by its fallback, then drawn again).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const welcome = document.querySelector('[data-testid="empty-conversation"]');
        if (welcome) welcome.setAttribute('data-from-html', '');
      });
    });
    const problems = await openAndListen(page, '/chat/dream-yoga');
    expect(problems).toEqual([]);
    await expect(page.locator('[data-testid="empty-conversation"][data-from-html]')).toBeVisible();
    await expect(page.getByTestId('progress-badge')).toBeVisible();
    // An open conversation is not in the build's page: the generic one learns the teacher.
    const generic = await (await page.request.get('/chat/dream-yoga?session=x')).text();
    expect(generic).not.toContain('A calm guide inspired by Tibetan dream yoga');
  });

  // A teacher's own page, and the main screen's pages without a teacher.
  for (const path of ['/chat/dream-yoga', '/', '/chat']) {
    test(`${path} has the sidebar's list grouped in the HTML and keeps it through hydration`, async ({
      page,
    }) => {
      // The carousels are carried with the module list, so the HTML's list is already grouped.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('id="prerendered-modules"');
      expect(html).toContain('id="prerendered-carousels"');
      for (const carousel of ['Start Here', 'Tibetan Practice']) {
        expect(html).toMatch(new RegExp(`<h3 [^>]*>${carousel}</h3>`));
      }
      expect(html).not.toContain('data-testid="module-skeleton-row"');
      // Marks each group before any script runs: a list rebuilt after hydration (about 66
      // elements, a long commit on a phone) would lose the marks.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const group of document.querySelectorAll('[role="group"]:has(> h3)'))
            group.setAttribute('data-from-html', '');
        });
      });
      const problems = await openAndListen(page, path);
      expect(problems).toEqual([]);
      const tibetan = page.getByRole('group', { name: 'Tibetan Practice' });
      await expect(tibetan).toBeVisible();
      await expect(tibetan).toHaveAttribute('data-from-html', '');
      await expect(tibetan.getByTestId('module-row').first()).toBeVisible();
      await expect(page.locator('[role="group"]:has(> h3):not([data-from-html])')).toHaveCount(0);
    });
  }

  test('a prerendered page never fetches the stylesheet it carries inline', async ({ page }) => {
    // A second copy of the stylesheet re-registers Tailwind's @property rules, which restyles the
    // whole document in one long task (about 70 ms on a phone's CPU, decision 027).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
        stylesheets.push(request.url());
    });
    await signUp(page);
    for (const path of ['/chat/dream-yoga', '/journal']) {
      expect(await openAndListen(page, path)).toEqual([]);
    }
    // Code loaded on demand after hydration (a dialog) brings no stylesheet either.
    await page.getByRole('button', { name: 'Record Dream', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test('a page that is not prerendered still gets the app shell and renders', async ({ page }) => {
    const html = await (await page.request.get('/settings')).text();
    expect(html).not.toContain('data-prerendered=');
    const problems = await openAndListen(page, '/settings');
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
