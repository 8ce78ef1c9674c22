import {
  expect,
  request as playwrightRequest,
  test,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import type { AppConfig } from '../src/contracts/app-config.ts';
import type { User } from '../src/contracts/auth.ts';
import { LineagePage, SubscriptionPage } from './pages/subscription-page.ts';

// The e2e server runs without Stripe: billing is off, the checkout endpoint answers 503 and the
// billing portal explains itself. States the server cannot reach without Stripe (billing on, a
// paid plan) are produced by rewriting one response in the browser; the rest is the real server.

const BILLING_OFF = 'Billing is not configured on this server.';
const PAYMENT_URL = 'https://checkout.stripe.test/c/pay/cs_test_e2e';

/** Signing up is rate limited, so the spec signs up once and shares the session cookie. */
let memberCookies: Cookie[] = [];

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/email-signup', {
    data: {
      email: `subscriber-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`,
      firstName: 'Tara',
      lastName: 'Dolma',
      password: 'correct horse battery staple',
    },
  });
  expect(response.status()).toBe(201);
  memberCookies = (await api.storageState()).cookies;
  await api.dispose();
});

/** Fill in and send the signup modal's email form: a real account on the real server. */
async function signUpInModal(dialog: Locator, who: string) {
  await dialog.getByLabel('First name').fill('Pema');
  await dialog.getByLabel('Last name').fill('Lhamo');
  await dialog
    .getByLabel('Email')
    .fill(`${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();
}

async function signIn(page: Page) {
  await page.context().addCookies(memberCookies);
}

/** Serve the real app config with billing switched on, as on a server with Stripe configured. */
async function withBillingEnabled(page: Page) {
  await page.route('**/api/app-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as AppConfig;
    await route.fulfill({
      response,
      json: { ...config, plan: { ...config.plan, billingEnabled: true } },
    });
  });
}

/** Serve the real signed-in user with a paid plan, as after Stripe's webhook. */
async function withPlan(page: Page, plan: Partial<User>) {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as User;
    await route.fulfill({ response, json: { ...user, ...plan } });
  });
}

test.describe('subscription', () => {
  test('signed out: the upsell with Sign Up Now (the signup modal) and Back to Chat', async ({
    page,
  }) => {
    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.heading).toHaveText('Upgrade to Sangha Premium');
    for (const benefit of [
      'Unlimited voice conversations',
      'Premium AI features',
      'Priority support',
    ]) {
      await expect(subscription.upsell.getByText(benefit)).toBeVisible();
    }
    await expect(
      subscription.upsell.getByText('7-day free trial, then $21/month. Cancel anytime.'),
    ).toBeVisible();
    await expect(subscription.upsell.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute(
      'href',
      '/chat',
    );
    await expect(subscription.currentPlan).toHaveCount(0);

    // SPEC §2: Sign Up Now opens the signup modal on this page; once signed up, the page offers
    // the trial at once.
    await subscription.upsell.getByRole('button', { name: 'Sign Up Now' }).click();
    const signup = page.getByRole('dialog', { name: 'Continue your journey with Sangha' });
    await expect(signup).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await signUpInModal(signup, 'upsell');
    await expect(signup).toBeHidden();
    await expect(subscription.planName).toHaveText('Free Plan');
    await expect(subscription.startTrial).toBeVisible();
  });

  test('signed in, free: the Free Plan and the upgrade card; without billing the trial button says why', async ({
    page,
  }) => {
    await signIn(page);
    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.heading).toHaveText('Subscription');
    await expect(subscription.planName).toHaveText('Free Plan');
    await expect(subscription.planStatus).toHaveCount(0);

    const card = subscription.upgradeCard;
    await expect(card.getByRole('heading', { name: 'Upgrade to Sangha Premium' })).toBeVisible();
    for (const benefit of [
      'Unlimited voice conversations',
      'Access to all AI modules',
      'Priority support',
      'Advanced journaling features',
      'Community access',
    ]) {
      await expect(card.getByText(benefit)).toBeVisible();
    }
    await expect(card.getByText('$21/month', { exact: true })).toBeVisible();
    await expect(card.getByText('Cancel anytime', { exact: true })).toBeVisible();
    await expect(card.getByText('7-day free trial, then $21/month. Cancel anytime.')).toBeVisible();
    await expect(subscription.startTrial).toBeDisabled();
    await expect(card.getByText(BILLING_OFF)).toBeVisible();
    await expect(subscription.startTrial).toHaveAccessibleDescription(
      `7-day free trial, then $21/month. Cancel anytime. ${BILLING_OFF}`,
    );
    await expect(subscription.manage).toHaveCount(0);
  });

  test('Start Free Trial against the real server without Stripe: the 503 message, and the blank tab closes', async ({
    page,
  }) => {
    await signIn(page);
    await withBillingEnabled(page);
    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.startTrial).toBeEnabled();

    const popup = page.waitForEvent('popup');
    const checkoutCall = page.waitForRequest('**/api/create-premium-subscription');
    await subscription.startTrial.click();
    expect((await checkoutCall).postDataJSON()).toEqual({
      price: 299,
      description: 'Sangha Premium subscription',
    });
    const tab = await popup;

    const alert = subscription.upgradeCard.getByRole('alert');
    await expect(alert).toContainText('Billing is not configured on this server');
    await expect(subscription.notifications.getByText('Billing Unavailable')).toBeVisible();
    await expect.poll(() => tab.isClosed()).toBe(true);
    await expect(subscription.startTrial).toBeEnabled();
  });

  test('Start Free Trial opens the checkout URL in a new tab', async ({ page, context }) => {
    await signIn(page);
    await withBillingEnabled(page);
    // Stand in for Stripe: the server's answer, and the payment page it points to.
    await page.route('**/api/create-premium-subscription', (route) =>
      route.fulfill({ json: { paymentUrl: PAYMENT_URL } }),
    );
    await context.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Checkout</title><h1>Stripe test checkout</h1>',
      }),
    );
    const subscription = new SubscriptionPage(page);
    await subscription.goto();

    const popup = page.waitForEvent('popup');
    await subscription.startTrial.click();
    const tab = await popup;
    await tab.waitForURL(PAYMENT_URL);
    await expect(tab.getByRole('heading', { name: 'Stripe test checkout' })).toBeVisible();
    // The payment page cannot reach back into the app.
    expect(await tab.evaluate(() => window.opener === null)).toBe(true);
    await expect(subscription.upgradeCard.getByText(/Checkout opened in a new tab/)).toBeVisible();
  });

  test('a trial: the Trial badge, and Manage Subscription opens the billing portal in a new tab', async ({
    page,
  }) => {
    await signIn(page);
    await withPlan(page, {
      subscriptionStatus: 'trialing',
      stripeCustomerId: 'cus_e2e',
      subscriptionCurrentPeriodEnd: '2027-03-03T12:00:00.000Z',
    });
    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.planName).toHaveText('Sangha Premium');
    await expect(subscription.planStatus).toHaveText('Trial');
    await expect(subscription.upgradeCard).toHaveCount(0);
    for (const name of ['Update Payment Method', 'Download Invoices', 'Cancel Subscription']) {
      await expect(subscription.portalLink(name)).toHaveAttribute(
        'href',
        '/api/stripe/billing-portal',
      );
      await expect(subscription.portalLink(name)).toHaveAttribute('target', '_blank');
    }
    await expect(subscription.manage.getByTestId('cancel-note')).toContainText(
      'If you cancel, your plan stays active until the end of the current billing period, on March 3, 2027.',
    );

    // The real portal route: without Stripe it says billing is not available.
    const popup = page.waitForEvent('popup');
    await subscription.portalLink('Update Payment Method').click();
    const portal = await popup;
    await expect(portal.getByRole('heading', { name: 'Billing is not available' })).toBeVisible();
  });

  test('back from a cancelled checkout: a gentle note, and the address is tidied', async ({
    page,
  }) => {
    await signIn(page);
    const subscription = new SubscriptionPage(page);
    await subscription.goto('/subscription?checkout=cancelled');
    await expect(subscription.checkoutNote).toContainText(
      'Checkout was cancelled and nothing was charged',
    );
    await expect(page).toHaveURL(/\/subscription$/);
    await subscription.checkoutNote.getByRole('button', { name: 'Dismiss note' }).click();
    await expect(subscription.checkoutNote).toHaveCount(0);
  });

  test('back from checkout: a thank-you while the plan is confirmed', async ({ page }) => {
    await signIn(page);
    const subscription = new SubscriptionPage(page);
    await subscription.goto('/subscription?checkout=success');
    await expect(subscription.notifications.getByText('Thank You!')).toBeVisible();
    await expect(subscription.checkoutNote).toContainText('Confirming your subscription');
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('fits a phone screen @mobile', async ({ page }) => {
    await signIn(page);
    const subscription = new SubscriptionPage(page);
    await subscription.goto();
    await expect(subscription.startTrial).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('lineage', () => {
  test('renders Nauli, the free-account benefits, the video fallback and Future Teachings', async ({
    page,
  }) => {
    const lineage = new LineagePage(page);
    await lineage.goto();
    await expect(lineage.heading).toHaveText('Nauli Practice');
    await expect(page.getByText(/abdominal wave massage/)).toBeVisible();
    await expect(page).toHaveTitle(/Lineage/);

    // No video is configured on the e2e server: the poster says so.
    await expect(
      lineage.intro.getByText('The intro video is not available right now'),
    ).toBeVisible();

    // True to the server's allowance (FREE_ACCOUNT_EXCHANGES, 21 by default), never "Unlimited".
    await expect(lineage.benefits.getByText(/Unlimited/)).toHaveCount(0);
    for (const benefit of [
      '21 free AI exchanges',
      'All available modules',
      'Deep interactive guidance',
      'Personalized journey tracking',
    ]) {
      await expect(lineage.benefits.getByText(benefit)).toBeVisible();
    }
    await expect(lineage.futureTeachings.getByRole('heading', { level: 3 })).toHaveText([
      'Pranayama',
      'Meditation',
      'Philosophy',
    ]);
    await expect(
      lineage.liveClasses.getByRole('link', { name: /See Sangha Premium/ }),
    ).toHaveAttribute('href', '/subscription');
  });

  test('without single sign-on, Create Free Account signs up by email on the page', async ({
    page,
  }) => {
    const lineage = new LineagePage(page);
    await lineage.goto();
    // The e2e server has no OpenID Connect issuer, so /api/login would be a dead end.
    await expect(lineage.benefits.getByRole('link', { name: 'Create Free Account' })).toHaveCount(
      0,
    );
    await lineage.benefits.getByRole('button', { name: 'Create Free Account' }).click();
    const signup = page.getByRole('dialog', { name: 'Continue your journey with Sangha' });
    await expect(signup.getByText(/21 free AI exchanges/)).toBeVisible();
    await signUpInModal(signup, 'lineage');
    await expect(signup).toBeHidden();
    await expect(page).toHaveURL(/\/lineage$/);
    await expect(
      lineage.benefits.getByText('You are signed in: all of this is already yours.'),
    ).toBeVisible();
  });

  test('with single sign-on configured, Create Free Account is a full navigation to it', async ({
    page,
  }) => {
    await page.route('**/api/app-config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as AppConfig;
      await route.fulfill({
        response,
        json: {
          ...config,
          signInProviders: [{ id: 'oidc', label: 'Sangha ID', href: '/api/login' }],
        },
      });
    });
    const lineage = new LineagePage(page);
    await lineage.goto();
    const navigation = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/api/login'),
    );
    await lineage.benefits.getByRole('link', { name: 'Create Free Account' }).click();
    expect((await navigation).isNavigationRequest()).toBe(true);
  });

  test('fits a phone screen @mobile', async ({ page }) => {
    const lineage = new LineagePage(page);
    await lineage.goto();
    await expect(lineage.futureTeachings).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
