import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VOICE_UNLIMITED,
  voiceWishesExhaustedMessage,
  type VoiceUsage,
} from '../../../contracts/voice.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { callerSubject, type Caller } from '../../plugins/caller.ts';
import { getModuleVoice } from '../modules/modules.service.ts';
import { releaseAddressDaily, reserveAddressDaily } from '../usage/usage.service.ts';
import { LiveClip } from './live-clip.ts';
import { DEFAULT_VOICE, SpeechEngineError, type SpeechEngine } from './speech-engine.ts';
import { speechText } from './speech-text.ts';
import {
  countVoiceUse,
  findClip,
  findOwnedClip,
  findOwnedMessage,
  findSharedClip,
  getVoiceUsed,
  insertClip,
  insertSharedClip,
  releaseVoiceWish,
  reserveVoiceWish,
  type Owner,
} from './voice.repository.ts';

export interface VoiceDeps {
  db: Db;
  /** FREE_VOICE_WISHES: generations for free accounts and anonymous browsers. */
  freeVoiceWishes: number;
  /** ANON_DAILY_VOICE_PER_ADDRESS: anonymous generations per network address per UTC day. */
  anonDailyVoicePerAddress: number;
  engine: SpeechEngine;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /**
   * Generations under way in this process, by reply and text: a second request for the same
   * audio (a double tap) waits for the first's whole clip instead of generating and counting again.
   */
  inflight: Map<string, Promise<WholeClip>>;
}

interface WholeClip {
  audio: Buffer;
  contentType: string;
  clipId: string | null;
}

export interface SpokenReply {
  /** The whole clip (a replay), or the clip being spoken now, piece by piece (decision 026). */
  audio: Buffer | LiveClip;
  contentType: string;
  /** Where the whole clip is kept for replays (`GET /api/voice/clips/:id`); null for shared audio. */
  clipId: string | null;
  /** The caller's generations after this request. */
  usageCount: number;
  limit: number | typeof VOICE_UNLIMITED;
  /** True when no generation was counted for this request (a replay). */
  cached: boolean;
}

const ownerOf = (caller: Caller): Owner =>
  caller.kind === 'user' ? { userId: caller.userId } : { clientId: caller.clientId };

const limitOf = (caller: Caller, freeVoiceWishes: number) =>
  caller.kind === 'user' && caller.paid ? VOICE_UNLIMITED : freeVoiceWishes;

/** The caller's voice allowance (SPEC §3 Voice usage). */
export async function getVoiceUsage(
  db: Db,
  freeVoiceWishes: number,
  caller: Caller,
): Promise<VoiceUsage> {
  const usageCount = await getVoiceUsed(db, callerSubject(caller));
  const limit = limitOf(caller, freeVoiceWishes);
  return {
    usageCount,
    limit,
    hasActiveSubscription: limit === VOICE_UNLIMITED,
    remainingUses: limit === VOICE_UNLIMITED ? VOICE_UNLIMITED : Math.max(0, limit - usageCount),
  };
}

/** A stored clip of one of the caller's replies; anyone else's (or none) is 404. */
export async function getOwnedClip(db: Db, caller: Caller, clipId: string) {
  const clip = await findOwnedClip(db, clipId, ownerOf(caller));
  if (!clip) throw notFound('Clip not found');
  return clip;
}

/** Whether a signed-in account has had a voice generation (the community invitation needs it). */
export async function hasUsedVoice(db: Db, userId: string): Promise<boolean> {
  return (await getVoiceUsed(db, `user:${userId}`)) > 0;
}

/**
 * Speak one of the caller's replies (SPEC §7 POST /api/voice/tts), reading as a story: the reply
 * is the caller's (else 404) and the text is its own → its audio for this text is cached (a free replay) → reserve a wish
 * atomically (429 when spent; subscribers are counted, never refused) → the module's voice →
 * speak it piece by piece, answering once the first piece's audio is ready (decision 026) → store
 * the whole clip at the end. A generation failing before any audio gives the wish back and
 * answers 503; failing partway gives it back and stores nothing.
 */
export async function speakReply(
  deps: VoiceDeps,
  caller: Caller,
  input: { text: string; messageId: string },
): Promise<SpokenReply> {
  const { db } = deps;
  const message = await findOwnedMessage(db, input.messageId, ownerOf(caller));
  if (!message) throw notFound('Reply not found');
  if (message.role !== 'assistant') throw badRequest('Only the teacher’s replies can be spoken');
  // The words spoken are the reply's own (all of it, or a part): never arbitrary text.
  if (!message.content.includes(input.text)) {
    throw badRequest('Only the words of this reply can be spoken');
  }

  // The caring reply (no model wrote it) is the same for everyone: shared audio, never a wish.
  if (message.provider === null) return speakSharedReply(deps, caller, message);

  const text = speechText(input.text);
  if (!text) throw badRequest('There are no words to speak in this text');
  const textHash = createHash('sha256').update(text).digest('hex');
  const subject = callerSubject(caller);
  const limit = limitOf(caller, deps.freeVoiceWishes);

  const clip = await findClip(db, message.id, textHash);
  if (clip) {
    const { id: clipId, ...audio } = clip;
    return { ...audio, clipId, usageCount: await getVoiceUsed(db, subject), limit, cached: true };
  }

  const key = `${message.id}:${textHash}`;
  const running = deps.inflight.get(key);
  if (running) {
    const shared = await running;
    return { ...shared, usageCount: await getVoiceUsed(db, subject), limit, cached: true };
  }
  const generation = generate(deps, caller, {
    messageId: message.id,
    moduleId: message.moduleId,
    text,
    textHash,
  });
  track(deps, key, generation);
  return generation;
}

/** Hold the whole clip of a generation under way until it is complete (or has failed). */
function track(deps: VoiceDeps, key: string, generation: Promise<SpokenReply>): void {
  const whole = generation.then(async ({ audio, contentType, clipId }): Promise<WholeClip> => ({
    audio: audio instanceof LiveClip ? await audio.completed : audio,
    contentType,
    clipId,
  }));
  deps.inflight.set(key, whole);
  const done = () => {
    if (deps.inflight.get(key) === whole) deps.inflight.delete(key);
  };
  void whole.then(done, done);
}

/**
 * The caring reply's audio: rendered once per text, engine and voice, and shared by every caller
 * and server. Always the whole reply (a part would be a new text, so a new generation). It never
 * consumes a wish and is never counted, for anyone.
 */
async function speakSharedReply(
  deps: VoiceDeps,
  caller: Caller,
  message: { content: string; moduleId: string | null },
): Promise<SpokenReply> {
  const { db, engine } = deps;
  const text = speechText(message.content);
  if (!text) throw badRequest('There are no words to speak in this text');
  const voice =
    (message.moduleId ? await getModuleVoice(db, message.moduleId) : null) ?? DEFAULT_VOICE;
  const key = {
    textHash: createHash('sha256').update(text).digest('hex'),
    engine: engine.id,
    voice,
  };
  const forCaller = async (clip: {
    audio: Buffer | LiveClip;
    contentType: string;
  }): Promise<SpokenReply> => ({
    audio: clip.audio,
    contentType: clip.contentType,
    clipId: null,
    usageCount: await getVoiceUsed(db, callerSubject(caller)),
    limit: limitOf(caller, deps.freeVoiceWishes),
    cached: true,
  });

  const stored = await findSharedClip(db, key);
  if (stored) return forCaller(stored);

  const flightKey = `shared:${key.textHash}:${key.engine}:${key.voice}`;
  const running = deps.inflight.get(flightKey);
  if (running) return forCaller(await running);

  const starting = (async (): Promise<SpokenReply> => {
    let live;
    try {
      live = await LiveClip.start(
        engine,
        { text, voice },
        {
          finish: async (audio, contentType) => {
            try {
              await insertSharedClip(db, { ...key, contentType, audio }, new Date().toISOString());
            } catch (error) {
              deps.log.error({ err: error }, 'shared voice clip could not be stored');
            }
          },
          fail: async (error) => {
            deps.log.warn({ err: error, engine: engine.id }, 'voice generation failed partway');
          },
        },
      );
    } catch (error) {
      deps.log.warn({ err: error, engine: engine.id }, 'voice generation failed');
      throw new AppError('unavailable', failureMessage(error));
    }
    return {
      audio: live,
      contentType: live.contentType,
      clipId: null,
      usageCount: 0,
      limit: 0,
      cached: false,
    };
  })();
  track(deps, flightKey, starting);
  return forCaller(await starting);
}

async function generate(
  deps: VoiceDeps,
  caller: Caller,
  clip: { messageId: string; moduleId: string | null; text: string; textHash: string },
): Promise<SpokenReply> {
  const { db, engine } = deps;
  const subject = callerSubject(caller);
  const userId = caller.kind === 'user' ? caller.userId : null;
  const limit = limitOf(caller, deps.freeVoiceWishes);
  const now = () => new Date().toISOString();

  if (limit === VOICE_UNLIMITED) {
    await countVoiceUse(db, subject, userId, now());
  } else if (!(await reserveVoiceWish(db, subject, userId, limit, now()))) {
    throw new AppError('rate_limited', voiceWishesExhaustedMessage(limit), {
      usageCount: await getVoiceUsed(db, subject),
      limit,
    });
  }
  // A fresh client id brings fresh wishes: the network address's daily cap bounds them all.
  let addressVoice: string | null = null;
  if (caller.kind === 'client') {
    addressVoice = await reserveAddressDaily(
      db,
      'voice',
      caller.address,
      deps.anonDailyVoicePerAddress,
    );
    if (!addressVoice) {
      await releaseVoiceWish(db, subject, now());
      throw new AppError(
        'rate_limited',
        'Too many voice replies from your network today. Sign up to keep listening.',
        { usageCount: await getVoiceUsed(db, subject), limit },
      );
    }
  }
  const giveBack = async () => {
    await releaseVoiceWish(db, subject, now());
    if (addressVoice) await releaseAddressDaily(db, addressVoice);
  };

  const voice = (clip.moduleId ? await getModuleVoice(db, clip.moduleId) : null) ?? DEFAULT_VOICE;
  const clipId = randomUUID();
  let live: LiveClip;
  try {
    live = await LiveClip.start(
      engine,
      { text: clip.text, voice },
      {
        // Kept whole once every piece is made; the listener may have left by then (it still counts).
        finish: async (audio, contentType) => {
          try {
            const stored = await insertClip(
              db,
              {
                id: clipId,
                messageId: clip.messageId,
                textHash: clip.textHash,
                engine: engine.id,
                voice,
                contentType,
                audio,
              },
              now(),
            );
            // Another server stored this very clip first: that one was counted, this one is not.
            if (!stored) await giveBack();
          } catch (error) {
            // The audio is made and paid for; it just could not be kept for replays.
            deps.log.error({ err: error }, 'voice clip could not be stored');
          }
        },
        // Failed partway: the listener got part of a reply, so the wish is given back and the
        // part is never kept (a replay would be cut short).
        fail: async (error) => {
          deps.log.warn({ err: error, engine: engine.id }, 'voice generation failed partway');
          await giveBack();
        },
      },
    );
  } catch (error) {
    await giveBack();
    deps.log.warn({ err: error, engine: engine.id }, 'voice generation failed');
    throw new AppError('unavailable', failureMessage(error));
  }
  return {
    audio: live,
    contentType: live.contentType,
    clipId,
    usageCount: await getVoiceUsed(db, subject),
    limit,
    cached: false,
  };
}

function failureMessage(error: unknown): string {
  const refunded = 'Your voice wish was not used. Please try again.';
  if (error instanceof SpeechEngineError) {
    if (error.reason === 'empty') return `Empty audio response. ${refunded}`;
    if (error.reason === 'busy') return `The voice is busy right now. ${refunded}`;
    if (error.reason === 'timeout') return `The voice took too long to answer. ${refunded}`;
  }
  return `The voice could not be generated. ${refunded}`;
}
