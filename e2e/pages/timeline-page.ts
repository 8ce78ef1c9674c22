import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** The growth timeline at /timeline. */
export class TimelinePage {
  readonly heading: Locator;
  readonly milestones: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Spiritual Growth Timeline' });
    this.milestones = page.getByRole('region', { name: 'Milestones, newest first' });
  }

  async goto() {
    await this.page.goto('/timeline');
    await waitForApp(this.page);
    await expect(this.heading).toBeVisible();
  }

  /** A summary card by its title ('Total Progress', 'Breakthroughs', 'Current Level'). */
  card(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  milestone(title: string | RegExp): Locator {
    return this.milestones.getByRole('article').filter({
      has: this.page.getByRole('heading', { name: title }),
    });
  }

  async openDreamAnalysis(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dream Analysis' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Dream Pattern Analysis' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
