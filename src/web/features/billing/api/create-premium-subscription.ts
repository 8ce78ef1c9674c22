import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionResult } from '../../../../contracts/auth.ts';
import { PREMIUM_PRICE_SENT } from '../../../../contracts/constants.ts';
import { apiJson } from '../../../lib/api-client.ts';

export interface CreatePremiumSubscriptionInput {
  /** What the checkout is for, as the payment page may show it. */
  description: string;
}

/**
 * Start a checkout for the paid plan: `{paymentUrl}` to open. SPEC §9 sends 299 as the price;
 * the server ignores it and charges its configured price (DESIGN §6). 401 when signed out,
 * 503 `{message}` when billing is not configured on the server.
 */
export function createPremiumSubscription({
  description,
}: CreatePremiumSubscriptionInput): Promise<CreateSubscriptionResult> {
  return apiJson<CreateSubscriptionResult>('POST', '/api/create-premium-subscription', {
    price: PREMIUM_PRICE_SENT,
    description,
  });
}

export function useCreatePremiumSubscription() {
  return useMutation({ mutationFn: createPremiumSubscription });
}
