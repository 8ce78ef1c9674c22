import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { JournalEntry } from '../../../contracts/journal.ts';
import type { ProgressEntry } from '../../../contracts/progress.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const dreamBody = {
  title: 'Flying over the river',
  content: 'I was flying over a wide river at dusk and a snake swam below me.',
  dreamType: 'lucid',
  emotions: 'Fear & Joy',
  symbols: 'river, snake',
  intensity: 8,
  earthElement: '',
  waterElement: 'The river was calm and wide',
  fireElement: '',
  windElement: 'I could feel the wind lift me',
  spaceElement: '',
};

describe.each(testDialects)('%s: the dream journal and the growth timeline', (dialect) => {
  let t: TestApp;

  const signUp = async () =>
    (await signUpTestUser(t.app, { firstName: 'Dream', lastName: 'Er' })).cookie;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('recording a dream stores the fields and the composed block, with insights from the built-in analyser', async () => {
    const cookie = await signUp();
    const res = await call('POST', '/api/journal', cookie, dreamBody);
    expect(res.statusCode).toBe(201);
    const entry = res.json<JournalEntry>();
    expect(entry).toMatchObject({
      title: 'Flying over the river',
      dreamType: 'lucid',
      intensity: 8,
      emotions: 'Fear & Joy',
      insightsSource: 'analyser',
    });
    expect(entry.content).toContain('Dream Type: Lucid');
    expect(entry.content).toContain('Emotions: Fear & Joy');
    expect(entry.content).toContain('Intensity: 8/10');
    expect(entry.content).toContain('Earth/Spleen: None noted');
    expect(entry.content).toContain('Wind/Lung: I could feel the wind lift me');
    expect(entry.aiInsights).toContain('*river*');
    expect(entry.aiInsights).toContain('*snake*');
    expect(entry.aiInsights).toMatch(/Water\/Kidney/);

    const list = (await call('GET', '/api/journal', cookie)).json<JournalEntry[]>();
    expect(list).toEqual([entry]);
  });

  test('validation names the field with the spec’s message and stores nothing', async () => {
    const cookie = await signUp();
    for (const [body, field] of [
      [{ ...dreamBody, title: '   ' }, "'title'"],
      [{ ...dreamBody, content: '' }, "'content'"],
      [{ ...dreamBody, intensity: 11 }, "'intensity'"],
      [{ ...dreamBody, dreamType: 'daydream' }, "'dreamType'"],
    ] as const) {
      const res = await call('POST', '/api/journal', cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(
      (await call('POST', '/api/journal', cookie, { ...dreamBody, title: '' })).json().message,
    ).toContain('Please fill in both dream title and description.');
    expect((await call('GET', '/api/journal', cookie)).json()).toEqual([]);
  });

  test('entries are private: signed out gets 401, another user gets 404 and an empty list', async () => {
    const owner = await signUp();
    const other = await signUp();
    const entry = (await call('POST', '/api/journal', owner, dreamBody)).json<JournalEntry>();
    expect((await call('GET', '/api/journal')).statusCode).toBe(401);
    expect((await call('POST', '/api/journal', undefined, dreamBody)).statusCode).toBe(401);
    expect((await call('GET', '/api/journal', other)).json()).toEqual([]);
    expect((await call('PUT', `/api/journal/${entry.id}`, other, dreamBody)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/journal/${entry.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/journal', owner)).json()).toHaveLength(1);
  });

  test('an entry can be edited (insights rewritten) and deleted', async () => {
    const cookie = await signUp();
    const entry = (await call('POST', '/api/journal', cookie, dreamBody)).json<JournalEntry>();
    const edited = await call('PUT', `/api/journal/${entry.id}`, cookie, {
      ...dreamBody,
      symbols: 'mountain',
      content: 'I climbed a mountain.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<JournalEntry>()).toMatchObject({
      id: entry.id,
      symbols: 'mountain',
      dreamContent: 'I climbed a mountain.',
    });
    expect(edited.json<JournalEntry>().aiInsights).toContain('*mountain*');
    expect((await call('DELETE', `/api/journal/${entry.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/journal', cookie)).json()).toEqual([]);
  });

  test('milestones are awarded exactly once and appear on the timeline, newest first', async () => {
    const cookie = await signUp();
    expect((await call('GET', '/api/spiritual-progress', cookie)).json()).toEqual([]);
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/journal', cookie, {
        ...dreamBody,
        dreamType: i === 0 ? 'lucid' : 'healing',
      });
    const titles = (await call('GET', '/api/spiritual-progress', cookie))
      .json<ProgressEntry[]>()
      .map((p) => p.title);
    expect(titles.sort()).toEqual([
      'A healing dream',
      'First dream recorded',
      'First lucid dream',
      'Five dreams recorded',
    ]);
    const lucid = (await call('GET', '/api/spiritual-progress', cookie))
      .json<ProgressEntry[]>()
      .find((p) => p.title === 'First lucid dream');
    expect(lucid).toMatchObject({
      category: 'liberation',
      significance: 'breakthrough',
      awarenessLevel: 'awakening',
      insightDepth: 'profound',
    });
    // Another lucid dream awards nothing new.
    await call('POST', '/api/journal', cookie, dreamBody);
    expect((await call('GET', '/api/spiritual-progress', cookie)).json()).toHaveLength(4);
    expect((await call('GET', '/api/spiritual-progress')).statusCode).toBe(401);
  });

  test('a first conversation with a teacher is a milestone', async () => {
    const cookie = await signUp();
    for (let i = 0; i < 2; i++)
      await call('POST', '/api/chat', cookie, {
        message: `How do I begin ${i}?`,
        moduleId: 'yoga-nidra',
        wordLimit: 25,
      });
    const progress = (await call('GET', '/api/spiritual-progress', cookie)).json<ProgressEntry[]>();
    expect(progress.map((p) => p.title)).toEqual(['First conversation with Yoga Nidra']);
    expect(progress[0]).toMatchObject({ category: 'practice', significance: 'minor' });
  });

  test('the journal downloads as JSON and as Markdown', async () => {
    const cookie = await signUp();
    await call('POST', '/api/journal', cookie, dreamBody);
    const json = await call('GET', '/api/journal/export', cookie);
    expect(json.headers['content-disposition']).toMatch(
      /attachment; filename="dream-journal-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(json.json<{ entries: JournalEntry[] }>().entries[0]?.title).toBe(
      'Flying over the river',
    );
    const md = await call('GET', '/api/journal/export?format=markdown', cookie);
    expect(md.headers['content-type']).toMatch(/text\/markdown/);
    expect(md.body).toContain('## Flying over the river');
    expect(md.body).toContain('### Insights');
    expect((await call('GET', '/api/journal/export')).statusCode).toBe(401);
  });
});

describe.each(testDialects)('%s: dream insights from a model', (dialect) => {
  let upstream: FakeUpstream;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await startFakeUpstream({
      kind: 'tokens',
      tokens: ['The river ', 'is your feeling life.'],
    });
    t = await createTestApp(dialect, {
      AI_BASE_URL: upstream.baseUrl,
      AI_INSIGHTS_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const record = async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        email: `m-${randomUUID().slice(0, 8)}@example.com`,
        firstName: 'M',
        lastName: 'N',
        password: 'a good password',
      },
    });
    const cookie = `sangha_session=${signup.cookies.find((c) => c.name === 'sangha_session')?.value ?? ''}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie },
      payload: dreamBody,
    });
    return { res, cookie };
  };

  test('the configured model writes the insights', async () => {
    upstream.script = { kind: 'tokens', tokens: ['The river ', 'is your feeling life.'] };
    const { res } = await record();
    expect(res.json()).toMatchObject({
      aiInsights: 'The river is your feeling life.',
      insightsSource: 'model',
    });
  });

  test('NUL in what the model writes is dropped, so the entry is stored on every database', async () => {
    upstream.script = { kind: 'tokens', tokens: ['The river\u0000 ', 'is your feeling life.'] };
    const { res } = await record();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      aiInsights: 'The river is your feeling life.',
      insightsSource: 'model',
    });
  });

  test('a failing or hanging model never loses the entry: the built-in analyser answers', async () => {
    for (const script of [
      { kind: 'http-error', status: 500, message: 'down' },
      { kind: 'hang' },
    ] as const) {
      upstream.script = script;
      const { res, cookie } = await record();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        insightsSource: 'analyser',
        aiInsights: expect.stringContaining('*river*'),
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/journal', headers: { cookie } });
      expect(list.json()).toHaveLength(1);
    }
  });
});

describe.each(testDialects)('%s: dream insights are metered model calls', (dialect) => {
  let upstream: FakeUpstream;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'tokens', tokens: ['A river of feeling.'] });
    t = await createTestApp(dialect, {
      AI_BASE_URL: upstream.baseUrl,
      AI_INSIGHTS_TIMEOUT_MS: '3000',
      FREE_ACCOUNT_EXCHANGES: '5',
      MODEL_CALLS_PER_ACCOUNT: '3',
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const insightCalls = () =>
    upstream.requests.filter((r) => JSON.stringify(r.body).includes('dream yoga')).length;
  const usage = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/usage', headers: { cookie } })).json<{
      used: number;
      remaining: number;
    }>();

  test('40 edits by a free account with its allowance spent call the model no more than the allowance; PUT is rate-limited', async () => {
    upstream.script = { kind: 'tokens', tokens: ['A river of feeling.'] };
    const { cookie } = await signUpTestUser(t.app);
    const before = insightCalls();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie },
      payload: dreamBody,
    });
    expect(created.json()).toMatchObject({ insightsSource: 'model' });
    const id = created.json<JournalEntry>().id;

    const statuses: number[] = [];
    const sources: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/journal/${id}`,
        headers: { cookie },
        payload: { ...dreamBody, content: `${dreamBody.content} Night ${i}.` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) sources.push(res.json<JournalEntry>().insightsSource ?? '');
    }
    // Five exchanges in all (the allowance): the first dream and the first four edits.
    expect(insightCalls() - before).toBe(5);
    expect(sources.slice(0, 4).every((s) => s === 'model')).toBe(true);
    expect(sources.slice(4).every((s) => s === 'analyser')).toBe(true);
    expect(await usage(cookie)).toMatchObject({ used: 5, remaining: 0 });
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  test('a failed model call gives the exchange back', async () => {
    upstream.script = { kind: 'http-error', status: 500, message: 'down' };
    const { cookie } = await signUpTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie },
      payload: dreamBody,
    });
    expect(res.json()).toMatchObject({ insightsSource: 'analyser' });
    expect(await usage(cookie)).toMatchObject({ used: 0, remaining: 5 });
  });

  test('model calls per account are capped across insights and chat: a 4th waits for none and calls no model', async () => {
    upstream.script = { kind: 'hang' };
    const { cookie } = await signUpTestUser(t.app);
    const before = upstream.requests.length;
    const writes = Array.from({ length: 3 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/journal',
        headers: { cookie },
        payload: { ...dreamBody, title: `Dream ${i}` },
      }),
    );
    for (let i = 0; i < 100 && upstream.requests.length - before < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(upstream.requests.length - before).toBe(3);

    // A fourth dream while three calls are under way: saved, with the analyser's insights.
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie },
      payload: { ...dreamBody, title: 'Dream 4' },
    });
    expect(fourth.statusCode).toBe(201);
    expect(fourth.json()).toMatchObject({ insightsSource: 'analyser' });
    // A chat message meanwhile: refused before anything is counted or sent.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { cookie },
      payload: { message: 'Hello teacher', moduleId: 'nauli-kriya' },
    });
    expect(chat.statusCode).toBe(429);
    expect(chat.json()).toMatchObject({ code: 'rate_limited' });
    expect(upstream.requests.length - before).toBe(3);

    // The hung calls time out, give their exchanges back and free their slots.
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(201);
    expect(await usage(cookie)).toMatchObject({ used: 0 });
    upstream.script = { kind: 'tokens', tokens: ['Free again.'] };
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie },
      payload: { ...dreamBody, title: 'Dream 5' },
    });
    expect(after.json()).toMatchObject({ insightsSource: 'model', aiInsights: 'Free again.' });
  });
});
