import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** /subscription: the upsell for visitors, the current plan, checkout and management for members. */
export class SubscriptionPage {
  readonly heading: Locator;
  readonly upsell: Locator;
  readonly currentPlan: Locator;
  readonly planName: Locator;
  readonly planStatus: Locator;
  readonly upgradeCard: Locator;
  readonly startTrial: Locator;
  readonly manage: Locator;
  readonly checkoutNote: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.upsell = page.getByTestId('subscription-upsell');
    this.currentPlan = page.getByRole('region', { name: 'Current Plan' });
    this.planName = this.currentPlan.getByTestId('current-plan-name');
    this.planStatus = this.currentPlan.getByTestId('current-plan-status');
    this.upgradeCard = page.getByTestId('upgrade-card');
    this.startTrial = this.upgradeCard.getByRole('button', { name: 'Start Free Trial' });
    this.manage = page.getByRole('region', { name: 'Manage Subscription' });
    this.checkoutNote = page.getByTestId('checkout-note');
    this.notifications = page.getByRole('region', { name: /Notifications/ });
  }

  async goto(path = '/subscription') {
    await this.page.goto(path);
    await waitForApp(this.page);
  }

  portalLink(name: string): Locator {
    return this.manage.getByRole('link', { name: new RegExp(`^${name}`) });
  }
}

/** /lineage: the Nauli page. */
export class LineagePage {
  readonly heading: Locator;
  readonly intro: Locator;
  readonly benefits: Locator;
  readonly liveClasses: Locator;
  readonly futureTeachings: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.intro = page.getByRole('region', { name: 'Introduction to Nauli' });
    this.benefits = page.getByRole('region', { name: 'Free account benefits' });
    this.liveClasses = page.getByRole('region', { name: 'Live Classes' });
    this.futureTeachings = page.getByRole('region', { name: 'Future Teachings' });
  }

  async goto() {
    await this.page.goto('/lineage');
    await waitForApp(this.page);
  }
}
