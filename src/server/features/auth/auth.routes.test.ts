import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startFakeSmtp } from '../../testing/fake-smtp.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const password = 'correct horse battery';

function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sangha_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sangha_session=${cookie.value}`;
}

describe.each(testDialects)('%s: accounts and sessions', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let n = 0;
  const newEmail = () => `seeker${++n}.${randomUUID().slice(0, 6)}@example.com`;

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: { cookie?: string; clientId?: string; body?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.clientId ? { 'x-client-id': options.clientId } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
    });

  const signUp = async (email = newEmail(), clientId?: string) => {
    const res = await inject('POST', '/api/auth/email-signup', {
      clientId,
      body: { email, firstName: 'Tenzin', lastName: 'Dorje', password },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, cookie: sessionCookie(res), user: res.json<{ id: string }>() };
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sangha <hello@sangha.test>',
      FREE_ACCOUNT_EXCHANGES: '3',
      PUBLIC_URL: 'http://sangha.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('email sign-up creates the account, signs in with a safe cookie, and GET /api/auth/user returns it', async () => {
    const email = newEmail();
    const res = await inject('POST', '/api/auth/email-signup', {
      body: {
        email: `  ${email.toUpperCase()} `,
        firstName: ' Tenzin ',
        lastName: 'Dorje',
        password,
      },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      firstName: 'Tenzin',
      lastName: 'Dorje',
      email,
      profileImageUrl: null,
      stripeCustomerId: null,
      subscriptionStatus: null,
      subscriptionTier: null,
      subscriptionCurrentPeriodEnd: null,
      pendingEmail: null,
      hasPassword: true,
      trialUsed: false,
    });
    // Only whether a password exists, never anything of it.
    expect(JSON.stringify(user)).not.toMatch(/hash|correct horse/i);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await inject('GET', '/api/auth/user', { cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect((await inject('GET', '/api/auth/user')).statusCode).toBe(401);
  });

  test('sign-up validation names the field, and a taken email answers 409', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { email: 'nope', firstName: 'A', lastName: 'B', password },
        "'email'",
        'Please enter a valid email address',
      ],
      [
        { email: newEmail(), firstName: ' ', lastName: 'B', password },
        "'firstName'",
        'First name is required',
      ],
      [
        { email: newEmail(), firstName: 'A', lastName: '', password },
        "'lastName'",
        'Last name is required',
      ],
      [
        { email: newEmail(), firstName: 'A', lastName: 'B', password: 'short' },
        "'password'",
        'at least 8 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await inject('POST', '/api/auth/email-signup', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.json().message).toContain(message);
    }
    const { email } = await signUp();
    const again = await inject('POST', '/api/auth/email-signup', {
      body: { email, firstName: 'X', lastName: 'Y', password },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict' });
  });

  test('sign-in checks the password, rotates the session, and says the same for an unknown email', async () => {
    const { email, cookie: first } = await signUp();
    const wrong = await inject('POST', '/api/auth/login', {
      body: { email, password: 'wrong password' },
    });
    const unknown = await inject('POST', '/api/auth/login', {
      body: { email: newEmail(), password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());

    const login = await inject('POST', '/api/auth/login', {
      cookie: first,
      body: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    expect((await inject('GET', '/api/auth/user', { cookie: first })).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/user', { cookie: second })).statusCode).toBe(200);
  });

  test('logout ends the session on the server (POST /api/logout and GET /auth/logout)', async () => {
    const { email, cookie } = await signUp();
    const out = await inject('POST', '/api/logout', { cookie });
    expect(out.statusCode).toBe(204);
    expect((await inject('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);

    const login = await inject('POST', '/api/auth/login', { body: { email, password } });
    const again = sessionCookie(login);
    const nav = await inject('GET', '/auth/logout', { cookie: again });
    expect(nav.statusCode).toBe(302);
    expect(nav.headers.location).toBe('/');
    expect((await inject('GET', '/api/auth/user', { cookie: again })).statusCode).toBe(401);
  });

  test('sessions expire when idle too long and at their absolute lifetime', async () => {
    const idle = await signUp();
    await t.database.db
      .updateTable('auth_sessions')
      .set({ last_seen_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
      .where('user_id', '=', idle.user.id)
      .execute();
    expect((await inject('GET', '/api/auth/user', { cookie: idle.cookie })).statusCode).toBe(401);

    const old = await signUp();
    await t.database.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', old.user.id)
      .execute();
    const res = await inject('GET', '/api/auth/user', { cookie: old.cookie });
    expect(res.statusCode).toBe(401);
    // The dead cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/sangha_session=;/);
  });

  test('the profile updates names at once with the same validation, without the password', async () => {
    const { cookie, email } = await signUp();
    const bad = await inject('PUT', '/api/auth/profile', {
      cookie,
      body: { email: 'x@', firstName: 'A', lastName: 'B' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('Please enter a valid email address'),
    });
    // Email changes are in email-change.routes.test.ts.
    const ok = await inject('PUT', '/api/auth/profile', {
      cookie,
      body: { email, firstName: 'Pema', lastName: 'Chodron' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      email,
      firstName: 'Pema',
      lastName: 'Chodron',
      pendingEmail: null,
    });
    expect(
      (await inject('PUT', '/api/auth/profile', { body: { email, firstName: 'A', lastName: 'B' } }))
        .statusCode,
    ).toBe(401);
  });

  test('a password reset is emailed, works once, and signs out every other session', async () => {
    const { email, cookie } = await signUp();
    const unknown = await inject('POST', '/api/auth/password-reset', {
      body: { email: newEmail() },
    });
    expect(unknown.statusCode).toBe(202);
    const before = smtp.inbox.length;
    const res = await inject('POST', '/api/auth/password-reset', { body: { email } });
    expect(res.statusCode).toBe(202);
    // Sent after answering (so the answer's timing says nothing about the address).
    await vi.waitFor(() => expect(smtp.inbox.length).toBe(before + 1));
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual([email]);
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /http:\/\/sangha\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(token).toBeDefined();

    const short = await inject('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const confirm = await inject('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'a brand new password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ email });
    expect(
      (await inject('GET', '/api/auth/user', { cookie: sessionCookie(confirm) })).statusCode,
    ).toBe(200);
    expect((await inject('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/auth/login', { body: { email, password } })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject('POST', '/api/auth/login', {
          body: { email, password: 'a brand new password' },
        })
      ).statusCode,
    ).toBe(200);

    const reused = await inject('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  test('a reset that first confirms an email unlinks the sign-in providers linked before it; later resets keep them', async () => {
    const { email, user } = await signUp();
    const links = () =>
      t.database.db
        .selectFrom('oauth_accounts')
        .select('provider')
        .where('user_id', '=', user.id)
        .execute();
    const link = (provider: string) =>
      t.database.db
        .insertInto('oauth_accounts')
        .values({
          provider,
          provider_user_id: randomUUID(),
          user_id: user.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    const reset = async () => {
      const before = smtp.inbox.length;
      expect(
        (await inject('POST', '/api/auth/password-reset', { body: { email } })).statusCode,
      ).toBe(202);
      await vi.waitFor(() => expect(smtp.inbox.length).toBe(before + 1));
      const body = smtp.inbox
        .at(-1)!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
      const res = await inject('POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'a brand new password' },
      });
      expect(res.statusCode).toBe(200);
    };
    // Whoever held the account before its address was proven linked a provider of their own.
    await link('github');
    await reset();
    expect(await links()).toEqual([]);
    // Once confirmed, a reset is only a new password: the account's own providers stay.
    await link('google');
    await reset();
    expect(await links()).toEqual([{ provider: 'google' }]);
  });

  test('a free account gets FREE_ACCOUNT_EXCHANGES of its own, then 402; stats count them', async () => {
    const { cookie } = await signUp();
    expect((await inject('GET', '/api/usage', { cookie })).json()).toMatchObject({
      phase: 'free',
      remaining: 3,
      limit: 3,
      unlimited: false,
    });
    for (let i = 0; i < 3; i++) {
      const res = await inject('POST', '/api/chat', {
        cookie,
        body: { message: `question ${i}`, moduleId: 'yoga-nidra', wordLimit: 25 },
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await inject('POST', '/api/chat', {
      cookie,
      body: { message: 'more', moduleId: 'yoga-nidra' },
    });
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toEqual({
      code: 'payment_required',
      usageCount: 3,
      message: "You've used all 3 free exchanges. Upgrade to continue.",
    });
    expect((await inject('GET', '/api/user/stats', { cookie })).json()).toEqual({
      exchangesUsed: 3,
    });
    expect((await inject('GET', '/api/user/stats')).statusCode).toBe(401);
  });

  test('active and trialing subscribers are unlimited and never get 402', async () => {
    for (const status of ['active', 'trialing']) {
      const { cookie, user } = await signUp();
      await t.database.db
        .updateTable('users')
        .set({ subscription_status: status })
        .where('id', '=', user.id)
        .execute();
      expect((await inject('GET', '/api/usage', { cookie })).json()).toMatchObject({
        phase: 'paid',
        unlimited: true,
        remaining: null,
      });
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await inject('POST', '/api/chat', {
              cookie,
              body: { message: `q${i}`, moduleId: 'yoga-nidra', wordLimit: 25 },
            })
          ).statusCode,
        ).toBe(200);
      }
      expect((await inject('GET', '/api/user/stats', { cookie })).json()).toEqual({
        exchangesUsed: 5,
      });
    }
  });

  test('signing up merges the browser’s anonymous conversations once; the anonymous count stays spent', async () => {
    const clientId = randomUUID();
    for (const message of ['first anonymous question', 'second anonymous question']) {
      expect(
        (
          await inject('POST', '/api/chat', {
            clientId,
            body: { message, moduleId: 'dream-yoga', wordLimit: 25 },
          })
        ).statusCode,
      ).toBe(200);
    }
    const { cookie } = await signUp(newEmail(), clientId);
    const sessions = (await inject('GET', '/api/sessions', { cookie, clientId })).json<
      { title: string }[]
    >();
    expect(sessions.map((s) => s.title).sort()).toEqual([
      'first anonymous question',
      'second anonymous question',
    ]);
    expect((await inject('GET', '/api/usage', { cookie, clientId })).json()).toMatchObject({
      phase: 'free',
      used: 0,
      remaining: 3,
    });
    expect((await inject('GET', '/api/usage', { clientId })).json()).toMatchObject({
      phase: 'anon',
      used: 2,
    });
    // The signed-out browser no longer sees the account's conversations.
    expect((await inject('GET', '/api/sessions', { clientId })).json()).toEqual([]);

    const again = await inject('POST', '/api/usage/merge', {
      cookie,
      clientId,
      body: { previousClientId: clientId },
    });
    expect(again.json()).toEqual({ mergedSessions: 0, alreadyMerged: true });
    const foreign = await inject('POST', '/api/usage/merge', {
      cookie,
      clientId,
      body: { previousClientId: randomUUID() },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await inject('POST', '/api/usage/merge', { clientId, body: { previousClientId: clientId } }))
        .statusCode,
    ).toBe(401);
  });

  test('another account or a client id never reaches an account’s conversations (404)', async () => {
    const clientId = randomUUID();
    const owner = await signUp(newEmail(), clientId);
    const chat = await inject('POST', '/api/chat', {
      cookie: owner.cookie,
      clientId,
      body: { message: 'private question', moduleId: 'ego-buster', wordLimit: 25 },
    });
    const sessionId = /"sessionId":"([^"]+)"/.exec(chat.body)?.[1];
    expect(sessionId).toBeDefined();
    const stranger = await signUp();
    for (const who of [{ cookie: stranger.cookie }, { clientId }]) {
      expect((await inject('GET', `/api/sessions/${sessionId}/messages`, who)).statusCode).toBe(
        404,
      );
      expect((await inject('DELETE', `/api/sessions/${sessionId}`, who)).statusCode).toBe(404);
      expect(
        (await inject('PATCH', `/api/sessions/${sessionId}`, { ...who, body: { title: 'x' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await inject('POST', '/api/chat', {
            ...who,
            body: { message: 'hi', moduleId: 'ego-buster', sessionId },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (await inject('GET', `/api/sessions/${sessionId}/messages`, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(200);
  });

  test('deleting the account removes it and everything it owns, and nothing of anyone else', async () => {
    const keeper = await signUp();
    await inject('POST', '/api/chat', {
      cookie: keeper.cookie,
      body: { message: 'keep me', moduleId: 'hatha-foundations', wordLimit: 25 },
    });
    const { cookie, user, email } = await signUp();
    await inject('POST', '/api/chat', {
      cookie,
      body: { message: 'delete me', moduleId: 'hatha-foundations', wordLimit: 25 },
    });
    await inject('POST', '/api/beta-signup', { cookie, body: { email } });

    expect((await inject('DELETE', '/api/auth/account', { cookie })).statusCode).toBe(204);
    expect((await inject('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/auth/login', { body: { email, password } })).statusCode,
    ).toBe(401);
    const db = t.database.db;
    expect(
      await db.selectFrom('chat_sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('usage_counters')
        .select('subject')
        .where('subject', '=', `user:${user.id}`)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('beta_signups')
        .select('subject')
        .where('subject', '=', `user:${user.id}`)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('auth_sessions')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
    expect((await inject('GET', '/api/sessions', { cookie: keeper.cookie })).json()).toHaveLength(
      1,
    );
    expect((await inject('DELETE', '/api/auth/account')).statusCode).toBe(401);
  });
});

describe('sqlite: a mail server that is down', () => {
  test('a password reset still answers 202, the same as for an unknown address', async () => {
    // Nothing listens on port 9 (discard): the SMTP connection is refused.
    const t = await createTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { email } = await signUpTestUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ ok: true });
      // Give the failing send time to fail: it is logged, never an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await t.close();
    }
  });
});

describe('sqlite: abuse limits', () => {
  test('sign-in is rate limited per address', async () => {
    const t = await createTestApp('sqlite', { AUTH_ATTEMPTS_PER_10_MINUTES: '10' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: 'a@b.example', password: 'whatever1' },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('rotating client ids from one address cannot mint endless free messages', async () => {
    const t = await createTestApp('sqlite', { ANON_DAILY_MESSAGES_PER_ADDRESS: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { 'x-client-id': randomUUID() },
          payload: { message: 'hi there', moduleId: 'yoga-nidra', wordLimit: 25 },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });

  test('chat is rate limited per address', async () => {
    const t = await createTestApp('sqlite', { CHAT_PER_MINUTE: '2' });
    try {
      const clientId = randomUUID();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { 'x-client-id': clientId },
          payload: { message: 'hi there', moduleId: 'yoga-nidra', wordLimit: 25 },
        });
      expect([
        (await send()).statusCode,
        (await send()).statusCode,
        (await send()).statusCode,
      ]).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('%s: new accounts per network', (dialect) => {
  test('one network address creates at most SIGNUPS_PER_ADDRESS_PER_DAY email accounts a day (each would bring fresh free exchanges)', async () => {
    const t = await createTestApp(dialect, { SIGNUPS_PER_ADDRESS_PER_DAY: '3' });
    try {
      const signUp = (remoteAddress: string, email = `farm-${randomUUID()}@example.com`) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email-signup',
          remoteAddress,
          payload: { email, firstName: 'Farm', lastName: 'Er', password: 'a good password' },
        });
      // A sign-up refused for another reason does not count.
      const taken = `taken-${randomUUID()}@example.com`;
      expect((await signUp('198.51.100.30', taken)).statusCode).toBe(201);
      expect((await signUp('198.51.100.30', taken)).statusCode).toBe(409);
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) codes.push((await signUp('198.51.100.30')).statusCode);
      expect(codes).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429]);
      const refused = await signUp('198.51.100.30');
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        message:
          'Too many new accounts from your network today. Please sign in, or try again tomorrow.',
      });
      expect(refused.cookies).toEqual([]);
      // Another network is not affected.
      expect((await signUp('198.51.100.31')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
