import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});

/** Liveness and database reachability, for load balancers and start-up scripts. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    { schema: { tags: ['app'], summary: 'Health check', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );
};
