import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { CarouselList, ModuleList, SyncModulesResult } from '../../../contracts/modules.ts';
import type { Db } from '../../db/database.ts';
import {
  listCarouselsJson,
  listModulesJson,
  syncModules,
  type CachedJson,
} from './modules.service.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ModulesRoutesOptions {
  db: Db;
  contentDir: string;
  syncPerMinute: number;
}

export const modulesRoutes: FastifyPluginAsyncZod<ModulesRoutesOptions> = async (
  app,
  { db, contentDir, syncPerMinute },
) => {
  app.get(
    '/api/modules',
    {
      config: { publicCache: true },
      schema: {
        tags: ['modules'],
        summary: 'The teacher modules users can chat with, in display order',
        response: { 200: ModuleList },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await listModulesJson(db)),
  );

  app.get(
    '/api/carousels',
    {
      config: { publicCache: true },
      schema: {
        tags: ['modules'],
        summary: 'Carousels (groups of modules) with their modules',
        response: { 200: CarouselList },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await listCarouselsJson(db)),
  );

  app.post(
    '/api/sync-modules',
    {
      config: { rateLimit: { max: syncPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['modules'],
        summary: 'Re-read the module content files and update the stored modules',
        response: { 200: SyncModulesResult, 429: ApiErrorBody },
      },
    },
    () => syncModules(db, contentDir),
  );
};

/**
 * Send an already-serialised list (Fastify sends strings as they are) with an ETag, so a
 * browser that has the current list gets a 304.
 */
function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.json);
}
