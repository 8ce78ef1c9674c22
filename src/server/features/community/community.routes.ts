import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommunityInfo,
  CommunityJoinedResult,
  CommunityJoinResult,
} from '../../../contracts/community.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import { confirmJoined, getCommunityInfo, requestInvite } from './community.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 503: ApiErrorBody };

export const communityRoutes: FastifyPluginAsyncZod<{ db: Db; inviteUrl: string | null }> = async (
  app,
  { db, inviteUrl },
) => {
  app.get(
    '/api/discord/community',
    {
      schema: {
        tags: ['community'],
        summary: 'Where the signed-in user stands with the community invitation',
        response: { 200: CommunityInfo, 401: ApiErrorBody },
      },
    },
    (request) => getCommunityInfo(db, inviteUrl, requireUser(request)),
  );
  app.post(
    '/api/discord/join',
    {
      schema: {
        tags: ['community'],
        summary: 'Get the community invite (after voice is unlocked)',
        response: { 200: CommunityJoinResult, ...errors },
      },
    },
    (request) => requestInvite(db, inviteUrl, requireUser(request)),
  );
  app.post(
    '/api/discord/joined',
    {
      schema: {
        tags: ['community'],
        summary: 'Confirm joining the community',
        response: { 200: CommunityJoinedResult, ...errors },
      },
    },
    (request) => confirmJoined(db, requireUser(request)),
  );
};
