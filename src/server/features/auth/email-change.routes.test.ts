import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { createSession } from './auth.service.ts';

const password = 'correct horse battery';

function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sangha_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sangha_session=${cookie.value}`;
}

describe.each(testDialects)('%s: changing the email', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let n = 0;
  const newEmail = () => `changer${++n}.${randomUUID().slice(0, 6)}@example.com`;

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
    });

  const signUp = async (email = newEmail()) => {
    const res = await inject('POST', '/api/auth/email-signup', {
      body: { email, firstName: 'Tenzin', lastName: 'Dorje', password },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, cookie: sessionCookie(res), id: res.json<{ id: string }>().id };
  };

  const changeEmail = (cookie: string, email: string, currentPassword?: string) =>
    inject('PUT', '/api/auth/profile', {
      cookie,
      body: {
        email,
        firstName: 'Tenzin',
        lastName: 'Dorje',
        ...(currentPassword !== undefined ? { currentPassword } : {}),
      },
    });

  const mailsTo = (to: string) =>
    smtp.inbox
      .filter((m) => m.to.includes(to))
      .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

  /** The latest mail to `to`, once `count` have arrived (mails go after answering). */
  const mailTo = async (to: string, count = 1) => {
    await vi.waitFor(() => expect(mailsTo(to).length).toBeGreaterThanOrEqual(count));
    return mailsTo(to).at(-1)!;
  };
  const confirmToken = (mail: string) =>
    /http:\/\/sangha\.test\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];

  const userRow = (id: string) =>
    t.database.db
      .selectFrom('users')
      .select(['email', 'email_verified', 'first_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sangha <hello@sangha.test>',
      PUBLIC_URL: 'http://sangha.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('a new email waits for the link mailed to it; opening the link changes and confirms it and deletes every other pending token', async () => {
    const { email: oldEmail, cookie, id } = await signUp();
    // A reset link to the old address, pending when the email changes.
    expect(
      (await inject('POST', '/api/auth/password-reset', { body: { email: oldEmail } })).statusCode,
    ).toBe(202);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(oldEmail))?.[1];
    expect(resetToken).toBeDefined();

    const newAddress = newEmail();
    const res = await changeEmail(cookie, newAddress, password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: oldEmail, pendingEmail: newAddress });
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      email: oldEmail,
      pendingEmail: newAddress,
    });
    // Until confirmed, the old address is still the account's.
    expect(
      (await inject('POST', '/api/auth/login', { body: { email: oldEmail, password } })).statusCode,
    ).toBe(200);

    const mail = await mailTo(newAddress);
    expect(mail).toContain('Confirm your new Sangha email address');
    const token = confirmToken(mail);
    expect(token).toBeDefined();
    // Only a hash is stored.
    const stored = await t.database.db
      .selectFrom('email_changes')
      .select(['token_hash', 'email'])
      .where('user_id', '=', id)
      .execute();
    expect(stored).toEqual([
      { token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), email: newAddress },
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);

    // The link does not need the session (it may open in another browser) and signs nobody in.
    const confirmed = await inject('POST', '/api/auth/email-change/confirm', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newAddress });
    expect(confirmed.cookies.find((c) => c.name === 'sangha_session')).toBeUndefined();
    expect(await userRow(id)).toMatchObject({ email: newAddress, email_verified: 1 });
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      email: newAddress,
      pendingEmail: null,
    });
    // The old address is told.
    expect(await mailTo(oldEmail, 2)).toContain(`was changed to ${newAddress}`);

    // Every pending token is gone: the link again, and the reset link sent to the old address.
    const again = await inject('POST', '/api/auth/email-change/confirm', { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
    expect(
      await t.database.db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('user_id', '=', id)
        .execute(),
    ).toEqual([]);
    const reset = await inject('POST', '/api/auth/password-reset/confirm', {
      body: { token: resetToken, password: 'taken over password' },
    });
    expect(reset.statusCode).toBe(400);
    expect(
      (await inject('POST', '/api/auth/login', { body: { email: newAddress, password } }))
        .statusCode,
    ).toBe(200);
  });

  test('a missing or wrong current password is refused, naming currentPassword, and changes nothing', async () => {
    const { email, cookie, id } = await signUp();
    const target = newEmail();
    const missing = await inject('PUT', '/api/auth/profile', {
      cookie,
      body: { email: target, firstName: 'Other', lastName: 'Name' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'bad_request',
      message: expect.stringContaining("'currentPassword'"),
    });
    const wrong = await inject('PUT', '/api/auth/profile', {
      cookie,
      body: { email: target, firstName: 'Other', lastName: 'Name', currentPassword: 'not it!!' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'forbidden',
      message: expect.stringContaining("'currentPassword'"),
    });
    expect(await userRow(id)).toMatchObject({ email, first_name: 'Tenzin' });
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      pendingEmail: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(target)).toEqual([]);
  });

  test('an account without a password changes its email only within 10 minutes of signing in', async () => {
    const id = randomUUID();
    const email = newEmail();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('users')
      .values({
        id,
        email,
        email_verified: 1,
        first_name: 'Sso',
        last_name: 'Only',
        profile_image_url: null,
        password_hash: null,
        stripe_customer_id: null,
        subscription_status: null,
        subscription_tier: null,
        subscription_current_period_end: null,
        stripe_subscription_id: null,
        subscription_state_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const oldCookie = `sangha_session=${await createSession(t.database.db, id, t.config.sessions)}`;
    // This session's sign-in was 11 minutes ago (it is still alive and in use).
    await t.database.db
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await inject('GET', '/api/auth/user', { cookie: oldCookie })).json()).toMatchObject({
      hasPassword: false,
    });
    const target = newEmail();
    const refused = await changeEmail(oldCookie, target, 'any password at all');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'forbidden',
      message: expect.stringContaining('sign in again'),
    });
    expect(await userRow(id)).toMatchObject({ email });

    const freshCookie = `sangha_session=${await createSession(t.database.db, id, t.config.sessions)}`;
    const accepted = await changeEmail(freshCookie, target);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email, pendingEmail: target });
    expect(confirmToken(await mailTo(target))).toBeDefined();
  });

  test('a taken address gets the same answer as a free one; the mail to it says it has an account and carries no link', async () => {
    const owner = await signUp();
    const { cookie, id } = await signUp();
    const free = newEmail();

    const toTaken = await changeEmail(cookie, owner.email, password);
    const takenBody = toTaken.json<Record<string, unknown>>();
    const toFree = await changeEmail(cookie, free, password);
    const freeBody = toFree.json<Record<string, unknown>>();
    expect(toTaken.statusCode).toBe(200);
    expect({ status: toFree.statusCode, body: { ...freeBody, pendingEmail: owner.email } }).toEqual(
      { status: toTaken.statusCode, body: takenBody },
    );
    expect(takenBody.pendingEmail).toBe(owner.email);

    const mail = await mailTo(owner.email);
    expect(mail).toContain('This address already has an account');
    expect(mail).not.toMatch(/token=/);
    expect(confirmToken(await mailTo(free))).toBeDefined();
    expect(await userRow(owner.id)).toMatchObject({ email: owner.email });
    expect((await userRow(id)).email).not.toBe(owner.email);
  });

  test('the mailbox owner’s password reset voids a change the account’s earlier holder left pending', async () => {
    // Someone signs up with the owner's address (unconfirmed) and asks to move the account to
    // an address of their own, hoping to confirm it once the owner has reclaimed the account.
    const ownerAddress = newEmail();
    const squatter = await signUp(ownerAddress);
    const escape = newEmail();
    expect((await changeEmail(squatter.cookie, escape, password)).statusCode).toBe(200);
    const token = confirmToken(await mailTo(escape));
    expect(token).toBeDefined();

    // The owner resets the password from their mailbox: the account is theirs now.
    expect(
      (await inject('POST', '/api/auth/password-reset', { body: { email: ownerAddress } }))
        .statusCode,
    ).toBe(202);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      await mailTo(ownerAddress),
    )?.[1];
    expect(
      (
        await inject('POST', '/api/auth/password-reset/confirm', {
          body: { token: resetToken, password: 'the owner password' },
        })
      ).statusCode,
    ).toBe(200);

    const late = await inject('POST', '/api/auth/email-change/confirm', { body: { token } });
    expect(late.statusCode).toBe(400);
    expect(await userRow(squatter.id)).toMatchObject({ email: ownerAddress, email_verified: 1 });
  });

  test('confirming checks again that no other account took the address meanwhile', async () => {
    const { email, cookie, id } = await signUp();
    const target = newEmail();
    expect((await changeEmail(cookie, target, password)).statusCode).toBe(200);
    const token = confirmToken(await mailTo(target));
    // Someone signs up with the address before the link is opened.
    await signUp(target);
    const res = await inject('POST', '/api/auth/email-change/confirm', { body: { token } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(await userRow(id)).toMatchObject({ email, email_verified: 0 });
  });

  test('a name-only save keeps the pending change; a new change replaces it; an expired link is refused', async () => {
    const { email, cookie, id } = await signUp();
    const first = newEmail();
    expect((await changeEmail(cookie, first, password)).statusCode).toBe(200);
    const replaced = confirmToken(await mailTo(first));
    // The current email again with new names: no password needed, the change stays pending.
    const names = await inject('PUT', '/api/auth/profile', {
      cookie,
      body: { email, firstName: 'Pema', lastName: 'Dorje' },
    });
    expect(names.statusCode).toBe(200);
    expect(names.json()).toMatchObject({ email, firstName: 'Pema', pendingEmail: first });

    const second = newEmail();
    expect((await changeEmail(cookie, second, password)).json()).toMatchObject({
      pendingEmail: second,
    });
    // Only the latest link works.
    expect(
      (await inject('POST', '/api/auth/email-change/confirm', { body: { token: replaced } }))
        .statusCode,
    ).toBe(400);
    const expired = confirmToken(await mailTo(second));
    await t.database.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await inject('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      pendingEmail: null,
    });
    expect(
      (await inject('POST', '/api/auth/email-change/confirm', { body: { token: expired } }))
        .statusCode,
    ).toBe(400);
    expect(await userRow(id)).toMatchObject({ email });
  });
});

describe.each(testDialects)('%s: email change abuse limits', (dialect) => {
  test('changing the email and confirming it are rate limited per address, like sign-in', async () => {
    const t = await createTestApp(dialect, { AUTH_ATTEMPTS_PER_10_MINUTES: '3' });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-signup',
        payload: { email: 'limited@example.com', firstName: 'A', lastName: 'B', password },
      });
      const cookie = sessionCookie(signup);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          headers: { cookie },
          payload: {
            email: `probe${i}@example.com`,
            firstName: 'A',
            lastName: 'B',
            currentPassword: 'a guess at it',
          },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([403, 403, 403, 429]);
      const confirms: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/email-change/confirm',
          payload: { token: `guess-${i}-${'x'.repeat(40)}` },
        });
        confirms.push(res.statusCode);
      }
      expect(confirms).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
