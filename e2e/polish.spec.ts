import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIDEBAR_WIDTH_MIN, SIDEBAR_WIDTH_STORAGE_KEY } from '../src/contracts/constants.ts';
import type { Module } from '../src/contracts/modules.ts';
import { TRANSMISSIONS } from '../src/contracts/transmissions.ts';
import { AppShell } from './pages/app-shell.ts';
import { ChatPage } from './pages/chat-page.ts';
import { JournalPage } from './pages/journal-page.ts';

// Issue 18's layout faults: sidebar overflow, the phone chat header, toasts over controls,
// emoji avatars without an emoji font, the AI mode panel's wording, the avatar dialog signed out.

const LONG_TITLE =
  'A very long conversation title about whether awareness itself can ever be the object of awareness';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The visible toast: the notification region's list item. */
function toastIn(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

/** Whatever in the sidebar scrolls sideways or reaches past its left or right edge. */
function sidebarFaults(sidebar: Locator): Promise<string[]> {
  return sidebar.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(element);
      if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth) {
        found.push(`scrolls sideways: ${element.className}`);
      }
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || element.closest('.sr-only')) continue;
      // The resize handle straddles the sidebar's border on purpose: a wider grab target.
      if (element.closest('[role="separator"]')) continue;
      if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5) {
        found.push(`past the edge: ${element.tagName} ${element.textContent?.slice(0, 30)}`);
      }
    }
    return found;
  });
}

/**
 * What this browser really draws in colour in the stack emoji are shown in (--font-emoji): an emoji
 * drawn in black on a canvas comes out in colour only from a colour emoji font (a missing glyph is a
 * black box, a text font's a black line).
 */
function drawableInPage(page: Page, emojis: string[]): Promise<boolean[]> {
  return page.evaluate((texts) => {
    const family = getComputedStyle(document.documentElement).getPropertyValue('--font-emoji');
    if (!family.includes('Noto Color Emoji')) throw new Error(`--font-emoji is '${family}'`);
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    context.font = `40px ${family}`;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    const coloured = (text: string) => {
      context.clearRect(0, 0, 48, 48);
      context.fillText(text, 0, 0);
      const { data } = context.getImageData(0, 0, 48, 48);
      for (let i = 0; i + 3 < data.length; i += 4) {
        if (
          (data[i + 3] ?? 0) > 0 &&
          Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 60
        ) {
          return true;
        }
      }
      return false;
    };
    return texts.map((text) => text.length > 0 && coloured(text));
  }, emojis);
}

async function modules(page: Page): Promise<Module[]> {
  const response = await page.request.get('/api/modules');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Module[];
}

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/email-signup', {
    data: {
      email: `polish-${randomUUID()}@example.org`,
      firstName: 'Pema',
      lastName: 'Lhamo',
      password: 'a long polished password',
    },
  });
  expect(response.ok()).toBe(true);
}

/** A blank description refused: 'Missing Information' while Save Dream is on screen. */
async function refuseBlankDream(page: Page) {
  await signUp(page);
  const journal = new JournalPage(page);
  await journal.goto();
  const dialog = await journal.fillDream({ title: 'Stairs of light', description: '  ' });
  const save = dialog.getByRole('button', { name: 'Save Dream' });
  await save.click();
  const toast = toastIn(page, 'Missing Information');
  await expect(toast).toBeVisible();
  // The toast has finished sliding in.
  await page.waitForTimeout(300);
  const toastBox = await boxOf(toast);
  expect(overlaps(toastBox, await boxOf(save))).toBe(false);
  // Nor does it cover the form's fields, the one the warning sends the person to first.
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  for (const field of [
    focused,
    dialog.getByLabel('Dream title'),
    dialog.getByRole('button', { name: 'Cancel' }),
  ]) {
    expect(overlaps(toastBox, await boxOf(field))).toBe(false);
  }
}

/** Start's toast with a draft in the composer: neither Send nor the message box is covered. */
async function toastBesideComposer(page: Page) {
  const chat = new ChatPage(page);
  await chat.goto('/chat/ego-buster');
  await chat.messageBox.fill('A draft I am still writing');
  await page.getByRole('button', { name: 'Start' }).click();
  const toast = toastIn(page, 'Ego Buster');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(300);
  const toastBox = await boxOf(toast);
  expect(overlaps(toastBox, await boxOf(chat.sendButton))).toBe(false);
  expect(overlaps(toastBox, await boxOf(chat.messageBox))).toBe(false);
  // Nor the header's controls: Start, to read it again.
  expect(overlaps(toastBox, await boxOf(page.getByRole('button', { name: 'Start' })))).toBe(false);
}

test.describe('layout polish', () => {
  test('at the narrowest sidebar a very long chat title ends in an ellipsis and nothing is clipped', async ({
    page,
  }) => {
    await page.addInitScript(({ key, width }) => localStorage.setItem(key, width), {
      key: SIDEBAR_WIDTH_STORAGE_KEY,
      width: String(SIDEBAR_WIDTH_MIN),
    });
    const shell = new AppShell(page);
    const chat = new ChatPage(page);
    await chat.goto('/chat/ego-buster');
    expect(await shell.sidebarWidth()).toBe(SIDEBAR_WIDTH_MIN);
    await chat.send('Can awareness know itself?');
    await chat.waitForIdle();
    // One word names the counter everywhere: 'exchanges', as in SPEC's 'Only N exchanges remaining'.
    await expect(chat.remainingBadge).toHaveText(/^\d+ exchanges left$/);

    await chat.recentChatAction('Can awareness know itself?', 'Rename');
    const field = chat.recentChats.getByRole('textbox', { name: 'Chat title' });
    await field.fill(LONG_TITLE);
    await field.press('Enter');

    // The full title stays the link's name and its tooltip; the row shows an ellipsis.
    const link = chat.recentChat(LONG_TITLE);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', LONG_TITLE);
    await expect(link).toHaveCSS('text-overflow', 'ellipsis');
    expect(await link.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    // Nothing in the sidebar scrolls sideways or reaches past its edges.
    expect(await sidebarFaults(shell.sidebar)).toEqual([]);

    // Whole labels, whole buttons: the nav, the connector's star, the theme choices, AI mode.
    const nav = shell.sidebar.getByRole('navigation', { name: 'Sections' });
    for (const label of ['Soul Tribe', 'Journal', 'Lineage', 'Sign In']) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }
    const cutLabels = await nav.evaluate((element) =>
      [...element.querySelectorAll('span')]
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => span.textContent),
    );
    expect(cutLabels).toEqual([]);
    const star = shell.sidebar.getByRole('img', { name: 'Connector module' }).first();
    await star.scrollIntoViewIfNeeded();
    await expect(star).toBeInViewport({ ratio: 1 });
    for (const theme of ['Light', 'Dark', 'System']) {
      await expect(shell.sidebar.getByRole('radio', { name: theme })).toBeInViewport({ ratio: 1 });
    }
    const panel = page.getByTestId('ai-mode-panel');
    const label = panel.getByRole('heading', { name: 'AI mode' });
    const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await boxOf(label)).height).toBeLessThan(lineHeight * 1.5);
    const summary = panel.getByTestId('ai-mode-summary');
    expect(await summary.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Opened, its choices fit the narrow sidebar too.
    await panel.getByRole('button', { name: /AI mode/ }).click();
    await expect(panel.getByRole('radiogroup', { name: 'AI provider' })).toBeVisible();
    expect(await sidebarFaults(shell.sidebar)).toEqual([]);
  });

  test("the AI mode summary names the reply length, not 'Unlimited'", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/chat/ego-buster');
    const summary = page.getByTestId('ai-mode-summary');
    await expect(summary).toHaveText('Offline guide · No word limit');
    await page.getByRole('button', { name: /AI mode/ }).click();
    await page.getByRole('radio', { name: '50 words' }).click();
    await expect(summary).toHaveText('Offline guide · 50 words per reply');
  });

  test('a toast never covers Send or the message box', async ({ page }) => {
    await toastBesideComposer(page);
  });

  test("a toast never covers 'Save Dream' or the field it points to", async ({ page }) => {
    await refuseBlankDream(page);
  });

  test('module avatars show the initial where the emoji cannot be drawn in colour', async ({
    page,
  }) => {
    const list = await modules(page);
    const shell = new AppShell(page);
    await shell.goto('/chat');
    await expect(shell.sidebar.getByTestId('module-row').first()).toBeVisible();
    const drawable = await drawableInPage(
      page,
      list.map((module) => module.avatar ?? ''),
    );
    let checked = 0;
    for (const [index, module] of list.entries()) {
      if (!module.avatar || /[./]/.test(module.avatar)) continue;
      const avatar = shell.sidebar
        .locator(`[data-testid="module-row"][data-module-id="${module.id}"]`)
        .locator('[data-avatar-kind]');
      if (drawable[index]) {
        await expect(avatar).toHaveAttribute('data-avatar-kind', 'emoji');
        // Shown in the stack it was measured in, so a colour font is not passed over for a text
        // font's black-and-white face (DejaVu Sans has one for 😂).
        expect(await avatar.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
          'Noto Color Emoji',
        );
      } else {
        await expect(avatar).toHaveAttribute('data-avatar-kind', 'letter');
        await expect(avatar).toHaveText(module.name.trim()[0]?.toUpperCase() ?? '');
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    // One family: without a colour emoji font no avatar is a black outline among the letters.
    const [colourFont] = await drawableInPage(page, ['\u{1F600}']);
    if (!colourFont) {
      await expect(shell.sidebar.locator('[data-avatar-kind="emoji"]')).toHaveCount(0);
    }

    // The progress badge leaves out an emoji it cannot draw, rather than show a box.
    await shell.goto('/chat/ego-buster');
    const badge = page.getByTestId('progress-badge');
    await expect(badge).toBeVisible();
    const [badgeEmojiDrawable] = await drawableInPage(page, [TRANSMISSIONS[0]?.emoji ?? '']);
    await expect(badge.locator('span[aria-hidden="true"]')).toHaveCount(badgeEmojiDrawable ? 1 : 0);
  });

  test('the avatar dialog, signed out, asks to sign in and leads there', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/ego-buster');
    await page.getByRole('button', { name: 'AI avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Avatar' });
    await expect(dialog.getByText('Sign in to meet the avatar')).toBeVisible();
    await expect(dialog.getByText('Failed to load avatar configuration')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('phone layout @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chat header keeps the whole module name at 390 px', async ({ page }) => {
    const list = await modules(page);
    const longest = list.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const chat = new ChatPage(page);
    for (const module of [longest, list.find((m) => m.id === 'ego-buster') ?? longest]) {
      await chat.goto(`/chat/${module.id}`);
      const heading = page.getByRole('heading', { level: 1, name: module.name });
      await expect(heading).toBeVisible();
      const name = heading.getByText(module.name, { exact: true });
      const cut = await name.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      );
      expect(cut, `${module.name} is cut short`).toBe(false);
      await expect(page.getByRole('button', { name: 'Start' })).toBeInViewport({ ratio: 1 });
    }
  });

  test('a toast never covers Send or the message box on a phone', async ({ page }) => {
    await toastBesideComposer(page);
  });

  test("a toast never covers 'Save Dream' on a phone", async ({ page }) => {
    await refuseBlankDream(page);
  });

  test('the welcome says in words how to choose a teacher, and doing so opens the list', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat');
    // The sidebar with the teachers is closed on a phone: the welcome itself must lead there.
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    const label = page.getByTestId('choose-teacher-label');
    await expect(label).toHaveText('Choose a teacher');
    await expect(label).toBeInViewport({ ratio: 1 });
    await label.click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your Path' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Ego Buster/ })).toBeVisible();
  });
});
