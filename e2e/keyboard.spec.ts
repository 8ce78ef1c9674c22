import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { signUp } from './pages/biofeedback-page.ts';

// Keyboard only: the skip links, focus after choosing a teacher, focus back from a dialog, and a
// menu without dead items (issue 18, items 11, 15 and 16).

test.describe('keyboard', () => {
  test('the menu leaves out links the server has no address for', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Spiritual Journal' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Community Chat' })).toBeVisible();
    // The e2e server sets no LINK_* address: those three items are simply not there.
    for (const name of [/Module Research/, /Diet & Detox/, /Lab Testing/]) {
      await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
    }
    await expect(menu).not.toContainText('not configured');
    await expect(menu.locator('[data-disabled]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => shell.isFocused(shell.menuButton)).toBe(true);
  });

  test('the first Tab offers a skip link to the main content', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on from the main content, past the whole sidebar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Choose a teacher' })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('in a chat, the second Tab offers a skip link to the message box', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/chat/inner-fire');
    await expect(shell.messageBox).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to message box' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shell.messageBox).toBeFocused();
    await page.keyboard.type('Hello');
    await expect(shell.messageBox).toHaveValue('Hello');
  });

  test('choosing a teacher in the sidebar puts focus in the message box', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.moduleLink(/Inner Fire/).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chat\/inner-fire$/);
    await expect(shell.messageBox).toBeFocused();

    await shell.moduleLink(/Yoga Nidra/).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chat\/yoga-nidra$/);
    await expect(shell.messageBox).toBeFocused();
  });

  test('choosing a teacher in Choose Your Path puts focus in the message box', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const opener = page.getByRole('button', { name: 'Choose a teacher' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose Your Path' });
    await expect(dialog).toBeVisible();
    // Closing without a choice gives focus back to the welcome image.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Inner Fire/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/chat\/inner-fire$/);
    await expect(shell.messageBox).toBeFocused();
  });

  test('closing a dialog opened from the menu gives focus back to the menu button', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    for (const [item, title] of [
      ['Warning', /Warning/],
      ['Contact Your Highest Self', /Highest Self/],
      ['Community Chat', /Community/],
    ] as const) {
      await shell.menuButton.focus();
      await page.keyboard.press('Enter');
      const entry = page.getByRole('menuitem', { name: item });
      await expect(entry).toBeVisible();
      await shell.arrowDownTo(entry);
      await expect(entry).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shell.menuButton).toBeFocused();
    }
  });

  test('closing the Twelve Transmissions with its Close button gives focus back to the badge', async ({
    page,
  }) => {
    await signUp(page);
    const shell = new AppShell(page);
    await shell.goto('/chat/inner-fire');
    const badge = page.getByTestId('progress-badge');
    await badge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Twelve Transmissions/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });
});

test.describe('keyboard on a phone @mobile', () => {
  test('choosing a teacher in the sidebar puts focus in the message box once it slides away', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
    await shell.moduleLink(/Inner Fire/).click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
    await expect(shell.messageBox).toBeFocused();
  });

  test('the skip link leads past the menu button to the main content', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/chat/inner-fire');
    // The page is on screen before the teacher's data: wait for the chat, as on a desktop.
    await expect(shell.messageBox).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to message box' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(shell.messageBox).toBeFocused();
  });
});
