import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ChatMessage } from '../../../contracts/chat.ts';
import { CARE_TEXTS } from '../../ai/safety/care-texts.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { listen, messagesOf, sessionOf, usageOf } from '../../testing/chat-client.ts';
import { postStream } from '../../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const personaCalls = (upstream: FakeUpstream) =>
  upstream.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

describe.each(testDialects)('%s: the crisis safety net in chat', (dialect) => {
  let persona: FakeUpstream;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    persona = await startFakeUpstream({ kind: 'tokens', tokens: ['Breathe', ' with me.'] });
    t = await createTestApp(dialect, { AI_BASE_URL: persona.baseUrl, AI_MODEL: 'persona' });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await persona.close();
  });
  beforeEach(() => {
    persona.requests.length = 0;
  });

  const send = (
    clientId: string,
    message: string,
    extra: Record<string, unknown> = {},
    lang?: string,
  ) =>
    postStream(
      `${base}/api/chat`,
      { message, moduleId: 'ego-buster', isUnhingedMode: false, ...extra },
      { clientId, headers: lang ? { 'accept-language': lang } : {} },
    );

  test('a crisis message in Spanish gets the caring reply in Spanish with Spain’s line, reaches no model and costs nothing', async () => {
    const clientId = randomUUID();
    const result = await send(clientId, 'ya no aguanto más, quiero morirme', {}, 'es-ES,es;q=0.9');
    expect(result.events.at(-1)?.type).toBe('done');
    expect(result.text).toContain(CARE_TEXTS.es.self);
    expect(result.text).toContain('**024**');
    expect(result.text).toContain('(**112**)');
    expect(result.text).toContain('findahelpline.com');
    expect(personaCalls(persona)).toBe(0);
    expect(await usageOf(base, clientId)).toBe(0);
  });

  test('danger from someone else gets its own caring reply with domestic-violence lines', async () => {
    const clientId = randomUUID();
    const result = await send(
      clientId,
      'my husband strangled me last night and said next time he will finish it',
      {},
      'en-US',
    );
    expect(result.text).toContain(CARE_TEXTS.en.fromOthers);
    expect(result.text).toContain('1-800-799-7233');
    expect(result.text).not.toMatch(/therapist|I am a (person|human)/i);
    expect(personaCalls(persona)).toBe(0);
  });

  test('without a country the reply names the emergency number generically and findahelpline.com', async () => {
    const result = await send(randomUUID(), 'I have the pills ready and tonight is the night');
    expect(result.text).toContain(CARE_TEXTS.en.emergency + '.');
    expect(result.text).toContain('findahelpline.com');
    expect(result.text).not.toContain('988');
  });

  test('a worried friend gets the persona’s reply with a short resources note after it, counted', async () => {
    const clientId = randomUUID();
    const result = await send(
      clientId,
      'My best friend told me she wants to kill herself. How can I help her?',
      {},
      'en-GB',
    );
    expect(result.text.startsWith('Breathe with me.')).toBe(true);
    expect(result.text).toContain(CARE_TEXTS.en.concern);
    expect(result.text).toContain('116 123');
    expect(personaCalls(persona)).toBe(1);
    expect(await usageOf(base, clientId)).toBe(1);
    // The note is part of the stored reply, so it is there when the conversation is reopened.
    const res = await fetch(`${base}/api/sessions/${sessionOf(result.events)}/messages`, {
      headers: { 'x-client-id': clientId },
    });
    const messages = (await res.json()) as ChatMessage[];
    expect(messages.at(-1)?.content).toContain(CARE_TEXTS.en.concern);
  });

  test('meditation language about death reaches the persona with no note', async () => {
    const result = await send(randomUUID(), 'How do I kill the ego? Is ego death like phowa?');
    expect(result.text).toBe('Breathe with me.');
    expect(personaCalls(persona)).toBe(1);
  });

  test('risk stated earlier in the conversation still counts when the newest message is harmless', async () => {
    const clientId = randomUUID();
    const first = await send(clientId, 'honestly i just want to die, everyone would be better off');
    expect(first.text).toContain(CARE_TEXTS.en.self);
    const next = await send(clientId, 'ok. what is the bardo anyway', {
      sessionId: sessionOf(first.events),
    });
    expect(next.text).toContain(CARE_TEXTS.en.self);
    expect(personaCalls(persona)).toBe(0);
    expect(await usageOf(base, clientId)).toBe(0);
  });

  test('a crisis message takes nothing: its reply slot is freed and its exchange given back at once', async () => {
    const clientId = randomUUID();
    const result = await send(clientId, 'i bought a rope today and tonight is the night');
    expect(result.text).toContain(CARE_TEXTS.en.self);
    expect(await usageOf(base, clientId)).toBe(0);
    const held = await t.database.db
      .selectFrom('model_call_slots')
      .select('slot')
      .where('subject', '=', `client:${clientId}`)
      .execute();
    expect(held).toEqual([]);
  });

  test('a crisis message still gets the caring reply when the allowance is used up', async () => {
    const clientId = randomUUID();
    const usedUp = t.config.anonFreeMessages;
    await t.database.db
      .insertInto('usage_counters')
      .values({ subject: `client:${clientId}`, used: usedUp, updated_at: new Date().toISOString() })
      .execute();
    const result = await send(clientId, 'i want to kill myself tonight');
    expect(result.status).toBe(200);
    expect(result.text).toContain(CARE_TEXTS.en.self);
    expect(await usageOf(base, clientId)).toBe(usedUp);
    // An ordinary message is still refused.
    expect((await send(clientId, 'How do I breathe?')).status).toBe(402);
    expect(personaCalls(persona)).toBe(0);
  });

  test('a crisis follow-up past the allowance is stored in its conversation, with the caring reply', async () => {
    const clientId = randomUUID();
    const first = await send(clientId, 'How do I sit with a restless mind?');
    const sessionId = sessionOf(first.events);
    await t.database.db
      .updateTable('usage_counters')
      .set({ used: t.config.anonFreeMessages })
      .where('subject', '=', `client:${clientId}`)
      .execute();
    const crisis = await send(clientId, 'i want to kill myself tonight', { sessionId });
    expect(crisis.text).toContain(CARE_TEXTS.en.self);
    // Not carried by a granted count (there is none left), so stored on its own (decision 021).
    const messages = await messagesOf(base, clientId, sessionId);
    expect(messages.map((m) => [m.role, m.content.slice(0, 30)])).toEqual([
      ['user', 'How do I sit with a restless mind?'.slice(0, 30)],
      ['assistant', messages[1]?.content.slice(0, 30)],
      ['user', 'i want to kill myself tonight'],
      ['assistant', CARE_TEXTS.en.self.slice(0, 30)],
    ]);
    expect(await usageOf(base, clientId)).toBe(t.config.anonFreeMessages);
  });

  test('regenerating an answer to a crisis message gives the caring reply again, uncounted', async () => {
    const clientId = randomUUID();
    const first = await send(clientId, 'i want to kill myslef tonight');
    const again = await postStream(
      `${base}/api/sessions/${sessionOf(first.events)}/regenerate`,
      { isUnhingedMode: false },
      { clientId },
    );
    expect(again.text).toContain(CARE_TEXTS.en.self);
    expect(personaCalls(persona)).toBe(0);
    expect(await usageOf(base, clientId)).toBe(0);
  });
});

describe.each(testDialects)('%s: a guard model as a second opinion', (dialect) => {
  let persona: FakeUpstream;
  let guard: FakeUpstream;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    persona = await startFakeUpstream({ kind: 'tokens', tokens: ['The bardo', ' is a gap.'] });
    guard = await startFakeUpstream({ kind: 'tokens', tokens: ['safe'] });
    t = await createTestApp(dialect, {
      AI_BASE_URL: persona.baseUrl,
      MODERATION: 'auto',
      MODERATION_BASE_URL: guard.baseUrl,
      MODERATION_MODEL: 'llama-guard3:1b',
      MODERATION_TIMEOUT_MS: '300',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await persona.close();
    await guard.close();
  });
  beforeEach(() => {
    persona.requests.length = 0;
    guard.requests.length = 0;
  });

  const send = (message: string) =>
    postStream(
      `${base}/api/chat`,
      { message, moduleId: 'ego-buster', isUnhingedMode: false },
      { clientId: randomUUID() },
    );

  test('it raises a message the built-in screen let through to a caring reply', async () => {
    guard.script = { kind: 'tokens', tokens: ['unsafe\nS11'] };
    const result = await send('Tell me about the bardo teachings.');
    expect(result.text).toContain(CARE_TEXTS.en.self);
    expect(personaCalls(persona)).toBe(0);
    expect(guard.requests).toHaveLength(1);
    expect(guard.requests[0]?.body).toMatchObject({
      model: 'llama-guard3:1b',
      messages: [{ role: 'user', content: 'Tell me about the bardo teachings.' }],
    });
  });

  test('it never lowers: “safe” from the guard leaves a crisis a crisis', async () => {
    guard.script = { kind: 'tokens', tokens: ['safe'] };
    const result = await send('I want to end my life tonight');
    expect(result.text).toContain(CARE_TEXTS.en.self);
    expect(personaCalls(persona)).toBe(0);
  });

  test('a guard that errors fails safe: the chat goes on with the built-in outcome', async () => {
    guard.script = { kind: 'http-error', status: 500, message: 'model not loaded' };
    const result = await send('Tell me about the bardo teachings.');
    expect(result.text).toBe('The bardo is a gap.');
    expect(guard.requests).toHaveLength(1);
  });

  test('a guard that never answers is given up on within its time budget', async () => {
    guard.script = { kind: 'hang' };
    const result = await send('Tell me about the bardo teachings.');
    expect(result.text).toBe('The bardo is a gap.');
    await guard.waitForAbort(1, 5000);
  });
});

describe.each(testDialects)('%s: OpenAI’s moderation endpoint as a second opinion', (dialect) => {
  let openai: FakeUpstream;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    openai = await startFakeUpstream({ kind: 'tokens', tokens: ['A gentle', ' reply.'] });
    t = await createTestApp(dialect, {
      AI_BASE_URL: openai.baseUrl,
      MODERATION: 'auto',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openai.baseUrl,
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  test('self-harm intent flagged by the endpoint raises to a caring reply; a flag-free answer changes nothing', async () => {
    openai.moderate = (input) => (input.includes('weekend plans') ? ['self-harm/intent'] : []);
    const flagged = await postStream(
      `${base}/api/chat`,
      { message: 'My weekend plans are final now.', moduleId: 'ego-buster', isUnhingedMode: false },
      { clientId: randomUUID() },
    );
    expect(flagged.text).toContain(CARE_TEXTS.en.self);
    const moderation = openai.requests.find((r) => r.path.endsWith('/moderations'));
    expect(moderation?.headers.authorization).toBe('Bearer sk-test');
    expect(moderation?.body).toMatchObject({
      model: 'omni-moderation-latest',
      input: ['My weekend plans are final now.'],
    });

    const plain = await postStream(
      `${base}/api/chat`,
      { message: 'How long should I sit?', moduleId: 'ego-buster', isUnhingedMode: false },
      { clientId: randomUUID() },
    );
    expect(plain.text).toBe('A gentle reply.');
  });
});
