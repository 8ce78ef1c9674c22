import { test } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { JournalPage } from './pages/journal-page.ts';

test('shots journal desk', async ({ page }) => {
  await page.request.post('/api/auth/email-signup', { data: { email: `s-${Date.now()}@example.org`, firstName: 'A', lastName: 'B', password: 'a long polished password' } });
  const j = new JournalPage(page);
  await j.goto();
  const d = await j.fillDream({ title: 'x', description: ' ' });
  await d.getByRole('button', { name: 'Save Dream' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/p18b/s-desk-journal.png' });
});
test('shots desk', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sangha-sidebar-width', '240'));
  const chat = new ChatPage(page);
  await chat.goto('/chat/ego-buster');
  await chat.send('Can awareness know itself? A long long question with words that go on and on');
  await chat.waitForIdle();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/p18b/s-desk.png' });
  await page.getByRole('button', { name: /AI mode/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/p18b/s-desk-ai.png' });
  await page.getByRole('button', { name: 'AI avatar' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/p18b/s-desk-avatar.png' });
});
test('shots mob @mobile', async ({ page }) => {
  await page.request.post('/api/auth/email-signup', { data: { email: `s-${Date.now()}@example.org`, firstName: 'A', lastName: 'B', password: 'a long polished password' } });
  const j = new JournalPage(page);
  await j.goto();
  const d = await j.fillDream({ title: 'x', description: ' ' });
  await d.getByRole('button', { name: 'Save Dream' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/p18b/s-mob-journal.png' });
  const chat = new ChatPage(page);
  await chat.goto('/chat/ego-buster');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/p18b/s-mob-chat.png' });
  await page.getByTestId('sidebar-open').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/p18b/s-mob-side.png' });
});
