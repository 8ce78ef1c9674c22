import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../contracts/auth.ts';
import { resetToasts } from '../../lib/toast.ts';
import { installFakeApi } from '../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { CHECKOUT_CONFIRM_POLL_MS, SubscriptionPage } from './subscription-page.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const billingConfig = { ...testConfig, plan: { ...testConfig.plan, billingEnabled: true } };

function renderPage(user: User | null, path = '/subscription', config = billingConfig) {
  const queryClient = seededQueryClient({ user, config });
  const view = renderWithApp(<SubscriptionPage />, { path, queryClient });
  return { ...view, queryClient };
}

const currentPlan = () => screen.getByRole('region', { name: 'Current Plan' });

describe('SubscriptionPage', () => {
  test('signed out: the upsell, Sign Up Now (the signup modal) and Back to Chat', async () => {
    installFakeApi();
    renderPage(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to Sangha Premium' }),
    ).toBeTruthy();
    const upsell = screen.getByTestId('subscription-upsell');
    for (const benefit of [
      'Unlimited voice conversations',
      'Premium AI features',
      'Priority support',
    ]) {
      expect(within(upsell).getByText(benefit)).toBeTruthy();
    }
    expect(within(upsell).getByRole('link', { name: 'Back to Chat' }).getAttribute('href')).toBe(
      '/chat',
    );
    expect(screen.queryByRole('region', { name: 'Current Plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
    await userEvent.click(within(upsell).getByRole('button', { name: 'Sign Up Now' }));
    // The dialog's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Continue your journey with Sangha' });
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
  });

  test.each([
    ['active', 'Sangha Premium', 'Active'],
    ['trialing', 'Sangha Premium', 'Trial'],
    ['past_due', 'Sangha Premium', 'Past Due'],
    ['canceled', 'Sangha Premium', 'Canceled'],
  ])('status %s: the plan name with the %s badge', (status, name, badge) => {
    installFakeApi();
    renderPage({ ...member, subscriptionStatus: status, stripeCustomerId: 'cus_1' });
    expect(within(currentPlan()).getByTestId('current-plan-name').textContent).toBe(name);
    expect(within(currentPlan()).getByTestId('current-plan-status').textContent).toBe(badge);
  });

  test.each([null, 'incomplete', 'unpaid'])('status %s: Free Plan, without a badge', (status) => {
    installFakeApi();
    renderPage({ ...member, subscriptionStatus: status });
    expect(within(currentPlan()).getByTestId('current-plan-name').textContent).toBe('Free Plan');
    expect(within(currentPlan()).queryByTestId('current-plan-status')).toBeNull();
  });

  test.each([null, 'past_due', 'canceled'])(
    'not paid (%s): the upgrade card with the trial offer, no management',
    (status) => {
      installFakeApi();
      renderPage({ ...member, subscriptionStatus: status });
      const upgrade = screen.getByRole('region', { name: 'Upgrade to Sangha Premium' });
      expect(
        within(upgrade).getByText('7-day free trial, then $21/month. Cancel anytime.'),
      ).toBeTruthy();
      expect(within(upgrade).getByRole('button', { name: 'Start Free Trial' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Manage Subscription' })).toBeNull();
    },
  );

  test.each(['active', 'trialing'])(
    'paid (%s): Manage Subscription opens the billing portal in a new tab from each button',
    (status) => {
      installFakeApi();
      renderPage({
        ...member,
        subscriptionStatus: status,
        stripeCustomerId: 'cus_1',
        subscriptionCurrentPeriodEnd: '2027-03-03T12:00:00.000Z',
      });
      expect(screen.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
      const manage = screen.getByRole('region', { name: 'Manage Subscription' });
      for (const name of ['Update Payment Method', 'Download Invoices', 'Cancel Subscription']) {
        const link = within(manage).getByRole('link', { name: new RegExp(`^${name}`) });
        expect(link.getAttribute('href')).toBe('/api/stripe/billing-portal');
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
      const endDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
        new Date('2027-03-03T12:00:00.000Z'),
      );
      expect(within(manage).getByTestId('cancel-note').textContent).toBe(
        `If you cancel, your plan stays active until the end of the current billing period, on ${endDate}.`,
      );
    },
  );

  test('a returning subscriber (trial used) is offered the plan without a free trial', () => {
    installFakeApi();
    renderPage({ ...member, subscriptionStatus: 'canceled', trialUsed: true });
    const upgrade = screen.getByRole('region', { name: 'Upgrade to Sangha Premium' });
    expect(within(upgrade).getByText('$21/month. Cancel anytime.')).toBeTruthy();
    expect(within(upgrade).queryByText(/free trial/)).toBeNull();
    expect(within(upgrade).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(within(upgrade).queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
  });

  test('paid without a billing account: No Billing Account instead of portal buttons', () => {
    installFakeApi();
    renderPage({ ...member, subscriptionStatus: 'active', stripeCustomerId: null });
    const manage = screen.getByRole('region', { name: 'Manage Subscription' });
    expect(within(manage).getByText('No Billing Account')).toBeTruthy();
    expect(within(manage).getByText("You haven't made any purchases yet.")).toBeTruthy();
    expect(within(manage).queryByRole('link')).toBeNull();
    expect(within(manage).getByTestId('cancel-note').textContent).toBe(
      'If you cancel, your plan stays active until the end of the current billing period.',
    );
  });

  test('past due: the current plan offers to update the payment method in the portal', () => {
    installFakeApi();
    renderPage({ ...member, subscriptionStatus: 'past_due', stripeCustomerId: 'cus_1' });
    const link = within(currentPlan()).getByRole('link', { name: /^Update Payment Method/ });
    expect(link.getAttribute('href')).toBe('/api/stripe/billing-portal');
  });

  test('the trial shows when it ends', () => {
    installFakeApi();
    renderPage({
      ...member,
      subscriptionStatus: 'trialing',
      stripeCustomerId: 'cus_1',
      subscriptionCurrentPeriodEnd: '2027-03-03T12:00:00.000Z',
    });
    expect(within(currentPlan()).getByText(/^Your free trial runs until .*2027\.$/)).toBeTruthy();
  });

  test('billing not configured: Start Free Trial is disabled with the explanation', () => {
    installFakeApi();
    renderPage(member, '/subscription', testConfig);
    const upgrade = screen.getByRole('region', { name: 'Upgrade to Sangha Premium' });
    const button = within(upgrade).getByRole('button', { name: 'Start Free Trial' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(upgrade).getByText('Billing is not configured on this server.')).toBeTruthy();
  });

  test('back from checkout: thanks, re-reads the account until the plan shows, clears the address', async () => {
    const trialing = { ...member, subscriptionStatus: 'trialing', stripeCustomerId: 'cus_1' };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const api = installFakeApi({
      // The webhook lands between the first and the second read.
      'GET /api/auth/user': () => Response.json(++reads === 1 ? member : trialing),
    });
    const { location } = renderPage(member, '/subscription?checkout=success');
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Thank You!')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/subscription');
    expect(screen.getByTestId('checkout-note').textContent).toMatch(/Confirming your subscription/);

    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    expect(screen.queryByTestId('current-plan-status')).toBeNull();
    await vi.advanceTimersByTimeAsync(CHECKOUT_CONFIRM_POLL_MS);
    await waitFor(() =>
      expect(within(currentPlan()).getByTestId('current-plan-status').textContent).toBe('Trial'),
    );
    expect(api.calls('GET /api/auth/user')).toHaveLength(2);
    expect(screen.getByTestId('checkout-note').textContent).toMatch(/confirmed/);
    expect(screen.getByRole('region', { name: 'Manage Subscription' })).toBeTruthy();
  });

  test('back from a cancelled checkout: a gentle note, no toast, and it can be dismissed', async () => {
    installFakeApi({ 'GET /api/auth/user': () => Response.json(member) });
    const { location } = renderPage(member, '/subscription?checkout=cancelled');
    const note = screen.getByTestId('checkout-note');
    expect(note.textContent).toMatch(/Checkout was cancelled and nothing was charged/);
    await waitFor(() => expect(location.history.at(-1)).toBe('/subscription'));
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notifications).queryByText('Thank You!')).toBeNull();
    within(note).getByRole('button', { name: 'Dismiss note' }).click();
    await waitFor(() => expect(screen.queryByTestId('checkout-note')).toBeNull());
  });

  test('a 401 from checkout switches the page to the signed-out upsell', async () => {
    installFakeApi({
      'POST /api/create-premium-subscription': () =>
        Response.json({ message: 'Please sign in first', code: 'unauthorized' }, { status: 401 }),
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(member);
    screen.getByRole('button', { name: 'Start Free Trial' }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to Sangha Premium' }),
    ).toBeTruthy();
    expect(screen.getByTestId('subscription-upsell')).toBeTruthy();
  });
});
