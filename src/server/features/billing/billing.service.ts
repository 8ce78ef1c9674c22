import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import {
  accountExists,
  findUserIdForStripeCustomer,
  getBillingProfile,
  recordSubscribed,
  recordSubscriptionState,
  rememberStripeCustomer,
} from '../auth/auth.service.ts';
import { recordStripeEvent } from './billing.repository.ts';

export type BillingConfig = NonNullable<Config['billing']>;

/** Statuses of a subscription that still exists at Stripe (past_due is being retried). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export interface Billing {
  stripe: Stripe;
  config: BillingConfig;
  publicUrl: string;
}

/** The Stripe client, pointed at STRIPE_API_URL when set (a Stripe-compatible test server). */
export function createBilling(config: Config): Billing | null {
  if (!config.billing) return null;
  const api = config.billing.apiUrl ? new URL(config.billing.apiUrl) : null;
  const stripe = new Stripe(config.billing.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { stripe, config: config.billing, publicUrl: config.publicUrl };
}

/** 503 with a clear message when billing is not configured on this server. */
export function requireBilling(billing: Billing | null): Billing {
  if (!billing) {
    throw new AppError(
      'unavailable',
      'Billing is not configured on this server (set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID).',
    );
  }
  return billing;
}

async function customerFor(db: Db, billing: Billing, userId: string): Promise<string> {
  const profile = await getBillingProfile(db, userId);
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await billing.stripe.customers.create(
    { email: profile.email ?? undefined, name: profile.name ?? undefined, metadata: { userId } },
    // Two clicks at once must not make two customers.
    { idempotencyKey: `customer-${userId}` },
  );
  await rememberStripeCustomer(db, userId, customer.id);
  return customer.id;
}

/**
 * A Checkout Session for the paid plan with a free trial (price from STRIPE_PRICE_ID; whatever
 * price the client sent is ignored). Returns the URL to open.
 */
export async function createCheckout(
  db: Db,
  billing: Billing,
  userId: string,
): Promise<{ paymentUrl: string }> {
  const { subscriptionStatus, hadSubscription } = await getBillingProfile(db, userId);
  // A second checkout would start a second subscription (and trial): send them to the portal.
  if (subscriptionStatus && LIVE_STATUSES.has(subscriptionStatus)) {
    throw new AppError(
      'conflict',
      'You already have a subscription. Manage it from the billing portal.',
    );
  }
  const customer = await customerFor(db, billing, userId);
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: userId,
    line_items: [{ price: billing.config.priceId, quantity: 1 }],
    subscription_data: {
      metadata: { userId },
      // The trial is for a first subscription only: cancelling and subscribing again pays at once.
      ...(billing.config.trialDays > 0 && !hadSubscription
        ? { trial_period_days: billing.config.trialDays }
        : {}),
    },
    success_url: `${billing.publicUrl}/subscription?checkout=success`,
    cancel_url: `${billing.publicUrl}/subscription?checkout=cancelled`,
  });
  if (!session.url) throw new AppError('internal', 'Stripe did not return a checkout URL');
  return { paymentUrl: session.url };
}

/** A billing portal session for an account that has a Stripe customer; null when it has none. */
export async function createPortalUrl(
  db: Db,
  billing: Billing,
  userId: string,
): Promise<string | null> {
  const profile = await getBillingProfile(db, userId);
  if (!profile.stripeCustomerId) return null;
  const session = await billing.stripe.billingPortal.sessions.create({
    customer: profile.stripeCustomerId,
    return_url: `${billing.publicUrl}/account`,
  });
  return session.url;
}

/** Stripe's answer for a subscription that is already canceled, or was never there. */
const isAlreadyGone = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/**
 * Before an account is deleted: cancel, immediately, every subscription of its Stripe customer
 * that still exists (active, trialing, past_due, …), plus the one stored for it. Once the account
 * is gone its owner can no longer reach the portal to cancel, so deletion must not leave one
 * billing. Throws 503 (and the caller deletes nothing) when Stripe cannot be reached or refuses;
 * "already canceled" and "no such subscription" count as done.
 */
export async function cancelSubscriptionsForDeletion(
  db: Db,
  billing: Billing | null,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const profile = await getBillingProfile(db, userId);
  const storedLive =
    profile.stripeSubscriptionId && LIVE_STATUSES.has(profile.subscriptionStatus ?? '')
      ? profile.stripeSubscriptionId
      : null;
  if (!profile.stripeCustomerId && !storedLive) return;
  if (!billing) {
    // Stripe is not configured here (any more): a live subscription cannot be cancelled.
    if (!storedLive) return;
    throw new AppError(
      'unavailable',
      'Your subscription could not be cancelled because billing is not configured on this server, so your account was not deleted. Please contact support.',
    );
  }
  try {
    const ids = new Set<string>(storedLive ? [storedLive] : []);
    if (profile.stripeCustomerId) {
      // Every status but canceled (Stripe leaves those out by default); auto-pagination for the
      // rare customer with more than one page.
      for await (const subscription of billing.stripe.subscriptions.list({
        customer: profile.stripeCustomerId,
        limit: 100,
      })) {
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
          ids.add(subscription.id);
      }
    }
    for (const id of ids) {
      try {
        await billing.stripe.subscriptions.cancel(id);
      } catch (error) {
        if (!isAlreadyGone(error)) throw error;
      }
    }
  } catch (error) {
    log.error(
      { err: error, userId },
      'could not cancel the subscription before deleting an account',
    );
    throw new AppError(
      'unavailable',
      'Your subscription could not be cancelled with our payment provider just now, so your account was not deleted. Please try again in a few minutes.',
    );
  }
}

async function cancelOrphanSubscription(billing: Billing, subscriptionId: string): Promise<void> {
  try {
    await billing.stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (isAlreadyGone(error)) return;
    throw new AppError(
      'unavailable',
      'The subscription of a deleted account could not be cancelled at Stripe yet.',
    );
  }
}

/** Verify a webhook's signature on the raw body; 400 when it is bad or stale. */
export async function verifyWebhook(
  billing: Billing,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw new AppError('bad_request', "Missing header 'Stripe-Signature'");
  try {
    return await billing.stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      billing.config.webhookSecret,
    );
  } catch {
    throw new AppError('bad_request', 'Invalid Stripe signature');
  }
}

const iso = (unixSeconds: number | null | undefined) =>
  unixSeconds ? new Date(unixSeconds * 1000).toISOString() : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function periodEnd(subscription: Stripe.Subscription): string | null {
  // Newer API versions keep the period on the items; older ones on the subscription.
  const item = subscription.items?.data?.[0];
  const legacy = (subscription as Stripe.Subscription & { current_period_end?: number })
    .current_period_end;
  return iso(item?.current_period_end ?? legacy);
}

/**
 * Apply a verified webhook event. Each event id is processed once; the subscription object's own
 * status and period end are stored, and an event older than the stored state changes nothing.
 */
export async function handleWebhookEvent(
  db: Db,
  billing: Billing,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordStripeEvent(trx, event.id, event.type, new Date().toISOString())))
      return { duplicate: true };
    const stateAt = new Date(event.created * 1000).toISOString();

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id;
        const customerId = idOf(session.customer);
        if (userId && customerId) await rememberStripeCustomer(trx, userId, customerId);
        if (userId && session.mode === 'subscription') await recordSubscribed(trx, userId);
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const customerId = idOf(subscription.customer);
        const userId =
          subscription.metadata?.userId ||
          (customerId ? await findUserIdForStripeCustomer(trx, customerId) : undefined);
        if (!userId) break;
        // A subscription made for an account deleted meanwhile (a checkout finished in another
        // tab after deletion): nobody could reach the portal to cancel it, so it is cancelled
        // here. Inside the transaction: if Stripe fails, the event is not recorded, the webhook
        // answers 503 and Stripe delivers it again. Only our own checkouts carry metadata.userId,
        // so another app's subscriptions on the same Stripe account are never touched.
        if (
          subscription.metadata?.userId &&
          event.type !== 'customer.subscription.deleted' &&
          LIVE_STATUSES.has(subscription.status) &&
          !(await accountExists(trx, userId))
        ) {
          await cancelOrphanSubscription(billing, subscription.id);
          break;
        }
        const price = subscription.items?.data?.[0]?.price;
        await recordSubscriptionState(trx, userId, {
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
          tier: price?.nickname ?? price?.lookup_key ?? billing.config.planName,
          periodEnd: periodEnd(subscription),
          subscriptionId: subscription.id,
          customerId,
          stateAt,
        });
        break;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const customerId = idOf(invoice.customer);
        const userId = customerId ? await findUserIdForStripeCustomer(trx, customerId) : undefined;
        if (!userId) break;
        await recordSubscriptionState(trx, userId, {
          status: 'past_due',
          subscriptionId: null,
          customerId,
          stateAt,
        });
        break;
      }
      default:
        break;
    }
    return { duplicate: false };
  });
}
