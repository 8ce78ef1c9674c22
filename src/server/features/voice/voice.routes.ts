import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import {
  TtsRequest,
  VOICE_CLIP_ID_HEADER,
  VOICE_USAGE_COUNT_HEADER,
  VOICE_USAGE_LIMIT_HEADER,
  VoiceClipParams,
  VoiceUsage,
  VoiceWishesExhaustedBody,
} from '../../../contracts/voice.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireCaller } from '../../plugins/caller.ts';
import { AppError } from '../../errors.ts';
import { metricsOf } from '../../metrics/metrics.ts';
import { byteRange } from './byte-range.ts';
import { LiveClip } from './live-clip.ts';
import { createSpeechEngine, type SpeechEngine } from './speech-engine.ts';
import { getOwnedClip, getVoiceUsage, speakReply, type VoiceDeps } from './voice.service.ts';

const rateKey = (request: FastifyRequest) =>
  request.userId ? `voice:user:${request.userId}` : `voice:ip:${request.ip}`;

export const voiceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<Config, 'voice' | 'freeVoiceWishes' | 'anonDailyVoicePerAddress'>;
  /** Tests hand in an engine of their own; by default the configured one. */
  engine?: SpeechEngine;
}> = async (app, { db, config, engine: givenEngine }) => {
  const engine = givenEngine ?? createSpeechEngine(config.voice, app.log);
  app.addHook('onClose', () => engine.close());
  const metrics = metricsOf(app);
  const deps: VoiceDeps = {
    db,
    freeVoiceWishes: config.freeVoiceWishes,
    anonDailyVoicePerAddress: config.anonDailyVoicePerAddress,
    engine,
    log: app.log,
    inflight: new Map(),
  };

  app.get(
    '/api/voice/usage',
    {
      schema: {
        tags: ['voice'],
        summary: "The caller's voice generations and allowance",
        response: { 200: VoiceUsage, 400: ApiErrorBody },
      },
    },
    (request) => getVoiceUsage(db, config.freeVoiceWishes, requireCaller(request)),
  );

  app.post(
    '/api/voice/tts',
    {
      config: {
        rateLimit: {
          max: config.voice.ttsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: rateKey,
        },
      },
      schema: {
        tags: ['voice'],
        summary: 'Speak one of your replies, streamed as it is synthesised',
        description:
          'Audio bytes (audio/mpeg), sent sentence by sentence as they are made (chunked; MP3 frames concatenate, so the body plays as it arrives), with X-Voice-Usage-Count, X-Voice-Usage-Limit and X-Voice-Clip-Id (the stored clip, GET /api/voice/clips/{clipId}, once the stream has ended; absent for the shared caring reply). A replay of the same reply is free and sent whole. A failure before any audio answers JSON (503, the wish given back); a failure partway cuts the response short (no terminating chunk): the wish is given back and nothing is stored.',
        body: TtsRequest,
        response: {
          200: z.any().describe('The audio bytes (audio/mpeg), streamed, not JSON'),
          400: ApiErrorBody,
          404: ApiErrorBody,
          429: VoiceWishesExhaustedBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      let spoken;
      try {
        spoken = await speakReply(deps, requireCaller(request), request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'unavailable') metrics?.voiceFailures.inc();
        throw error;
      }
      if (spoken.cached) metrics?.voiceCachedReplays.inc();
      else metrics?.voiceGenerations.inc();
      reply
        .header(VOICE_USAGE_COUNT_HEADER, String(spoken.usageCount))
        .header(VOICE_USAGE_LIMIT_HEADER, String(spoken.limit))
        .header('cache-control', 'private, no-store')
        .type(spoken.contentType);
      if (spoken.clipId) reply.header(VOICE_CLIP_ID_HEADER, spoken.clipId);
      if (!(spoken.audio instanceof LiveClip)) return reply.send(spoken.audio);
      spoken.audio.completed.catch(() => metrics?.voiceFailures.inc());
      // Proxies (nginx) would otherwise hold the audio back until the whole reply is made.
      reply.header('x-accel-buffering', 'no');
      return reply.send(spoken.audio.stream());
    },
  );

  app.get(
    '/api/voice/clips/:clipId',
    {
      config: {
        rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: rateKey },
      },
      schema: {
        tags: ['voice'],
        summary: 'A stored clip of one of your replies, with range requests',
        description:
          'The whole clip kept after POST /api/voice/tts streamed it (its X-Voice-Clip-Id), for free replays and seeking: Accept-Ranges: bytes; one `Range: bytes=…` answers 206 with Content-Range, a range starting beyond the end 416. Another caller’s clip, or a clip deleted with its conversation, is 404.',
        params: VoiceClipParams,
        response: {
          200: z.any().describe('The audio bytes (audio/mpeg), not JSON'),
          206: z.any().describe('The requested bytes of the clip'),
          400: ApiErrorBody,
          404: ApiErrorBody,
          416: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const clip = await getOwnedClip(db, requireCaller(request), request.params.clipId);
      const size = clip.audio.length;
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .type(clip.contentType);
      const range = byteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .type('application/json')
          .send({
            message: `The clip has ${size} bytes; that range is beyond its end`,
            code: 'range_not_satisfiable',
          });
      }
      if (range.kind === 'whole') return reply.send(clip.audio);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(clip.audio.subarray(range.start, range.end + 1));
    },
  );
};
