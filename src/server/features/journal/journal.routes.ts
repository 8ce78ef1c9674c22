import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import {
  JournalEntry,
  JournalEntryList,
  JournalEntryRequest,
  JournalExportQuery,
  JournalParams,
} from '../../../contracts/journal.ts';
import type { FastifyRequest } from 'fastify';
import { requireCaller, requireUser, type Caller } from '../../plugins/caller.ts';
import {
  createEntry,
  deleteEntry,
  journalAsMarkdown,
  listJournal,
  updateEntry,
  type JournalDeps,
} from './journal.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** The signed-in account asking (401 when signed out), as the allowance sees it. */
function requireAccount(request: FastifyRequest): Caller & { kind: 'user' } {
  requireUser(request);
  return requireCaller(request) as Caller & { kind: 'user' };
}

// Writing a dream may call the model for its insights: creating and editing are each limited
// (a PUT used to be unlimited).
const writeLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `journal-write:${request.userId ?? request.ip}`,
  },
};

export const journalRoutes: FastifyPluginAsyncZod<JournalDeps & { appName: string }> = async (
  app,
  deps,
) => {
  const { db } = deps;

  app.get(
    '/api/journal',
    {
      schema: {
        tags: ['journal'],
        summary: "The signed-in user's dream journal, newest first",
        response: { 200: JournalEntryList, 401: ApiErrorBody },
      },
    },
    (request) => listJournal(db, requireUser(request)),
  );

  app.post(
    '/api/journal',
    {
      config: writeLimit,
      schema: {
        tags: ['journal'],
        summary: 'Record a dream; it is saved, then given insights',
        body: JournalEntryRequest,
        response: { 201: JournalEntry, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEntry(deps, requireAccount(request), request.body)),
  );

  app.put(
    '/api/journal/:entryId',
    {
      config: writeLimit,
      schema: {
        tags: ['journal'],
        summary: 'Edit a dream; its insights are written again when the dream changed',
        params: JournalParams,
        body: JournalEntryRequest,
        response: { 200: JournalEntry, ...errors },
      },
    },
    (request) => updateEntry(deps, requireAccount(request), request.params.entryId, request.body),
  );

  app.delete(
    '/api/journal/:entryId',
    {
      schema: {
        tags: ['journal'],
        summary: 'Delete a dream',
        params: JournalParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEntry(db, requireUser(request), request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/journal/export',
    {
      schema: {
        tags: ['journal'],
        summary: 'Download the whole journal as JSON or Markdown',
        querystring: JournalExportQuery,
      },
    },
    async (request, reply) => {
      const entries = await listJournal(db, requireUser(request));
      const date = new Date().toISOString().slice(0, 10);
      if (request.query.format === 'markdown') {
        return reply
          .header('content-disposition', `attachment; filename="dream-journal-${date}.md"`)
          .type('text/markdown; charset=utf-8')
          .send(journalAsMarkdown(entries, deps.appName));
      }
      return reply
        .header('content-disposition', `attachment; filename="dream-journal-${date}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ exportedAt: new Date().toISOString(), entries }, null, 2));
    },
  );
};
