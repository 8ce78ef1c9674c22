import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import { accountArchive } from './account-export.service.ts';

/** `GET /api/account/export`: everything the signed-in account holds, as one streamed zip. */
export const accountExportRoutes: FastifyPluginAsyncZod<{ db: Db; appName: string }> = async (
  app,
  { db, appName },
) => {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary:
          'Download everything the account holds as a zip of JSON and Markdown files (application/zip)',
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const now = new Date();
      const archive = await accountArchive(db, userId, appName, now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="account-export-${day}.zip"`)
        .type('application/zip')
        .send(archive);
    },
  );
};
