import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

export interface DreamInput {
  title: string;
  description: string;
  /** The label of a dream type, e.g. 'Lucid'. */
  type?: string;
  emotions?: string;
  symbols?: string;
  /** Steps to move the intensity slider from its default of 5, with the arrow keys. */
  intensitySteps?: number;
  elements?: Partial<
    Record<
      'Earth/Spleen' | 'Water/Kidney' | 'Fire/Liver' | 'Wind/Lung' | 'Space/Heart-Mind',
      string
    >
  >;
}

/** The dream journal at /journal. */
export class JournalPage {
  readonly heading: Locator;
  readonly recordButton: Locator;
  readonly entryList: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', {
      level: 1,
      name: 'Dreams Are The Measure of the Path',
    });
    this.recordButton = page.getByRole('button', { name: 'Record Dream' });
    this.entryList = page.getByRole('list', { name: 'Dream entries' });
    // While a modal dialog is open the rest of the page, toasts included, is aria-hidden.
    this.notifications = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  }

  async goto() {
    await this.page.goto('/journal');
    await waitForApp(this.page);
    await expect(this.heading).toBeVisible();
  }

  recordDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Record Dream' });
  }

  /** Open Record Dream and fill it in, without saving. */
  async fillDream(dream: DreamInput): Promise<Locator> {
    await this.recordButton.click();
    const dialog = this.recordDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Dream title').fill(dream.title);
    await dialog.getByLabel('Dream description').fill(dream.description);
    if (dream.type) {
      // The radio itself is visually hidden inside its card: choose by clicking the card's label.
      await dialog
        .getByRole('group', { name: 'Dream type' })
        .getByText(dream.type, { exact: true })
        .click();
      await expect(dialog.getByRole('radio', { name: new RegExp(dream.type) })).toBeChecked();
    }
    if (dream.emotions) await dialog.getByLabel('Emotions').fill(dream.emotions);
    if (dream.symbols) await dialog.getByLabel('Symbols').fill(dream.symbols);
    if (dream.intensitySteps) {
      const slider = dialog.getByRole('slider', { name: 'Intensity' });
      await slider.focus();
      const key = dream.intensitySteps > 0 ? 'ArrowRight' : 'ArrowLeft';
      for (let i = 0; i < Math.abs(dream.intensitySteps); i++) await slider.press(key);
    }
    for (const [label, text] of Object.entries(dream.elements ?? {})) {
      await dialog.getByLabel(label, { exact: true }).fill(text);
    }
    return dialog;
  }

  entry(title: string | RegExp): Locator {
    return this.entryList.getByRole('button', { name: title });
  }

  detail(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  async openPatternAnalysis(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Pattern Analysis' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Pattern Analysis' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** The figure under a label in a pattern dialog ('Total Dreams' → '1'). */
export function statValue(dialog: Locator, label: string): Locator {
  return dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}
