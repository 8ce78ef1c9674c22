import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Voice on the chat screen, the progress badge and its Twelve Transmissions dialog. */
export class VoicePage {
  readonly progressBadge: Locator;
  readonly transmissionsDialog: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.progressBadge = page.getByTestId('progress-badge');
    this.transmissionsDialog = page.getByRole('dialog', {
      name: 'Twelve Transmissions — Lineage Gold Edition',
    });
    this.notifications = page.getByRole('region', { name: /Notifications/ });
  }

  /** The play control of a reply. */
  playControl(reply: Locator): Locator {
    return reply.getByTestId('play-reply');
  }

  /** Press a reply's play control and wait for the speech request it makes. */
  async listen(reply: Locator) {
    const response = this.page.waitForResponse(
      (res) => res.url().endsWith('/api/voice/tts') && res.request().method() === 'POST',
    );
    await this.playControl(reply).click();
    return response;
  }

  async openTransmissions() {
    await this.progressBadge.click();
    await expect(this.transmissionsDialog).toBeVisible();
    return this.transmissionsDialog;
  }

  /** Click the dialog's PDF link and wait for the download. */
  async downloadPdf(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.transmissionsDialog.getByRole('link', { name: 'Download the PDF' }).click();
    return download;
  }
}
