import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** Sign up a fresh account through the API; the session cookie lands in the page's context. */
export async function signUp(page: Page, firstName: string, lastName: string) {
  const response = await page.request.post('/api/auth/email-signup', {
    data: {
      email: `${firstName.toLowerCase()}-${randomUUID()}@example.org`,
      firstName,
      lastName,
      password: 'a long tribal password',
    },
  });
  expect(response.status()).toBe(201);
}

/** Wait for the app to leave its whole-window 'Loading...' screen. */
async function appReady(page: Page) {
  await waitForApp(page);
}

/** /leadership: the create-tribe form, the Tribe Poster and 'Your Tribes'. */
export class LeadershipPage {
  readonly form: Locator;
  readonly poster: Locator;
  readonly yourTribes: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Create a tribe' });
    this.poster = page.getByRole('region', { name: 'Tribe Poster' });
    this.yourTribes = page.getByRole('region', { name: 'Your Tribes' });
    this.notifications = page.getByRole('region', { name: /Notifications/ });
  }

  async goto() {
    await this.page.goto('/leadership');
    await appReady(this.page);
  }

  async createTribe(tribe: { name: string; description?: string; socialLink?: string }) {
    await this.form.getByLabel('Tribe name').fill(tribe.name);
    if (tribe.description) {
      await this.form.getByLabel('Description (optional)').fill(tribe.description);
    }
    if (tribe.socialLink) {
      await this.form.getByLabel('Social link (optional)').fill(tribe.socialLink);
    }
    await this.form.getByRole('button', { name: 'Create Tribe' }).click();
  }

  /** The tribe link as the poster shows it. */
  posterLink(): Locator {
    return this.poster.getByRole('textbox', { name: 'Tribe link' });
  }

  tribeItem(name: string): Locator {
    return this.yourTribes
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }
}

/** /tribe/{slug}: the public page of one tribe. */
export class TribePublicPage {
  readonly joinSection: Locator;
  readonly memberCount: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.joinSection = page.getByRole('region', { name: 'Join the Tribe' });
    this.memberCount = page.getByTestId('member-count');
    this.notifications = page.getByRole('region', { name: /Notifications/ });
  }

  async goto(url: string) {
    const response = await this.page.goto(url);
    await appReady(this.page);
    return response;
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }
}
