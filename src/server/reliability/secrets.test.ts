import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startFakeUpstream,
  type FakeUpstream,
  type UpstreamScript,
} from '../testing/fake-ai-upstream.ts';
import { startFakeStripe } from '../testing/fake-stripe.ts';
import { createTestApp, REPO_ROOT, type TestApp } from '../testing/test-app.ts';
import {
  NOT_SECRET,
  SECRET_ENV_NAMES,
  SECRET_LOOKING_NAME,
  secretCanaries,
  secretPart,
  type SecretEnvName,
} from './secret-env.ts';

/*
 * No configured secret ever reaches a client. Every secret the server reads (config.ts) is set to
 * a unique canary; then every GET route (from the router itself, hidden ones included) and the
 * main flows (sign-up, sign-in, profile, password reset by mail, chat on every provider, journal
 * insights, tribes, checkout against the fake Stripe, the webhook, the billing portal, voice, the
 * avatar token, sign-in starts for every provider, error answers) are called, and no response body
 * or header may contain any canary. Upstreams that echo the key in their error text (as OpenAI's
 * 'Incorrect API key provided: sk-…' does) are included. Secrets do not depend on the database, so
 * this runs on SQLite only.
 */

const ALL_CANARIES = secretCanaries(randomBytes(6).toString('hex'));
/**
 * The canary of every secret this app reads, except the database and Redis URLs: this app runs on
 * one SQLite database without Redis (the bundle check covers those two on the web side).
 */
const SECRET_CANARIES: Partial<Record<SecretEnvName, string>> = Object.fromEntries(
  Object.entries(ALL_CANARIES).filter(([name]) => name !== 'DATABASE_URL' && name !== 'REDIS_URL'),
);
const env = (name: SecretEnvName) => SECRET_CANARIES[name] ?? '';

const OK: UpstreamScript = { kind: 'tokens', tokens: ['Breathe', ' slowly.'] };
/** What OpenAI answers a wrong key with: the key itself (partly masked there) in the error text. */
const ECHO_KEYS: UpstreamScript = {
  kind: 'http-error',
  status: 401,
  message: `Incorrect API key provided: ${[
    env('AI_API_KEY'),
    env('OPENAI_API_KEY'),
    env('ANTHROPIC_API_KEY'),
  ].join(', ')}.`,
};

interface Seen {
  what: string;
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

describe('secrets never leave the server', () => {
  let t: TestApp;
  let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
  let ai: FakeUpstream;
  const seen: Seen[] = [];

  async function call(
    what: string,
    options: {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      url: string;
      cookie?: string;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: string;
    },
  ) {
    const res = await t.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        'x-client-id': CLIENT_ID,
        ...options.headers,
      },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body !== undefined
          ? { payload: options.body as Record<string, unknown> }
          : {}),
    });
    seen.push({
      what: `${what}: ${options.method ?? 'GET'} ${options.url}`,
      status: res.statusCode,
      headers: res.headers,
      body: res.rawPayload.toString('latin1'),
    });
    return res;
  }

  const CLIENT_ID = randomUUID();

  beforeAll(async () => {
    ai = await startFakeUpstream(OK);
    stripeFake = await startFakeStripe(env('STRIPE_SECRET_KEY'));
    // Nothing listens on port 9 here: identity providers and mail fail fast, as when unreachable.
    const unreachable = 'http://127.0.0.1:9';
    t = await createTestApp('sqlite', {
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: env('AI_API_KEY'),
      OPENAI_API_KEY: env('OPENAI_API_KEY'),
      OPENAI_BASE_URL: ai.baseUrl,
      ANTHROPIC_API_KEY: env('ANTHROPIC_API_KEY'),
      ANTHROPIC_BASE_URL: ai.baseUrl,
      STRIPE_SECRET_KEY: env('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: env('STRIPE_WEBHOOK_SECRET'),
      STRIPE_PRICE_ID: 'price_sangha',
      STRIPE_API_URL: stripeFake.url,
      SMTP_URL: env('SMTP_URL'),
      MAIL_FROM: 'Sangha <no-reply@sangha.example>',
      OIDC_ISSUER_URL: `${unreachable}/oidc`,
      OIDC_CLIENT_ID: 'oidc-client-id',
      OIDC_CLIENT_SECRET: env('OIDC_CLIENT_SECRET'),
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: env('GOOGLE_CLIENT_SECRET'),
      GOOGLE_ISSUER_URL: `${unreachable}/google`,
      APPLE_CLIENT_ID: 'apple-client-id',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: env('APPLE_PRIVATE_KEY'),
      TWITTER_CLIENT_ID: 'twitter-client-id',
      TWITTER_CLIENT_SECRET: env('TWITTER_CLIENT_SECRET'),
      GITHUB_CLIENT_ID: 'github-client-id',
      GITHUB_CLIENT_SECRET: env('GITHUB_CLIENT_SECRET'),
      FACEBOOK_CLIENT_ID: 'facebook-client-id',
      FACEBOOK_CLIENT_SECRET: env('FACEBOOK_CLIENT_SECRET'),
      BITHUMAN_AGENT_ID: 'agent-1',
      BITHUMAN_API_KEY: env('BITHUMAN_API_KEY'),
      BITHUMAN_SCRIPT_URL: 'https://cdn.avatar.example/sdk.js',
      TTS_TIMEOUT_MS: '2000',
      AI_INSIGHTS_TIMEOUT_MS: '2000',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await stripeFake?.close();
    await ai?.close();
  });

  test('every secret-looking variable of config.ts is covered by these checks', () => {
    const source = fs.readFileSync(path.join(REPO_ROOT, 'src/server/config.ts'), 'utf8');
    const names = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1] ?? '');
    expect(names.length).toBeGreaterThan(50);
    const secretLooking = names.filter(
      (name) => SECRET_LOOKING_NAME.test(name) && !NOT_SECRET.includes(name),
    );
    const covered: readonly string[] = SECRET_ENV_NAMES;
    expect(secretLooking.filter((name) => !covered.includes(name))).toEqual([]);
  });

  test('the canaries are really configured (else this test proves nothing)', () => {
    expect(t.config.ai.free?.apiKey).toBe(env('AI_API_KEY'));
    expect(t.config.billing?.webhookSecret).toBe(env('STRIPE_WEBHOOK_SECRET'));
    expect(t.config.mail.smtpUrl).toBe(env('SMTP_URL'));
    expect(t.config.signIn.apple?.privateKey).toBe(env('APPLE_PRIVATE_KEY'));
    expect(t.config.avatar?.apiKey).toBe(env('BITHUMAN_API_KEY'));
    expect(Object.values(t.config.signIn).every((provider) => provider !== null)).toBe(true);
  });

  test('no response to any route or flow carries a secret', async () => {
    // Anonymous first: the app config, the avatar config and every GET route.
    const anonymous = await walkGetRoutes(undefined);

    // The account flows.
    const email = `secrets-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await call('sign-up', {
      method: 'POST',
      url: '/api/auth/email-signup',
      body: { email, firstName: 'Sec', lastName: 'Ret', password: 'a good password' },
    });
    expect(signup.statusCode).toBe(201);
    const token = signup.cookies.find((c) => c.name === 'sangha_session')?.value ?? '';
    const cookie = `sangha_session=${token}`;
    await call('sign-in, wrong password', {
      method: 'POST',
      url: '/api/auth/login',
      body: { email, password: 'not the password' },
    });
    await call('sign-in', {
      method: 'POST',
      url: '/api/auth/login',
      body: { email, password: 'a good password' },
    });
    await call('profile', {
      method: 'PUT',
      url: '/api/auth/profile',
      cookie,
      body: { email, firstName: 'Sec', lastName: 'Ret' },
    });
    // Mail goes to an SMTP server that is not there: the SMTP URL (with its password) must not
    // come back in the answer.
    await call('email change by mail', {
      method: 'PUT',
      url: '/api/auth/profile',
      cookie,
      body: {
        email: `moved-${email}`,
        firstName: 'Sec',
        lastName: 'Ret',
        currentPassword: 'a good password',
      },
    });
    await call('password reset by mail', {
      method: 'POST',
      url: '/api/auth/password-reset',
      body: { email },
    });

    // Chat on every provider: the free one answers, then fails with the key in its error text.
    const chat = await call('chat', {
      method: 'POST',
      url: '/api/chat',
      cookie,
      body: { message: 'Hello', moduleId: 'inner-fire', isUnhingedMode: false, aiProvider: 'free' },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain('"type":"token"');
    const sessionId = /"sessionId":"([0-9a-f-]{36})"/.exec(chat.body)?.[1] ?? randomUUID();
    const messages = await call('messages', {
      url: `/api/sessions/${sessionId}/messages`,
      cookie,
    });
    const replyId =
      messages.json<{ id: string; role: string }[]>().find((m) => m.role === 'assistant')?.id ??
      'none';
    ai.script = ECHO_KEYS;
    for (const aiProvider of ['free', 'openai', 'anthropic']) {
      await call(`chat (${aiProvider}, upstream error naming the key)`, {
        method: 'POST',
        url: '/api/chat',
        cookie,
        body: { message: 'Again', moduleId: 'inner-fire', isUnhingedMode: false, aiProvider },
      });
    }
    await call('regenerate (upstream error naming the key)', {
      method: 'POST',
      url: `/api/sessions/${sessionId}/regenerate`,
      cookie,
      body: { aiProvider: 'free', isUnhingedMode: false },
    });
    const tts = await call('voice (speech upstream error naming the key)', {
      method: 'POST',
      url: '/api/voice/tts',
      cookie,
      body: { text: 'Breathe slowly.', messageId: replyId },
    });
    // It reached the speech upstream, which refused the key.
    expect(tts.statusCode).toBeGreaterThanOrEqual(500);
    await call('journal (insights model error naming the key)', {
      method: 'POST',
      url: '/api/journal',
      cookie,
      body: { title: 'Flying', content: 'I flew over a lake.' },
    });
    ai.script = OK;
    await call('journal', {
      method: 'POST',
      url: '/api/journal',
      cookie,
      body: { title: 'Water', content: 'A calm sea.' },
    });
    const tribe = await call('found a tribe', {
      method: 'POST',
      url: '/api/tribes',
      cookie,
      body: { name: 'Secret Keepers', description: 'We keep nothing.' },
    });
    const slug = tribe.json<{ slug?: string }>().slug ?? 'secret-keepers';

    // Billing: checkout and portal against the fake Stripe, and webhooks signed right and wrong.
    const checkout = await call('checkout', {
      method: 'POST',
      url: '/api/create-premium-subscription',
      cookie,
      body: {},
    });
    expect(checkout.statusCode).toBe(200);
    await call('billing portal', { url: '/api/stripe/billing-portal', cookie });
    const stripe = new Stripe('sk_test_unused');
    const payload = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_1', object: 'subscription', customer: 'cus_none' } },
    });
    for (const [what, secret] of [
      ['webhook, signed', env('STRIPE_WEBHOOK_SECRET')],
      ['webhook, wrongly signed', 'whsec_wrong'],
    ] as const) {
      await call(what, {
        method: 'POST',
        url: '/api/stripe/webhook',
        raw: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
      });
    }
    await call('webhook, unsigned', {
      method: 'POST',
      url: '/api/stripe/webhook',
      raw: payload,
      headers: { 'content-type': 'application/json' },
    });

    // Every GET route again, signed in, with real ids where a route takes one.
    const signedIn = await walkGetRoutes(cookie, { slug, sessionId });

    // Error answers: validation, unknown routes, bad JSON, methods that do not exist.
    await call('bad body', { method: 'POST', url: '/api/chat', cookie, body: { message: 1 } });
    await call('bad JSON', {
      method: 'POST',
      url: '/api/journal',
      cookie,
      raw: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    await call('unknown API route', { url: '/api/no-such-thing' });
    await call('unknown page', { url: '/no-such-page' });
    await call('wrong method', { method: 'DELETE', url: '/api/modules' });

    // The check itself sees a canary when one is there (else it could pass by mistake).
    const probe = await call('probe', {
      method: 'PUT',
      url: '/api/auth/profile',
      cookie,
      body: { email, firstName: env('GITHUB_CLIENT_SECRET'), lastName: 'Ret' },
    });
    expect(leaksIn([seen.pop() as Seen])).toEqual([
      `GITHUB_CLIENT_SECRET in the answer to probe: PUT /api/auth/profile (${probe.statusCode})`,
    ]);

    await call('sign out', { url: '/auth/logout', cookie });

    expect(anonymous).toBeGreaterThan(20);
    expect(signedIn).toBeGreaterThan(20);
    expect(leaksIn(seen)).toEqual([]);
    // The flows reached the upstreams that hold the secrets (else they proved nothing).
    expect(stripeFake.requests.map((r) => r.path)).toContain('/v1/checkout/sessions');
    expect(ai.requests.length).toBeGreaterThan(3);
  }, 60_000);

  /** GET every route the router knows (hidden ones too), with sign-in start for each provider. */
  async function walkGetRoutes(
    cookie: string | undefined,
    ids: { slug?: string; sessionId?: string } = {},
  ): Promise<number> {
    const routes = getRoutes(t.app.printRoutes({ commonPrefix: false }));
    const urls = new Set<string>();
    // Signing out is walked last, on its own (it would end the session mid-walk).
    for (const route of routes.filter((r) => r !== '/auth/logout')) {
      urls.add(
        route
          .replace(/:slug\b/g, ids.slug ?? 'no-such-tribe')
          .replace(/:sessionId\b/g, ids.sessionId ?? randomUUID())
          .replace(/:[A-Za-z]+/g, randomUUID())
          .replace(/\*$/, 'index.html'),
      );
    }
    for (const provider of ['oidc', 'google', 'apple', 'twitter', 'github', 'facebook']) {
      urls.add(`/auth/start?provider=${provider}`);
      urls.add(`/auth/start?provider=${provider}&returnTo=%2Fchat`);
    }
    urls.add('/api/docs/json');
    for (const url of urls) await call(cookie ? 'signed in' : 'anonymous', { url, cookie });
    return urls.size;
  }
});

/** Which canaries appear in which answers (bodies and headers). */
function leaksIn(responses: Seen[]): string[] {
  return responses.flatMap((response) =>
    Object.entries(SECRET_CANARIES)
      .filter(([, value]) =>
        [response.body, JSON.stringify(response.headers)].some((text) =>
          text.includes(secretPart(value)),
        ),
      )
      .map(([name]) => `${name} in the answer to ${response.what} (${response.status})`),
  );
}

/** Full paths of the GET routes from Fastify's route tree (children print as suffixes). */
function getRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    stack.length = depth;
    stack.push(match[2] ?? '');
    if ((match[3] ?? '').split(', ').includes('GET')) routes.push(stack.join(''));
  }
  return routes;
}
