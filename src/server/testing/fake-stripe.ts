import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API we call (customers, Checkout Sessions,
 * billing portal sessions, listing and cancelling subscriptions): form-encoded requests, JSON
 * objects and errors in Stripe's shapes, bearer-key auth and idempotency keys. The real `stripe`
 * SDK talks to it via STRIPE_API_URL.
 *
 * `outage` makes it fail the way Stripe can: 'down' drops every connection without an answer
 * (unreachable), 'error' answers 500 api_error.
 */
export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export type FakeSubscription = Record<string, unknown> & {
  id: string;
  customer: string;
  status: string;
};

export async function startFakeStripe(secretKey: string) {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const state: { outage: 'down' | 'error' | null } = { outage: null };
  const byIdempotencyKey = new Map<string, unknown>();
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      const [path = '', query = ''] = (req.url ?? '').split('?');
      // GET and DELETE carry their parameters in the query string, POST in the body.
      const form = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? raw : query));
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string'
          ? req.headers['idempotency-key']
          : undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      if (state.outage === 'down') return req.socket.destroy();
      if (state.outage === 'error') {
        return send(500, {
          error: { type: 'api_error', message: 'An unknown error occurred' },
        });
      }

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
        return send(200, byIdempotencyKey.get(idempotencyKey));
      const created = Math.floor(Date.now() / 1000);
      let body: Record<string, unknown> | null = null;

      if (req.method === 'POST' && path === '/v1/customers') {
        body = {
          id: id('cus'),
          object: 'customer',
          created,
          email: form.email ?? null,
          name: form.name ?? null,
          metadata: { userId: form['metadata[userId]'] },
        };
        customers.set(body.id as string, body);
      } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!form.customer || !customers.has(form.customer)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `No such customer: '${form.customer}'`,
              param: 'customer',
            },
          });
        }
        const sessionId = id('cs_test');
        body = {
          id: sessionId,
          object: 'checkout.session',
          created,
          mode: form.mode,
          customer: form.customer,
          client_reference_id: form.client_reference_id ?? null,
          subscription: null,
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        };
      } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const sessionId = id('bps');
        body = {
          id: sessionId,
          object: 'billing_portal.session',
          created,
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${sessionId}`,
        };
      } else if (req.method === 'GET' && path === '/v1/subscriptions') {
        // Like Stripe: without `status`, canceled subscriptions are left out.
        const data = [...subscriptions.values()].filter(
          (sub) =>
            (!form.customer || sub.customer === form.customer) &&
            (form.status === 'all'
              ? true
              : form.status
                ? sub.status === form.status
                : sub.status !== 'canceled'),
        );
        body = { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      } else if (req.method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
        const subId = decodeURIComponent(path.slice('/v1/subscriptions/'.length));
        const sub = subscriptions.get(subId);
        // Stripe answers a canceled subscription as if it did not exist.
        if (!sub || sub.status === 'canceled') {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${subId}'`,
              param: 'id',
            },
          });
        }
        Object.assign(sub, { status: 'canceled', canceled_at: created, ended_at: created });
        body = sub;
      }
      if (!body)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method} ${path})`,
          },
        });
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, body);
      return send(200, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    subscriptions,
    /** Fail every request: 'down' (no answer) or 'error' (500); null answers normally. */
    set outage(value: 'down' | 'error' | null) {
      state.outage = value;
    },
    /** A subscription for a customer, as Checkout would have created it. */
    addSubscription(customer: string, status = 'active'): FakeSubscription {
      const subscription: FakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        created: Math.floor(Date.now() / 1000),
        customer,
        status,
        canceled_at: null,
        ended_at: null,
        metadata: {},
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
