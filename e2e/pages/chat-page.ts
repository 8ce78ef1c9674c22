import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** The chat side of the main screen: Choose Your Path, the conversation, recent chats. */
export class ChatPage {
  readonly sidebar: Locator;
  readonly messageBox: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly messages: Locator;
  readonly replies: Locator;
  readonly streamingReply: Locator;
  readonly pendingMessage: Locator;
  readonly remainingBadge: Locator;
  readonly recentChats: Locator;
  readonly notifications: Locator;
  readonly aiModePanel: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.messageBox = page.getByRole('textbox', { name: 'Message' });
    this.sendButton = page.getByRole('button', { name: 'Send message' });
    this.stopButton = page.getByRole('button', { name: 'Stop reply' });
    this.messages = page.getByTestId('chat-message');
    this.replies = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    this.streamingReply = page.getByTestId('streaming-reply');
    this.pendingMessage = page.getByTestId('pending-message');
    this.remainingBadge = page.getByTestId('remaining-badge');
    this.recentChats = this.sidebar.getByRole('region', { name: 'Recent chats' });
    this.notifications = page.getByRole('region', { name: /Notifications/ });
    this.aiModePanel = page.getByTestId('ai-mode-panel');
  }

  /** Unfold the AI mode panel and wait for its provider choices. */
  async openAiMode(): Promise<Locator> {
    await this.aiModePanel.getByRole('button', { name: /AI mode/ }).click();
    await expect(this.aiModePanel.getByRole('radiogroup', { name: 'AI provider' })).toBeVisible();
    return this.aiModePanel;
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await waitForApp(this.page);
  }

  /** Open Choose Your Path from the welcome image and pick a teacher by name. */
  async chooseYourPath(teacher: string | RegExp) {
    await this.page.getByRole('button', { name: 'Choose a teacher' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose Your Path' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: teacher }).click();
    return dialog;
  }

  /** Type a message and press Enter. */
  async send(text: string) {
    await this.messageBox.fill(text);
    await this.messageBox.press('Enter');
  }

  /** Wait until no exchange is in progress: no Stop button, no streaming reply. */
  async waitForIdle() {
    await expect(this.stopButton).toBeHidden({ timeout: 15_000 });
    await expect(this.streamingReply).toBeHidden({ timeout: 15_000 });
    await expect(this.pendingMessage).toBeHidden();
  }

  /** The session id in the URL (`?session=`), once a conversation has one. */
  async sessionId(): Promise<string> {
    await expect(this.page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
    return new URL(this.page.url()).searchParams.get('session') ?? '';
  }

  recentChat(title: string | RegExp): Locator {
    return this.recentChats.getByRole('link', { name: title });
  }

  /** Open the row menu of a recent chat and choose Rename or Delete. */
  async recentChatAction(title: string, action: 'Rename' | 'Delete') {
    await this.recentChats.getByRole('button', { name: `Options for ${title}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
