import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { VoicePage } from './pages/voice-page.ts';

// The e2e server has no OpenAI key: replies are spoken by the built-in espeak-ng engine.

test.describe('voice, the progress badge and the Twelve Transmissions', () => {
  test('a reply is spoken; after the three free voice wishes the toast says so', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const chat = new ChatPage(page);
    const voice = new VoicePage(page);
    await chat.goto('/chat/inner-fire');
    await expect(voice.progressBadge).toContainText('0/12');

    const questions = [
      'How do I begin with inner fire?',
      'What is vase breathing?',
      'How long should I sit?',
      'What if I feel dizzy?',
    ];
    for (const [i, question] of questions.entries()) {
      await chat.send(question);
      await chat.waitForIdle();
      await expect(chat.replies).toHaveCount(i + 1);
    }
    // Four answered messages: the two first (beginner) transmissions are complete.
    await expect(voice.progressBadge).toContainText('2/12');

    // The first reply plays: the control goes from idle through generating to playing.
    const first = chat.replies.nth(0);
    const control = voice.playControl(first);
    await expect(control).toHaveText('Listen');
    const spoken = await voice.listen(first);
    expect(spoken.status()).toBe(200);
    expect(spoken.headers()['content-type']).toBe('audio/mpeg');
    expect(spoken.headers()['x-voice-usage-count']).toBe('1');
    expect(spoken.headers()['x-voice-usage-limit']).toBe('3');
    await expect(control).toHaveAttribute('data-voice-state', 'playing');
    await expect(control).toHaveText('Stop');
    // The audio element really is playing the speech: seconds long, and time moves on.
    const audio = page.getByTestId('voice-audio');
    await expect
      .poll(() =>
        audio.evaluate((el: HTMLAudioElement) => ({
          playing: !el.paused && el.currentTime > 0,
          long: el.duration > 1,
        })),
      )
      .toEqual({ playing: true, long: true });
    await control.click();
    await expect(control).toHaveText('Listen');

    // Two more wishes, then the fourth reply is refused with the spec's toast.
    for (const n of [1, 2]) {
      const res = await voice.listen(chat.replies.nth(n));
      expect(res.headers()['x-voice-usage-count']).toBe(String(n + 1));
      await expect(voice.playControl(chat.replies.nth(n))).toHaveText('Stop');
    }
    const refused = await voice.listen(chat.replies.nth(3));
    expect(refused.status()).toBe(429);
    await expect(chat.notifications.getByText('Voice Wishes Exhausted')).toBeVisible();
    await expect(
      chat.notifications.getByText(
        "You've used all 3 free voice wishes. Upgrade to continue using voice features.",
      ),
    ).toBeVisible();
    await expect(voice.playControl(chat.replies.nth(3))).toHaveText('Listen');

    // A reply already spoken still plays: replays are free.
    await voice.playControl(first).click();
    await expect(voice.playControl(first)).toHaveText('Stop');
  });

  test('a long reply starts playing while the rest of it is still being spoken', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const chat = new ChatPage(page);
    const voice = new VoicePage(page);
    await voice.recordPlaybackStarts();
    await chat.goto('/chat/inner-fire');
    await chat.send(
      'Teach me inner fire from the beginning: posture, breath, the vase, and what to feel.',
    );
    await chat.waitForIdle();
    const reply = chat.replies.nth(0);
    // Long enough to be spoken in several pieces (decision 026).
    expect((await reply.innerText()).length).toBeGreaterThan(400);

    // From the keyboard: focus the control and press Enter.
    const control = voice.playControl(reply);
    await control.focus();
    const spoken = voice.page.waitForResponse(
      (res) => res.url().endsWith('/api/voice/tts') && res.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const response = await spoken;
    expect(response.status()).toBe(200);
    expect(response.headers()['transfer-encoding']).toBe('chunked');
    await expect(control).toHaveAttribute('data-voice-state', 'playing');
    await expect(page.getByRole('status').filter({ hasText: 'Playing the reply' })).toHaveCount(1);
    // The page's resource timing has the response once its last byte is in (Playwright's
    // response.finished() does not always resolve for a body read as a stream).
    await expect
      .poll(async () => (await voice.streamTiming()).responseEnd, { timeout: 60_000 })
      .toBeGreaterThan(0);

    // The order of events in the page's own clock: the speech was playing before its response ended.
    const timing = await voice.streamTiming();
    expect(timing.source).toBe('stream');
    expect(timing.playingAt).toBeLessThan(timing.responseEnd);
    const audio = page.getByTestId('voice-audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0))
      .toBe(true);
    // Still playing once it has all come: catching up with synthesis on the way is no end.
    await expect(control).toHaveText('Stop');

    // Space stops it; the whole clip was kept, so listening again asks the server for nothing.
    await page.keyboard.press('Space');
    await expect(control).toHaveText('Listen');
    let asked = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/voice/tts')) asked += 1;
    });
    await page.keyboard.press('Enter');
    await expect(control).toHaveText('Stop');
    await expect(audio).toHaveAttribute('data-voice-source', 'clip');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration > 5 && el.currentTime > 0))
      .toBe(true);
    expect(asked).toBe(0);
  });

  test('the badge opens the Twelve Transmissions, and the PDF downloads', async ({ page }) => {
    const chat = new ChatPage(page);
    const voice = new VoicePage(page);
    await chat.goto('/chat/laughing-lama');
    const dialog = await voice.openTransmissions();
    await expect(dialog.getByText('Current transmission · 1 of 12')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /The Gate of Refuge/ })).toBeVisible();
    await expect(dialog.getByTestId('overall-progress')).toHaveText('0 of 12 complete · 0 points');
    await expect(dialog.getByTestId('transmission')).toHaveCount(12);
    await expect(dialog.getByTestId('transmission').first()).toHaveAttribute(
      'data-state',
      'current',
    );

    const download = await voice.downloadPdf();
    expect(download.suggestedFilename()).toBe('twelve-transmissions.pdf');
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});
