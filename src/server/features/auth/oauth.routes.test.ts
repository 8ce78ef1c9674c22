import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalIssuer, type IssuerAccount } from '../../testing/local-oidc-issuer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const accounts: IssuerAccount[] = [
  {
    sub: 'alice',
    email: 'alice@example.com',
    emailVerified: true,
    givenName: 'Alice',
    familyName: 'Lotus',
  },
  {
    sub: 'mallory',
    email: 'victim@example.com',
    emailVerified: false,
    givenName: 'Mallory',
    familyName: 'Mask',
  },
  {
    sub: 'bob',
    email: 'bob@example.com',
    emailVerified: true,
    givenName: 'Bob',
    familyName: 'Bodhi',
  },
  {
    sub: 'carol',
    email: 'carol@example.com',
    emailVerified: true,
    givenName: 'Carol',
    familyName: 'Cedar',
  },
  {
    sub: 'dana',
    email: 'dana@example.com',
    emailVerified: true,
    // A provider's profile is outside input: NUL and an unpaired surrogate in the names.
    givenName: 'Da\u0000na',
    familyName: 'Ri\ud800ver',
  },
];

describe.each(testDialects)('%s: sign-in with an OpenID Connect issuer', (dialect) => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startLocalIssuer>>;
  let base: string;

  /** Run a whole browser sign-in: our redirect out, the issuer's screens, our callback. */
  async function signInVia(startPath: string, sub: string, cookie = '') {
    const out = await fetch(`${base}${startPath}`, { redirect: 'manual', headers: { cookie } });
    expect(out.status).toBe(302);
    const authorizeUrl = new URL(out.headers.get('location') ?? '');
    expect(authorizeUrl.origin).toBe(issuer.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    const pending = out.headers.getSetCookie().find((c) => c.startsWith('sangha_oauth='));
    expect(pending).toMatch(/HttpOnly/);

    const callback = await issuer.signIn(authorizeUrl.href, sub);
    // The issuer returns to PUBLIC_URL; send that request to the app under test.
    const back = await fetch(`${base}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: [pending?.split(';')[0], cookie].filter(Boolean).join('; ') },
    });
    const session = back.headers
      .getSetCookie()
      .find((c) => c.startsWith('sangha_session=') && !c.startsWith('sangha_session=;'));
    return {
      back,
      session: session?.split(';')[0] ?? null,
      html: back.status === 302 ? '' : await back.text(),
    };
  }

  beforeAll(async () => {
    // The issuer needs our callback URLs before our port is known: reserve one by listening first.
    const probe = await createTestApp(dialect);
    await probe.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (probe.app.server.address() as AddressInfo).port;
    await probe.close();
    const publicUrl = `http://127.0.0.1:${port}`;
    issuer = await startLocalIssuer({
      clientId: 'sangha-app',
      clientSecret: 'sangha-secret',
      redirectUris: [`${publicUrl}/auth/oidc/callback`, `${publicUrl}/auth/google/callback`],
      accounts,
    });
    t = await createTestApp(dialect, {
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER_URL: issuer.issuer,
      OIDC_CLIENT_ID: 'sangha-app',
      OIDC_CLIENT_SECRET: 'sangha-secret',
      OIDC_NAME: 'Temple SSO',
      GOOGLE_ISSUER_URL: issuer.issuer,
      GOOGLE_CLIENT_ID: 'sangha-app',
      GOOGLE_CLIENT_SECRET: 'sangha-secret',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    base = publicUrl;
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  test('/api/login runs the whole flow and signs in a new account with the issuer’s profile', async () => {
    const { back, session } = await signInVia('/api/login', 'alice');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/chat');
    expect(session).toBeTruthy();
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: session ?? '' } });
    expect(await me.json()).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Lotus',
    });
  });

  test('a profile with NUL and an unpaired surrogate in its names signs in, the names mended', async () => {
    const { back, session } = await signInVia('/api/login', 'dana');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/chat');
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: session ?? '' } });
    expect(await me.json()).toMatchObject({ firstName: 'Dana', lastName: 'Ri\ufffdver' });
  });

  test('signing in again with the same identity reaches the same account, through Google too (linked by verified email)', async () => {
    const first = await signInVia('/api/login', 'bob');
    const again = await signInVia('/api/login', 'bob');
    const viaGoogle = await signInVia('/auth/google', 'bob');
    const ids = await Promise.all(
      [first, again, viaGoogle].map(
        async (r) =>
          (
            (await (
              await fetch(`${base}/api/auth/user`, { headers: { cookie: r.session ?? '' } })
            ).json()) as { id: string }
          ).id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });

  test('an unverified email never takes over an existing account', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        email: 'victim@example.com',
        firstName: 'Vic',
        lastName: 'Tim',
        password: 'victim password',
      },
    });
    expect(signup.statusCode).toBe(201);
    const { back, session, html } = await signInVia('/api/login', 'mallory');
    expect(back.status).toBe(409);
    expect(session).toBeNull();
    expect(html).toContain('Sign in to your account first');
  });

  test('a verified sign-in is not linked into an account whose email nobody confirmed (pre-account hijacking)', async () => {
    // Someone signs up first with Carol's address and a password of their own.
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        email: 'carol@example.com',
        firstName: 'Not',
        lastName: 'Carol',
        password: 'the squatter password',
      },
    });
    expect(squatter.statusCode).toBe(201);
    const refused = await signInVia('/api/login', 'carol');
    expect(refused.back.status).toBe(409);
    expect(refused.session).toBeNull();
    expect(refused.html).toContain('its email is not confirmed yet');

    // Once the mailbox's owner confirms the email (a password reset does), the link is made.
    await t.database.db
      .updateTable('users')
      .set({ email_verified: 1 })
      .where('email', '=', 'carol@example.com')
      .execute();
    const linked = await signInVia('/api/login', 'carol');
    expect(linked.back.status).toBe(302);
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: linked.session ?? '' } });
    expect(await me.json()).toMatchObject({
      id: squatter.json<{ id: string }>().id,
      email: 'carol@example.com',
    });
  });

  test('a callback with a wrong or missing state signs nobody in', async () => {
    const out = await fetch(`${base}/api/login`, { redirect: 'manual' });
    const pending =
      out.headers
        .getSetCookie()
        .find((c) => c.startsWith('sangha_oauth='))
        ?.split(';')[0] ?? '';
    const forged = await fetch(`${base}/auth/oidc/callback?code=abc&state=forged`, {
      redirect: 'manual',
      headers: { cookie: pending },
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Sign-in did not complete');
    const noCookie = await fetch(`${base}/auth/oidc/callback?code=abc&state=whatever`, {
      redirect: 'manual',
    });
    expect(noCookie.status).toBe(400);
    const cancelled = await fetch(`${base}/auth/oidc/callback?error=access_denied&state=x`, {
      redirect: 'manual',
      headers: { cookie: pending },
    });
    expect(await cancelled.text()).toContain('Sign-in was cancelled');
  });

  test('/auth/start offers the configured providers and email', async () => {
    const res = await fetch(`${base}/auth/start`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Continue with Temple SSO');
    expect(html).toContain('href="/api/login"');
    expect(html).toContain('Continue with Google');
    expect(html).toContain('Continue with email');
    expect(html).not.toContain('Continue with GitHub');
  });
});

describe('sqlite: sign-in providers that are not configured, or configured', () => {
  test('every provider that is not configured explains so on a page with a way back', async () => {
    const t = await createTestApp('sqlite');
    try {
      for (const path of [
        '/api/login',
        '/auth/google',
        '/auth/apple',
        '/auth/twitter',
        '/auth/github',
        '/auth/facebook',
        '/auth/github/callback?code=x&state=y',
      ]) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('is not configured on this server');
        expect(res.body).toContain('href="/auth/start"');
      }
      const start = await t.app.inject({ method: 'GET', url: '/auth/start' });
      expect(start.body).toContain('No other sign-in providers are configured');
    } finally {
      await t.close();
    }
  });

  test('GitHub, X and Facebook redirect to their real authorization pages with state (and PKCE for X)', async () => {
    const t = await createTestApp('sqlite', {
      PUBLIC_URL: 'https://sangha.example',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      TWITTER_CLIENT_ID: 'x-id',
      FACEBOOK_CLIENT_ID: 'fb-id',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
    });
    try {
      const expectations: [string, string][] = [
        ['/auth/github', 'https://github.com/login/oauth/authorize'],
        ['/auth/twitter', 'https://twitter.com/i/oauth2/authorize'],
        ['/auth/facebook', 'https://www.facebook.com/v16.0/dialog/oauth'],
      ];
      for (const [path, authorize] of expectations) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(`${location.origin}${location.pathname}`, path).toBe(authorize);
        expect(location.searchParams.get('redirect_uri')).toBe(
          `https://sangha.example${path}/callback`,
        );
        expect(location.searchParams.get('state')).toBeTruthy();
        const cookie = String(res.headers['set-cookie']);
        expect(cookie).toMatch(/sangha_oauth=.*HttpOnly/);
        expect(cookie).toMatch(/Secure/);
      }
      const x = new URL(
        String((await t.app.inject({ method: 'GET', url: '/auth/twitter' })).headers.location),
      );
      expect(x.searchParams.get('code_challenge_method')).toBe('S256');
    } finally {
      await t.close();
    }
  });
});
