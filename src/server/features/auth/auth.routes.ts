import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { User } from '../../../contracts/auth.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { AppError } from '../../errors.ts';

/**
 * The signed-in user. Accounts arrive with the accounts feature; until then nobody can sign in,
 * so this answers 401, which the web app reads as "signed out" (SPEC §4 Authentication).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: User, 401: ApiErrorBody },
      },
    },
    () => {
      throw new AppError('unauthorized', 'Not signed in');
    },
  );
};
