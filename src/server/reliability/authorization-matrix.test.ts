/**
 * Authorization matrix (issue 10, item 4): every user-owned resource × every kind of actor × every
 * action, generated as one test per combination, on each database dialect. Only the owner
 * succeeds; everyone else gets the documented refusal, learns nothing, changes nothing and spends
 * nothing (no AI or speech upstream call, no exchange or voice wish, no Stripe object of the owner).
 *
 * What "own" means here (read from plugins/caller.ts, client-id.ts, the session plugin and
 * DESIGN §5 "The client id never grants access to an account's data"):
 * - A record created while signed in belongs to the ACCOUNT. Any browser signed into that account
 *   is the owner, whatever X-Client-Id it sends ('owner, another client id' must succeed). The
 *   account's client id alone, without its session, is nobody ('owner's client id, not the owner').
 * - A record created while signed out (chat sessions, their replies' voice audio) belongs to the
 *   CLIENT ID that created it, and only while signed out: a signed-in request is the account, so an
 *   account presenting that client id does not see it until it merges it (POST /api/usage/merge,
 *   which only a caller presenting that very client id may do). A different client id is another
 *   owner, so 'owner, another client id' does not apply to client-owned records. Once merged, the
 *   conversation is the account's; its row keeps the client id, which alone still opens nothing.
 * - Records addressed by id (sessions, messages, journal entries, a device's readings) answer 404 to
 *   a non-owner, never 403, and the very answer a made-up id gets, so existence does not leak
 *   (every 404 refusal is compared with the same request for an id that names nothing). Tribes
 *   are public by slug; their founder-only actions answer 403 to a signed-in non-founder (the
 *   routes say "founder only").
 * - Calls without an id act on the caller's own records ('own-data'): another actor gets 2xx about
 *   its OWN records, which must not include the owner's.
 * - Account-only routes answer 401 when signed out; caller routes answer 400 with no client id.
 *
 * Actors, built afresh for every case around a fresh owner: the owner; the owner's account with
 * another client id (another browser); another account; an anonymous client (a fresh client id);
 * the owner's client id without the owner (for an account's record: that browser signed out; for
 * a client's record: another account presenting it); and no identity at all.
 *
 * Routes deliberately outside the matrix are listed in EXCLUDED_ROUTES with the reason; a test
 * checks that every /api and /auth route the app registers is either in the matrix or in that
 * list. Page routes (the public /tribe/{slug} page, the SPA) serve the same HTML to everyone.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-ai-upstream.ts';
import {
  startFakeSpeechUpstream,
  type FakeSpeechUpstream,
} from '../testing/fake-speech-upstream.ts';
import { startFakeStripe } from '../testing/fake-stripe.ts';
import {
  createTestApp,
  signUpTestUser,
  TEST_USER_PASSWORD,
  type TestApp,
} from '../testing/test-app.ts';
import { testDialects } from '../testing/test-databases.ts';
import { unzipText } from '../testing/unzip.ts';

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Who makes a request. Each test case builds a fresh one of these around a fresh owner. */
interface Identity {
  cookie?: string;
  clientId?: string;
  userId?: string;
  email?: string;
  /** Each identity has its own network address, so per-address rate limits never interfere. */
  address: string;
}

const ACTORS = [
  'owner',
  'owner, another client id',
  'another account',
  'anonymous client',
  "owner's client id, not the owner",
  'no identity',
] as const;
type ActorName = (typeof ACTORS)[number];

/** Every resource says, for each of these, how it applies or why it does not. */
type CoreAction = 'read' | 'list' | 'update' | 'delete' | 'continue';

type OwnerKind = 'account' | 'client';

/** What guards a route: requireUser, requireCaller, or nothing (public). */
type Guard = 'account' | 'caller' | 'public';

/** What a signed-in or client-identified non-owner gets. */
type OthersGet = 400 | 403 | 404 | 409 | 'own-data';

interface Fixture {
  owner: Identity;
  /** Strings only the owner may ever see (ids, texts, customer ids). */
  secrets: string[];
  data: Record<string, string>;
}

interface Action {
  /** `METHOD /path` as registered, for the route coverage check. */
  route: string;
  guard: Guard;
  others: OthersGet;
  send(ctx: Ctx, fx: Fixture, who: Identity): Promise<LightMyRequestResponse>;
  /** The owner's success: status and the real data. */
  owner(ctx: Ctx, fx: Fixture, res: LightMyRequestResponse): Promise<void> | void;
  /** For 'own-data': the non-owner's answer is about its own records. */
  ownData?(ctx: Ctx, fx: Fixture, res: LightMyRequestResponse, who: Identity): void;
  /** The identity the owner acts as, when it is not the creating identity (merge). */
  ownerIdentity?(ctx: Ctx, fx: Fixture): Promise<Identity>;
  /** Actors this action does not apply to, with the reason. */
  notFor?: Partial<Record<ActorName, string>>;
  /** An HTML navigation rather than a JSON call. */
  html?: boolean;
  /** Owner's values the actor itself sends (so the answer may repeat them back). */
  echoes?(fx: Fixture): string[];
}

interface Resource {
  name: string;
  ownerKind: OwnerKind;
  create(ctx: Ctx): Promise<Fixture>;
  /** The owner's view of the resource, re-read after every non-owner request. */
  snapshot(ctx: Ctx, fx: Fixture): Promise<unknown>;
  actions: Record<CoreAction, Action | { skip: string }> &
    Record<string, Action | { skip: string }>;
}

interface Ctx {
  t: TestApp;
  ai: FakeUpstream;
  speech: FakeSpeechUpstream;
  stripe: Awaited<ReturnType<typeof startFakeStripe>>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

let addressSeq = 0;
const nextAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

const headersOf = (who: Identity): Record<string, string> => ({
  ...(who.cookie ? { cookie: who.cookie } : {}),
  ...(who.clientId ? { 'x-client-id': who.clientId } : {}),
});

function call(
  ctx: Ctx,
  who: Identity,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.t.app.inject({
    method,
    url,
    headers: headersOf(who),
    remoteAddress: who.address,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function ok<T>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`expected 2xx, got ${r.statusCode}: ${r.body}`);
  return r.json<T>();
}

async function newAccount(ctx: Ctx, firstName = 'Test'): Promise<Identity> {
  const { cookie, userId, email } = await signUpTestUser(ctx.t.app, { firstName });
  return { cookie, userId, email, clientId: randomUUID(), address: nextAddress() };
}

const newClient = (): Identity => ({ clientId: randomUUID(), address: nextAddress() });

const marker = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

interface StreamEvent {
  type: string;
  sessionId?: string;
  messageId?: string;
  content?: string;
}

const eventsOf = (res: LightMyRequestResponse): StreamEvent[] =>
  res.body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as StreamEvent);

function expectStreamed(res: LightMyRequestResponse, sessionId?: string): StreamEvent[] {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = eventsOf(res);
  expect(events[0]).toMatchObject({ type: 'session', ...(sessionId ? { sessionId } : {}) });
  expect(events.at(-1)?.type).toBe('done');
  return events;
}

/**
 * `GET /api/account/export`, its zip opened: the answer's body is every file's text joined (so the
 * leak check reads what the archive holds, not compressed bytes).
 */
async function accountExport(ctx: Ctx, who: Identity): Promise<LightMyRequestResponse> {
  const res = await call(ctx, who, 'GET', '/api/account/export');
  if (res.headers['content-type'] !== 'application/zip') return res;
  const files = await unzipText(res.rawPayload);
  const view = Object.create(res) as LightMyRequestResponse;
  Object.defineProperty(view, 'body', {
    value: [...files].map(([name, text]) => `== ${name}\n${text}`).join('\n'),
  });
  return view;
}

/** The whole-account download as an 'own-data' action: the owner finds `expected` in it. */
const accountExportAction = (expected: (fx: Fixture) => string[]): Action => ({
  route: 'GET /api/account/export',
  guard: 'account',
  others: 'own-data',
  send: (ctx, _fx, who) => accountExport(ctx, who),
  owner: (_ctx, fx, res) => {
    expect(res.statusCode).toBe(200);
    for (const text of expected(fx)) expect(res.body).toContain(text);
  },
  ownData: (_ctx, fx, res) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('== profile.json');
    for (const text of expected(fx)) expect(res.body).not.toContain(text);
  },
});

const REPLY_TOKENS = ['Let the breath ', 'settle, then ', 'rest in stillness.'];
const REPLY_TEXT = REPLY_TOKENS.join('').trim();

/** One exchange through the real chat route; returns the session and the reply's message id. */
async function chat(
  ctx: Ctx,
  who: Identity,
  message: string,
  sessionId?: string,
): Promise<{ sessionId: string; messageId: string }> {
  const res = await call(ctx, who, 'POST', '/api/chat', {
    message,
    moduleId: 'inner-fire',
    ...(sessionId ? { sessionId } : {}),
  });
  const events = expectStreamed(res, sessionId);
  return {
    sessionId: events[0]?.sessionId ?? '',
    messageId: events.at(-1)?.messageId ?? '',
  };
}

const sessionMessages = async (ctx: Ctx, who: Identity, sessionId: string) => {
  const res = await call(ctx, who, 'GET', `/api/sessions/${sessionId}/messages`);
  return {
    status: res.statusCode,
    messages:
      res.statusCode === 200
        ? res
            .json<{ id: string; role: string; content: string; status: string }[]>()
            .map(({ id, role, content, status }) => ({ id, role, content, status }))
        : [],
  };
};

const sessionList = async (ctx: Ctx, who: Identity) =>
  ok<{ id: string; title: string }[]>(call(ctx, who, 'GET', '/api/sessions'));

const usedExchanges = async (ctx: Ctx, who: Identity) =>
  (await ok<{ used: number }>(call(ctx, who, 'GET', '/api/usage'))).used;

const voiceUsed = async (ctx: Ctx, who: Identity) =>
  (await ok<{ usageCount: number }>(call(ctx, who, 'GET', '/api/voice/usage'))).usageCount;

const speak = (ctx: Ctx, who: Identity, fx: Fixture) =>
  call(ctx, who, 'POST', '/api/voice/tts', {
    messageId: fx.data.messageId,
    text: REPLY_TEXT,
  });

// ---------------------------------------------------------------------------------------------
// Resources

/**
 * Where a conversation came from: made signed in, made signed out, or made signed out and then
 * merged into an account (its row keeps the client id beside the account: a separate shape).
 */
type Origin = 'account' | 'client' | 'merged';
const ORIGIN_LABELS: Record<Origin, string> = {
  account: 'account',
  client: 'anonymous client',
  merged: 'merged from a client into an account',
};
const ownerKindOf = (origin: Origin): OwnerKind => (origin === 'client' ? 'client' : 'account');

/** A fresh owner of the given origin with one exchange (question and reply) in a new session. */
async function exchangeOf(ctx: Ctx, origin: Origin, question: string) {
  if (origin !== 'merged') {
    const owner = origin === 'account' ? await newAccount(ctx) : newClient();
    return { owner, ...(await chat(ctx, owner, question)) };
  }
  const browser = newClient();
  const ids = await chat(ctx, browser, question);
  // The same browser signs up and brings its conversation along.
  const owner: Identity = { ...(await newAccount(ctx)), clientId: browser.clientId };
  expect(
    await ok(call(ctx, owner, 'POST', '/api/usage/merge', { previousClientId: browser.clientId })),
  ).toEqual({ mergedSessions: 1, alreadyMerged: false });
  return { owner, ...ids };
}

function chatSessions(origin: Origin): Resource {
  const ownerKind = ownerKindOf(origin);
  const snapshot = async (ctx: Ctx, fx: Fixture) => ({
    transcript: await sessionMessages(ctx, fx.owner, fx.data.sessionId ?? ''),
    listed: (await sessionList(ctx, fx.owner)).filter((s) => s.id === fx.data.sessionId),
    used: await usedExchanges(ctx, fx.owner),
  });
  const stream = (body: Record<string, unknown>) => ({
    ...body,
    moduleId: 'inner-fire',
    aiProvider: 'free',
  });

  const actions: Resource['actions'] = {
    read: {
      route: 'GET /api/sessions/:sessionId/messages',
      guard: 'caller',
      others: 404,
      send: (ctx, fx, who) => call(ctx, who, 'GET', `/api/sessions/${fx.data.sessionId}/messages`),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        const messages = res.json<{ role: string; content: string }[]>();
        expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
        expect(messages[0]?.content).toBe(fx.data.question);
        expect(messages[1]?.content).toBe(REPLY_TEXT);
      },
    },
    list: {
      route: 'GET /api/sessions',
      guard: 'caller',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/sessions'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        // Exactly the owner's one conversation: nobody else's.
        expect(res.json<{ id: string }[]>().map((s) => s.id)).toEqual([fx.data.sessionId]);
      },
      ownData: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ id: string }[]>().map((s) => s.id)).not.toContain(fx.data.sessionId);
      },
    },
    update: {
      route: 'PATCH /api/sessions/:sessionId',
      guard: 'caller',
      others: 404,
      send: (ctx, fx, who) =>
        call(ctx, who, 'PATCH', `/api/sessions/${fx.data.sessionId}`, { title: 'Renamed' }),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: fx.data.sessionId, title: 'Renamed' });
        expect(
          (await sessionList(ctx, fx.owner)).find((s) => s.id === fx.data.sessionId),
        ).toMatchObject({
          title: 'Renamed',
        });
      },
    },
    delete: {
      route: 'DELETE /api/sessions/:sessionId',
      guard: 'caller',
      others: 404,
      send: (ctx, fx, who) => call(ctx, who, 'DELETE', `/api/sessions/${fx.data.sessionId}`),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(204);
        expect((await sessionMessages(ctx, fx.owner, fx.data.sessionId ?? '')).status).toBe(404);
      },
    },
    continue: {
      route: 'POST /api/chat',
      guard: 'caller',
      others: 404,
      send: (ctx, fx, who) =>
        call(
          ctx,
          who,
          'POST',
          '/api/chat',
          stream({ message: 'And then what?', sessionId: fx.data.sessionId }),
        ),
      owner: async (ctx, fx, res) => {
        expectStreamed(res, fx.data.sessionId);
        const { messages } = await sessionMessages(ctx, fx.owner, fx.data.sessionId ?? '');
        expect(messages.map((m) => m.content)).toEqual([
          fx.data.question,
          REPLY_TEXT,
          'And then what?',
          REPLY_TEXT,
        ]);
      },
    },
    regenerate: {
      route: 'POST /api/sessions/:sessionId/regenerate',
      guard: 'caller',
      others: 404,
      send: (ctx, fx, who) =>
        call(ctx, who, 'POST', `/api/sessions/${fx.data.sessionId}/regenerate`, {
          aiProvider: 'free',
        }),
      owner: async (ctx, fx, res) => {
        const events = expectStreamed(res, fx.data.sessionId);
        const { messages } = await sessionMessages(ctx, fx.owner, fx.data.sessionId ?? '');
        // The old reply is replaced by the new one.
        expect(messages.map((m) => m.id)).toEqual([messages[0]?.id, events.at(-1)?.messageId]);
        expect(messages.map((m) => m.id)).not.toContain(fx.data.messageId);
      },
    },
  };

  if (ownerKind === 'account')
    actions['whole-account export'] = accountExportAction((fx) => [
      fx.data.sessionId ?? '',
      fx.data.question ?? '',
    ]);

  if (ownerKind === 'client') {
    actions.merge = {
      route: 'POST /api/usage/merge',
      guard: 'account',
      others: 403,
      // The anonymous owner signs into an account in its own browser (same client id) and merges.
      ownerIdentity: async (ctx, fx) => ({
        ...(await newAccount(ctx)),
        clientId: fx.owner.clientId ?? '',
      }),
      notFor: {
        "owner's client id, not the owner":
          'presenting the client id is the anonymous identity: signing in on that browser and merging is the owner case',
      },
      send: (ctx, fx, who) =>
        call(ctx, who, 'POST', '/api/usage/merge', { previousClientId: fx.owner.clientId }),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ mergedSessions: 1, alreadyMerged: false });
        // Gone from the browser's anonymous list (the account's list is checked by the route tests).
        expect((await sessionList(ctx, fx.owner)).map((s) => s.id)).not.toContain(
          fx.data.sessionId,
        );
      },
    };
  }

  return {
    name: `chat session (${ORIGIN_LABELS[origin]})`,
    ownerKind,
    async create(ctx) {
      const question = marker('How do I begin the vase breath');
      const { owner, sessionId, messageId } = await exchangeOf(ctx, origin, question);
      return {
        owner,
        secrets: [sessionId, messageId, question],
        data: { sessionId, messageId, question },
      };
    },
    snapshot,
    actions,
  };
}

function voiceAudio(origin: Origin): Resource {
  return {
    name: `voice audio of a reply (${ORIGIN_LABELS[origin]})`,
    ownerKind: ownerKindOf(origin),
    async create(ctx) {
      const question = marker('Speak to me of the inner fire');
      const { owner, sessionId, messageId } = await exchangeOf(ctx, origin, question);
      const fx: Fixture = {
        owner,
        secrets: [sessionId, messageId, question],
        data: { sessionId, messageId },
      };
      // The owner has spoken it once: the clip is cached, so a refusal also proves the cache
      // is never handed to anyone else.
      const spoken = await speak(ctx, owner, fx);
      expect(spoken.statusCode).toBe(200);
      const clipId = String(spoken.headers['x-voice-clip-id'] ?? '');
      expect(clipId).not.toBe('');
      fx.data.clipId = clipId;
      fx.secrets.push(clipId);
      return fx;
    },
    snapshot: async (ctx, fx) => ({
      voiceUsed: await voiceUsed(ctx, fx.owner),
      transcript: await sessionMessages(ctx, fx.owner, fx.data.sessionId ?? ''),
    }),
    actions: {
      read: {
        route: 'POST /api/voice/tts',
        guard: 'caller',
        others: 404,
        send: (ctx, fx, who) => speak(ctx, who, fx),
        owner: (ctx, _fx, res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('audio/mpeg');
          expect(res.rawPayload.equals(ctx.speech.audio)).toBe(true);
        },
      },
      list: {
        route: 'GET /api/voice/usage',
        guard: 'caller',
        others: 'own-data',
        send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/voice/usage'),
        owner: (_ctx, _fx, res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ usageCount: 1 });
        },
        ownData: (_ctx, _fx, res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ usageCount: 0 });
        },
      },
      replay: {
        route: 'GET /api/voice/clips/:clipId',
        guard: 'caller',
        others: 404,
        send: (ctx, fx, who) => call(ctx, who, 'GET', `/api/voice/clips/${fx.data.clipId ?? ''}`),
        owner: (ctx, _fx, res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['accept-ranges']).toBe('bytes');
          expect(res.rawPayload.equals(ctx.speech.audio)).toBe(true);
        },
      },
      update: { skip: 'a clip is never edited: it is generated from the reply’s own words' },
      delete: { skip: 'clips go with their conversation (covered by chat session delete)' },
      continue: { skip: 'speaking is the read; there is no stream to join' },
    },
  };
}

const dream = (title: string) => ({
  title,
  content: `I walked by a river of light. ${title}`,
  dreamType: 'lucid',
  emotions: 'calm, wonder',
  symbols: 'river, light',
  intensity: 7,
});

const journal: Resource = {
  name: 'journal entry',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    const title = marker('River of light');
    const entry = await ok<{ id: string }>(call(ctx, owner, 'POST', '/api/journal', dream(title)));
    return { owner, secrets: [entry.id, title], data: { entryId: entry.id, title } };
  },
  snapshot: async (ctx, fx) =>
    (await ok<Record<string, unknown>[]>(call(ctx, fx.owner, 'GET', '/api/journal'))).map(
      ({ id, title, content, updatedAt, aiInsights }) => ({
        id,
        title,
        content,
        updatedAt,
        aiInsights,
      }),
    ),
  actions: {
    read: { skip: 'there is no single-entry route: entries are read through the list' },
    list: {
      route: 'GET /api/journal',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/journal'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ id: string; title: string }[]>()).toEqual([
          expect.objectContaining({ id: fx.data.entryId, title: fx.data.title }),
        ]);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      },
    },
    update: {
      route: 'PUT /api/journal/:entryId',
      guard: 'account',
      others: 404,
      send: (ctx, fx, who) =>
        call(ctx, who, 'PUT', `/api/journal/${fx.data.entryId}`, dream('Overwritten')),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: fx.data.entryId, title: 'Overwritten' });
        expect(await journal.snapshot(ctx, fx)).toEqual([
          expect.objectContaining({ title: 'Overwritten' }),
        ]);
      },
    },
    delete: {
      route: 'DELETE /api/journal/:entryId',
      guard: 'account',
      others: 404,
      send: (ctx, fx, who) => call(ctx, who, 'DELETE', `/api/journal/${fx.data.entryId}`),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(204);
        expect(await journal.snapshot(ctx, fx)).toEqual([]);
      },
    },
    continue: { skip: 'a journal entry has no stream or follow-up' },
    'export (JSON)': {
      route: 'GET /api/journal/export',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/journal/export?format=json'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ entries: { id: string }[] }>().entries.map((e) => e.id)).toEqual([
          fx.data.entryId,
        ]);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ entries: unknown[] }>().entries).toEqual([]);
      },
    },
    'whole-account export': accountExportAction((fx) => [
      fx.data.entryId ?? '',
      fx.data.title ?? '',
    ]),
    'export (Markdown)': {
      route: 'GET /api/journal/export',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/journal/export?format=markdown'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(fx.data.title);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/markdown/);
      },
    },
  },
};

const progress: Resource = {
  name: 'growth timeline',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    await ok(call(ctx, owner, 'POST', '/api/journal', dream(marker('First dream'))));
    const entries = await ok<{ id: string }[]>(call(ctx, owner, 'GET', '/api/spiritual-progress'));
    expect(entries.length).toBeGreaterThan(0);
    return { owner, secrets: entries.map((e) => e.id), data: {} };
  },
  snapshot: (ctx, fx) => ok(call(ctx, fx.owner, 'GET', '/api/spiritual-progress')),
  actions: {
    read: { skip: 'there is no single-milestone route' },
    list: {
      route: 'GET /api/spiritual-progress',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/spiritual-progress'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ id: string }[]>().map((e) => e.id)).toEqual(fx.secrets);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      },
    },
    update: { skip: 'milestones are awarded by the server; no route edits them' },
    delete: { skip: 'milestones go with the account (covered by account delete)' },
    continue: { skip: 'a timeline has no stream or follow-up' },
  },
};

const deviceBody = (deviceId: string, deviceName: string) => ({
  deviceId,
  deviceName,
  deviceType: 'heart_rate_monitor',
  isConnected: true,
  capabilities: ['heart_rate', 'hrv'],
  batteryLevel: 80,
});
const readingBody = (deviceId: string, heartRate: number) => ({
  deviceId,
  deviceName: 'Chest strap',
  deviceType: 'heart_rate_monitor',
  heartRate,
  heartRateVariability: 42,
  stressLevel: 25,
  meditationState: 'focused',
  emotionalState: 'calm',
  recordedAt: new Date(Date.now() - 60_000).toISOString(),
});

const biofeedback: Resource = {
  name: 'biofeedback devices and readings',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    const deviceId = `strap-${randomUUID()}`;
    const deviceName = marker('Owner strap');
    await ok(
      call(ctx, owner, 'POST', '/api/biofeedback/devices', deviceBody(deviceId, deviceName)),
    );
    const reading = await ok<{ id: string }>(
      call(ctx, owner, 'POST', '/api/biofeedback/data', readingBody(deviceId, 61)),
    );
    // The device id is not secret (another account may name its own device the same).
    return {
      owner,
      secrets: [deviceName, reading.id],
      data: { deviceId, deviceName, readingId: reading.id },
    };
  },
  snapshot: async (ctx, fx) => {
    const { devices, readings } = await ok<{ devices: unknown[]; readings: unknown[] }>(
      call(ctx, fx.owner, 'GET', '/api/biofeedback/export'),
    );
    return { devices, readings };
  },
  actions: {
    read: {
      route: 'GET /api/biofeedback/summary',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/biofeedback/summary?days=7'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ readings: 1, averageHeartRate: 61 });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ readings: 0, averageHeartRate: null });
      },
    },
    list: {
      route: 'GET /api/biofeedback/data',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/biofeedback/data'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ items: { heartRate: number }[] }>().items).toEqual([
          expect.objectContaining({ heartRate: 61 }),
        ]);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ items: [], nextCursor: null });
      },
    },
    'list devices': {
      route: 'GET /api/biofeedback/devices',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/biofeedback/devices'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([
          expect.objectContaining({ deviceId: fx.data.deviceId, deviceName: fx.data.deviceName }),
        ]);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      },
    },
    // Registering a device under the owner's device id makes the caller's own device; the
    // owner's is untouched (the snapshot proves it).
    update: {
      route: 'POST /api/biofeedback/devices',
      guard: 'account',
      others: 'own-data',
      send: (ctx, fx, who) =>
        call(
          ctx,
          who,
          'POST',
          '/api/biofeedback/devices',
          deviceBody(fx.data.deviceId ?? '', 'Renamed strap'),
        ),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          deviceId: fx.data.deviceId,
          deviceName: 'Renamed strap',
        });
        expect(await biofeedback.snapshot(ctx, fx)).toMatchObject({
          devices: [expect.objectContaining({ deviceName: 'Renamed strap' })],
        });
      },
      ownData: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          deviceId: fx.data.deviceId,
          deviceName: 'Renamed strap',
        });
      },
    },
    delete: {
      route: 'DELETE /api/biofeedback/data',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'DELETE', '/api/biofeedback/data'),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ deletedReadings: 1, deletedDevices: 1 });
        expect(await biofeedback.snapshot(ctx, fx)).toEqual({ devices: [], readings: [] });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ deletedReadings: 0, deletedDevices: 0 });
      },
    },
    // Streaming readings into the owner's device.
    continue: {
      route: 'POST /api/biofeedback/data',
      guard: 'account',
      others: 404,
      send: (ctx, fx, who) =>
        call(ctx, who, 'POST', '/api/biofeedback/data', readingBody(fx.data.deviceId ?? '', 99)),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(201);
        const { readings } = (await biofeedback.snapshot(ctx, fx)) as { readings: unknown[] };
        expect(readings).toHaveLength(2);
      },
    },
    'whole-account export': accountExportAction((fx) => [
      fx.data.deviceName ?? '',
      fx.data.readingId ?? '',
    ]),
    export: {
      route: 'GET /api/biofeedback/export',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/biofeedback/export'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          devices: [expect.objectContaining({ deviceName: fx.data.deviceName })],
          readings: [expect.objectContaining({ heartRate: 61 })],
        });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ devices: [], readings: [] });
      },
    },
  },
};

const tribe: Resource = {
  name: 'tribe',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    const created = await ok<{ id: string; slug: string; name: string }>(
      call(ctx, owner, 'POST', '/api/tribes', {
        name: `Circle ${randomUUID().slice(0, 8)}`,
        description: 'We sit at dawn.',
      }),
    );
    // Name, description and slug are public; the tribe's internal id is not.
    return { owner, secrets: [created.id], data: { slug: created.slug, tribeId: created.id } };
  },
  snapshot: async (ctx, fx) => ({
    page: await ok(call(ctx, fx.owner, 'GET', `/api/tribes/${fx.data.slug}`)),
    mine: await ok(call(ctx, fx.owner, 'GET', '/api/tribes')),
  }),
  actions: {
    read: {
      route: 'GET /api/tribes/:slug',
      guard: 'public',
      others: 'own-data',
      send: (ctx, fx, who) => call(ctx, who, 'GET', `/api/tribes/${fx.data.slug}`),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ slug: fx.data.slug, viewerRole: 'founder' });
      },
      ownData: (_ctx, fx, res) => {
        // The public page: anyone reads it, nobody else is told they are its founder.
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ slug: fx.data.slug, viewerRole: null });
      },
    },
    list: {
      route: 'GET /api/tribes',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/tribes'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([
          expect.objectContaining({ id: fx.data.tribeId, role: 'founder' }),
        ]);
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      },
    },
    update: {
      route: 'PATCH /api/tribes/:slug',
      guard: 'account',
      others: 403,
      send: (ctx, fx, who) =>
        call(ctx, who, 'PATCH', `/api/tribes/${fx.data.slug}`, {
          description: 'Taken over',
          socialLink: 'https://evil.example/x',
        }),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          description: 'Taken over',
          socialLink: 'https://evil.example/x',
        });
      },
    },
    delete: {
      route: 'DELETE /api/tribes/:slug',
      guard: 'account',
      others: 403,
      send: (ctx, fx, who) => call(ctx, who, 'DELETE', `/api/tribes/${fx.data.slug}`),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(204);
        expect((await call(ctx, fx.owner, 'GET', `/api/tribes/${fx.data.slug}`)).statusCode).toBe(
          404,
        );
      },
    },
    continue: { skip: 'a tribe has no stream; joining is open to anyone signed in' },
  },
};

const transmissionsProgress: Resource = {
  name: 'transmissions progress',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    const lastUpdated = new Date(Date.now() - 120_000).toISOString();
    await ok(
      call(ctx, owner, 'PUT', '/api/transmissions/progress', {
        currentStage: 5,
        completedStages: [1, 2, 3, 4],
        totalPoints: 40,
        lastUpdated,
      }),
    );
    return { owner, secrets: [], data: {} };
  },
  snapshot: (ctx, fx) => ok(call(ctx, fx.owner, 'GET', '/api/transmissions/progress')),
  actions: {
    read: {
      route: 'GET /api/transmissions/progress',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/transmissions/progress'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          progress: { currentStage: 5, completedStages: [1, 2, 3, 4], totalPoints: 40 },
        });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ progress: null });
      },
    },
    list: { skip: 'one progress record per account: read covers it' },
    update: {
      route: 'PUT /api/transmissions/progress',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) =>
        call(ctx, who, 'PUT', '/api/transmissions/progress', {
          currentStage: 12,
          completedStages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
          totalPoints: 110,
          lastUpdated: new Date().toISOString(),
        }),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ progress: { currentStage: 12, totalPoints: 110 } });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ progress: { currentStage: 12, totalPoints: 110 } });
      },
    },
    delete: { skip: 'progress goes with the account (covered by account delete)' },
    continue: { skip: 'progress has no stream or follow-up' },
  },
};

const account: Resource = {
  name: 'account and profile',
  ownerKind: 'account',
  async create(ctx) {
    const firstName = marker('Owner');
    const owner = await newAccount(ctx, firstName);
    return {
      owner,
      secrets: [owner.userId ?? '', owner.email ?? '', firstName],
      data: { firstName },
    };
  },
  snapshot: (ctx, fx) => ok(call(ctx, fx.owner, 'GET', '/api/auth/user')),
  actions: {
    read: {
      route: 'GET /api/auth/user',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/auth/user'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: fx.owner.userId, firstName: fx.data.firstName });
      },
      ownData: (_ctx, _fx, res, who) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: who.userId });
      },
    },
    list: {
      route: 'GET /api/user/stats',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/user/stats'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ exchangesUsed: 0 });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ exchangesUsed: 0 });
      },
    },
    update: {
      route: 'PUT /api/auth/profile',
      guard: 'account',
      others: 'own-data',
      // A name change: the caller's own email again, so no password is needed.
      send: (ctx, _fx, who) =>
        call(ctx, who, 'PUT', '/api/auth/profile', {
          email: who.email ?? 'nobody@example.com',
          firstName: 'Renamed',
          lastName: 'Person',
        }),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: fx.owner.userId, firstName: 'Renamed' });
        expect(await account.snapshot(ctx, fx)).toMatchObject({ firstName: 'Renamed' });
      },
      ownData: (_ctx, _fx, res, who) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: who.userId, firstName: 'Renamed' });
      },
    },
    delete: {
      route: 'DELETE /api/auth/account',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'DELETE', '/api/auth/account'),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(204);
        expect((await call(ctx, fx.owner, 'GET', '/api/auth/user')).statusCode).toBe(401);
      },
      // The other account deleted itself; the owner's snapshot shows the owner untouched.
      ownData: (_ctx, _fx, res) => expect(res.statusCode).toBe(204),
    },
    continue: { skip: 'an account has no stream or follow-up' },
    // A new email (with the password) only becomes pending, for the caller's own account.
    'change email': {
      route: 'PUT /api/auth/profile',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) =>
        call(ctx, who, 'PUT', '/api/auth/profile', {
          email: `moved-${randomUUID().slice(0, 8)}@example.com`,
          firstName: 'Moved',
          lastName: 'Person',
          currentPassword: TEST_USER_PASSWORD,
        }),
      owner: async (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: fx.owner.userId,
          email: fx.owner.email,
          pendingEmail: expect.stringMatching(/^moved-/),
        });
        expect(await account.snapshot(ctx, fx)).toMatchObject({ email: fx.owner.email });
      },
      ownData: (_ctx, _fx, res, who) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: who.userId,
          email: who.email,
          pendingEmail: expect.stringMatching(/^moved-/),
        });
      },
    },
    // Taking the owner's email into another account (then signing in by a reset link, or
    // being linked into by the owner's sign-in provider; decision 016). The answer is the one a
    // free address gets: the address is pending on the caller's own account, and the owner's
    // account is untouched.
    'claim email': {
      route: 'PUT /api/auth/profile',
      guard: 'account',
      others: 'own-data',
      echoes: (fx) => [fx.owner.email ?? ''],
      send: (ctx, fx, who) =>
        call(ctx, who, 'PUT', '/api/auth/profile', {
          email: fx.owner.email,
          firstName: 'Claimed',
          lastName: 'Person',
          currentPassword: TEST_USER_PASSWORD,
        }),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: fx.owner.userId,
          email: fx.owner.email,
          pendingEmail: null,
        });
      },
      ownData: (_ctx, fx, res, who) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: who.userId,
          email: who.email,
          pendingEmail: fx.owner.email,
        });
      },
    },
  },
};

const billing: Resource = {
  name: 'billing',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    await ok(call(ctx, owner, 'POST', '/api/create-premium-subscription', {}));
    const { stripeCustomerId } = await ok<{ stripeCustomerId: string }>(
      call(ctx, owner, 'GET', '/api/auth/user'),
    );
    expect(stripeCustomerId).toMatch(/^cus_/);
    return {
      owner,
      secrets: [stripeCustomerId, owner.userId ?? '', owner.email ?? ''],
      data: { customerId: stripeCustomerId },
    };
  },
  snapshot: async (ctx, fx) => {
    const user = await ok<Record<string, unknown>>(call(ctx, fx.owner, 'GET', '/api/auth/user'));
    return {
      stripeCustomerId: user.stripeCustomerId,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionTier: user.subscriptionTier,
      subscriptionCurrentPeriodEnd: user.subscriptionCurrentPeriodEnd,
    };
  },
  actions: {
    read: {
      route: 'GET /api/auth/user',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/auth/user'),
      owner: (_ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ stripeCustomerId: fx.data.customerId });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ stripeCustomerId: null, subscriptionStatus: null });
      },
    },
    list: { skip: 'invoices are listed in Stripe’s portal, not by this server' },
    update: {
      skip: 'subscription state changes only through signed Stripe webhooks (billing.routes.test refuses unsigned ones)',
    },
    delete: { skip: 'cancelling is done in Stripe’s billing portal (see portal)' },
    continue: { skip: 'billing has no stream or follow-up' },
    checkout: {
      route: 'POST /api/create-premium-subscription',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'POST', '/api/create-premium-subscription', {}),
      owner: (ctx, fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json<{ paymentUrl: string }>().paymentUrl).toMatch(/^https:\/\/checkout\./);
        expect(ctx.stripe.requests.at(-1)?.form).toMatchObject({
          customer: fx.data.customerId,
          client_reference_id: fx.owner.userId,
        });
      },
      ownData: (ctx, fx, res, who) => {
        expect(res.statusCode).toBe(200);
        expect(ctx.stripe.requests.at(-1)?.form.customer).not.toBe(fx.data.customerId);
        expect(ctx.stripe.requests.at(-1)?.form.client_reference_id).toBe(who.userId);
      },
    },
    portal: {
      route: 'GET /api/stripe/billing-portal',
      guard: 'account',
      others: 404,
      html: true,
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/stripe/billing-portal'),
      owner: (ctx, fx, res) => {
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toMatch(/^https:\/\/billing\.stripe\.test\//);
        expect(ctx.stripe.requests.at(-1)).toMatchObject({
          path: '/v1/billing_portal/sessions',
          form: { customer: fx.data.customerId },
        });
      },
    },
  },
};

const community: Resource = {
  name: 'community invitation',
  ownerKind: 'account',
  async create(ctx) {
    const owner = await newAccount(ctx);
    const { sessionId, messageId } = await chat(ctx, owner, marker('Teach me'));
    const fx = { owner, secrets: [sessionId, messageId], data: { messageId } };
    // Voice used once unlocks the community; then the owner asks for the invitation.
    expect((await speak(ctx, owner, fx)).statusCode).toBe(200);
    await ok(call(ctx, owner, 'POST', '/api/discord/join'));
    return fx;
  },
  snapshot: (ctx, fx) => ok(call(ctx, fx.owner, 'GET', '/api/discord/community')),
  actions: {
    read: {
      route: 'GET /api/discord/community',
      guard: 'account',
      others: 'own-data',
      send: (ctx, _fx, who) => call(ctx, who, 'GET', '/api/discord/community'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          voiceUnlocked: true,
          inviteStatus: 'invited',
          discordServerUrl: DISCORD_INVITE_URL,
        });
      },
      ownData: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          voiceUnlocked: false,
          inviteStatus: 'none',
          discordServerUrl: null,
        });
      },
    },
    list: { skip: 'one invitation per account: read covers it' },
    // Asking for the invitation rides on the caller's own voice use, never the owner's.
    update: {
      route: 'POST /api/discord/join',
      guard: 'account',
      others: 403,
      send: (ctx, _fx, who) => call(ctx, who, 'POST', '/api/discord/join'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          discordServerUrl: DISCORD_INVITE_URL,
          inviteStatus: 'invited',
        });
      },
    },
    delete: { skip: 'an invitation is never withdrawn by the user' },
    continue: {
      route: 'POST /api/discord/joined',
      guard: 'account',
      others: 400,
      send: (ctx, _fx, who) => call(ctx, who, 'POST', '/api/discord/joined'),
      owner: (_ctx, _fx, res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ inviteStatus: 'joined' });
      },
    },
  },
};

const RESOURCES: Resource[] = [
  chatSessions('account'),
  chatSessions('client'),
  chatSessions('merged'),
  voiceAudio('account'),
  voiceAudio('client'),
  voiceAudio('merged'),
  journal,
  progress,
  biofeedback,
  tribe,
  transmissionsProgress,
  account,
  billing,
  community,
];

/**
 * API routes outside the matrix, and why. Every route the app registers must be in the matrix or
 * here (checked below), so a new route cannot slip past without a decision.
 */
const EXCLUDED_ROUTES: Record<string, string> = {
  'GET /api/health': 'public: liveness and database check',
  'GET /api/app-config': 'public settings',
  'GET /api/modules': 'public catalogue',
  'GET /api/carousels': 'public catalogue',
  'POST /api/sync-modules': 're-reads the shared content files; owns nothing per user',
  'GET /api/ai/providers': 'public list',
  'POST /api/auth/email-signup': 'creates an identity; acts on no existing record',
  'POST /api/auth/login': 'creates a session from a password (auth.routes.test)',
  'POST /api/logout': "ends only the caller's own session",
  'GET /auth/logout': "ends only the caller's own session",
  'POST /api/auth/password-reset': 'answers 202 whatever the address (auth.routes.test)',
  'POST /api/auth/password-reset/confirm': 'authorised by the emailed token (auth.routes.test)',
  'POST /api/auth/email-change/confirm':
    'authorised by the token mailed to the new address (email-change.routes.test)',
  'GET /api/login': 'OAuth start: a redirect, no record',
  'GET /auth/*': 'OAuth start: a redirect, no record',
  'GET /auth/*/callback': 'OAuth callback, authorised by state + PKCE (oauth.routes.test)',
  'POST /auth/apple/callback': 'OAuth callback, authorised by state (oauth.routes.test)',
  'POST /api/stripe/webhook': 'from Stripe, authorised by its signature (billing.routes.test)',
  'GET /api/downloads/transmissions': 'public PDF, the same for everyone',
  'GET /api/bithuman-config': "a short-lived token for the caller's own account; owns no record",
  'POST /api/beta-signup': "sets only the caller's own beta flag",
  'GET /api/usage': "the caller's own counters (checked after every refusal below)",
  'POST /api/tribes': 'creates a tribe (used to create the fixture)',
  'POST /api/tribes/:slug/members': "joining a public tribe: the caller's own membership",
  'DELETE /api/tribes/:slug/members': "leaving: only the caller's own membership",
  'POST /api/journal': 'creates an entry (used to create the fixture)',
};

const DISCORD_INVITE_URL = 'https://discord.example/invite/sangha';

// ---------------------------------------------------------------------------------------------
// The generated cases

interface Case {
  title: string;
  resource: Resource;
  actionName: string;
  action: Action;
  actor: ActorName;
}
interface SkippedCase {
  title: string;
  reason: string;
}

const cases: Case[] = [];
/** Shown as skipped tests: a whole action, or one actor of an action, with the reason. */
const skipped: SkippedCase[] = [];
/** resource × actor × action combinations that do not apply (each skip entry may cover several). */
let notApplicable = 0;
for (const resource of RESOURCES) {
  for (const [actionName, action] of Object.entries(resource.actions)) {
    if ('skip' in action) {
      skipped.push({ title: `${resource.name} × ${actionName}`, reason: action.skip });
      notApplicable += ACTORS.length;
      continue;
    }
    for (const actor of ACTORS) {
      const title = `${resource.name} × ${actor} × ${actionName}`;
      const reason =
        action.notFor?.[actor] ??
        (resource.ownerKind === 'client' && actor === 'owner, another client id'
          ? 'a client-owned record belongs to one client id: another id is another owner (anonymous client)'
          : undefined);
      if (reason) {
        skipped.push({ title, reason });
        notApplicable += 1;
        continue;
      }
      cases.push({ title, resource, actionName, action, actor });
    }
  }
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The fixture with every id in it replaced by one that names nothing. */
const ghostOf = (fx: Fixture): Fixture => ({
  ...fx,
  data: Object.fromEntries(
    Object.entries(fx.data).map(([key, value]) => [
      key,
      value.replace(UUID_IN_TEXT, () => randomUUID()),
    ]),
  ),
});

/** The identity playing `actor` against a fixture. */
async function actorIdentity(ctx: Ctx, c: Case, fx: Fixture): Promise<Identity> {
  const owner = fx.owner;
  switch (c.actor) {
    case 'owner':
      return c.action.ownerIdentity ? c.action.ownerIdentity(ctx, fx) : owner;
    case 'owner, another client id':
      return { ...owner, clientId: randomUUID(), address: nextAddress() };
    case 'another account':
      return newAccount(ctx, 'Other');
    case 'anonymous client':
      return newClient();
    case "owner's client id, not the owner":
      // An account-owned record: the owner's browser id with no session. A client-owned record:
      // another account presenting the owner's client id (an account is never its client id).
      return c.resource.ownerKind === 'account'
        ? { clientId: owner.clientId ?? '', address: nextAddress() }
        : { ...(await newAccount(ctx, 'Other')), clientId: owner.clientId ?? '' };
    case 'no identity':
      return { address: nextAddress() };
  }
}

type Expected = 'owner' | 'own-data' | 400 | 401 | 403 | 404 | 409;

function expectedFor(c: Case, who: Identity): Expected {
  if (c.actor === 'owner' || c.actor === 'owner, another client id') return 'owner';
  if (c.action.guard === 'public') return 'own-data';
  if (!who.cookie) {
    if (c.action.guard === 'account') return 401;
    if (!who.clientId) return 400;
  }
  return c.action.others;
}

/** What a refused or other actor could spend; compared before and after. */
async function spendOf(ctx: Ctx, who: Identity) {
  if (!who.cookie && !who.clientId) return null;
  return { exchanges: await usedExchanges(ctx, who), voice: await voiceUsed(ctx, who) };
}

describe.each(testDialects)('%s: authorization matrix', (dialect) => {
  const ctx = {} as Ctx;

  beforeAll(async () => {
    ctx.ai = await startFakeUpstream({ kind: 'tokens', tokens: REPLY_TOKENS });
    ctx.speech = await startFakeSpeechUpstream();
    ctx.stripe = await startFakeStripe('sk_test_matrix');
    ctx.t = await createTestApp(dialect, {
      AI_BASE_URL: ctx.ai.baseUrl,
      AI_MODEL: 'fake-model',
      OPENAI_API_KEY: 'sk-test-speech',
      OPENAI_BASE_URL: ctx.speech.baseUrl,
      TTS_PER_MINUTE: '100000',
      FREE_VOICE_WISHES: '1000',
      FREE_ACCOUNT_EXCHANGES: '1000',
      ANON_FREE_MESSAGES: '1000',
      STRIPE_SECRET_KEY: 'sk_test_matrix',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_matrix',
      STRIPE_PRICE_ID: 'price_matrix',
      STRIPE_API_URL: ctx.stripe.url,
      PUBLIC_URL: 'https://sangha.example',
      DISCORD_INVITE_URL,
    });
  });
  afterAll(async () => {
    await ctx.t.close();
    await Promise.all([ctx.ai.close(), ctx.speech.close(), ctx.stripe.close()]);
  });

  const actionCount = RESOURCES.reduce((n, r) => n + Object.keys(r.actions).length, 0);
  const actionKinds = new Set(RESOURCES.flatMap((r) => Object.keys(r.actions))).size;
  const summary =
    `${RESOURCES.length} resources with ${actionCount} actions (${actionKinds} kinds) × ` +
    `${ACTORS.length} actors = ${cases.length + notApplicable} combinations: ` +
    `${cases.length} generated cases, ${notApplicable} not applicable`;
  test(`the matrix: ${summary}`, () => {
    console.info(`${dialect}: authorization matrix: ${summary}`);
    expect(cases.length + notApplicable).toBe(actionCount * ACTORS.length);
    // Every resource is tried by every kind of actor that can exist for it.
    for (const resource of RESOURCES) {
      const actors = new Set(cases.filter((c) => c.resource === resource).map((c) => c.actor));
      expect(actors.size, resource.name).toBe(
        resource.ownerKind === 'account' ? ACTORS.length : ACTORS.length - 1,
      );
    }
  });

  test('every API route is in the matrix or excluded with a reason', () => {
    const registered = new Set(routesOf(ctx.t));
    const covered = new Set(
      RESOURCES.flatMap((r) =>
        Object.values(r.actions).flatMap((a) => ('route' in a ? [a.route] : [])),
      ),
    );
    const excluded = (route: string) =>
      Object.keys(EXCLUDED_ROUTES).some((pattern) => routePattern(pattern).test(route));
    expect([...registered].filter((route) => !covered.has(route) && !excluded(route))).toEqual([]);
    // And nothing listed that no longer exists.
    const stale = [...covered, ...Object.keys(EXCLUDED_ROUTES)].filter(
      (pattern) => ![...registered].some((route) => routePattern(pattern).test(route)),
    );
    expect(stale).toEqual([]);
  });

  test.skip.each(skipped)('$title (not applicable: $reason)', () => {});

  test.each(cases)('$title', async (c) => {
    const fx = await c.resource.create(ctx);
    const who = await actorIdentity(ctx, c, fx);
    const expected = expectedFor(c, who);

    if (expected === 'owner') {
      const res = await c.action.send(ctx, fx, who);
      await c.action.owner(ctx, fx, res);
      return;
    }

    const before = await c.resource.snapshot(ctx, fx);
    const spentBefore = await spendOf(ctx, who);
    const upstreamBefore = { ai: ctx.ai.requests.length, speech: ctx.speech.requests.length };
    const stripeBefore = ctx.stripe.requests.length;

    const res = await c.action.send(ctx, fx, who);

    if (expected === 'own-data') {
      if (!c.action.ownData) throw new Error(`${c.title}: an 'own-data' action needs ownData`);
      c.action.ownData(ctx, fx, res, who);
    } else {
      expect(res.statusCode, c.title).toBe(expected);
      if (!c.action.html) {
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    }
    if (expected === 404 && !c.action.html) {
      // The same answer as for a record that does not exist: existence does not leak.
      const ghostFx = ghostOf(fx);
      expect(ghostFx.data).not.toEqual(fx.data);
      const ghost = await c.action.send(ctx, ghostFx, who);
      expect({ status: ghost.statusCode, body: ghost.json() }).toEqual({
        status: res.statusCode,
        body: res.json(),
      });
    }
    // Nothing of the owner's leaks: not in the answer, not to Stripe on the actor's behalf.
    const echoed = c.action.echoes?.(fx) ?? [];
    for (const secret of fx.secrets.filter((s) => !echoed.includes(s)))
      expect(res.body).not.toContain(secret);
    const stripeSent = JSON.stringify(ctx.stripe.requests.slice(stripeBefore));
    for (const secret of fx.secrets) expect(stripeSent).not.toContain(secret);
    if (expected !== 'own-data') expect(ctx.stripe.requests.length).toBe(stripeBefore);

    // Nothing changed, as the owner sees it; no upstream called; nothing spent.
    expect(await c.resource.snapshot(ctx, fx)).toEqual(before);
    expect({ ai: ctx.ai.requests.length, speech: ctx.speech.requests.length }).toEqual(
      upstreamBefore,
    );
    expect(await spendOf(ctx, who)).toEqual(spentBefore);
  });
});

/** `*` in an excluded route stands for one path segment. */
const routePattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.?+^$|()[\]{}\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);

/**
 * `METHOD /path` of every API and /auth route the app registered, read from Fastify's route tree
 * (each line is a path segment appended to its parent's, indented four characters per level).
 * HEAD (automatic for GET) and the API docs are left out; page routes are the web app's.
 */
function routesOf(t: TestApp): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    if (!/^\/(api|auth)\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
