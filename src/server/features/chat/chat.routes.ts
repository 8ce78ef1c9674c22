import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AiProviderList,
  ChatMessageList,
  ChatRequest,
  ChatSession,
  ChatSessionList,
  PaymentRequiredBody,
  RegenerateRequest,
  RenameSessionRequest,
  SessionParams,
} from '../../../contracts/chat.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { countryFromAcceptLanguage } from '../../ai/safety/crisis-resources.ts';
import { sendJson } from '../../json-bytes.ts';
import { requireCaller } from '../../plugins/caller.ts';
import type { ChatDeps, PreparedChat } from './chat.service.ts';
import {
  deleteSession,
  getSessionMessages,
  listSessions,
  prepareChat,
  prepareRegenerate,
  renameSession,
} from './chat.service.ts';
import { openEventStream } from './event-stream.ts';

const rateKey = (request: FastifyRequest) =>
  request.userId ? `user:${request.userId}` : `ip:${request.ip}`;

const streamErrors = {
  400: ApiErrorBody,
  402: PaymentRequiredBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  429: ApiErrorBody,
  503: ApiErrorBody,
};

/**
 * A streamed reply takes the response over (hijack), so the compression plugin never compresses
 * it, and its small JSON request is never sent compressed: its per-request hooks are left off.
 */
const UNCOMPRESSED_STREAM = { compress: false, decompress: false } as const;

async function streamPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedChat,
): Promise<void> {
  const stream = openEventStream(request, reply);
  try {
    await prepared.run((event) => stream.send(event), stream.signal);
  } catch (error) {
    // Storage failed after the stream began: tell the client in-band, the status is already sent.
    request.log.error({ err: error }, 'chat stream failed');
    stream.send({
      type: 'error',
      message: 'Something went wrong while saving this reply. Please try again.',
    });
  } finally {
    stream.end();
  }
}

export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const { db } = deps;
  // The providers are fixed for the life of the process: checked against the contract and
  // serialised once, then sent as bytes (no schema pass per request; the schema documents them).
  const providersJson = Buffer.from(JSON.stringify(AiProviderList.parse(deps.providers.list())));

  app.get(
    '/api/ai/providers',
    {
      // A few hundred bytes, under the compression threshold: no per-request compression hooks.
      compress: false,
      decompress: false,
      schema: {
        tags: ['chat'],
        summary: 'The AI providers and whether each is available here',
        response: { 200: AiProviderList },
      },
    },
    (_request, reply) => {
      void sendJson(reply, providersJson);
    },
  );

  app.post(
    '/api/chat',
    {
      ...UNCOMPRESSED_STREAM,
      // Per account when signed in, else per network address (allowances bound the total anyway).
      config: {
        rateLimit: {
          max: deps.config.chatPerMinute,
          timeWindow: '1 minute',
          keyGenerator: rateKey,
        },
      },
      schema: {
        tags: ['chat'],
        summary:
          'Send a message; the reply streams back as server-sent events (session, token…, done | error)',
        body: ChatRequest,
        response: streamErrors,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const body = request.body;
      const prepared = await prepareChat(deps, caller, {
        message: body.message,
        displayMessage: body.displayMessage,
        sessionId: body.sessionId,
        moduleId: body.moduleId,
        isUnhingedMode: body.isUnhingedMode,
        aiProvider: body.aiProvider,
        wordLimit: body.wordLimit ?? null,
        country: countryFromAcceptLanguage(request.headers['accept-language']),
      });
      await streamPrepared(request, reply, prepared);
    },
  );

  app.post(
    '/api/sessions/:sessionId/regenerate',
    {
      ...UNCOMPRESSED_STREAM,
      config: {
        rateLimit: {
          max: deps.config.chatPerMinute,
          timeWindow: '1 minute',
          keyGenerator: rateKey,
        },
      },
      schema: {
        tags: ['chat'],
        summary: 'Answer the last message of a conversation again, streamed like /api/chat',
        params: SessionParams,
        body: RegenerateRequest,
        response: streamErrors,
      },
    },
    async (request, reply) => {
      const prepared = await prepareRegenerate(
        deps,
        requireCaller(request),
        request.params.sessionId,
        {
          isUnhingedMode: request.body.isUnhingedMode,
          aiProvider: request.body.aiProvider,
          wordLimit: request.body.wordLimit ?? null,
          country: countryFromAcceptLanguage(request.headers['accept-language']),
        },
      );
      await streamPrepared(request, reply, prepared);
    },
  );

  app.get(
    '/api/sessions',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's conversations, newest first",
        response: { 200: ChatSessionList, 400: ApiErrorBody },
      },
    },
    (request) => listSessions(db, requireCaller(request)),
  );

  app.get(
    '/api/sessions/:sessionId/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "A conversation's messages, oldest first",
        params: SessionParams,
        response: { 200: ChatMessageList, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => getSessionMessages(db, requireCaller(request), request.params.sessionId),
  );

  app.patch(
    '/api/sessions/:sessionId',
    {
      schema: {
        tags: ['chat'],
        summary: 'Rename a conversation',
        params: SessionParams,
        body: RenameSessionRequest,
        response: { 200: ChatSession, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) =>
      renameSession(db, requireCaller(request), request.params.sessionId, request.body.title),
  );

  app.delete(
    '/api/sessions/:sessionId',
    {
      schema: {
        tags: ['chat'],
        summary: 'Delete a conversation and its messages',
        params: SessionParams,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await deleteSession(db, requireCaller(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
};
