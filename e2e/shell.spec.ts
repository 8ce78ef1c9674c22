import { expect, test } from '@playwright/test';
import type { CarouselList, Module } from '../src/contracts/modules.ts';
import { AppShell } from './pages/app-shell.ts';

test.describe('the app shell', () => {
  test('renders the sidebar with the modules from the database, grouped by carousel', async ({
    page,
    request,
  }) => {
    const modules = (await (await request.get('/api/modules')).json()) as Module[];
    const { carousels } = (await (await request.get('/api/carousels')).json()) as CarouselList;
    expect(modules.length).toBeGreaterThanOrEqual(12);

    const shell = new AppShell(page);
    await shell.goto('/');
    for (const carousel of carousels) {
      await expect(shell.sidebar.getByRole('heading', { name: carousel.name })).toBeVisible();
    }
    for (const module of modules) {
      await expect(
        shell.moduleLink(new RegExp(module.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toHaveCount(1);
    }
    // The connector module is highlighted with a star.
    await expect(shell.sidebar.getByLabel('Connector module')).toBeVisible();

    await shell.moduleLink(/Inner Fire/).click();
    await expect(page).toHaveURL(/\/chat\/inner-fire$/);
    await expect(page.getByRole('heading', { name: 'Inner Fire' })).toBeVisible();
  });

  test('the theme persists across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'Dark' })
      .click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the system theme follows the OS preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the desktop sidebar resizes by dragging, clamped to 240–500 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.evaluate(() => localStorage.removeItem('sangha-sidebar-width'));
    await page.reload();
    await expect(shell.sidebar).toBeVisible();
    expect(await shell.sidebarWidth()).toBe(380);

    await shell.dragResizeHandle(60);
    expect(await shell.sidebarWidth()).toBe(440);
    await shell.dragResizeHandle(400);
    expect(await shell.sidebarWidth()).toBe(500);
    await shell.dragResizeHandle(-600);
    expect(await shell.sidebarWidth()).toBe(240);

    // Keyboard users can resize too.
    await shell.resizeHandle.focus();
    await page.keyboard.press('ArrowRight');
    expect(await shell.sidebarWidth()).toBe(250);
  });

  test('the sync button reloads the modules and reports the result', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.sidebar.getByRole('button', { name: 'Sync modules' }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Modules synced'),
    ).toBeVisible();
  });
});

test.describe('mobile @mobile', () => {
  test('a swipe right opens the sidebar and a swipe left closes it', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');

    // Shorter than the 50 px threshold: nothing happens.
    await shell.swipe(40, 70);
    await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');

    await shell.swipe(40, 220);
    await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
    await expect(shell.sidebar).toBeInViewport({ ratio: 0.95 });
    expect(await shell.sidebarWidth()).toBe(320);

    await shell.swipe(250, 40);
    await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
    await expect(shell.sidebar).not.toBeInViewport();
  });
});
