import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { ProgressEntryList } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import { listProgress } from './progress.service.ts';

export const progressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/spiritual-progress',
    {
      schema: {
        tags: ['progress'],
        summary: "The signed-in user's growth milestones, newest first",
        response: { 200: ProgressEntryList, 401: ApiErrorBody },
      },
    },
    (request) => listProgress(db, requireUser(request)),
  );
};
