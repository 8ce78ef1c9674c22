import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeStripe } from '../../testing/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const SECRET_KEY = 'sk_test_sangha';
const WEBHOOK_SECRET = 'whsec_test_sangha';
const stripe = new Stripe(SECRET_KEY);

describe.each(testDialects)('%s: subscription and billing with Stripe', (dialect) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let eventCount = 0;

  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: {
      cookie?: string;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: string;
    } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body !== undefined
          ? { payload: options.body as Record<string, unknown> }
          : {}),
    });

  async function signUp() {
    const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
    const res = await inject('POST', '/api/auth/email-signup', {
      body: { email, firstName: 'Pay', lastName: 'Er', password: 'a good password' },
    });
    const cookie = res.cookies.find((c) => c.name === 'sangha_session');
    return {
      email,
      userId: res.json<{ id: string }>().id,
      cookie: `sangha_session=${cookie?.value ?? ''}`,
    };
  }

  /** Deliver a webhook event signed the way Stripe signs it (optionally with an old timestamp). */
  function deliver(
    type: string,
    object: Record<string, unknown>,
    options: { created?: number; id?: string; timestamp?: number; secret?: string } = {},
  ) {
    const event = {
      id: options.id ?? `evt_${++eventCount}_${randomUUID().slice(0, 8)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: options.created ?? Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return inject('POST', '/api/stripe/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  const subscription = (
    userId: string,
    customer: string,
    status: string,
    periodEnd = 1_900_000_000,
  ) => ({
    id: `sub_${userId.slice(0, 8)}`,
    object: 'subscription',
    customer,
    status,
    metadata: { userId },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: { id: 'price_sangha', nickname: 'Sangha Premium', lookup_key: null },
        },
      ],
    },
  });

  const me = async (cookie: string) =>
    (await inject('GET', '/api/auth/user', { cookie })).json<{
      subscriptionStatus: string | null;
      subscriptionTier: string | null;
      subscriptionCurrentPeriodEnd: string | null;
      stripeCustomerId: string | null;
    }>();

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    t = await createTestApp(dialect, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: 'price_sangha',
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: 'https://sangha.example',
      FREE_ACCOUNT_EXCHANGES: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  test('checkout creates the customer once and a subscription session with the configured price and trial', async () => {
    const { userId, email, cookie } = await signUp();
    const before = fake.requests.length;
    const res = await inject('POST', '/api/create-premium-subscription', {
      cookie,
      body: { price: 299, description: 'Sangha Premium' },
    });
    expect(res.statusCode).toBe(200);
    const { paymentUrl } = res.json<{ paymentUrl: string }>();
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer, session] = fake.requests.slice(before);
    expect(customer).toMatchObject({
      path: '/v1/customers',
      form: { email, 'metadata[userId]': userId },
      idempotencyKey: `customer-${userId}`,
    });
    expect(session?.path).toBe('/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      'line_items[0][price]': 'price_sangha',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': userId,
      success_url: 'https://sangha.example/subscription?checkout=success',
    });
    // The client's price (299) is ignored: only STRIPE_PRICE_ID is sent.
    expect(Object.values(session?.form ?? {})).not.toContain('299');
    const customerId = (await me(cookie)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    // A returning customer is not created again.
    const again = await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    expect(again.statusCode).toBe(200);
    expect(fake.requests.slice(before + 2).map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(fake.requests.at(-1)?.form.customer).toBe(customerId);
  });

  test('signed-out callers get 401 and nothing is created at Stripe', async () => {
    const before = fake.requests.length;
    const res = await inject('POST', '/api/create-premium-subscription', { body: {} });
    expect(res.statusCode).toBe(401);
    expect(fake.requests.length).toBe(before);
  });

  test('the full lifecycle trialing → active → past_due → canceled follows the webhooks', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    const t0 = Math.floor(Date.now() / 1000) - 100;

    expect(
      (
        await deliver(
          'checkout.session.completed',
          {
            id: 'cs_1',
            object: 'checkout.session',
            client_reference_id: userId,
            customer,
            subscription: `sub_${userId.slice(0, 8)}`,
          },
          { created: t0 },
        )
      ).json(),
    ).toEqual({ received: true, duplicate: false });
    await deliver(
      'customer.subscription.created',
      subscription(userId, customer, 'trialing', 1_800_000_000),
      { created: t0 + 1 },
    );
    expect(await me(cookie)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'Sangha Premium',
      subscriptionCurrentPeriodEnd: new Date(1_800_000_000_000).toISOString(),
    });
    expect((await inject('GET', '/api/usage', { cookie })).json()).toMatchObject({
      phase: 'paid',
      unlimited: true,
    });

    await deliver(
      'customer.subscription.updated',
      subscription(userId, customer, 'active', 1_900_000_000),
      { created: t0 + 2 },
    );
    expect((await me(cookie)).subscriptionStatus).toBe('active');

    await deliver(
      'invoice.payment_failed',
      { id: 'in_1', object: 'invoice', customer },
      { created: t0 + 3 },
    );
    expect(await me(cookie)).toMatchObject({
      subscriptionStatus: 'past_due',
      subscriptionCurrentPeriodEnd: new Date(1_900_000_000_000).toISOString(),
    });
    expect((await inject('GET', '/api/usage', { cookie })).json()).toMatchObject({ phase: 'free' });

    // A past-due subscriber is sent to the portal rather than into a second subscription.
    const second = await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('billing portal');

    await deliver('customer.subscription.deleted', subscription(userId, customer, 'canceled'), {
      created: t0 + 4,
    });
    expect((await me(cookie)).subscriptionStatus).toBe('canceled');
    // Once canceled, a new checkout is possible again.
    expect(
      (await inject('POST', '/api/create-premium-subscription', { cookie, body: {} })).statusCode,
    ).toBe(200);
  });

  test('the free trial is offered once: after a subscription is canceled, a new checkout has no trial', async () => {
    const { userId, cookie } = await signUp();
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      trialUsed: false,
    });
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    expect(fake.requests.at(-1)?.form['subscription_data[trial_period_days]']).toBe('7');
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    const t0 = Math.floor(Date.now() / 1000) - 100;
    await deliver(
      'checkout.session.completed',
      {
        id: 'cs_trial',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer,
      },
      { created: t0 },
    );
    await deliver('customer.subscription.created', subscription(userId, customer, 'trialing'), {
      created: t0 + 1,
    });
    await deliver('customer.subscription.deleted', subscription(userId, customer, 'canceled'), {
      created: t0 + 2,
    });
    expect((await me(cookie)).subscriptionStatus).toBe('canceled');
    // The web offers the plan without a trial from here on.
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      trialUsed: true,
    });

    const before = fake.requests.length;
    const again = await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    expect(again.statusCode).toBe(200);
    const session = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({ mode: 'subscription', client_reference_id: userId });
    expect(session?.form).not.toHaveProperty('subscription_data[trial_period_days]');
  });

  test('a completed checkout alone uses the trial, before any subscription event arrives', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    await deliver('checkout.session.completed', {
      id: 'cs_only',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer,
    });
    const before = fake.requests.length;
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    expect(fake.requests.slice(before).at(-1)?.form).not.toHaveProperty(
      'subscription_data[trial_period_days]',
    );
  });

  test('deleting an account cancels its subscriptions at Stripe first, immediately (trialing and past_due too)', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    const trialing = fake.addSubscription(customer, 'trialing');
    const pastDue = fake.addSubscription(customer, 'past_due');
    const other = fake.addSubscription('cus_somebody_else', 'active');
    // The stored subscription is one Stripe no longer knows: that counts as already cancelled.
    await deliver('customer.subscription.created', subscription(userId, customer, 'active'));

    const before = fake.requests.length;
    const res = await inject('DELETE', '/api/auth/account', { cookie });
    expect(res.statusCode).toBe(204);
    expect(trialing.status).toBe('canceled');
    expect(pastDue.status).toBe('canceled');
    expect(other.status).toBe('active');
    const cancels = fake.requests
      .slice(before)
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.path)
      .sort();
    expect(cancels).toEqual(
      [
        `/v1/subscriptions/${trialing.id}`,
        `/v1/subscriptions/${pastDue.id}`,
        `/v1/subscriptions/sub_${userId.slice(0, 8)}`,
      ].sort(),
    );
    expect((await inject('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  test('when Stripe is unreachable or fails, deleting an account answers 503 and deletes nothing', async () => {
    const { cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    const active = fake.addSubscription(customer, 'active');
    try {
      for (const outage of ['down', 'error'] as const) {
        fake.outage = outage;
        const res = await inject('DELETE', '/api/auth/account', { cookie });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          code: 'unavailable',
          message: expect.stringContaining('your account was not deleted'),
        });
        expect(active.status).toBe('active');
        expect((await inject('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      }
    } finally {
      fake.outage = null;
    }
    expect((await inject('DELETE', '/api/auth/account', { cookie })).statusCode).toBe(204);
    expect(active.status).toBe('canceled');
  });

  test('a subscription that arrives for an account deleted meanwhile is cancelled at Stripe (again later if Stripe fails)', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    expect((await inject('DELETE', '/api/auth/account', { cookie })).statusCode).toBe(204);

    // The checkout left open in another tab is completed after the deletion.
    const late = fake.addSubscription(customer, 'trialing');
    const event = { ...subscription(userId, customer, 'trialing'), id: late.id };
    const id = `evt_late_${randomUUID().slice(0, 8)}`;
    fake.outage = 'down';
    try {
      expect((await deliver('customer.subscription.created', event, { id })).statusCode).toBe(503);
    } finally {
      fake.outage = null;
    }
    expect(late.status).toBe('trialing');
    // Stripe delivers the event again: it was not recorded, so it is handled this time.
    expect((await deliver('customer.subscription.created', event, { id })).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(late.status).toBe('canceled');
  });

  test('an account that never paid is deleted without asking Stripe', async () => {
    const { cookie } = await signUp();
    const before = fake.requests.length;
    fake.outage = 'down';
    try {
      expect((await inject('DELETE', '/api/auth/account', { cookie })).statusCode).toBe(204);
    } finally {
      fake.outage = null;
    }
    expect(fake.requests.length).toBe(before);
  });

  test('a repeated delivery changes nothing, and an older event never overwrites a newer state', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const customer = (await me(cookie)).stripeCustomerId ?? '';
    const now = Math.floor(Date.now() / 1000);

    // Delivered out of order: the newer "active" first, then the older "trialing".
    await deliver('customer.subscription.updated', subscription(userId, customer, 'active'), {
      created: now,
      id: `evt_active_${userId}`,
    });
    await deliver('customer.subscription.created', subscription(userId, customer, 'trialing'), {
      created: now - 60,
    });
    expect((await me(cookie)).subscriptionStatus).toBe('active');

    await deliver('customer.subscription.deleted', subscription(userId, customer, 'canceled'), {
      created: now + 10,
    });
    const replay = await deliver(
      'customer.subscription.updated',
      subscription(userId, customer, 'active'),
      { created: now, id: `evt_active_${userId}` },
    );
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await me(cookie)).subscriptionStatus).toBe('canceled');
  });

  test('a bad or stale signature answers 400 and changes nothing', async () => {
    const { userId, cookie } = await signUp();
    const forged = await deliver(
      'customer.subscription.updated',
      subscription(userId, 'cus_x', 'active'),
      { secret: 'whsec_wrong' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature', code: 'bad_request' });
    const stale = await deliver(
      'customer.subscription.updated',
      subscription(userId, 'cus_x', 'active'),
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    );
    expect(stale.statusCode).toBe(400);
    const unsigned = await inject('POST', '/api/stripe/webhook', {
      raw: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('Stripe-Signature'),
    });
    expect((await me(cookie)).subscriptionStatus).toBeNull();
  });

  test('the billing portal opens for a customer; without purchases it says so', async () => {
    const { cookie } = await signUp();
    const none = await inject('GET', '/api/stripe/billing-portal', { cookie });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('No Billing Account');
    expect(none.body).toContain('You haven&#39;t made any purchases yet.');

    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    const portal = await inject('GET', '/api/stripe/billing-portal', { cookie });
    expect(portal.statusCode).toBe(303);
    expect(portal.headers.location).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.requests.at(-1)?.form).toMatchObject({
      return_url: 'https://sangha.example/account',
    });
    expect((await inject('GET', '/api/stripe/billing-portal')).statusCode).toBe(401);
  });

  test('a paid user is never given a 402', async () => {
    const { userId, cookie } = await signUp();
    await inject('POST', '/api/create-premium-subscription', { cookie, body: {} });
    await deliver(
      'customer.subscription.created',
      subscription(userId, (await me(cookie)).stripeCustomerId ?? '', 'active'),
    );
    for (let i = 0; i < 4; i++) {
      const res = await inject('POST', '/api/chat', {
        cookie,
        body: { message: `paid question ${i}`, moduleId: 'nauli-kriya', wordLimit: 25 },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('sqlite: billing when Stripe is not configured', () => {
  test('every billing endpoint answers 503 with a clear message', async () => {
    const t = await createTestApp('sqlite');
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-signup',
        payload: {
          email: 'x@example.com',
          firstName: 'X',
          lastName: 'Y',
          password: 'a good password',
        },
      });
      const cookie = `sangha_session=${signup.cookies.find((c) => c.name === 'sangha_session')?.value ?? ''}`;
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/create-premium-subscription',
        headers: { cookie },
        payload: {},
      });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json().message).toMatch(/Billing is not configured on this server/);
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(503);
      const portal = await t.app.inject({
        method: 'GET',
        url: '/api/stripe/billing-portal',
        headers: { cookie },
      });
      expect(portal.statusCode).toBe(503);
      expect(portal.body).toContain('Billing is not configured on this server.');
    } finally {
      await t.close();
    }
  });
});
