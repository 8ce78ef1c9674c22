import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp.ts';
import { startLocalIssuer } from '../../testing/local-oidc-issuer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

/*
 * Penetration test, items 1 and 2 (docs/decisions/016): an old reset link plus an email change
 * handed a stranger the account a victim later reached through single sign-on. Each test replays
 * the attack over real HTTP against a real server, a real SMTP server and a real OIDC issuer.
 */

const MALLORY = 'mallory@example.com';
const VICTIM = 'victim@example.com';
const MALLORY_PASSWORD = 'mallory has a password';

describe.each(testDialects)('%s: taking over an account through a reset link', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let issuer: Awaited<ReturnType<typeof startLocalIssuer>>;
  let base: string;

  const api = async (
    method: string,
    path: string,
    options: { cookie?: string | null; body?: unknown } = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    const session = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sangha_session=') && !c.startsWith('sangha_session=;'));
    return {
      status: res.status,
      json: <T = Record<string, unknown>>() => JSON.parse(text) as T,
      text,
      session: session?.split(';')[0] ?? null,
    };
  };

  /** The decoded text of the latest mail to `to`, once it has arrived (mails go after answering). */
  const mailTo = async (to: string, count = 1) => {
    await vi.waitFor(() =>
      expect(smtp.inbox.filter((m) => m.to.includes(to)).length).toBeGreaterThanOrEqual(count),
    );
    const mail = smtp.inbox.filter((m) => m.to.includes(to)).at(-1)!;
    return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  };

  /** A whole browser sign-in through the local issuer as `sub`; returns the session cookie. */
  async function signInWithSso(sub: string) {
    const out = await fetch(`${base}/api/login`, { redirect: 'manual' });
    const pending = out.headers
      .getSetCookie()
      .find((c) => c.startsWith('sangha_oauth='))
      ?.split(';')[0];
    const callback = await issuer.signIn(out.headers.get('location') ?? '', sub);
    const back = await fetch(`${base}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: pending ?? '' },
    });
    const session = back.headers
      .getSetCookie()
      .find((c) => c.startsWith('sangha_session=') && !c.startsWith('sangha_session=;'));
    return { status: back.status, session: session?.split(';')[0] ?? null };
  }

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // The issuer needs our callback URL before our port is known: reserve one by listening first.
    const probe = await createTestApp(dialect);
    await probe.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (probe.app.server.address() as AddressInfo).port;
    await probe.close();
    base = `http://127.0.0.1:${port}`;
    issuer = await startLocalIssuer({
      clientId: 'sangha-app',
      clientSecret: 'sangha-secret',
      redirectUris: [`${base}/auth/oidc/callback`],
      accounts: [
        {
          sub: 'victim',
          email: VICTIM,
          emailVerified: true,
          givenName: 'Vic',
          familyName: 'Tim',
        },
      ],
    });
    t = await createTestApp(dialect, {
      PUBLIC_URL: base,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sangha <hello@sangha.test>',
      OIDC_ISSUER_URL: issuer.issuer,
      OIDC_CLIENT_ID: 'sangha-app',
      OIDC_CLIENT_SECRET: 'sangha-secret',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
    await smtp.close();
  });

  test('Mallory’s story: sign-up, reset link, email change to the victim’s, old link, victim’s SSO: she never reads the victim’s journal', async () => {
    // 1. Mallory signs up with her own address and asks for a reset link.
    const signup = await api('POST', '/api/auth/email-signup', {
      body: { email: MALLORY, firstName: 'Mal', lastName: 'Lory', password: MALLORY_PASSWORD },
    });
    expect(signup.status).toBe(201);
    const mallory = signup.session;
    const malloryId = signup.json<{ id: string }>().id;
    expect(
      (await api('POST', '/api/auth/password-reset', { body: { email: MALLORY } })).status,
    ).toBe(202);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(MALLORY))?.[1];
    expect(token).toBeDefined();

    // 2. She changes her email to the victim's (with her password, as the form asks).
    const change = await api('PUT', '/api/auth/profile', {
      cookie: mallory,
      body: {
        email: VICTIM,
        firstName: 'Mal',
        lastName: 'Lory',
        currentPassword: MALLORY_PASSWORD,
      },
    });
    expect(change.status).toBe(200);
    // The address is only pending: the link to prove it went to the victim's mailbox.
    expect(change.json()).toMatchObject({ email: MALLORY, pendingEmail: VICTIM });
    expect(await mailTo(VICTIM)).toContain('/confirm-email?token=');

    // 3. She uses the old link. It was sent to her own address, which is still the account's:
    //    it sets her password and proves her own mailbox, nothing more.
    const reset = await api('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'mallory new password' },
    });
    const malloryNow = reset.session ?? mallory;
    const me = await api('GET', '/api/auth/user', { cookie: malloryNow });
    expect(me.json()).toMatchObject({ id: malloryId, email: MALLORY });
    const row = await t.database.db
      .selectFrom('users')
      .select(['email', 'email_verified'])
      .where('email', '=', VICTIM)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    // 4. The victim signs in with SSO: a new account of their own, not Mallory's.
    const victim = await signInWithSso('victim');
    expect(victim.status).toBe(302);
    const victimUser = (await api('GET', '/api/auth/user', { cookie: victim.session })).json<{
      id: string;
      email: string;
    }>();
    expect(victimUser.email).toBe(VICTIM);
    expect(victimUser.id).not.toBe(malloryId);

    // 5. The victim writes in their journal; Mallory cannot read it.
    const entry = await api('POST', '/api/journal', {
      cookie: victim.session,
      body: { title: 'A private dream', content: 'Only mine to read' },
    });
    expect(entry.status).toBe(201);
    const malloryJournal = await api('GET', '/api/journal', { cookie: malloryNow });
    expect(malloryJournal.status).toBe(200);
    expect(malloryJournal.text).not.toContain('Only mine to read');
    expect(malloryJournal.json<unknown[]>()).toEqual([]);
  });

  test('a reset link is refused, and confirms nothing, once the account’s email is no longer the address it was sent to', async () => {
    const email = 'drifter@example.com';
    const signup = await api('POST', '/api/auth/email-signup', {
      body: { email, firstName: 'Dri', lastName: 'Fter', password: MALLORY_PASSWORD },
    });
    expect(signup.status).toBe(201);
    const userId = signup.json<{ id: string }>().id;
    expect((await api('POST', '/api/auth/password-reset', { body: { email } })).status).toBe(202);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(email))?.[1];
    expect(token).toBeDefined();

    // The email changes by any path that does not clear the token (an operator's edit, say).
    await t.database.db
      .updateTable('users')
      .set({ email: 'someone-else@example.com' })
      .where('id', '=', userId)
      .execute();

    const used = await api('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'a password of mine' },
    });
    expect(used.status).toBe(400);
    expect(used.json()).toMatchObject({ code: 'bad_request' });
    expect(used.session).toBeNull();
    const row = await t.database.db
      .selectFrom('users')
      .select(['email_verified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(0);
    // The old password still works: the link set nothing.
    expect(
      (
        await api('POST', '/api/auth/login', {
          body: { email: 'someone-else@example.com', password: MALLORY_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});
