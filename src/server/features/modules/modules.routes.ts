import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { CarouselList, ModuleList, SyncModulesResult } from '../../../contracts/modules.ts';
import type { Db } from '../../db/database.ts';
import { listCarousels, listModules, syncModules } from './modules.service.ts';

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
      schema: {
        tags: ['modules'],
        summary: 'The teacher modules users can chat with, in display order',
        response: { 200: ModuleList },
      },
    },
    () => listModules(db),
  );

  app.get(
    '/api/carousels',
    {
      schema: {
        tags: ['modules'],
        summary: 'Carousels (groups of modules) with their modules',
        response: { 200: CarouselList },
      },
    },
    async () => ({ carousels: await listCarousels(db) }),
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
