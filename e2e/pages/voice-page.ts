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

  /**
   * Note, in the page's own clock, when the speech element starts playing (call before goto):
   * compared with the speech response's end, it shows playback began before all audio was there.
   */
  async recordPlaybackStarts() {
    await this.page.addInitScript(() => {
      const starts: { at: number; source: string }[] = [];
      (window as unknown as { voicePlaybackStarts: typeof starts }).voicePlaybackStarts = starts;
      // Media events do not bubble, but a capturing listener on the document still hears them.
      document.addEventListener(
        'playing',
        (event) => {
          const el = event.target as HTMLElement;
          if (el.dataset.testid === 'voice-audio')
            starts.push({ at: performance.now(), source: el.dataset.voiceSource ?? '' });
        },
        true,
      );
    });
  }

  /** When streamed speech first played, and when the last speech response ended (page clock). */
  async streamTiming(): Promise<{ playingAt: number; responseEnd: number; source: string }> {
    return this.page.evaluate(() => {
      const starts = (
        window as unknown as { voicePlaybackStarts: { at: number; source: string }[] }
      ).voicePlaybackStarts;
      const stream = starts.find((start) => start.source === 'stream');
      const responses = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/voice/tts')) as PerformanceResourceTiming[];
      return {
        playingAt: stream?.at ?? NaN,
        source: stream?.source ?? starts.map((s) => s.source).join(','),
        responseEnd: responses.at(-1)?.responseEnd ?? NaN,
      };
    });
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
