import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AiProviderId,
  ChatMessage,
  ChatSession,
  ChatStreamEvent,
} from '../../../contracts/chat.ts';
import { buildSystemPrompt } from '../../ai/persona-prompt.ts';
import type { ProviderRegistry, ResolvedProvider } from '../../ai/provider-registry.ts';
import type { ReplyRequest } from '../../ai/streaming/reply-stream.ts';
import { careReply, concernNote, type CareContext } from '../../ai/safety/care-reply.ts';
import { raiseWith, type Moderator } from '../../ai/safety/moderation.ts';
import { assessConversation, type RiskAssessment } from '../../ai/safety/risk-screen.ts';
import { teachingsIndexFor, terms } from '../../ai/teachings-index.ts';
import { WordLimiter } from '../../ai/word-limit.ts';
import type { Config } from '../../config.ts';
import { retryWhileUnavailable, type Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/caller.ts';
import { getModuleForChat, type ChatModule } from '../modules/modules.service.ts';
import {
  endModelCall,
  isBetaUser,
  refundExchange,
  reserveExchange,
  startModelCall,
  startModelCallAndReserve,
  type Allowances,
  type ModelCallLease,
  type Reservation,
} from '../usage/usage.service.ts';
import { recordPracticeEvent } from '../progress/progress.service.ts';
import {
  countUserExchangesWithModule,
  deleteMessages,
  deleteOwnedSession,
  deleteUserSessions,
  findOwnedSession,
  insertMessage,
  insertReplyFreeingSlot,
  type NewMessage,
  listOwnedSessions,
  listRecentMessages,
  listSessionMessages,
  moveClientSessionsToUser,
  renameOwnedSession,
  storeUserMessage,
  userMessageWrite,
  type UserMessageToStore,
  touchSession,
  type Owner,
} from './chat.repository.ts';
import { storableText } from '../../storable-text.ts';
import type { Metrics } from '../../metrics/metrics.ts';

export interface ChatDeps {
  db: Db;
  config: Pick<Config, 'appName' | 'ai' | 'safety' | 'chatPerMinute' | 'modelCallsPerAccount'> &
    Allowances;
  providers: ProviderRegistry;
  /** The optional second opinion on risk; null when none is configured. */
  moderator: Moderator | null;
  log: FastifyBaseLogger;
  /** This app's Prometheus metrics; absent, nothing is counted. */
  metrics?: Metrics | undefined;
}

export interface ChatOptions {
  isUnhingedMode: boolean;
  aiProvider: AiProviderId;
  wordLimit: number | null;
  /** The person's country (from Accept-Language), for the help lines of a caring reply. */
  country: string | null;
}

/** A chat that passed every check; `run` streams the reply. Nothing is streamed before this exists. */
export interface PreparedChat {
  sessionId: string;
  /** Stream the reply through `emit`; `signal` aborts when the client goes away (or Stop). */
  run(emit: (event: ChatStreamEvent) => void, signal: AbortSignal): Promise<void>;
}

const HISTORY_MESSAGES = 40;
/** How many of the person's own earlier messages the safety screen reads with the newest one. */
const SCREENED_EARLIER_MESSAGES = 4;
const TITLE_MAX = 60;

/** Resolves in the event loop's check phase, once the sockets due have been served. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * The longest a new message's store waits for its model request to leave (a connection being
 * made): past this it is stored anyway, so a slow model server never holds the conversation back.
 */
const SENDING_WAIT_MS = 5;

export function ownerOf(caller: Caller): Owner {
  return caller.kind === 'user' ? { userId: caller.userId } : { clientId: caller.clientId };
}

/** A session title from the first message: its first line, cut at a word near 60 characters. */
export function titleFrom(message: string): string {
  const line = message.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= TITLE_MAX) return line || 'New conversation';
  const cut = line.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

async function requireModule(db: Db, moduleId: string | null): Promise<ChatModule> {
  const module = moduleId ? await getModuleForChat(db, moduleId) : undefined;
  if (!module) throw notFound(`Module '${moduleId ?? ''}' not found`);
  return module;
}

async function resolveProvider(
  deps: ChatDeps,
  caller: Caller,
  id: AiProviderId,
): Promise<ResolvedProvider> {
  const gated = deps.providers.list().find((p) => p.id === id)?.gated ?? false;
  return deps.providers.resolve(id, {
    isBetaUser: gated ? await isBetaUser(deps.db, caller) : false,
  });
}

/** A slot for one more model call of the caller's; 429 when they already have the most at once. */
async function requireModelCall(deps: ChatDeps, caller: Caller): Promise<ModelCallLease> {
  const lease = await startModelCall(deps.db, caller, deps.config.modelCallsPerAccount);
  if (lease) return lease;
  throw modelCallsBusy(deps);
}

function modelCallsBusy(deps: ChatDeps): AppError {
  deps.metrics?.chatQuotaRefusals.inc({ phase: 'model_calls' });
  return new AppError(
    'rate_limited',
    `You already have ${deps.config.modelCallsPerAccount} replies being written. Please wait for one to finish.`,
  );
}

type SlotAndReservation = { lease: ModelCallLease; reservation: Reservation; stored: boolean };

/**
 * Ask for a model-call slot and then the exchange counted, as requireModelCall and reserveCounted
 * one after the other, but in one statement on PostgreSQL (decision 021, fourth revision), which
 * also stores the person's message when both are taken (`stored`; tenth revision). It is asked
 * before the safety screen has spoken, so that the database works while the message is read: the
 * answer, or the refusal, is only opened by `takeSlotAndReservation` or given back by
 * `giveBackSlotAndReservation` (eighth revision).
 */
function askSlotAndReservation(
  deps: ChatDeps,
  caller: Caller,
  message: UserMessageToStore,
  now: string,
): Promise<PromiseSettledResult<SlotAndReservation | null>> {
  const asked = startModelCallAndReserve(
    deps.db,
    deps.config,
    caller,
    deps.config.modelCallsPerAccount,
    userMessageWrite(deps.db, message, now),
  );
  return Promise.allSettled([asked]).then(([settled]) => settled);
}

/** The slot and the exchange, or the refusal (402, 429), counted by its phase and thrown. */
function takeSlotAndReservation(
  deps: ChatDeps,
  asked: PromiseSettledResult<SlotAndReservation | null>,
): SlotAndReservation {
  if (asked.status === 'rejected') {
    countReservationRefusal(deps, asked.reason);
    throw asked.reason;
  }
  if (asked.value) return asked.value;
  throw modelCallsBusy(deps);
}

/** A message in crisis is never counted: whatever was taken for it is given back (also on a failure). */
async function giveBackSlotAndReservation(
  deps: ChatDeps,
  asked: PromiseSettledResult<SlotAndReservation | null>,
): Promise<void> {
  if (asked.status === 'rejected' || !asked.value) return;
  await Promise.all([
    refund(deps, asked.value.reservation),
    finishModelCall(deps, asked.value.lease),
  ]);
}

/** Free the slot; a failure only keeps it until its lease runs out, so it is logged, not thrown. */
async function finishModelCall(deps: ChatDeps, lease: ModelCallLease): Promise<void> {
  try {
    await retryWhileUnavailable(() => endModelCall(deps.db, lease));
  } catch (error) {
    deps.log.warn({ err: error }, 'could not free a model-call slot; it frees when its lease ends');
  }
}

/** The model-call slot a reply holds while it streams. */
interface HeldSlot {
  lease: ModelCallLease;
  /** Free it now, once (later calls do nothing). */
  release(): Promise<void>;
  /** The statement that stored the reply freed it too (PostgreSQL): nothing left to free. */
  freedWithReply(): void;
}

/**
 * Run `work` (the reply) while holding the slot, and free it however the reply ends. `work` may
 * free it sooner: a reply frees it once stored, before `done` ends the stream, so a client that
 * sends its next message the moment it reads `done` never finds its own slot still taken.
 */
async function holding(
  deps: ChatDeps,
  lease: ModelCallLease,
  work: (slot: HeldSlot) => Promise<void>,
) {
  let released = false;
  const slot: HeldSlot = {
    lease,
    async release() {
      if (released) return;
      released = true;
      await finishModelCall(deps, lease);
    },
    freedWithReply() {
      released = true;
    },
  };
  try {
    await work(slot);
  } finally {
    await slot.release();
  }
}

/**
 * The safety screen over the person's recent messages (DESIGN §6): the built-in screen always, then
 * the moderation model when one is configured and the built-in screen has not already found a
 * crisis. The second opinion can only raise the outcome.
 */
async function screenConversation(
  deps: ChatDeps,
  userMessages: readonly string[],
): Promise<RiskAssessment> {
  const builtIn = assessConversation(userMessages);
  const outcome =
    !deps.moderator || builtIn.level === 'crisis'
      ? builtIn
      : raiseWith(builtIn, await deps.moderator.assess(userMessages));
  // Counts by level and focus only: never any text.
  deps.metrics?.safetyScreenOutcomes.inc({ level: outcome.level, focus: outcome.focus ?? 'none' });
  return outcome;
}

/** Reserve one exchange; a refusal is counted by its phase (the address's day, or the allowance). */
async function reserveCounted(
  deps: ChatDeps,
  trx: Parameters<typeof reserveExchange>[0],
  caller: Caller,
): Promise<Reservation> {
  try {
    return await reserveExchange(trx, deps.config, caller);
  } catch (error) {
    countReservationRefusal(deps, error);
    throw error;
  }
}

function countReservationRefusal(deps: ChatDeps, error: unknown): void {
  if (error instanceof AppError)
    deps.metrics?.chatQuotaRefusals.inc({
      phase: error.code === 'rate_limited' ? 'address_day' : 'allowance',
    });
}

/**
 * The person's own messages among a conversation's recent ones (oldest first), the last
 * SCREENED_EARLIER_MESSAGES of them, looking no further back than three times as many messages.
 */
function earlierUserMessages(recent: readonly ChatMessage[]): string[] {
  return recent
    .slice(-SCREENED_EARLIER_MESSAGES * 3)
    .filter((m) => m.role === 'user')
    .slice(-SCREENED_EARLIER_MESSAGES)
    .map((m) => m.content);
}

function careContext(
  deps: ChatDeps,
  assessment: RiskAssessment,
  country: string | null,
): CareContext {
  return {
    language: assessment.language,
    country,
    table: deps.config.safety.resources,
    overrideText: deps.config.safety.resourcesText,
  };
}

/**
 * Check and record a new chat message (SPEC §7 POST /api/chat), reading as a story: module →
 * provider (gating first) → session ownership → safety screen (while the quota is asked) → quota
 * → the model call → store the user's message.
 */
export async function prepareChat(
  deps: ChatDeps,
  caller: Caller,
  input: {
    message: string;
    displayMessage?: string | undefined;
    sessionId?: string | null | undefined;
    moduleId: string;
  } & ChatOptions,
): Promise<PreparedChat> {
  const { db } = deps;
  const owner = ownerOf(caller);
  const module = await requireModule(db, input.moduleId);
  const provider = await resolveProvider(deps, caller, input.aiProvider);

  // The conversation so far, read once: for the safety screen, and with the new message as the
  // model's history (a new conversation has none, so nothing is read; decision 021). Read beside
  // the session itself (on two connections on PostgreSQL), and used only once the session is
  // found to be the caller's.
  let existing: ChatSession | undefined;
  let earlier: ChatMessage[] = [];
  if (input.sessionId) {
    [existing, earlier] = await Promise.all([
      findOwnedSession(db, input.sessionId, owner),
      listRecentMessages(db, input.sessionId, HISTORY_MESSAGES - 1),
    ]);
    if (!existing) throw notFound('Conversation not found');
  }
  const sessionId = existing?.id ?? randomUUID();
  const now = new Date().toISOString();
  const message: ChatMessage = {
    id: randomUUID(),
    role: 'user',
    content: input.message,
    createdAt: now,
    status: 'complete',
  };
  const toStore: UserMessageToStore = {
    sessionId,
    newSession: existing
      ? null
      : { title: titleFrom(input.displayMessage ?? input.message), moduleId: module.id, owner },
    messageId: message.id,
    content: message.content,
  };
  // At most a few model calls per caller at once, then the exchange counted and, on PostgreSQL,
  // the message stored: one statement, asked for now and read once the safety screen has spoken,
  // so the round trip and the screen overlap. A message in crisis calls no model and is never
  // counted (DESIGN §6): what was taken for it is given back, and a refusal is not one (the caring
  // reply needs no allowance). Any other message's model request is made ready while the
  // statement is on its way (prompt, body, a connection) and written the moment it grants, so
  // nothing reaches the model server uncounted (decision 021, eleventh revision). Where the
  // message is not stored yet (SQLite; a crisis refused), it is stored once the request is on its
  // way, so the model reads while we write (fourth, eighth and tenth revisions). Nothing is
  // streamed, not even the first token, before the store succeeds; should it fail, the call is
  // stopped and the exchange refunded. Either way a failure frees the slot and reaches the client
  // as before, never as a stream.
  const asked = askSlotAndReservation(deps, caller, toStore, now);
  let risk: RiskAssessment;
  try {
    // The statement goes out before the screen takes the thread.
    await afterPendingIo();
    risk = await screenConversation(deps, [...earlierUserMessages(earlier), input.message]);
  } catch (error) {
    await giveBackSlotAndReservation(deps, await asked);
    throw error;
  }
  let grant!: (granted: boolean) => void;
  const go = new Promise<boolean>((resolve) => (grant = resolve));
  const reply =
    risk.level === 'crisis'
      ? undefined
      : startReply(
          deps,
          {
            sessionId,
            userId: caller.kind === 'user' ? caller.userId : null,
            module,
            provider,
            options: input,
            replaces: [],
            recent: [...earlier, message],
            note:
              risk.level === 'concern' ? concernNote(careContext(deps, risk, input.country)) : '',
          },
          go,
        );
  let taken: SlotAndReservation | null = null;
  const answer = await asked;
  const stored = answer.status === 'fulfilled' && answer.value?.stored === true;
  try {
    if (reply) taken = takeSlotAndReservation(deps, answer);
    else await giveBackSlotAndReservation(deps, answer);
  } catch (error) {
    grant(false);
    await reply?.cancel(error);
    throw error;
  }
  grant(reply !== undefined);
  try {
    if (!stored) {
      // The request goes out before the message is stored: SQLite writes synchronously, and would
      // otherwise hold back even the connection to the model server until it had written.
      await reply?.sending;
      await storeUserMessage(db, toStore, now);
    }
  } catch (error) {
    await Promise.all([
      reply?.cancel(error),
      // Counted and the message not stored: given back.
      taken && refund(deps, taken.reservation),
      taken && finishModelCall(deps, taken.lease),
    ]);
    throw error;
  }

  if (!reply || !taken) {
    const content = careReply(risk.focus ?? 'self', careContext(deps, risk, input.country));
    return { sessionId, run: (emit) => replyWithCare(deps, sessionId, content, emit) };
  }
  const { lease, reservation } = taken;
  return {
    sessionId,
    run: (emit, signal) =>
      holding(deps, lease, (slot) => reply.run(emit, signal, reservation, slot)),
  };
}

/**
 * Give back an exchange whose message could not be stored. Like every refund it survives a
 * database restart and is one transaction; a failure is logged, not thrown over the store's.
 */
async function refund(deps: ChatDeps, reservation: Reservation): Promise<void> {
  try {
    await retryWhileUnavailable(() =>
      deps.db.transaction().execute((trx) => refundExchange(trx, reservation)),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'could not refund an exchange whose message was not stored');
  }
}

/**
 * Answer the last user message of a session again (the web's Regenerate). The old reply is
 * replaced only once the new one has produced text.
 */
export async function prepareRegenerate(
  deps: ChatDeps,
  caller: Caller,
  sessionId: string,
  options: ChatOptions,
): Promise<PreparedChat> {
  const { db } = deps;
  const session = await findOwnedSession(db, sessionId, ownerOf(caller));
  if (!session) throw notFound('Conversation not found');
  const module = await requireModule(db, session.moduleId);
  const provider = await resolveProvider(deps, caller, options.aiProvider);

  const messages = await listSessionMessages(db, sessionId);
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  if (lastUser < 0)
    throw new AppError('bad_request', 'There is no message to answer again in this conversation');
  const replaces = messages.slice(lastUser + 1).map((m) => m.id);

  const userMessages = messages
    .slice(0, lastUser + 1)
    .filter((m) => m.role === 'user')
    .slice(-(SCREENED_EARLIER_MESSAGES + 1))
    .map((m) => m.content);
  const risk = await screenConversation(deps, userMessages);
  if (risk.level === 'crisis') {
    await deleteMessages(db, replaces);
    const content = careReply(risk.focus ?? 'self', careContext(deps, risk, options.country));
    return { sessionId, run: (emit) => replyWithCare(deps, sessionId, content, emit) };
  }
  const lease = await requireModelCall(deps, caller);
  let reservation: Reservation;
  try {
    // One transaction, so a database failure never leaves half a reservation behind.
    reservation = await db.transaction().execute(async (trx) => {
      const reserved = await reserveCounted(deps, trx, caller);
      // The session's one touch for this exchange; the reply does not touch it (decision 021).
      await touchSession(trx, sessionId, new Date().toISOString());
      return reserved;
    });
  } catch (error) {
    await finishModelCall(deps, lease);
    throw error;
  }
  return {
    sessionId,
    run: (emit, signal) =>
      holding(deps, lease, (slot) =>
        startReply(deps, {
          sessionId,
          userId: caller.kind === 'user' ? caller.userId : null,
          module,
          provider,
          options,
          replaces,
          note:
            risk.level === 'concern' ? concernNote(careContext(deps, risk, options.country)) : '',
        }).run(emit, signal, reservation, slot),
      ),
  };
}

/** The caring reply: never a model's words, never counted. Stored with no provider. */
async function replyWithCare(
  deps: ChatDeps,
  sessionId: string,
  content: string,
  emit: (event: ChatStreamEvent) => void,
): Promise<void> {
  emit({ type: 'session', sessionId });
  emit({ type: 'token', content });
  const id = randomUUID();
  await retryWhileUnavailable(() =>
    insertMessage(
      deps.db,
      { id, sessionId, role: 'assistant', content, status: 'complete', provider: null },
      new Date().toISOString(),
    ),
  );
  emit({ type: 'done', messageId: id });
}

class StallError extends Error {
  constructor(seconds: number) {
    super(`The teacher went silent for ${seconds} seconds. Please try again.`);
  }
}

/** Earlier conversation for the model, newest kept first, within the character budget. */
function historyWithinBudget(messages: ChatMessage[], budget: number): ReplyRequest['messages'] {
  const kept: ReplyRequest['messages'] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!m || !m.content) continue;
    // The latest message always goes, however long; older ones only while they fit.
    if (kept.length > 0 && used + m.content.length > budget) break;
    used += m.content.length;
    kept.unshift({ role: m.role, content: m.content });
  }
  // A conversation sent to a model must start with the user.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

interface ReplyPlan {
  sessionId: string;
  /** The account replying to, for milestones; null when signed out. */
  userId: string | null;
  module: ChatModule;
  provider: ResolvedProvider;
  options: ChatOptions;
  /** Messages the new reply replaces (regenerate); removed once the new reply has text. */
  replaces: string[];
  /**
   * The conversation's newest HISTORY_MESSAGES messages, oldest first, when already known (a new
   * message: what was read before it, and it); read when the reply starts otherwise.
   */
  recent?: ChatMessage[];
  /** The resources note after a complete reply when the screen found concern; '' for none. */
  note: string;
}

/** A model call under way for a reply; nothing has been sent to the client yet. */
interface StartedReply {
  /**
   * Stream the reply through `emit` and store it; `clientSignal` aborts when the client leaves.
   * The model-call `slot` is freed once the reply is stored, before `done` is sent.
   */
  run(
    emit: (event: ChatStreamEvent) => void,
    clientSignal: AbortSignal,
    reservation: Reservation,
    slot?: HeldSlot,
  ): Promise<void>;
  /** The reply will not be streamed (its message could not be stored): stop the call. */
  cancel(reason: unknown): Promise<void>;
  /**
   * Settles once the call's request has left for the model server, or at most SENDING_WAIT_MS
   * after the call began, whichever is first (the offline guide and a failed call: at once).
   */
  sending: Promise<void>;
}

/** The model call as `startReply` began it, for `streamReply` to read. */
interface ReplyCall {
  upstream: AbortController;
  /** When the call began (time to first token is measured from here). */
  started: number;
  /** Arm the stall timer, or move it on (every token). */
  armStall(): void;
  stopStall(): void;
  /** The call's deltas, its first one already asked for, and the replies a regenerate replaces. */
  opening: Promise<{
    deltas: AsyncIterator<string>;
    first: Promise<IteratorResult<string>>;
    replacedTexts: string[];
  }>;
}

/**
 * Start the model call for a reply at once: the request goes out (with `go`, once it settles
 * true; it is made ready meanwhile) and its first delta is asked for, but nothing reaches the
 * client until `run` (decision 021, fourth revision: a new message's reply starts while the
 * message is stored). The stall timer runs from here.
 */
function startReply(deps: ChatDeps, plan: ReplyPlan, go?: Promise<boolean>): StartedReply {
  const { db, config } = deps;
  const upstream = new AbortController();
  const stallMs = config.ai.stallTimeoutMs;
  let stallTimer: NodeJS.Timeout | undefined;
  let stallStopped = false;
  let lastProgress = 0;
  // A token only notes the time; the one timer, when it fires, looks at how long the call has
  // been quiet and waits out the rest (moving a timer on every token cost more than the token).
  const checkStall = () => {
    if (stallStopped) return;
    const quiet = performance.now() - lastProgress;
    if (quiet >= stallMs) upstream.abort(new StallError(Math.round(stallMs / 1000)));
    else stallTimer = setTimeout(checkStall, stallMs - quiet);
  };
  const armStall = () => {
    lastProgress = performance.now();
    stallTimer ??= setTimeout(checkStall, stallMs);
  };
  const started = performance.now();
  let sent!: () => void;
  const sending = new Promise<void>((resolve) => (sent = resolve));
  const sendingTimer = setTimeout(sent, SENDING_WAIT_MS);
  void sending.then(() => clearTimeout(sendingTimer));
  const opening = (async () => {
    // A database failure here is a failed reply (error event, refund) when `run` reads it.
    const recent = plan.recent ?? (await listRecentMessages(db, plan.sessionId, HISTORY_MESSAGES));
    const replacedTexts = recent.filter((m) => plan.replaces.includes(m.id)).map((m) => m.content);
    const history = historyWithinBudget(
      recent.filter((m) => !plan.replaces.includes(m.id)),
      config.ai.historyCharBudget,
    );
    const question = [...history].reverse().find((m) => m.role === 'user');
    const questionText = typeof question?.content === 'string' ? question.content : '';
    const system = plan.provider.offline
      ? undefined
      : buildSystemPrompt({
          appName: config.appName,
          moduleName: plan.module.name,
          persona: plan.module.persona,
          unhinged: plan.options.isUnhingedMode,
          wordLimit: plan.options.wordLimit,
          passages: teachingsIndexFor(plan.module).search(
            new Map(terms(questionText).map((t) => [t, 1])),
            3,
          ),
        });
    // Silence is timed from when the request may go: a long wait for the count (a burst queued
    // for a database connection) is not the model going quiet.
    if (go) void go.then((granted) => granted && armStall());
    else armStall();
    const stream = plan.provider.stream({
      module: plan.module,
      options: { unhinged: plan.options.isUnhingedMode, wordLimit: plan.options.wordLimit },
      system,
      messages: history,
      replacing: replacedTexts,
      signal: upstream.signal,
      onSent: sent,
      go,
    });
    const deltas = stream[Symbol.asyncIterator]();
    // Asking for the first delta sends the request; `run` awaits the answer.
    const first = deltas.next();
    // Read by `run`; one cancelled before that is not an unhandled rejection. A call with no
    // request to send (the offline guide), or one that failed, is done sending once it answers.
    first.then(sent, sent);
    return { deltas, first, replacedTexts };
  })();
  opening.catch(sent);
  const call: ReplyCall = {
    upstream,
    started,
    armStall,
    stopStall: () => {
      stallStopped = true;
      clearTimeout(stallTimer);
    },
    opening,
  };
  return {
    sending,
    run: (emit, clientSignal, reservation, slot) =>
      streamReply(deps, { ...plan, reservation }, call, emit, clientSignal, slot),
    async cancel(reason) {
      call.stopStall();
      upstream.abort(reason);
      try {
        const { deltas, first } = await opening;
        await first.catch(() => undefined);
        // A call that had already answered is closed (its connection dropped).
        await deltas.return?.();
      } catch {
        // The call had failed already: nothing is left open.
      }
    },
  };
}

/**
 * Stream the model's reply as `token` events, then store it. The reply is stored when it ends;
 * a partial reply is stored as interrupted when the provider fails, and as stopped when the client
 * leaves (Stop); the exchange is refunded only when no text was produced, or when a regenerate
 * produced exactly the reply it replaces.
 */
async function streamReply(
  deps: ChatDeps,
  plan: ReplyPlan & { reservation: Reservation },
  call: ReplyCall,
  emit: (event: ChatStreamEvent) => void,
  clientSignal: AbortSignal,
  slot?: HeldSlot,
): Promise<void> {
  const { db, log, metrics } = deps;
  const { upstream, started } = call;
  emit({ type: 'session', sessionId: plan.sessionId });
  const providerLabel = { provider: plan.provider.id };
  let firstTokenSeen = false;
  /** Counted here and added to the metric once, when the stream ends (not a labelled inc a token). */
  let tokensStreamed = 0;
  metrics?.chatStreamsInProgress.inc();

  const limiter = new WordLimiter(plan.options.wordLimit);
  const onClientGone = () => upstream.abort(clientSignal.reason);
  clientSignal.addEventListener('abort', onClientGone, { once: true });
  if (clientSignal.aborted) onClientGone();

  let text = '';
  let failure: unknown = null;
  /** The replies a regenerate replaces, as stored. */
  let replacedTexts: string[] = [];
  try {
    const opened = await call.opening;
    replacedTexts = opened.replacedTexts;
    const { deltas } = opened;
    let next = await opened.first;
    try {
      for (; !next.done; next = await deltas.next()) {
        call.armStall();
        // NUL cannot be stored; an unpaired surrogate is mended below, once the text is whole
        // (a pair may arrive split over two deltas).
        const allowed = limiter.push(next.value.replaceAll('\u0000', ''));
        if (allowed) {
          if (!firstTokenSeen) {
            firstTokenSeen = true;
            metrics?.chatTimeToFirstToken.observe(
              providerLabel,
              (performance.now() - started) / 1000,
            );
          }
          tokensStreamed++;
          text += allowed;
          emit({ type: 'token', content: allowed });
        }
        if (limiter.reached) {
          upstream.abort(new Error('word limit reached'));
          break;
        }
      }
    } finally {
      // Left before the end (word limit, or a throw): close the call, as `for await` would.
      if (!next.done) await deltas.return?.();
    }
  } catch (error) {
    // Our stall abort reaches here as the HTTP client's generic AbortError: the stall is what
    // the user should hear about.
    failure = upstream.signal.reason instanceof StallError ? upstream.signal.reason : error;
  } finally {
    call.stopStall();
    clientSignal.removeEventListener('abort', onClientGone);
    metrics?.chatStreamsInProgress.dec();
    if (tokensStreamed > 0) metrics?.chatTokensStreamed.inc(providerLabel, tokensStreamed);
    metrics?.chatStreamDuration.observe(providerLabel, (performance.now() - started) / 1000);
  }

  const clientGone = clientSignal.aborted;
  if (failure !== null && !clientGone) {
    metrics?.chatProviderFailures.inc({
      ...providerLabel,
      kind:
        failure instanceof StallError
          ? 'stall'
          : firstTokenSeen
            ? 'mid_stream'
            : 'before_first_token',
    });
  }
  const complete = failure === null && !clientGone;
  if (complete && plan.note && text.trim()) {
    emit({ type: 'token', content: plan.note });
    text += plan.note;
  }
  const reply = storableText(text).trim();

  if (reply) {
    // The user has seen this text: keep it through a database restart (one statement, or one
    // transaction when it replaces a reply, retried while the database is unreachable, so a retry
    // never half-applies it). The session was touched when the message was accepted.
    const messageId = randomUUID();
    const message: NewMessage = {
      id: messageId,
      sessionId: plan.sessionId,
      role: 'assistant',
      content: reply,
      // Ended by the reader (Stop, or the page closed): stopped; by the provider: interrupted.
      status: complete ? 'complete' : clientGone ? 'stopped' : 'interrupted',
      provider: plan.provider.id,
    };
    const now = new Date().toISOString();
    if (plan.replaces.length) {
      await retryWhileUnavailable(() =>
        db.transaction().execute(async (trx) => {
          await insertMessage(trx, message, now);
          await deleteMessages(trx, plan.replaces);
        }),
      );
    } else if (slot) {
      // On PostgreSQL the statement that stores the reply frees the slot too: one round trip less.
      if (await retryWhileUnavailable(() => insertReplyFreeingSlot(db, message, now, slot.lease)))
        slot.freedWithReply();
    } else {
      await retryWhileUnavailable(() => insertMessage(db, message, now));
    }
    if (complete) {
      // A regenerate that brought back exactly the reply it replaced gave nothing new: not charged,
      // and given back before `done`, so the usage the client reads next is already right.
      const unchanged = replacedTexts.length > 0 && replacedTexts.every((t) => t === reply);
      if (unchanged)
        await retryWhileUnavailable(() =>
          db.transaction().execute((trx) => refundExchange(trx, plan.reservation)),
        );
      await slot?.release();
      emit({ type: 'done', messageId });
      if (plan.userId && !unchanged) await awardExchangeMilestones(deps, plan.userId, plan.module);
      return;
    }
  }

  if (clientGone) {
    log.info(
      { sessionId: plan.sessionId, chars: text.length },
      'chat client went away; reply stopped',
    );
  } else {
    log.warn(
      { err: failure, sessionId: plan.sessionId, provider: plan.provider.id },
      'chat provider failed',
    );
    emit({ type: 'error', message: failureMessage(failure) });
  }
  // Refunded only when no text was produced (DESIGN §6), after the client has been told; like
  // the reply it survives a database restart, and as one transaction it is never half-applied.
  if (!reply) {
    await retryWhileUnavailable(() =>
      db.transaction().execute((trx) => refundExchange(trx, plan.reservation)),
    );
  }
}

/** Milestones for conversations with a teacher; a failure here never affects the chat. */
async function awardExchangeMilestones(
  deps: ChatDeps,
  userId: string,
  module: ChatModule,
): Promise<void> {
  try {
    const exchangesWithModule = await countUserExchangesWithModule(deps.db, userId, module.id);
    await recordPracticeEvent(deps.db, userId, {
      kind: 'exchange',
      moduleId: module.id,
      moduleName: module.name,
      exchangesWithModule,
    });
  } catch (error) {
    deps.log.warn({ err: error, userId }, 'could not record a practice milestone');
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof StallError) return error.message;
  return 'The teacher could not finish this reply. Your message is saved; please try again.';
}

/** The caller's conversations, newest first. */
export function listSessions(db: Db, caller: Caller): Promise<ChatSession[]> {
  return listOwnedSessions(db, ownerOf(caller));
}

/** A conversation's messages; 404 unless the caller owns it. */
export async function getSessionMessages(
  db: Db,
  caller: Caller,
  sessionId: string,
): Promise<ChatMessage[]> {
  if (!(await findOwnedSession(db, sessionId, ownerOf(caller))))
    throw notFound('Conversation not found');
  return listSessionMessages(db, sessionId);
}

export async function renameSession(
  db: Db,
  caller: Caller,
  sessionId: string,
  title: string,
): Promise<ChatSession> {
  const owner = ownerOf(caller);
  if (!(await renameOwnedSession(db, sessionId, owner, title, new Date().toISOString())))
    throw notFound('Conversation not found');
  const session = await findOwnedSession(db, sessionId, owner);
  if (!session) throw notFound('Conversation not found');
  return session;
}

export async function deleteSession(db: Db, caller: Caller, sessionId: string): Promise<void> {
  if (!(await deleteOwnedSession(db, sessionId, ownerOf(caller))))
    throw notFound('Conversation not found');
}

/** Delete every conversation of an account (account deletion). */
export function deleteSessionsOwnedBy(db: Db, userId: string): Promise<void> {
  return deleteUserSessions(db, userId);
}

/** Move a signed-out browser's conversations into an account (merge after sign-in). */
export function moveClientSessions(db: Db, clientId: string, userId: string): Promise<number> {
  return moveClientSessionsToUser(db, clientId, userId, new Date().toISOString());
}
