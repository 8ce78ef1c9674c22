import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MergeRequest, MergeResult, UserStats } from '../../../contracts/auth.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { BetaSignupRequest, BetaSignupResult, Usage } from '../../../contracts/usage.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireCaller, requireUser } from '../../plugins/caller.ts';
import { sendJson } from '../../json-bytes.ts';
import { usageJson } from './usage-json.ts';
import { getStats, getUsage, mergeAnonymousUsage, signUpForBeta } from './usage.service.ts';

export const usageRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/usage',
    {
      schema: {
        tags: ['usage'],
        summary: "The caller's remaining exchanges, phase and beta flag",
        response: { 200: Usage, 400: ApiErrorBody },
      },
    },
    // Written by usageJson rather than the per-request zod serialiser (the schema documents it;
    // usage-json.test.ts holds the bytes to the contract).
    (request, reply) =>
      getUsage(db, config, requireCaller(request)).then((usage) => {
        void sendJson(reply, usageJson(usage));
      }),
  );

  app.get(
    '/api/user/stats',
    {
      schema: {
        tags: ['usage'],
        summary: 'Exchanges the signed-in account has used',
        response: { 200: UserStats, 401: ApiErrorBody },
      },
    },
    (request) => getStats(db, requireUser(request)),
  );

  app.post(
    '/api/usage/merge',
    {
      schema: {
        tags: ['usage'],
        summary: "Move this browser's anonymous conversations into the signed-in account (once)",
        body: MergeRequest,
        response: { 200: MergeResult, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    (request) => {
      requireUser(request);
      return mergeAnonymousUsage(db, requireCaller(request), request.body.previousClientId);
    },
  );

  app.post(
    '/api/beta-signup',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['usage'],
        summary: 'Join the beta: unlocks the gated AI providers for this account or browser',
        body: BetaSignupRequest,
        response: { 200: BetaSignupResult, 400: ApiErrorBody },
      },
    },
    async (request) => {
      await signUpForBeta(db, requireCaller(request), request.body.email);
      return { ok: true as const, isBetaUser: true as const };
    },
  );
};
