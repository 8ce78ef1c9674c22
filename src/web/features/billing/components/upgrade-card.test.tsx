import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppConfig } from '../../../../contracts/app-config.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { UpgradeCard } from './upgrade-card.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const plan: AppConfig['plan'] = {
  name: 'Sangha Premium',
  priceLabel: '$21/month',
  trialDays: 7,
  billingEnabled: true,
};

const PAYMENT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

/** A stand-in for the tab `window.open` returns: records where it was sent and whether it closed. */
function fakeTab() {
  const tab = {
    closed: false,
    opener: {} as unknown,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  return tab;
}

function stubOpen(tab: ReturnType<typeof fakeTab> | null) {
  return vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
}

function renderCard(props: Partial<Parameters<typeof UpgradeCard>[0]> = {}) {
  const onSignedOut = vi.fn();
  renderWithApp(<UpgradeCard plan={plan} onSignedOut={onSignedOut} {...props} />);
  const card = screen.getByRole('region', { name: 'Upgrade to Sangha Premium' });
  const notifications = () => screen.getByRole('region', { name: /Notifications/ });
  return { card, onSignedOut, notifications };
}

describe('UpgradeCard', () => {
  test('shows the benefits, the price, Cancel anytime and the trial text', () => {
    installFakeApi();
    const { card } = renderCard();
    const benefits = within(card).getByRole('list', { name: 'What Sangha Premium includes' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited voice conversations',
      'Access to all AI modules',
      'Priority support',
      'Advanced journaling features',
      'Community access',
    ]);
    expect(within(card).getByText('$21/month')).toBeTruthy();
    expect(within(card).getByText('Cancel anytime')).toBeTruthy();
    expect(
      within(card).getByText('7-day free trial, then $21/month. Cancel anytime.'),
    ).toBeTruthy();
    const button = within(card).getByRole('button', { name: 'Start Free Trial' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  test('the trial text follows the configured plan', () => {
    installFakeApi();
    renderCard({ plan: { ...plan, trialDays: 14, priceLabel: '€19/month' } });
    expect(screen.getByText('14-day free trial, then €19/month. Cancel anytime.')).toBeTruthy();
  });

  test('without billing on the server the button is disabled and says why', async () => {
    const api = installFakeApi();
    const open = stubOpen(fakeTab());
    const { card } = renderCard({ plan: { ...plan, billingEnabled: false } });
    const button = within(card).getByRole('button', { name: 'Start Free Trial' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Billing is not configured on this server.')).toBeTruthy();
    // The explanation is tied to the button for assistive tech.
    const described = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Billing is not configured on this server.');
    await userEvent.setup().click(button);
    expect(open).not.toHaveBeenCalled();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('Start Free Trial opens a tab at once, then sends it to the checkout URL', async () => {
    let answer!: (response: Response) => void;
    const api = installFakeApi({
      'POST /api/create-premium-subscription': () => new Promise((resolve) => (answer = resolve)),
    });
    const tab = fakeTab();
    const open = stubOpen(tab);
    const { card } = renderCard();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Start Free Trial' }));

    // The tab is opened inside the click, before the server has answered (popup blockers).
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const button = within(card).getByRole('button', { name: 'Start Free Trial' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Opening secure checkout…')).toBeTruthy();

    const [request] = api.calls('POST /api/create-premium-subscription');
    expect(JSON.parse(request?.body as string)).toEqual({
      price: 299,
      description: 'Sangha Premium subscription',
    });

    answer(Response.json({ paymentUrl: PAYMENT_URL }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(PAYMENT_URL));
    expect(tab.close).not.toHaveBeenCalled();
    expect(await within(card).findByText(/Checkout opened in a new tab/)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  test('503: the server’s message shows on the card and in a toast; the blank tab closes', async () => {
    const message =
      'Billing is not configured on this server (set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID).';
    installFakeApi({
      'POST /api/create-premium-subscription': () => apiError(503, message, 'unavailable'),
    });
    const tab = fakeTab();
    stubOpen(tab);
    const { card, notifications } = renderCard();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Free Trial' }));

    expect((await within(card).findByRole('alert')).textContent).toBe(message);
    expect(within(notifications()).getByText('Billing Unavailable')).toBeTruthy();
    expect(within(notifications()).getByText(message)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  test('401: the session has ended; the page is told and the person asked to sign in', async () => {
    installFakeApi({
      'POST /api/create-premium-subscription': () =>
        apiError(401, 'Please sign in first', 'unauthorized'),
    });
    const tab = fakeTab();
    stubOpen(tab);
    const { card, onSignedOut, notifications } = renderCard();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Free Trial' }));

    expect(await within(notifications()).findByText('Please Sign In')).toBeTruthy();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('alert').textContent).toBe(
      'Your session has ended. Sign in again to start your free trial.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  test('another failure says so with the server’s message', async () => {
    installFakeApi({
      'POST /api/create-premium-subscription': () =>
        apiError(500, 'Something went wrong', 'internal'),
    });
    stubOpen(fakeTab());
    const { card, notifications } = renderCard();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    expect(await within(notifications()).findByText('Checkout Failed')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe('Something went wrong');
  });

  test('when the browser blocks the tab, a link to the checkout is offered instead', async () => {
    installFakeApi({
      'POST /api/create-premium-subscription': () => Response.json({ paymentUrl: PAYMENT_URL }),
    });
    stubOpen(null);
    const { card } = renderCard();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    const link = await within(card).findByRole('link', { name: /Open secure checkout/ });
    expect(link.getAttribute('href')).toBe(PAYMENT_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  test('a payment URL that is not a web page is never opened', async () => {
    installFakeApi({
      'POST /api/create-premium-subscription': () =>
        Response.json({ paymentUrl: 'javascript:alert(1)' }),
    });
    const tab = fakeTab();
    stubOpen(tab);
    const { card } = renderCard();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
  });
});
