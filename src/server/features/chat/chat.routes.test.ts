import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ChatMessage, ChatSession } from '../../../contracts/chat.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { getJson, listen, messagesOf, usageOf } from '../../testing/chat-client.ts';
import { postStream } from '../../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getModuleForChat } from '../modules/modules.service.ts';
import { testDialects } from '../../testing/test-databases.ts';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(testDialects)('%s: chat with the built-in offline guide', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    base = await listen(t);
  });
  afterAll(() => t.close());

  test('the free provider is the offline guide, labelled as such; gated providers are unavailable', async () => {
    const { body } = await getJson<unknown[]>(`${base}/api/ai/providers`, randomUUID());
    expect(body).toEqual([
      {
        id: 'free',
        label: 'Offline guide (built-in)',
        gated: false,
        available: true,
        offline: true,
      },
      { id: 'openai', label: 'OpenAI', gated: true, available: false, offline: false },
      { id: 'anthropic', label: 'Anthropic Claude', gated: true, available: false, offline: false },
    ]);
  });

  test('a new message streams session, tokens and done, and both messages are stored', async () => {
    const clientId = randomUUID();
    const result = await postStream(
      `${base}/api/chat`,
      {
        message: 'How do I practise the vase breath safely?',
        moduleId: 'inner-fire',
        isUnhingedMode: false,
        aiProvider: 'free',
        clientId,
      },
      { clientId },
    );
    expect(result.status).toBe(200);
    expect(result.contentType).toBe('text/event-stream; charset=utf-8');
    const [first, ...rest] = result.events;
    expect(first).toEqual({ type: 'session', sessionId: expect.any(String) });
    expect(rest.at(-1)).toEqual({ type: 'done', messageId: expect.any(String) });
    expect(rest.slice(0, -1).every((e) => e.type === 'token')).toBe(true);
    expect(rest.length).toBeGreaterThan(10);
    // Grounded in the module's own teaching about the vase breath.
    expect(result.text.toLowerCase()).toContain('vase');
    expect(result.text.trim()).toMatch(/\?$/);

    const sessionId = first?.type === 'session' ? first.sessionId : '';
    const { body: sessions } = await getJson<ChatSession[]>(`${base}/api/sessions`, clientId);
    expect(sessions).toEqual([
      {
        id: sessionId,
        title: 'How do I practise the vase breath safely?',
        moduleId: 'inner-fire',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const { body: messages } = await getJson<ChatMessage[]>(
      `${base}/api/sessions/${sessionId}/messages`,
      clientId,
    );
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(messages[1]?.content).toBe(result.text.trim());
    expect(messages[1]?.id).toBe(
      result.events.at(-1)?.type === 'done'
        ? (result.events.at(-1) as { messageId: string }).messageId
        : '',
    );
  });

  test('each teacher answers from its own teachings, and honours the word limit', async () => {
    for (const [moduleId, question, expected] of [
      ['yoga-nidra', 'What is a sankalpa?', 'sankalpa'],
      ['loving-kindness', 'How do I send metta to a difficult person?', 'difficult'],
      ['nauli-kriya', 'Who should not practise nauli?', 'pregnan'],
    ] as const) {
      const clientId = randomUUID();
      for (const wordLimit of [25, 50, 100] as const) {
        const result = await postStream(
          `${base}/api/chat`,
          { message: question, moduleId, wordLimit },
          { clientId },
        );
        expect(result.events.at(-1)?.type, `${moduleId} ${wordLimit}`).toBe('done');
        expect(wordCount(result.text), `${moduleId} ${wordLimit}`).toBeLessThanOrEqual(wordLimit);
        expect(wordCount(result.text), `${moduleId} ${wordLimit}`).toBeGreaterThan(wordLimit / 3);
      }
      const unlimited = await postStream(
        `${base}/api/chat`,
        { message: question, moduleId },
        { clientId: randomUUID() },
      );
      expect(unlimited.text.toLowerCase(), moduleId).toContain(expected);
    }
  });

  test('unhinged mode changes the tone, not the teaching', async () => {
    const question = {
      message: 'How do I stay with the breath when my mind wanders?',
      moduleId: 'insight-meditation',
    };
    const calm = await postStream(`${base}/api/chat`, question, { clientId: randomUUID() });
    const wild = await postStream(
      `${base}/api/chat`,
      { ...question, isUnhingedMode: true },
      { clientId: randomUUID() },
    );
    expect(wild.text).not.toBe(calm.text);
    const firstLine = (s: string) => s.split('\n')[0];
    expect(firstLine(wild.text)).not.toBe(firstLine(calm.text));
  });

  test('a follow-up in the same session continues it and does not repeat the same passage', async () => {
    const clientId = randomUUID();
    const first = await postStream(
      `${base}/api/chat`,
      { message: 'How do I begin a dream journal?', moduleId: 'dream-yoga' },
      { clientId },
    );
    const sessionId = (first.events[0] as { sessionId: string }).sessionId;
    const second = await postStream(
      `${base}/api/chat`,
      { message: 'Tell me more about the dream journal', moduleId: 'dream-yoga', sessionId },
      { clientId },
    );
    expect(second.events[0]).toEqual({ type: 'session', sessionId });
    expect(second.text).not.toBe(first.text);
    const { body: messages } = await getJson<ChatMessage[]>(
      `${base}/api/sessions/${sessionId}/messages`,
      clientId,
    );
    expect(messages).toHaveLength(4);
  });

  test('a message showing crisis gets a caring reply with help resources and is not counted', async () => {
    const clientId = randomUUID();
    const result = await postStream(
      `${base}/api/chat`,
      {
        message: "I don't want to live anymore, I want to kill myself",
        moduleId: 'ego-buster',
        isUnhingedMode: true,
      },
      { clientId, headers: { 'accept-language': 'en-US,en;q=0.9' } },
    );
    expect(result.events.at(-1)?.type).toBe('done');
    expect(result.text).toContain('988');
    expect(result.text).toContain('findahelpline.com');
    expect(result.text).not.toMatch(/ego/i);
    const { body: usage } = await getJson<{ used: number; remaining: number }>(
      `${base}/api/usage`,
      clientId,
    );
    expect(usage).toMatchObject({ used: 0, remaining: 7 });
  });

  test('bad input gets a 400 naming the field and changes nothing', async () => {
    const clientId = randomUUID();
    const cases: [unknown, string][] = [
      [{ message: '   ', moduleId: 'inner-fire' }, "'message'"],
      [{ message: 'x'.repeat(4001), moduleId: 'inner-fire' }, "'message'"],
      [{ message: 'hi' }, "'moduleId'"],
      [{ message: 'hi', moduleId: 'inner-fire', wordLimit: 30 }, "'wordLimit'"],
      [{ message: 'hi', moduleId: 'inner-fire', aiProvider: 'gpt-9' }, "'aiProvider'"],
      [{ message: 'hi', moduleId: 'inner-fire', sessionId: 'not-a-uuid' }, "'sessionId'"],
    ];
    for (const [body, field] of cases) {
      const result = await postStream(`${base}/api/chat`, body, { clientId });
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.json).toMatchObject({
        code: 'bad_request',
        message: expect.stringContaining(field),
      });
    }
    const noClient = await postStream(`${base}/api/chat`, {
      message: 'hi',
      moduleId: 'inner-fire',
    });
    expect(noClient).toMatchObject({
      status: 400,
      json: { code: 'bad_request', message: expect.stringContaining('X-Client-Id') },
    });
    const unknownModule = await postStream(
      `${base}/api/chat`,
      { message: 'hi', moduleId: 'no-such-teacher' },
      { clientId },
    );
    expect(unknownModule).toMatchObject({ status: 404, json: { code: 'not_found' } });
    const { body: sessions } = await getJson<unknown[]>(`${base}/api/sessions`, clientId);
    expect(sessions).toEqual([]);
    const { body: usage } = await getJson<{ used: number }>(`${base}/api/usage`, clientId);
    expect(usage.used).toBe(0);
  });

  test('another client can never read, continue, rename or delete a conversation (404)', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const result = await postStream(
      `${base}/api/chat`,
      { message: 'What is tonglen?', moduleId: 'compassion-luminary' },
      { clientId: owner },
    );
    const sessionId = (result.events[0] as { sessionId: string }).sessionId;

    expect((await getJson(`${base}/api/sessions/${sessionId}/messages`, stranger)).status).toBe(
      404,
    );
    expect((await getJson<unknown[]>(`${base}/api/sessions`, stranger)).body).toEqual([]);
    const continued = await postStream(
      `${base}/api/chat`,
      { message: 'hijack', moduleId: 'compassion-luminary', sessionId },
      { clientId: stranger },
    );
    expect(continued).toMatchObject({ status: 404, json: { code: 'not_found' } });
    const regenerated = await postStream(
      `${base}/api/sessions/${sessionId}/regenerate`,
      {},
      { clientId: stranger },
    );
    expect(regenerated.status).toBe(404);
    const headers = { 'x-client-id': stranger, 'content-type': 'application/json' };
    expect(
      (
        await fetch(`${base}/api/sessions/${sessionId}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title: 'mine' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await fetch(`${base}/api/sessions/${sessionId}`, {
          method: 'DELETE',
          headers: { 'x-client-id': stranger },
        })
      ).status,
    ).toBe(404);

    const { body: messages } = await getJson<ChatMessage[]>(
      `${base}/api/sessions/${sessionId}/messages`,
      owner,
    );
    expect(messages).toHaveLength(2);
    const { body: sessions } = await getJson<ChatSession[]>(`${base}/api/sessions`, owner);
    expect(sessions[0]?.title).toBe('What is tonglen?');
  });

  test('the owner renames and deletes a conversation; sessions are listed newest first', async () => {
    const clientId = randomUUID();
    const ids: string[] = [];
    for (const message of ['first question about breath', 'second question about laughter']) {
      const r = await postStream(
        `${base}/api/chat`,
        { message, moduleId: 'laughing-lama' },
        { clientId },
      );
      ids.push((r.events[0] as { sessionId: string }).sessionId);
    }
    const { body: listed } = await getJson<ChatSession[]>(`${base}/api/sessions`, clientId);
    expect(listed.map((s) => s.id)).toEqual([ids[1], ids[0]]);

    const headers = { 'x-client-id': clientId, 'content-type': 'application/json' };
    const renamed = await fetch(`${base}/api/sessions/${ids[0]}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: '  Morning laughter  ' }),
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: ids[0], title: 'Morning laughter' });
    const empty = await fetch(`${base}/api/sessions/${ids[0]}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: ' ' }),
    });
    expect(await empty.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining("'title'"),
    });

    const deleted = await fetch(`${base}/api/sessions/${ids[1]}`, {
      method: 'DELETE',
      headers: { 'x-client-id': clientId },
    });
    expect(deleted.status).toBe(204);
    expect((await getJson(`${base}/api/sessions/${ids[1]}/messages`, clientId)).status).toBe(404);
    const { body: after } = await getJson<ChatSession[]>(`${base}/api/sessions`, clientId);
    expect(after.map((s) => s.id)).toEqual([ids[0]]);
  });

  test('regenerate replaces the last reply with a new one', async () => {
    const clientId = randomUUID();
    const first = await postStream(
      `${base}/api/chat`,
      { message: 'How can I calm anxiety with breath?', moduleId: 'breath-of-life' },
      { clientId },
    );
    const sessionId = (first.events[0] as { sessionId: string }).sessionId;
    const again = await postStream(
      `${base}/api/sessions/${sessionId}/regenerate`,
      { wordLimit: 50 },
      { clientId },
    );
    expect(again.events[0]).toEqual({ type: 'session', sessionId });
    expect(again.events.at(-1)?.type).toBe('done');
    const { body: messages } = await getJson<ChatMessage[]>(
      `${base}/api/sessions/${sessionId}/messages`,
      clientId,
    );
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toBe(again.text.trim());
    expect(wordCount(again.text)).toBeLessThanOrEqual(50);
  });

  test('anonymous clients get ANON_FREE_MESSAGES, then 402 with message and usageCount', async () => {
    const clientId = randomUUID();
    let firstSession = '';
    for (let i = 0; i < 7; i++) {
      const r = await postStream(
        `${base}/api/chat`,
        { message: `question ${i} about breath`, moduleId: 'breath-of-life', wordLimit: 25 },
        { clientId },
      );
      expect(r.status).toBe(200);
      const opened = r.events[0];
      if (i === 0 && opened?.type === 'session') firstSession = opened.sessionId;
    }
    const { body: usage } = await getJson(`${base}/api/usage`, clientId);
    expect(usage).toEqual({
      remaining: 0,
      unlimited: false,
      phase: 'anon',
      isBetaUser: false,
      used: 7,
      limit: 7,
    });
    const blocked = await postStream(
      `${base}/api/chat`,
      { message: 'one more', moduleId: 'breath-of-life' },
      { clientId },
    );
    expect(blocked.status).toBe(402);
    expect(blocked.json).toEqual({
      code: 'payment_required',
      usageCount: 7,
      message: "You've used your 7 free messages. Sign up to unlock 21 more.",
    });
    // A refused message is stored nowhere: no new conversation, nothing added to an old one (on
    // PostgreSQL the store rides in the statement that refused it; decision 021, tenth revision).
    const followUp = await postStream(
      `${base}/api/chat`,
      { message: 'and one more here', moduleId: 'breath-of-life', sessionId: firstSession },
      { clientId },
    );
    expect(followUp.status).toBe(402);
    const { body: sessions } = await getJson<ChatSession[]>(`${base}/api/sessions`, clientId);
    expect(sessions).toHaveLength(7);
    const messages = await messagesOf(base, clientId, firstSession);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});

describe.each(testDialects)(
  '%s: chat against model servers (OpenAI and Anthropic protocols)',
  (dialect) => {
    let t: TestApp;
    let base: string;
    let upstream: FakeUpstream;

    beforeAll(async () => {
      upstream = await startFakeUpstream();
      t = await createTestApp(dialect, {
        AI_BASE_URL: upstream.baseUrl,
        AI_MODEL: 'local-llama',
        OPENAI_API_KEY: 'sk-test-openai',
        OPENAI_BASE_URL: upstream.baseUrl,
        OPENAI_MODEL: 'gpt-test',
        ANTHROPIC_API_KEY: 'sk-ant-test',
        ANTHROPIC_BASE_URL: upstream.baseUrl,
        ANTHROPIC_MODEL: 'claude-test',
        AI_STALL_TIMEOUT_MS: '500',
        ANON_FREE_MESSAGES: '1000',
      });
      base = await listen(t);
    });
    afterAll(async () => {
      await t.close();
      await upstream.close();
    });
    beforeEach(() => {
      upstream.requests.length = 0;
      upstream.script = { kind: 'tokens', tokens: ['Breathe ', 'in, ', 'friend.'] };
    });

    test("the free provider streams the model server's tokens, with the persona as system prompt", async () => {
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        {
          message: 'How do I start tummo?',
          moduleId: 'inner-fire',
          isUnhingedMode: true,
          wordLimit: 50,
        },
        { clientId },
      );
      expect(result.events.filter((e) => e.type === 'token')).toEqual([
        { type: 'token', content: 'Breathe ' },
        { type: 'token', content: 'in, ' },
        { type: 'token', content: 'friend.' },
      ]);
      expect(result.events.at(-1)?.type).toBe('done');

      const sent = upstream.requests[0];
      expect(sent?.path).toBe('/v1/chat/completions');
      expect(sent?.body).toMatchObject({ model: 'local-llama', stream: true });
      const messages = sent?.body.messages as { role: string; content: string }[];
      expect(messages[0]?.role).toBe('system');
      expect(messages[0]?.content).toContain('You are Inner Fire');
      expect(messages[0]?.content).toContain('UNHINGED');
      expect(messages[0]?.content).toContain('at most 50 words');
      expect(messages[0]?.content).toContain('Never claim to be a real person');
      expect(messages.at(-1)).toEqual({ role: 'user', content: 'How do I start tummo?' });

      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      const stored = await messagesOf(base, clientId, sessionId);
      expect(stored.map((m) => [m.role, m.content, m.status])).toEqual([
        ['user', 'How do I start tummo?', 'complete'],
        ['assistant', 'Breathe in, friend.', 'complete'],
      ]);

      // The next message carries the conversation so far.
      await postStream(
        `${base}/api/chat`,
        { message: 'And then?', moduleId: 'inner-fire', sessionId },
        { clientId },
      );
      const history = (
        upstream.requests[1]?.body.messages as { role: string; content: string }[]
      ).slice(1);
      expect(history).toEqual([
        { role: 'user', content: 'How do I start tummo?' },
        { role: 'assistant', content: 'Breathe in, friend.' },
        { role: 'user', content: 'And then?' },
      ]);
    });

    test('a message that cannot be stored streams nothing: the model call is stopped, the exchange refunded and the slot freed', async () => {
      // The reply's model call starts while the message is stored (decision 021, fourth
      // revision). Here the store fails for real: the module is deleted from the database while
      // the server holds it in memory, so the new conversation's row breaks its foreign key.
      const model = await startFakeUpstream({ kind: 'hang' });
      const own = await createTestApp(dialect, {
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'local-llama',
      });
      try {
        const ownBase = await listen(own);
        const { db } = own.database;
        expect(await getModuleForChat(db, 'inner-fire')).toBeDefined();
        await db.deleteFrom('modules').where('id', '=', 'inner-fire').execute();

        const clientId = randomUUID();
        const result = await postStream(
          `${ownBase}/api/chat`,
          { message: 'Is anyone there?', moduleId: 'inner-fire' },
          { clientId },
        );
        // The error the client got before the call started early: a status, never a stream.
        expect(result.status).toBe(500);
        expect(result.events).toEqual([]);
        expect(await usageOf(ownBase, clientId)).toBe(0);
        expect((await getJson<unknown[]>(`${ownBase}/api/sessions`, clientId)).body).toEqual([]);
        expect(await db.selectFrom('model_call_slots').selectAll().execute()).toEqual([]);
        // The model server, which never answers, is left with no call open.
        for (let i = 0; i < 250 && model.openSockets() > 0; i++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(model.openSockets()).toBe(0);
        expect(model.requests.every((r) => r.aborted)).toBe(true);
      } finally {
        await own.close();
        await model.close();
      }
    });

    test('chats one after another reuse one connection to the model server (its client is made once)', async () => {
      const clientId = randomUUID();
      for (let i = 0; i < 3; i++) {
        const result = await postStream(
          `${base}/api/chat`,
          { message: `Question ${i}`, moduleId: 'inner-fire' },
          { clientId },
        );
        expect(result.events.at(-1)?.type).toBe('done');
      }
      expect(upstream.requests).toHaveLength(3);
      expect(upstream.openSockets()).toBe(1);
    });

    test('NUL and unpaired surrogates in what the model streams are mended, and the reply is stored', async () => {
      // What the model sends is outside input too: PostgreSQL cannot store NUL.
      upstream.script = {
        kind: 'tokens',
        tokens: ['Rest\u0000 ', 'in \ud800', 'stillness \ud83d', '\ude4f'],
      };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Say something odd', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.events.at(-1)?.type).toBe('done');
      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      const stored = await messagesOf(base, clientId, sessionId);
      const reply = stored.at(-1)?.content ?? '';
      expect(reply).toMatch(/^Rest in .*stillness 🙏$/);
      expect(reply).not.toContain('\u0000');
      expect(reply).not.toMatch(
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
      );
      expect(result.text).not.toContain('\u0000');
    });

    test('the word limit is enforced on what the model streams', async () => {
      upstream.script = {
        kind: 'tokens',
        tokens: Array.from({ length: 60 }, (_, i) => `word${i} `),
      };
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Talk a lot', moduleId: 'inner-fire', wordLimit: 25 },
        { clientId: randomUUID() },
      );
      expect(wordCount(result.text)).toBe(25);
      expect(result.events.at(-1)?.type).toBe('done');
    });

    test('a failure mid-stream sends an error event and keeps the partial reply as interrupted', async () => {
      upstream.script = { kind: 'fail-mid-stream', tokens: ['Partial ', 'wisdom'] };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Teach me', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.text).toBe('Partial wisdom');
      expect(result.events.at(-1)).toEqual({
        type: 'error',
        message: expect.stringContaining('Your message is saved'),
      });
      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      expect(
        (await messagesOf(base, clientId, sessionId)).map((m) => [m.role, m.content, m.status]),
      ).toEqual([
        ['user', 'Teach me', 'complete'],
        ['assistant', 'Partial wisdom', 'interrupted'],
      ]);
      expect(await usageOf(base, clientId)).toBe(1);
    });

    test('a failure before the first token keeps the user message and refunds the exchange', async () => {
      upstream.script = { kind: 'http-error', status: 500, message: 'model crashed' };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Anyone there?', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.events.map((e) => e.type)).toEqual(['session', 'error']);
      const error = result.events[1] as { message: string };
      expect(error.message).not.toContain('model crashed');
      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      expect((await messagesOf(base, clientId, sessionId)).map((m) => m.content)).toEqual([
        'Anyone there?',
      ]);
      expect(await usageOf(base, clientId)).toBe(0);
    });

    test('a provider that sends an endless line gets an error event and a refund, and is hung up on', async () => {
      upstream.script = { kind: 'endless-line', tokens: [] };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Hello?', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.events.map((e) => e.type)).toEqual(['session', 'error']);
      expect((result.events[1] as { message: string }).message).not.toContain('longer than');
      await upstream.waitForAbort(1);
      expect(await usageOf(base, clientId)).toBe(0);
    });

    test('a provider that hangs gets an error event after the stall time-out, and a refund', async () => {
      upstream.script = { kind: 'hang' };
      const clientId = randomUUID();
      const started = Date.now();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Hello?', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(result.events.at(-1)).toEqual({
        type: 'error',
        message: expect.stringContaining('went silent'),
      });
      await upstream.waitForAbort(1);
      expect(await usageOf(base, clientId)).toBe(0);
    });

    test('a reply whose tokens keep coming is never cut off, however long it takes in all', async () => {
      // Ten tokens 150 ms apart: 1.5 s in all, three times the 500 ms stall time-out, but never
      // quiet for that long.
      upstream.script = {
        kind: 'tokens',
        tokens: Array.from({ length: 10 }, (_, i) => `w${i} `),
        tokenDelayMs: 150,
      };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Take your time', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.text).toBe(Array.from({ length: 10 }, (_, i) => `w${i} `).join(''));
      expect(result.events.at(-1)?.type).toBe('done');
    });

    test('a provider that goes silent mid-reply keeps the partial reply', async () => {
      upstream.script = { kind: 'stall-after', tokens: ['Half ', 'a thought'] };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Go on', moduleId: 'inner-fire' },
        { clientId },
      );
      expect(result.text).toBe('Half a thought');
      expect(result.events.at(-1)?.type).toBe('error');
      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      expect((await messagesOf(base, clientId, sessionId))[1]).toMatchObject({
        content: 'Half a thought',
        status: 'interrupted',
      });
      expect(await usageOf(base, clientId)).toBe(1);
    });

    test('when the client disconnects, the upstream request is aborted and the partial reply kept', async () => {
      upstream.script = {
        kind: 'tokens',
        tokens: Array.from({ length: 200 }, (_, i) => `t${i} `),
        tokenDelayMs: 20,
      };
      const clientId = randomUUID();
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'Long answer please', moduleId: 'inner-fire' },
        { clientId, abortAfterTokens: 3 },
      );
      expect(result.text.startsWith('t0 t1 t2')).toBe(true);
      await upstream.waitForAbort(1, 2000);
      const sessionId = (result.events[0] as { sessionId: string }).sessionId;
      // The partial reply is written once the server has noticed; poll briefly.
      let stored: ChatMessage[] = [];
      for (let i = 0; i < 50 && stored.length < 2; i++) {
        stored = await messagesOf(base, clientId, sessionId);
        if (stored.length < 2) await new Promise((r) => setTimeout(r, 20));
      }
      expect(stored[1]).toMatchObject({ role: 'assistant', status: 'stopped' });
      expect(stored[1]?.content.startsWith('t0 t1 t2')).toBe(true);
      expect(stored[1]?.content.split(' ').length).toBeLessThan(200);
    });

    test('a refused message reaches no model server, not even as a request line', async () => {
      // The model request is made ready while the exchange is counted, and written only once it
      // is granted (decision 021, eleventh revision).
      const limited = await createTestApp(dialect, {
        AI_BASE_URL: upstream.baseUrl,
        AI_MODEL: 'local-llama',
        ANON_FREE_MESSAGES: '1',
      });
      try {
        const limitedBase = await listen(limited);
        const clientId = randomUUID();
        const granted = await postStream(
          `${limitedBase}/api/chat`,
          { message: 'How do I breathe?', moduleId: 'breath-of-life' },
          { clientId },
        );
        expect(granted.status).toBe(200);
        expect(granted.text).toBe('Breathe in, friend.');
        const begun = upstream.requestsBegun();
        expect(upstream.requests).toHaveLength(1);
        const refused = await postStream(
          `${limitedBase}/api/chat`,
          { message: 'And how do I breathe out?', moduleId: 'breath-of-life' },
          { clientId },
        );
        expect(refused.status).toBe(402);
        // Give a stray write time to land before looking.
        await new Promise((r) => setTimeout(r, 50));
        expect(upstream.requestsBegun()).toBe(begun);
        expect(upstream.requests).toHaveLength(1);
        // The next granted chat still reaches the model server.
        const other = await postStream(
          `${limitedBase}/api/chat`,
          { message: 'How do I breathe?', moduleId: 'breath-of-life' },
          { clientId: randomUUID() },
        );
        expect(other.text).toBe('Breathe in, friend.');
      } finally {
        await limited.close();
      }
    });

    test('the safety screen answers before any provider is called', async () => {
      const result = await postStream(
        `${base}/api/chat`,
        { message: 'I am thinking about ending my life', moduleId: 'inner-fire' },
        { clientId: randomUUID(), headers: { 'accept-language': 'en-US' } },
      );
      expect(result.text).toContain('988');
      expect(upstream.requests).toHaveLength(0);
    });

    test('gated providers need beta access (403 first), then stream from OpenAI and Anthropic', async () => {
      const clientId = randomUUID();
      for (const aiProvider of ['openai', 'anthropic']) {
        const denied = await postStream(
          `${base}/api/chat`,
          { message: 'hi', moduleId: 'inner-fire', aiProvider },
          { clientId },
        );
        expect(denied).toMatchObject({ status: 403, json: { code: 'beta_required' } });
      }
      expect(upstream.requests).toHaveLength(0);
      expect(await usageOf(base, clientId)).toBe(0);

      const signup = await fetch(`${base}/api/beta-signup`, {
        method: 'POST',
        headers: { 'x-client-id': clientId, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seeker@example.com' }),
      });
      expect(await signup.json()).toEqual({ ok: true, isBetaUser: true });

      const viaOpenAi = await postStream(
        `${base}/api/chat`,
        { message: 'hi', moduleId: 'inner-fire', aiProvider: 'openai' },
        { clientId },
      );
      expect(viaOpenAi.text).toBe('Breathe in, friend.');
      expect(upstream.requests[0]?.body.model).toBe('gpt-test');
      expect(upstream.requests[0]?.headers.authorization).toBe('Bearer sk-test-openai');

      const viaAnthropic = await postStream(
        `${base}/api/chat`,
        { message: 'hi', moduleId: 'inner-fire', aiProvider: 'anthropic' },
        { clientId },
      );
      expect(viaAnthropic.text).toBe('Breathe in, friend.');
      expect(viaAnthropic.events.at(-1)?.type).toBe('done');
      expect(upstream.requests[1]?.path).toBe('/v1/messages');
      expect(upstream.requests[1]?.headers['x-api-key']).toBe('sk-ant-test');
      expect(upstream.requests[1]?.body).toMatchObject({ model: 'claude-test', stream: true });
      expect(JSON.stringify(upstream.requests[1]?.body.system)).toContain('You are Inner Fire');
    });

    test('a gated provider that is not configured answers 503 to a beta user', async () => {
      const offline = await createTestApp(dialect);
      try {
        const clientId = randomUUID();
        const headers = { 'x-client-id': clientId, 'content-type': 'application/json' };
        await offline.app.inject({
          method: 'POST',
          url: '/api/beta-signup',
          headers,
          payload: { email: 'a@b' },
        });
        const res = await offline.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers,
          payload: { message: 'hi', moduleId: 'inner-fire', aiProvider: 'openai' },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'unavailable',
          message: 'OpenAI is not configured on this server.',
        });
      } finally {
        await offline.close();
      }
    });
  },
);
