import { useState } from 'react';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePremiumSubscription } from '../api/create-premium-subscription.ts';
import { openPendingTab, webUrlOrNull } from '../../../lib/pending-tab.ts';

export const CHECKOUT_WAITING_TEXT = 'Opening secure checkout…';
export const BILLING_NOT_CONFIGURED = 'Billing is not configured on this server.';
const CHECKOUT_FAILED = 'Could not start checkout. Please try again.';
const SIGNED_OUT = 'Your session has ended. Sign in again to start your free trial.';

export type CheckoutState =
  | { status: 'idle' }
  /** The checkout page is open in another tab. */
  | { status: 'opened' }
  /** The browser would not open a tab: the page offers the link instead. */
  | { status: 'blocked'; paymentUrl: string }
  | { status: 'error'; reason: 'unavailable' | 'signed-out' | 'failed'; message: string };

interface UseStartCheckoutOptions {
  description: string;
  /** The server answered 401: the session has ended (signed out in another tab, say). */
  onSignedOut?: () => void;
}

/**
 * 'Start Free Trial': asks the server for a checkout and opens it in a new tab. The tab is
 * opened before the request, inside the click, because popup blockers refuse tabs opened
 * after an await; it is closed again when the request fails. Every outcome is shown.
 */
export function useStartCheckout({ description, onSignedOut }: UseStartCheckoutOptions) {
  const checkout = useCreatePremiumSubscription();
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });

  async function start(): Promise<void> {
    if (checkout.isPending) return;
    const tab = openPendingTab(CHECKOUT_WAITING_TEXT);
    setState({ status: 'idle' });
    try {
      const { paymentUrl } = await checkout.mutateAsync({ description });
      if (!webUrlOrNull(paymentUrl)) throw new Error(CHECKOUT_FAILED);
      if (tab && !tab.closed) {
        tab.navigate(paymentUrl);
        setState({ status: 'opened' });
      } else {
        tab?.close();
        setState({ status: 'blocked', paymentUrl });
      }
    } catch (error) {
      tab?.close();
      const status = error instanceof ApiError ? error.status : null;
      if (status === 503) {
        const message = serverMessageOr(error, BILLING_NOT_CONFIGURED);
        setState({ status: 'error', reason: 'unavailable', message });
        toast({ title: 'Billing Unavailable', description: message, variant: 'destructive' });
      } else if (status === 401) {
        setState({ status: 'error', reason: 'signed-out', message: SIGNED_OUT });
        toast({ title: 'Please Sign In', description: SIGNED_OUT, variant: 'destructive' });
        onSignedOut?.();
      } else {
        const message = serverMessageOr(error, CHECKOUT_FAILED);
        setState({ status: 'error', reason: 'failed', message });
        toast({ title: 'Checkout Failed', description: message, variant: 'destructive' });
      }
    }
  }

  return { start, pending: checkout.isPending, state };
}
