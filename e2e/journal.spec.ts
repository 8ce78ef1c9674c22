import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { JournalPage, statValue } from './pages/journal-page.ts';
import { TimelinePage } from './pages/timeline-page.ts';

// The server runs with no AI configured, so the built-in dream analyser writes the insights.

/** A fresh account; the session cookie lands in the page's context. */
async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/email-signup', {
    data: {
      email: `dreamer-${randomUUID()}@example.org`,
      firstName: 'Tenzin',
      lastName: 'Dawa',
      password: 'a long dream password',
    },
  });
  expect(response.ok()).toBe(true);
}

test.describe('dream journal and timeline', () => {
  test('signed out, both pages ask the visitor to sign in', async ({ page }) => {
    const journal = new JournalPage(page);
    await journal.goto();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
    const timeline = new TimelinePage(page);
    await timeline.goto();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
  });

  test('record a dream, read its insights and patterns, and find the milestone on the timeline', async ({
    page,
  }) => {
    await signUp(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await expect(page.getByRole('heading', { name: 'Record Your First Dream' })).toBeVisible();

    // A blank form is refused with SPEC §5's warning, and nothing is lost.
    const dialog = await journal.fillDream({ title: 'River of stars', description: '  ' });
    await dialog.getByRole('button', { name: 'Save Dream' }).click();
    await expect(journal.notifications.getByText('Missing Information')).toBeVisible();
    await expect(dialog.getByLabel('Dream title')).toHaveValue('River of stars');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await journal.recordButton.click();
    await expect(journal.recordDialog().getByLabel('Dream title')).toHaveValue('River of stars');
    await journal.page.keyboard.press('Escape');
    await journal.fillDream({
      title: 'River of stars',
      description:
        'I floated down a river that reflected the night sky, and a bridge of light crossed it.',
      type: 'Lucid',
      emotions: 'peace, wonder',
      symbols: 'river & bridge',
      intensitySteps: 2,
      elements: { 'Water/Kidney': 'The river carried me without effort' },
    });
    const recordDialog = journal.recordDialog();
    await expect(recordDialog.getByText('7/10')).toBeVisible();
    await recordDialog.getByRole('button', { name: 'Save Dream' }).click();

    await expect(journal.notifications.getByText('Dream Recorded')).toBeVisible({
      timeout: 15_000,
    });
    await expect(recordDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Journal Entries (1)' })).toBeVisible();
    await expect(journal.entry(/River of stars/)).toHaveAttribute('aria-current', 'true');

    const detail = journal.detail('River of stars');
    await expect(detail.getByText('Lucid dream', { exact: true })).toBeVisible();
    await expect(detail.getByText('7/10')).toBeVisible();
    await expect(detail.getByText('The river carried me without effort')).toBeVisible();
    // Only the element written about has a row (design pass, issue 18).
    const elements = detail.getByRole('region', { name: 'Five elements' });
    await expect(elements.getByRole('term')).toHaveText(['Water/Kidney']);
    await expect(elements.getByText('None noted')).toHaveCount(0);
    const insights = detail.getByRole('region', { name: 'AI Insights' });
    await expect(insights).toContainText(/\w{3,}/);
    await expect(insights.getByText(/built-in dream analyser/)).toBeVisible();

    const patterns = await journal.openPatternAnalysis();
    await expect(statValue(patterns, 'Total Dreams')).toHaveText('1');
    await expect(statValue(patterns, 'This Week')).toHaveText('1');
    await expect(statValue(patterns, 'Most Common Emotion')).toHaveText('Peace');
    await expect(
      patterns.getByRole('region', { name: 'Recurring Symbols' }).getByRole('listitem'),
    ).toHaveText([/bridge/, /river/]);
    await expect(patterns.getByRole('region', { name: 'Weekly insight' })).toContainText(
      'Record 2 more dreams',
    );
    await page.keyboard.press('Escape');
    await expect(patterns).toBeHidden();

    const timeline = new TimelinePage(page);
    await timeline.goto();
    const milestone = timeline.milestone('First dream recorded');
    await expect(milestone).toBeVisible();
    await expect(milestone).toContainText('awareness');
    await expect(milestone).toContainText('Level: beginning');
    // A lucid dream is a breakthrough of its own.
    await expect(timeline.milestone('First lucid dream')).toBeVisible();
    await expect(timeline.card('Total Progress')).toContainText('2');
    await expect(timeline.card('Breakthroughs')).toContainText('1');
    await expect(page.getByRole('img', { name: /Milestones per week/ })).toBeVisible();

    const dreams = await timeline.openDreamAnalysis();
    await expect(statValue(dreams, 'Total Dreams')).toHaveText('1');
    await expect(statValue(dreams, 'Most Common Emotion')).toHaveText('Peace');
    await expect(
      dreams.getByRole('region', { name: 'Recurring Emotions' }).getByRole('listitem'),
    ).toHaveText([/peace/, /wonder/]);
  });

  test('an insight that asks a question ends with its question mark alone', async ({ page }) => {
    await signUp(page);
    const journal = new JournalPage(page);
    await journal.goto();
    const dialog = await journal.fillDream({
      title: 'The old house',
      description: 'I walked from room to room in an old house I did not know.',
      symbols: 'house',
    });
    await dialog.getByRole('button', { name: 'Save Dream' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const insights = journal.detail('The old house').getByRole('region', { name: 'AI Insights' });
    await expect(insights).toContainText('which room were you in?');
    // The analyser used to close every reading with a period, even after a question mark.
    await expect(insights).not.toContainText(/[?!]\./);
  });

  test('the timeline dream dialog sends a new member to the journal', async ({ page }) => {
    await signUp(page);
    const timeline = new TimelinePage(page);
    await timeline.goto();
    await expect(page.getByText('Your spiritual journey timeline will appear here')).toBeVisible();
    const dreams = await timeline.openDreamAnalysis();
    await expect(dreams.getByText('Record some dreams first to see your patterns!')).toBeVisible();
    await dreams.getByRole('link', { name: 'Go to Journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { name: 'Record Your First Dream' })).toBeVisible();
  });
});

test.describe('dream journal on a phone', () => {
  test('@mobile the list and the chosen dream take turns on a small screen', async ({ page }) => {
    await signUp(page);
    for (const title of ['Mountain path', 'Open sky']) {
      const response = await page.request.post('/api/journal', {
        data: { title, content: `A dream of a ${title.toLowerCase()}.` },
      });
      expect(response.status()).toBe(201);
    }
    const journal = new JournalPage(page);
    await journal.goto();
    await expect(page.getByRole('heading', { name: 'Journal Entries (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select an Entry' })).toBeHidden();

    await journal.entry(/Mountain path/).click();
    const detail = journal.detail('Mountain path');
    await expect(detail).toBeVisible();
    await expect(journal.entryList).toBeHidden();
    await expect(detail.getByRole('heading', { name: 'Mountain path' })).toBeFocused();

    await detail.getByRole('button', { name: 'All entries' }).click();
    await expect(journal.entryList).toBeVisible();
    await expect(journal.entry(/Mountain path/)).toBeFocused();
  });
});
