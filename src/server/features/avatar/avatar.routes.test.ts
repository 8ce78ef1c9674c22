import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AvatarConfig } from '../../../contracts/voice.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { AVATAR_TOKEN_TTL_MS, verifyAvatarToken } from './avatar.service.ts';

const API_KEY = 'bh-live-key-9f8e7d6c5b4a-never-share';
const AGENT_ID = 'agent-lotus-42';
const SCRIPT_URL = 'https://cdn.avatars.example/embed/v2/widget.js';

async function signUp(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-signup',
    payload: {
      email: `avatar-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Ava',
      lastName: 'Tar',
      password: 'a good password',
    },
  });
  return `sangha_session=${res.cookies.find((c) => c.name === 'sangha_session')?.value ?? ''}`;
}

describe.each(testDialects)('%s: the avatar configuration', (dialect) => {
  let configured: TestApp;
  let unconfigured: TestApp;

  beforeAll(async () => {
    configured = await createTestApp(dialect, {
      BITHUMAN_AGENT_ID: AGENT_ID,
      BITHUMAN_API_KEY: API_KEY,
      BITHUMAN_SCRIPT_URL: SCRIPT_URL,
    });
    unconfigured = await createTestApp(dialect);
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });

  test('a signed-in user gets the agent id and a short-lived token; the key appears nowhere', async () => {
    const cookie = await signUp(configured);
    const before = Date.now();
    const res = await configured.app.inject({
      method: 'GET',
      url: '/api/bithuman-config',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AvatarConfig>();
    expect(body).toMatchObject({ agentId: AGENT_ID, scriptUrl: SCRIPT_URL });

    // Nowhere in the body or the headers, in any spelling a browser could decode.
    const whole = `${JSON.stringify(res.headers)}\n${res.body}`;
    for (const form of [
      API_KEY,
      Buffer.from(API_KEY).toString('base64'),
      Buffer.from(API_KEY).toString('base64url'),
      Buffer.from(API_KEY).toString('hex'),
    ]) {
      expect(whole).not.toContain(form);
    }
    expect(body.apiSecret).not.toBe(API_KEY);
    expect(res.headers['cache-control']).toBe('private, no-store');

    // The token is ours, for this agent, and dies within minutes.
    const claims = verifyAvatarToken(API_KEY, body.apiSecret);
    expect(claims).toMatchObject({ agt: AGENT_ID });
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + AVATAR_TOKEN_TTL_MS);
    expect(verifyAvatarToken(API_KEY, body.apiSecret, expires + 1000)).toBeNull();
    expect(verifyAvatarToken('another key', body.apiSecret)).toBeNull();
    const [payload, signature] = body.apiSecret.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 86_400 }),
    ).toString('base64url');
    expect(verifyAvatarToken(API_KEY, `${forged}.${signature}`)).toBeNull();
    expect(payload).toBeTruthy();

    // A second request gets a different token.
    const again = await configured.app.inject({
      method: 'GET',
      url: '/api/bithuman-config',
      headers: { cookie },
    });
    expect(again.json<AvatarConfig>().apiSecret).not.toBe(body.apiSecret);
  });

  test('signed out is 401; not configured is 503 with a clear message', async () => {
    const signedOut = await configured.app.inject({
      method: 'GET',
      url: '/api/bithuman-config',
      headers: { 'x-client-id': randomUUID() },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain(API_KEY);

    const cookie = await signUp(unconfigured);
    const off = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/bithuman-config',
      headers: { cookie },
    });
    expect(off.statusCode).toBe(503);
    expect(off.json()).toEqual({
      message:
        'The avatar is not configured on this server (BITHUMAN_AGENT_ID, BITHUMAN_API_KEY and BITHUMAN_SCRIPT_URL).',
      code: 'unavailable',
    });
  });

  test('the provider script origin is allowed by the CSP only when the avatar is configured', async () => {
    const csp = async (t: TestApp) =>
      String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const on = await csp(configured);
    expect(on).toMatch(/script-src [^;]*https:\/\/cdn\.avatars\.example/);
    expect(on).toMatch(/connect-src [^;]*wss:\/\/cdn\.avatars\.example/);
    expect(await csp(unconfigured)).not.toContain('avatars.example');
  });
});
