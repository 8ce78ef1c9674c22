import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { VoiceUsage } from '../../../contracts/voice.ts';
import {
  startFakeSpeechUpstream,
  type FakeSpeechUpstream,
} from '../../testing/fake-speech-upstream.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import type { DialectName } from '../../db/database.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { speechSegments } from './speech-segments.ts';
import { speechText } from './speech-text.ts';
import { hasUsedVoice } from './voice.service.ts';

type Owner = { clientId: string } | { cookie: string; userId: string };

const EXHAUSTED = "You've used all 3 free voice wishes. Upgrade to continue using voice features.";

/**
 * A test app whose OpenAI speech is a fake upstream, started before the describe's tests and
 * closed after them; each test starts with the upstream answering with audio. `ready` hands both
 * to the describe.
 */
function withSpeechApp(
  dialect: DialectName,
  env: Record<string, string>,
  ready: (t: TestApp, upstream: FakeSpeechUpstream) => void | Promise<void>,
) {
  let t: TestApp | undefined;
  let upstream: FakeSpeechUpstream | undefined;
  beforeAll(async () => {
    upstream = await startFakeSpeechUpstream();
    t = await createTestApp(dialect, {
      OPENAI_API_KEY: 'sk-test-speech',
      OPENAI_BASE_URL: upstream.baseUrl,
      FREE_VOICE_WISHES: '3',
      TTS_PER_MINUTE: '100000',
      ...env,
    });
    await ready(t, upstream);
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    if (!upstream) return;
    upstream.script = { kind: 'audio' };
    upstream.events.length = 0;
  });
}

/**
 * A conversation with Inner Fire held by `owner`, holding these messages in order (a reply is
 * written by a model, so its `provider` is set); returns their ids.
 */
async function conversation(
  t: TestApp,
  owner: { userId: string } | { clientId: string },
  messages: { role: 'user' | 'assistant'; content: string }[],
): Promise<string[]> {
  const now = new Date().toISOString();
  const sessionId = randomUUID();
  await t.database.db
    .insertInto('chat_sessions')
    .values({
      id: sessionId,
      title: 'Tummo',
      module_id: 'inner-fire',
      user_id: 'userId' in owner ? owner.userId : null,
      client_id: 'clientId' in owner ? owner.clientId : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const rows = messages.map(({ role, content }, i) => ({
    id: randomUUID(),
    session_id: sessionId,
    role,
    content,
    status: 'complete' as const,
    provider: role === 'assistant' ? 'free' : null,
    created_at: now,
    seq: i + 1,
  }));
  await t.database.db.insertInto('messages').values(rows).execute();
  return rows.map((row) => row.id);
}

/** A persona reply in a new conversation of a browser. */
async function personaReply(t: TestApp, clientId: string, content: string): Promise<string> {
  const [id = ''] = await conversation(t, { clientId }, [{ role: 'assistant', content }]);
  return id;
}

describe.each(testDialects)('%s: voice replies (OpenAI speech)', (dialect) => {
  let t: TestApp;
  let upstream: FakeSpeechUpstream;

  withSpeechApp(dialect, {}, (app, speech) => {
    t = app;
    upstream = speech;
  });

  /** A conversation with Inner Fire holding one question and one reply; returns the reply's id. */
  const reply = async (owner: Owner, content = 'Slowly. The fire grows from a spark.') => {
    const [questionId = '', replyId = ''] = await conversation(t, owner, [
      { role: 'user', content: 'How do I begin?' },
      { role: 'assistant', content },
    ]);
    return { replyId, questionId, content };
  };

  const headersOf = (owner: Owner) =>
    'clientId' in owner ? { 'x-client-id': owner.clientId } : { cookie: owner.cookie };

  const speak = (owner: Owner, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/voice/tts',
      headers: headersOf(owner),
      payload: body,
    });

  const usage = async (owner: Owner) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/voice/usage', headers: headersOf(owner) })
    ).json<VoiceUsage>();

  const client = (): { clientId: string } => ({ clientId: randomUUID() });

  const account = async (paid = false): Promise<Owner & { cookie: string; userId: string }> => {
    const { cookie, userId } = await signUpTestUser(t.app, {
      firstName: 'Deep',
      lastName: 'Listener',
    });
    if (paid) {
      await t.database.db
        .updateTable('users')
        .set({ subscription_status: 'active' })
        .where('id', '=', userId)
        .execute();
    }
    return { cookie, userId };
  };

  test('a reply is spoken in its teacher’s voice with the usage headers, and a replay is free', async () => {
    const owner = client();
    const { replyId, content } = await reply(owner);
    const before = upstream.requests.length;

    const first = await speak(owner, { text: content, messageId: replyId });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['x-voice-usage-count']).toBe('1');
    expect(first.headers['x-voice-usage-limit']).toBe('3');
    expect(first.rawPayload.equals(upstream.audio)).toBe(true);
    expect(upstream.requests.slice(before)).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test-speech',
        // Inner Fire speaks as en-gb+m3: the third masculine voice.
        body: { model: 'tts-1', input: content, voice: 'fable', response_format: 'mp3' },
      },
    ]);

    const replay = await speak(owner, { text: content, messageId: replyId });
    expect(replay.statusCode).toBe(200);
    expect(replay.rawPayload.equals(upstream.audio)).toBe(true);
    expect(replay.headers['x-voice-usage-count']).toBe('1');
    expect(upstream.requests.length).toBe(before + 1);
    expect(await usage(owner)).toEqual({
      usageCount: 1,
      limit: 3,
      hasActiveSubscription: false,
      remainingUses: 2,
    });
  });

  test('the text is cut to 4000 characters and read without its Markdown', async () => {
    const owner = client();
    const long = `## Breath\n\n**Sit tall** and [read this](https://example.org/a). ${'Breathe slowly. '.repeat(400)}`;
    const { replyId } = await reply(owner, long);
    const before = upstream.requests.length;
    const res = await speak(owner, { text: long, messageId: replyId });
    expect(res.statusCode).toBe(200);
    // Spoken piece by piece (decision 026): the pieces together are the text.
    const pieces = upstream.requests.slice(before).map((r) => r.body.input ?? '');
    expect(pieces.length).toBeGreaterThan(1);
    expect(res.rawPayload.equals(Buffer.concat(pieces.map(() => upstream.audio)))).toBe(true);
    const input = pieces.join(' ');
    expect(input.startsWith('Breath. Sit tall and read this. Breathe slowly.')).toBe(true);
    expect(input.length).toBeLessThanOrEqual(4000);
    expect(input).not.toMatch(/[#*[\]]|https?:/);
  });

  test('after the free wishes a caller gets 429 with the message; replays stay free', async () => {
    const owner = client();
    const replies = await Promise.all([1, 2, 3, 4].map((i) => reply(owner, `Reply number ${i}.`)));
    for (const [i, r] of replies.slice(0, 3).entries()) {
      const res = await speak(owner, { text: r.content, messageId: r.replyId });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-voice-usage-count']).toBe(String(i + 1));
    }
    const refused = await speak(owner, {
      text: replies[3]!.content,
      messageId: replies[3]!.replyId,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: EXHAUSTED,
      code: 'rate_limited',
      usageCount: 3,
      limit: 3,
    });
    expect(await usage(owner)).toMatchObject({ usageCount: 3, remainingUses: 0 });

    const replay = await speak(owner, {
      text: replies[0]!.content,
      messageId: replies[0]!.replyId,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['x-voice-usage-count']).toBe('3');
  });

  test('many concurrent requests with one wish left: exactly one is generated', async () => {
    const owner = client();
    const replies = await Promise.all(
      Array.from({ length: 22 }, (_, i) => reply(owner, `Reply ${i}.`)),
    );
    for (const r of replies.slice(0, 2)) {
      expect((await speak(owner, { text: r.content, messageId: r.replyId })).statusCode).toBe(200);
    }
    const before = upstream.requests.length;
    upstream.script = { kind: 'audio', delayMs: 50 };
    const results = await Promise.all(
      replies.slice(2).map((r) => speak(owner, { text: r.content, messageId: r.replyId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(upstream.requests.length - before).toBe(1);
    expect(await usage(owner)).toMatchObject({ usageCount: 3, remainingUses: 0 });
  });

  test('the same reply asked for many times at once is generated and counted once', async () => {
    const owner = client();
    const { replyId, content } = await reply(owner);
    const before = upstream.requests.length;
    upstream.script = { kind: 'audio', delayMs: 100 };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => speak(owner, { text: content, messageId: replyId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.every((r) => r.rawPayload.equals(upstream.audio))).toBe(true);
    expect(upstream.requests.length - before).toBe(1);
    expect((await usage(owner)).usageCount).toBe(1);
  });

  test('an engine failure answers 503 with a clear message and gives the wish back', async () => {
    const owner = client();
    const { replyId, content } = await reply(owner);
    upstream.script = { kind: 'http-error', status: 500, message: 'speech model overloaded' };
    const failed = await speak(owner, { text: content, messageId: replyId });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message: 'The voice could not be generated. Your voice wish was not used. Please try again.',
      code: 'unavailable',
    });
    // The upstream's own words never reach the browser.
    expect(failed.body).not.toContain('overloaded');
    expect((await usage(owner)).usageCount).toBe(0);

    upstream.script = { kind: 'empty' };
    const empty = await speak(owner, { text: content, messageId: replyId });
    expect(empty.statusCode).toBe(503);
    expect(empty.json<{ message: string }>().message).toMatch(/^Empty audio response\./);
    expect((await usage(owner)).usageCount).toBe(0);

    upstream.script = { kind: 'audio' };
    const ok = await speak(owner, { text: content, messageId: replyId });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-voice-usage-count']).toBe('1');
  });

  test('only the owner of a reply may have it spoken', async () => {
    const alice = client();
    const { replyId, questionId, content } = await reply(alice);
    const before = upstream.requests.length;

    expect((await speak(client(), { text: content, messageId: replyId })).statusCode).toBe(404);
    const member = await account();
    expect((await speak(member, { text: content, messageId: replyId })).statusCode).toBe(404);
    // Signed in, the browser's own client id does not reach its anonymous conversations.
    const signedInBrowser = await t.app.inject({
      method: 'POST',
      url: '/api/voice/tts',
      headers: { cookie: member.cookie, 'x-client-id': alice.clientId },
      payload: { text: content, messageId: replyId },
    });
    expect(signedInBrowser.statusCode).toBe(404);
    expect((await speak(alice, { text: content, messageId: randomUUID() })).json()).toEqual({
      message: 'Reply not found',
      code: 'not_found',
    });

    // Only the reply's own words can be spoken, never any text at all.
    const foreign = await speak(alice, {
      text: 'Read this ad aloud for free.',
      messageId: replyId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'Only the words of this reply can be spoken',
      code: 'bad_request',
    });
    const part = await speak(alice, { text: 'The fire grows', messageId: replyId });
    expect(part.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.body.input).toBe('The fire grows');
    const spokenSoFar = upstream.requests.length;

    // The person's own message is not a reply; nothing to say is a bad request.
    expect(
      (await speak(alice, { text: 'How do I begin?', messageId: questionId })).statusCode,
    ).toBe(400);
    const blank = await speak(alice, { text: '   ', messageId: replyId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain("'text'");
    expect((await speak(alice, { text: content })).statusCode).toBe(400);
    // Signed out without a client id there is no caller at all.
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/voice/tts',
      payload: { text: content, messageId: replyId },
    });
    expect(nobody.statusCode).toBe(400);

    expect(upstream.requests.length).toBe(spokenSoFar);
    expect(spokenSoFar).toBe(before + 1);
    expect((await usage(alice)).usageCount).toBe(1);
  });

  test('subscribers are unlimited; a free account has its own three wishes', async () => {
    const subscriber = await account(true);
    expect(await usage(subscriber)).toEqual({
      usageCount: 0,
      limit: 'unlimited',
      hasActiveSubscription: true,
      remainingUses: 'unlimited',
    });
    for (let i = 0; i < 5; i++) {
      const { replyId, content } = await reply(subscriber, `Unlimited reply ${i}.`);
      const res = await speak(subscriber, { text: content, messageId: replyId });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-voice-usage-limit']).toBe('unlimited');
      expect(res.headers['x-voice-usage-count']).toBe(String(i + 1));
    }
    expect(await hasUsedVoice(t.database.db, subscriber.userId)).toBe(true);

    const free = await account();
    expect(await hasUsedVoice(t.database.db, free.userId)).toBe(false);
    expect(await usage(free)).toEqual({
      usageCount: 0,
      limit: 3,
      hasActiveSubscription: false,
      remainingUses: 3,
    });
    const { replyId, content } = await reply(free);
    expect((await speak(free, { text: content, messageId: replyId })).statusCode).toBe(200);
    expect(await hasUsedVoice(t.database.db, free.userId)).toBe(true);
  });

  test('deleting a conversation deletes its audio', async () => {
    const owner = client();
    const { replyId, content } = await reply(owner);
    expect((await speak(owner, { text: content, messageId: replyId })).statusCode).toBe(200);
    const clips = () =>
      t.database.db
        .selectFrom('voice_clips')
        .select('id')
        .where('message_id', '=', replyId)
        .execute();
    expect(await clips()).toHaveLength(1);
    const session = await t.database.db
      .selectFrom('messages')
      .select('session_id')
      .where('id', '=', replyId)
      .executeTakeFirstOrThrow();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.session_id}`,
      headers: headersOf(owner),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await clips()).toHaveLength(0);
  });
});

describe.each(testDialects)('%s: voice replies (built-in espeak-ng)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { FREE_VOICE_WISHES: '3' });
  });
  afterAll(() => t.close());

  test('without an OpenAI key the built-in engine speaks the reply as MP3', async () => {
    const clientId = randomUUID();
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-client-id': clientId },
      payload: {
        message: 'How do I begin with inner fire?',
        moduleId: 'inner-fire',
        wordLimit: 25,
      },
    });
    const events = chat.body
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map(
        (line) =>
          JSON.parse(line.slice(6)) as { type: string; messageId?: string; content?: string },
      );
    const done = events.find((event) => event.type === 'done');
    expect(done?.messageId).toBeTruthy();
    // The offline guide's reply, as the web sends it.
    const text = events
      .filter((event) => event.type === 'token')
      .map((event) => event.content)
      .join('')
      .trim();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice/tts',
      headers: { 'x-client-id': clientId },
      payload: { text, messageId: done?.messageId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['x-voice-usage-count']).toBe('1');
    const audio = res.rawPayload;
    // An MPEG audio frame header (sync word 0xFFE, layer III); a few seconds of speech.
    expect(audio[0]).toBe(0xff);
    expect((audio[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(audio.length).toBeGreaterThan(8000);
    const clip = await t.database.db
      .selectFrom('voice_clips')
      .select(['engine', 'voice'])
      .where('message_id', '=', done?.messageId ?? '')
      .executeTakeFirstOrThrow();
    expect(clip).toEqual({ engine: 'espeak', voice: 'en-gb+m3' });
  });
});

describe.each(testDialects)('%s: voice that a fresh client id cannot multiply', (dialect) => {
  let t: TestApp;
  let upstream: FakeSpeechUpstream;
  const DAILY_CAP = 4;

  withSpeechApp(dialect, { ANON_DAILY_VOICE_PER_ADDRESS: String(DAILY_CAP) }, (app, speech) => {
    t = app;
    upstream = speech;
  });

  /** A conversation through the real chat route; returns the reply's id and text. */
  const chatReply = async (clientId: string, address: string, message: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: address,
      headers: { 'x-client-id': clientId },
      payload: { message, moduleId: 'inner-fire' },
    });
    expect(sent.statusCode).toBe(200);
    const [session] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/sessions',
        remoteAddress: address,
        headers: { 'x-client-id': clientId },
      })
    ).json<{ id: string }[]>();
    const messages = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session?.id ?? ''}/messages`,
        remoteAddress: address,
        headers: { 'x-client-id': clientId },
      })
    ).json<{ id: string; role: string; content: string }[]>();
    const reply = messages.find((m) => m.role === 'assistant');
    if (!reply) throw new Error('no reply');
    return reply;
  };
  const speak = (clientId: string, address: string, body: { text: string; messageId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/voice/tts',
      remoteAddress: address,
      headers: { 'x-client-id': clientId },
      payload: body,
    });
  const voiceUsage = async (clientId: string, address: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/voice/usage',
        remoteAddress: address,
        headers: { 'x-client-id': clientId },
      })
    ).json<VoiceUsage>();

  test('10 fresh client ids from one network address get no more voice than its daily cap', async () => {
    const address = '198.51.100.10';
    const before = upstream.requests.length;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const clientId = randomUUID();
      const text = `Breathe slowly, ${i}.`;
      const messageId = await personaReply(t, clientId, text);
      const res = await speak(clientId, address, { text, messageId });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'rate_limited',
          message: 'Too many voice replies from your network today. Sign up to keep listening.',
        });
        // Refused by the address cap: the browser's own wish was given back.
        expect((await voiceUsage(clientId, address)).usageCount).toBe(0);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DAILY_CAP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - DAILY_CAP);
    expect(upstream.requests.length - before).toBe(DAILY_CAP);

    // Another network is not affected.
    const other = randomUUID();
    const messageId = await personaReply(t, other, 'Another network.');
    expect(
      (await speak(other, '198.51.100.11', { text: 'Another network.', messageId })).statusCode,
    ).toBe(200);
  });

  test('the caring reply is rendered once and shared by 5 browsers; it uses no wish and counts for nobody', async () => {
    const address = '198.51.100.20';
    const before = upstream.requests.length;
    const clients = Array.from({ length: 5 }, () => randomUUID());
    const replies = [];
    for (const clientId of clients)
      replies.push(await chatReply(clientId, address, 'I want to end my life'));
    expect(new Set(replies.map((r) => r.content)).size).toBe(1);

    // Spent wishes do not matter: the first browser has none left.
    await t.database.db
      .insertInto('voice_usage')
      .values({ subject: `client:${clients[0]}`, user_id: null, used: 3, updated_at: '' })
      .execute();

    const audio = new Set<string>();
    let rendered = 0;
    for (const [i, clientId] of clients.entries()) {
      const reply = replies[i];
      if (!reply) throw new Error('no reply');
      // Each asks three times, for the whole reply or a part of it.
      for (const text of [reply.content, reply.content.slice(0, 40), reply.content]) {
        const res = await speak(clientId, address, { text, messageId: reply.id });
        expect(res.statusCode).toBe(200);
        audio.add(res.rawPayload.toString('base64'));
        // The first rendering asks for each of its pieces; nothing after it asks again.
        rendered ||= upstream.requests.length - before;
      }
    }
    expect(rendered).toBe(speechSegments(speechText(replies[0]!.content)).length);
    expect(upstream.requests.length - before).toBe(rendered);
    expect(audio.size).toBe(1);
    for (const [i, clientId] of clients.entries())
      expect((await voiceUsage(clientId, address)).usageCount).toBe(i === 0 ? 3 : 0);

    // Nor does it count against the network's daily cap: a persona reply still gets its wish.
    const after = randomUUID();
    const messageId = await personaReply(t, after, 'After the caring reply.');
    expect(
      (await speak(after, address, { text: 'After the caring reply.', messageId })).statusCode,
    ).toBe(200);
  });
});

describe.each(testDialects)('%s: voice streamed as it is made', (dialect) => {
  let t: TestApp;
  let upstream: FakeSpeechUpstream;
  let origin: string;
  // Several pieces (decision 026): a short first one, then larger ones.
  const LONG =
    `Sit tall and let the breath settle into the belly. ${'Feel the warmth gather below the navel, slowly and gently. '.repeat(30)}`.trim();

  withSpeechApp(dialect, {}, async (app, speech) => {
    t = app;
    upstream = speech;
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const pieces = speechSegments(LONG).length;
  const speakOverHttp = (clientId: string, messageId: string, signal?: AbortSignal) =>
    fetch(`${origin}/api/voice/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-id': clientId },
      body: JSON.stringify({ text: LONG, messageId }),
      signal,
    });
  const clip = (clientId: string, clipId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/voice/clips/${clipId}`,
      headers: { 'x-client-id': clientId, ...headers },
    });
  const used = async (clientId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/voice/usage',
        headers: { 'x-client-id': clientId },
      })
    ).json<VoiceUsage>().usageCount;
  const storedClips = (messageId: string) =>
    t.database.db
      .selectFrom('voice_clips')
      .select('id')
      .where('message_id', '=', messageId)
      .execute();

  test('the first audio is sent before the rest of the reply is synthesised; the whole clip is kept', async () => {
    expect(pieces).toBeGreaterThan(2);
    const clientId = randomUUID();
    const messageId = await personaReply(t, clientId, LONG);
    // Only the first piece is answered until the test says so.
    upstream.script = { kind: 'audio', holdAfter: 1 };
    const res = await speakOverHttp(clientId, messageId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('x-voice-usage-count')).toBe('1');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const clipId = res.headers.get('x-voice-clip-id') ?? '';
    const reader = res.body!.getReader();
    const first = await reader.read();
    upstream.events.push('first audio received');
    expect(Buffer.from(first.value!).equals(upstream.audio)).toBe(true);
    // Nothing of the rest had been answered when the first audio arrived.
    expect(upstream.events).toEqual([`answered ${LONG.slice(0, 40)}`, 'first audio received']);

    upstream.release();
    const chunks = [Buffer.from(first.value!)];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(Buffer.from(next.value));
    const whole = Buffer.concat(chunks);
    expect(whole.equals(Buffer.concat(Array(pieces).fill(upstream.audio) as Buffer[]))).toBe(true);
    expect(upstream.events.filter((e) => e.startsWith('answered'))).toHaveLength(pieces);
    expect(upstream.events.indexOf('first audio received')).toBe(1);

    // Kept whole by the time the stream ended: a replay is free and the same bytes.
    const stored = await clip(clientId, clipId);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(whole)).toBe(true);
    const replay = await speakOverHttp(clientId, messageId);
    expect(Buffer.from(await replay.arrayBuffer()).equals(whole)).toBe(true);
    expect(replay.headers.get('x-voice-clip-id')).toBe(clipId);
    expect(await used(clientId)).toBe(1);
  });

  test('a failure partway cuts the stream short, gives the wish back and keeps nothing', async () => {
    const clientId = randomUUID();
    const messageId = await personaReply(t, clientId, LONG);
    upstream.script = { kind: 'fail-after', after: 1 };
    const res = await speakOverHttp(clientId, messageId);
    expect(res.status).toBe(200);
    const clipId = res.headers.get('x-voice-clip-id') ?? '';
    // The body ends without its last chunk: a reader sees an error, never a clean end.
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(await used(clientId)).toBe(0);
    expect(await storedClips(messageId)).toHaveLength(0);
    expect((await clip(clientId, clipId)).statusCode).toBe(404);

    // The next try is a fresh generation, counted once.
    upstream.script = { kind: 'audio' };
    const again = await speakOverHttp(clientId, messageId);
    expect((await again.arrayBuffer()).byteLength).toBe(upstream.audio.length * pieces);
    expect(await used(clientId)).toBe(1);
  });

  test('a listener who leaves partway: the clip is still made whole, kept and counted', async () => {
    const clientId = randomUUID();
    const messageId = await personaReply(t, clientId, LONG);
    upstream.script = { kind: 'audio', holdAfter: 1 };
    const leave = new AbortController();
    const res = await speakOverHttp(clientId, messageId, leave.signal);
    await res.body!.getReader().read();
    leave.abort();
    upstream.release();
    await expect.poll(() => storedClips(messageId).then((rows) => rows.length)).toBe(1);
    expect(await used(clientId)).toBe(1);
    const replay = await speakOverHttp(clientId, messageId);
    expect((await replay.arrayBuffer()).byteLength).toBe(upstream.audio.length * pieces);
    expect(await used(clientId)).toBe(1);
  });

  test('a stored clip answers range requests, and only to its owner', async () => {
    const alice = randomUUID();
    const messageId = await personaReply(t, alice, LONG);
    const res = await speakOverHttp(alice, messageId);
    const whole = Buffer.from(await res.arrayBuffer());
    const clipId = res.headers.get('x-voice-clip-id') ?? '';
    const size = whole.length;

    const full = await clip(alice, clipId);
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-length']).toBe(String(size));
    expect(full.headers['content-type']).toBe('audio/mpeg');

    const head = await clip(alice, clipId, { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const rest = await clip(alice, clipId, { range: 'bytes=100-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(whole.subarray(100))).toBe(true);
    const tail = await clip(alice, clipId, { range: 'bytes=-50' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.subarray(size - 50))).toBe(true);
    // An end beyond the clip is cut to it.
    const beyondEnd = await clip(alice, clipId, { range: `bytes=${size - 10}-${size + 500}` });
    expect(beyondEnd.statusCode).toBe(206);
    expect(beyondEnd.rawPayload.equals(whole.subarray(size - 10))).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const refused = await clip(alice, clipId, { range });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${size}`);
      expect(refused.json()).toMatchObject({ code: 'range_not_satisfiable' });
    }
    // Not a range at all (RFC 9110: ignored): the whole clip.
    for (const range of ['bytes=20-10', 'items=0-5', 'bytes=0-1,5-9']) {
      const ignored = await clip(alice, clipId, { range });
      expect(ignored.statusCode, range).toBe(200);
      expect(ignored.rawPayload.equals(whole)).toBe(true);
    }

    // Another browser, an account, and an account holding Alice's client id: all 404.
    expect((await clip(randomUUID(), clipId)).statusCode).toBe(404);
    const { cookie } = await signUpTestUser(t.app);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/voice/clips/${clipId}`,
      headers: { cookie, 'x-client-id': alice },
    });
    expect(asMember.statusCode).toBe(404);
    expect(asMember.json()).toEqual({ message: 'Clip not found', code: 'not_found' });
    expect((await clip(alice, randomUUID())).statusCode).toBe(404);
    // Signed out without a client id there is no caller at all.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/voice/clips/${clipId}` })).statusCode,
    ).toBe(400);

    // The OpenAPI document describes the endpoint and its answers.
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(spec.paths['/api/voice/clips/{clipId}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '206', '404', '416']),
    );
  });
});
