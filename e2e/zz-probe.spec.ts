import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';

test('probe desktop', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sangha-sidebar-width', '240'));
  const chat = new ChatPage(page);
  await chat.goto('/chat/ego-buster');
  await chat.send('Pneumonoultramicroscopicsilicovolcanoconiosisandantidisestablishmentarianismforeverandever and more words here to make it long');
  await chat.waitForIdle();
  await page.screenshot({ path: '/tmp/p18b/desk-240.png' });
  const over = await page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll('[data-testid="sidebar"] *').forEach((el) => {
      const e = el as HTMLElement;
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible' ) out.push(e.tagName + '.' + e.className.toString().slice(0, 60) + ' ' + e.scrollWidth + '>' + e.clientWidth);
    });
    return out;
  });
  console.log(over.join('\n'));
  await page.getByRole('button', { name: 'Start' }).click();
  await page.screenshot({ path: '/tmp/p18b/desk-toast.png' });
});

test('probe mobile @mobile', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto('/chat/ego-buster');
  await page.screenshot({ path: '/tmp/p18b/mob-chat.png' });
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/p18b/mob-toast.png' });
});
