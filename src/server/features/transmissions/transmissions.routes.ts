import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import {
  TransmissionProgress,
  TransmissionProgressResponse,
} from '../../../contracts/transmissions.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import {
  getTransmissionProgress,
  getTransmissionsPdf,
  saveTransmissionProgress,
} from './transmissions.service.ts';

export const transmissionsRoutes: FastifyPluginAsyncZod<{ db: Db; appName: string }> = async (
  app,
  { db, appName },
) => {
  app.get(
    '/api/transmissions/progress',
    {
      schema: {
        tags: ['transmissions'],
        summary: "The signed-in account's progress on the Twelve Transmissions (null until saved)",
        response: { 200: TransmissionProgressResponse, 401: ApiErrorBody },
      },
    },
    async (request) => ({ progress: await getTransmissionProgress(db, requireUser(request)) }),
  );

  app.put(
    '/api/transmissions/progress',
    {
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['transmissions'],
        summary:
          "Save this device's progress into the account; it is merged with what is stored and the result returned",
        body: TransmissionProgress,
        response: { 200: TransmissionProgressResponse, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => ({
      progress: await saveTransmissionProgress(db, requireUser(request), request.body),
    }),
  );

  app.get(
    '/api/downloads/transmissions',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, publicCache: true },
      schema: {
        tags: ['transmissions'],
        summary: 'The Twelve Transmissions as a PDF download (application/pdf)',
      },
    },
    async (_request, reply) => {
      const pdf = await getTransmissionsPdf(appName);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="twelve-transmissions.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
};
