import zlib from 'node:zlib';
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
      // Compressed once per cache period here (sendCachedJson), so the compression plugin's
      // per-request hooks are left off these routes.
      compress: false,
      decompress: false,
      schema: {
        tags: ['modules'],
        summary: 'The teacher modules users can chat with, in display order',
        response: { 200: ModuleList },
      },
    },
    (request, reply) => sendCached(request, reply, listModulesJson(db)),
  );

  app.get(
    '/api/carousels',
    {
      config: { publicCache: true },
      // Compressed once per cache period here (sendCachedJson), so the compression plugin's
      // per-request hooks are left off these routes.
      compress: false,
      decompress: false,
      schema: {
        tags: ['modules'],
        summary: 'Carousels (groups of modules) with their modules',
        response: { 200: CarouselList },
      },
    },
    (request, reply) => sendCached(request, reply, listCarouselsJson(db)),
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

/** Send a cached list: at once when it is loaded, else once it is (no await on the hot path). */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson | Promise<CachedJson>,
): void | Promise<void> {
  return cached instanceof Promise
    ? cached.then((ready) => sendCachedJson(request, reply, ready))
    : sendCachedJson(request, reply, cached);
}

/**
 * Send an already-serialised list as bytes (no schema pass, no serialiser: the schema above
 * documents it) with an ETag, so a browser that has the current list gets a 304. A browser that
 * accepts brotli or gzip gets a copy compressed once per cache period rather than per request;
 * anything less plain (q-values, rare) gets the plain bytes.
 */
function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): void {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) {
    void reply.status(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = plainEncoding(request);
  if (!encoding) {
    void reply.send(cached.body);
    return;
  }
  const body = (cached.compressed[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(cached.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        })
      : zlib.gzipSync(cached.body, { level: 9 }));
  void reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
}

/** 'br' or 'gzip' when Accept-Encoding plainly lists it (no q-values), else null. */
function plainEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = request.headers['accept-encoding'];
  if (!accept || accept.includes(';') || request.headers['x-no-compression'] !== undefined)
    return null;
  if (/(^|[\s,])br($|[\s,])/.test(accept)) return 'br';
  if (/(^|[\s,])gzip($|[\s,])/.test(accept)) return 'gzip';
  return null;
}
