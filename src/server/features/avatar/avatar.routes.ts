import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { AvatarConfig } from '../../../contracts/voice.ts';
import type { Config } from '../../config.ts';
import { requireUser } from '../../plugins/caller.ts';
import { getAvatarConfig } from './avatar.service.ts';

export const avatarRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'avatar'> }> = async (
  app,
  { config },
) => {
  app.get(
    '/api/bithuman-config',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['avatar'],
        summary:
          'The avatar agent id and a short-lived token for the signed-in user (never the provider key)',
        response: { 200: AvatarConfig, 401: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    (request, reply) => {
      const userId = requireUser(request);
      // A token is personal and short-lived: never kept by a cache along the way.
      void reply.header('cache-control', 'no-store');
      return getAvatarConfig(config.avatar, userId);
    },
  );
};
