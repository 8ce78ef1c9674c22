import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';

// The server runs with no AI configured, so the built-in offline guide answers every message.

test.describe('chat', () => {
  test('Choose Your Path opens a teacher; Enter sends and the reply streams in', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    const dialog = await chat.chooseYourPath(/Inner Fire/);
    await expect(dialog.getByText('Opening Inner Fire…')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/inner-fire$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inner Fire' })).toBeVisible();

    // A new chat offers a few questions to begin with.
    await expect(page.getByTestId('empty-conversation').getByRole('button')).toHaveCount(3);
    await expect(chat.remainingBadge).toHaveText('7 exchanges left');

    await chat.send('How do I begin with tummo?');
    await expect(chat.messageBox).toHaveValue('');
    // The streamed reply stays on screen for a moment after the last token.
    await expect(chat.streamingReply).toBeVisible();
    await chat.waitForIdle();
    await chat.sessionId();

    await expect(chat.messages).toHaveCount(2);
    await expect(chat.messages.first()).toContainText('How do I begin with tummo?');
    await expect(chat.replies.first()).toContainText(/\w+/);
    await expect(chat.replies.first().locator('time')).toBeVisible();
    await expect(chat.remainingBadge).toHaveText('6 exchanges left');
  });

  test('Stop ends a reply at once: the partial reply is kept as stopped, the box stays empty', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/inner-fire');
    await chat.send('Tell me everything about inner fire, breath and the central channel.');
    const sessionId = await chat.sessionId();
    // The offline guide streams at a reading pace (OFFLINE_GUIDE_WORDS_PER_SECOND in
    // playwright.config.ts), so the reply is still coming when a few words are on screen.
    await expect(chat.streamingReply).toContainText(/\w+ \w+ \w+/);
    await chat.stopButton.click();
    await expect(chat.stopButton).toBeHidden({ timeout: 1000 });
    await expect(chat.messageBox).toHaveValue('');
    // Nothing more arrives after Stop.
    const partial = (await chat.streamingReply.textContent()) ?? '';
    await page.waitForTimeout(500);
    if (await chat.streamingReply.isVisible())
      expect((await chat.streamingReply.textContent()) ?? '').toBe(partial);
    await chat.waitForIdle();

    await expect(chat.replies).toHaveAttribute('data-status', 'stopped');
    await expect(chat.replies.getByText('Reply stopped')).toBeVisible();
    await expect(chat.messageBox).toHaveValue('');
    await chat.messageBox.fill('Thank you');
    await expect(chat.sendButton).toBeEnabled();

    // The server kept the partial reply, marked as stopped.
    await page.reload();
    await expect(chat.messages).toHaveCount(2);
    await expect(chat.replies).toHaveAttribute('data-status', 'stopped');
    const stored = (await chat.replies.textContent()) ?? '';
    expect(stored.length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
  });

  test('a reload restores the session, listed in recent chats; regenerate replaces the reply', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/laughing-lama');
    await chat.send('Why do you laugh so much?');
    await chat.waitForIdle();
    await chat.sessionId();
    await expect(chat.replies).toHaveCount(1);

    await page.reload();
    await expect(chat.messages).toHaveCount(2);
    const listed = chat.recentChat('Why do you laugh so much?');
    await expect(listed).toHaveAttribute('aria-current', 'page');

    // The reply's text, without its time and buttons.
    const replyText = chat.replies.first().locator('div.rounded-2xl');
    const firstReply = (await replyText.textContent()) ?? '';
    expect(firstReply.length).toBeGreaterThan(0);
    await chat.replies.getByRole('button', { name: 'Regenerate' }).click();
    await chat.waitForIdle();
    // Still one question and one answer: the new reply took the old one's place, and it is
    // another answer, not the same text again.
    await expect(chat.messages).toHaveCount(2);
    await expect(chat.replies.first()).toContainText(/\w+/);
    await expect(replyText).not.toHaveText(firstReply);

    // New chat keeps the teacher and clears the session.
    await chat.recentChats.getByRole('button', { name: 'New chat' }).click();
    await expect(page).toHaveURL(/\/chat\/laughing-lama$/);
    await expect(page.getByTestId('empty-conversation')).toBeVisible();
    await listed.click();
    await expect(chat.messages).toHaveCount(2);
  });

  test('a session can be renamed and deleted from recent chats', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/ego-buster');
    await expect(chat.recentChats.getByText('No recent chats')).toBeVisible();
    await chat.send('Who am I without my stories?');
    await chat.waitForIdle();
    await expect(chat.recentChat('Who am I without my stories?')).toBeVisible();

    await chat.recentChatAction('Who am I without my stories?', 'Rename');
    const title = chat.recentChats.getByRole('textbox', { name: 'Chat title' });
    await expect(title).toBeFocused();
    await title.fill('Ego and stories');
    await title.press('Enter');
    await expect(chat.recentChat('Ego and stories')).toBeVisible();
    await page.reload();
    await expect(chat.recentChat('Ego and stories')).toBeVisible();

    await chat.recentChatAction('Ego and stories', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete this chat?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(chat.recentChats.getByText('No recent chats')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/ego-buster$/);
    await expect(page.getByTestId('empty-conversation')).toBeVisible();
  });

  test('the AI mode choices persist across a reload', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/inner-fire');
    const panel = page.getByTestId('ai-mode-panel');
    await panel.getByRole('button', { name: /AI mode/ }).click();
    await expect(panel.getByRole('radio', { name: /Offline guide/ })).toBeChecked();
    // Providers without configuration cannot be chosen.
    await expect(panel.getByRole('radio', { name: /OpenAI/ })).toBeDisabled();
    await panel.getByRole('radio', { name: '25 words' }).click();
    await panel.getByRole('switch', { name: /Unhinged/ }).click();

    await page.reload();
    await expect(panel.getByRole('button', { name: /AI mode/ })).toContainText('25 words');
    await expect(panel.getByRole('button', { name: /AI mode/ })).toContainText('Unhinged');
  });
});

test.describe('chat on mobile @mobile', () => {
  test('a recent chat opens from the sidebar, which then closes', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/yoga-nidra');
    await chat.send('How long should I rest?');
    await chat.waitForIdle();
    await expect(chat.replies).toHaveCount(1);

    const openSidebar = page.getByRole('button', { name: 'Open sidebar' });
    await openSidebar.click();
    await chat.recentChats.getByRole('button', { name: 'New chat' }).click();
    await expect(chat.sidebar).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('empty-conversation')).toBeVisible();

    await openSidebar.click();
    await expect(chat.sidebar).toHaveAttribute('data-state', 'open');
    await chat.recentChat('How long should I rest?').click();
    await expect(chat.sidebar).toHaveAttribute('data-state', 'closed');
    await expect(chat.messages).toHaveCount(2);
  });
});

test.describe('the crisis safety net', () => {
  test.use({ locale: 'es-ES' });

  test('a crisis message in Spanish gets a caring reply in Spanish with Spain’s lines and costs nothing', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/chat/inner-fire');
    await expect(chat.remainingBadge).toHaveText('7 exchanges left');
    await chat.send('ya no puedo más, esta noche me quiero morir');
    await chat.waitForIdle();

    const reply = chat.replies.first();
    await expect(reply).toContainText('Soy un maestro de IA, no una persona ni un terapeuta');
    await expect(reply).toContainText('024');
    // The helpline directory is a real link, and the reply is not counted.
    await expect(reply.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    await expect(chat.remainingBadge).toHaveText('7 exchanges left');
  });
});
