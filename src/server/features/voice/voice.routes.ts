import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import {
  TtsRequest,
  VOICE_USAGE_COUNT_HEADER,
  VOICE_USAGE_LIMIT_HEADER,
  VoiceUsage,
  VoiceWishesExhaustedBody,
} from '../../../contracts/voice.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireCaller } from '../../plugins/caller.ts';
import { AppError } from '../../errors.ts';
import { metricsOf } from '../../metrics/metrics.ts';
import { createSpeechEngine, type SpeechEngine } from './speech-engine.ts';
import { getVoiceUsage, speakReply, type VoiceDeps } from './voice.service.ts';

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
        summary:
          'Speak one of your replies: audio bytes (audio/mpeg), with X-Voice-Usage-Count and X-Voice-Usage-Limit. A replay of the same reply is free.',
        body: TtsRequest,
        response: {
          200: z.any().describe('The audio bytes (audio/mpeg), not JSON'),
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
      return reply
        .header(VOICE_USAGE_COUNT_HEADER, String(spoken.usageCount))
        .header(VOICE_USAGE_LIMIT_HEADER, String(spoken.limit))
        .header('cache-control', 'private, no-store')
        .type(spoken.contentType)
        .send(spoken.audio);
    },
  );
};
