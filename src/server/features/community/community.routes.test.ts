import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

describe.each(testDialects)('%s: the community invitation', (dialect) => {
  let t: TestApp;

  const signUp = (app: TestApp) => signUpTestUser(app.app);
  /** Arrange "has used voice": one counted generation for the account. */
  const useVoice = (app: TestApp, userId: string) =>
    app.database.db
      .insertInto('voice_usage')
      .values({
        subject: `user:${userId}`,
        user_id: userId,
        used: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
  const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie?: string) =>
    app.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, { DISCORD_INVITE_URL: 'https://discord.gg/sangha-test' });
  });
  afterAll(() => t.close());

  test('locked until voice is used, then invited, then joined', async () => {
    const { cookie, userId } = await signUp(t);
    expect((await call(t, 'GET', '/api/discord/community', cookie)).json()).toEqual({
      voiceUnlocked: false,
      milestoneCount: 0,
      inviteStatus: 'none',
      discordServerUrl: null,
      canJoinCommunity: false,
      configured: true,
    });
    const refused = await call(t, 'POST', '/api/discord/join', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('unlock the community');
    expect((await call(t, 'POST', '/api/discord/joined', cookie)).statusCode).toBe(400);

    await useVoice(t, userId);
    const join = await call(t, 'POST', '/api/discord/join', cookie);
    expect(join.json()).toEqual({
      discordServerUrl: 'https://discord.gg/sangha-test',
      inviteStatus: 'invited',
    });
    expect((await call(t, 'GET', '/api/discord/community', cookie)).json()).toMatchObject({
      voiceUnlocked: true,
      canJoinCommunity: true,
      inviteStatus: 'invited',
      discordServerUrl: 'https://discord.gg/sangha-test',
    });

    expect((await call(t, 'POST', '/api/discord/joined', cookie)).json()).toEqual({
      inviteStatus: 'joined',
    });
    // Asking again never undoes joining.
    await call(t, 'POST', '/api/discord/join', cookie);
    expect((await call(t, 'GET', '/api/discord/community', cookie)).json()).toMatchObject({
      inviteStatus: 'joined',
    });
  });

  test('signed out gets 401; another account has its own state', async () => {
    expect((await call(t, 'GET', '/api/discord/community')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/discord/join')).statusCode).toBe(401);
    const a = await signUp(t);
    const b = await signUp(t);
    await useVoice(t, a.userId);
    await call(t, 'POST', '/api/discord/join', a.cookie);
    expect((await call(t, 'GET', '/api/discord/community', b.cookie)).json()).toMatchObject({
      inviteStatus: 'none',
      canJoinCommunity: false,
      discordServerUrl: null,
    });
  });

  test('without DISCORD_INVITE_URL joining explains it is not configured', async () => {
    const bare = await createTestApp(dialect);
    try {
      const { cookie, userId } = await signUp(bare);
      await useVoice(bare, userId);
      expect((await call(bare, 'GET', '/api/discord/community', cookie)).json()).toMatchObject({
        configured: false,
      });
      const res = await call(bare, 'POST', '/api/discord/join', cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The community chat is not configured on this server.');
    } finally {
      await bare.close();
    }
  });
});
