import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import {
  CreateTribeRequest,
  PublicTribe,
  Tribe,
  TribeList,
  TribeParams,
  UpdateTribeRequest,
} from '../../../contracts/tribes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../html-page.ts';
import { requireUser } from '../../plugins/caller.ts';
import { sendAppHtml, type WebApp } from '../../plugins/web-app.ts';
import {
  createTribe,
  deleteTribe,
  getPublicTribe,
  joinTribe,
  leaveTribe,
  listUserTribes,
  updateTribe,
} from './tribes.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The app's HTML with the tribe's name and description in <title> and the link-preview tags. */
export function tribePageHtml(
  indexHtml: string,
  tribe: { name: string; description: string; slug: string },
  config: Pick<Config, 'appName' | 'publicUrl'>,
): string {
  const title = escapeHtml(`${tribe.name} · ${config.appName}`);
  const description = escapeHtml(
    tribe.description.trim() || `Join ${tribe.name}, a free community on ${config.appName}.`,
  );
  const url = escapeHtml(`${config.publicUrl}/tribe/${tribe.slug}`);
  const meta = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.appName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  // The replacements are functions: a replacement *string* would expand $`, $& and $' found in
  // the tribe's own text into pieces of the document.
  return (
    indexHtml
      // index.html spreads this tag over several lines (Prettier): match any whitespace in it.
      .replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
      .replace(/<\/head>/i, () => `    ${meta}\n  </head>`)
  );
}

export const tribesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  web: WebApp | null;
}> = async (app, { db, config, web }) => {
  app.post(
    '/api/tribes',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['tribes'],
        summary: 'Found a tribe',
        body: CreateTribeRequest,
        response: { 201: Tribe, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTribe(db, requireUser(request), request.body)),
  );

  app.get(
    '/api/tribes',
    {
      schema: {
        tags: ['tribes'],
        summary: 'The tribes the signed-in user founded or joined',
        response: { 200: TribeList, 401: ApiErrorBody },
      },
    },
    (request) => listUserTribes(db, requireUser(request)),
  );

  app.get(
    '/api/tribes/:slug',
    {
      schema: {
        tags: ['tribes'],
        summary: 'The public view of a tribe',
        params: TribeParams,
        response: { 200: PublicTribe, ...errors },
      },
    },
    (request) => getPublicTribe(db, request.params.slug, request.userId),
  );

  app.patch(
    '/api/tribes/:slug',
    {
      schema: {
        tags: ['tribes'],
        summary: 'Edit a tribe (founder only)',
        params: TribeParams,
        body: UpdateTribeRequest,
        response: { 200: PublicTribe, ...errors },
      },
    },
    (request) => updateTribe(db, requireUser(request), request.params.slug, request.body),
  );

  app.delete(
    '/api/tribes/:slug',
    {
      schema: {
        tags: ['tribes'],
        summary: 'Delete a tribe (founder only)',
        params: TribeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTribe(db, requireUser(request), request.params.slug);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/tribes/:slug/members',
    {
      schema: {
        tags: ['tribes'],
        summary: 'Join a tribe',
        params: TribeParams,
        response: { 200: PublicTribe, ...errors },
      },
    },
    (request) => joinTribe(db, requireUser(request), request.params.slug),
  );

  app.delete(
    '/api/tribes/:slug/members',
    {
      schema: {
        tags: ['tribes'],
        summary: 'Leave a tribe',
        params: TribeParams,
        response: { 200: PublicTribe, ...errors },
      },
    },
    (request) => leaveTribe(db, requireUser(request), request.params.slug),
  );

  if (web) {
    // The public page: the app, with the tribe in <title> and Open Graph tags so shared links preview.
    app.get('/tribe/:slug', { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const tribe = /^[a-z0-9-]{1,80}$/.test(slug)
        ? await getPublicTribe(db, slug, null).catch(() => null)
        : null;
      if (!tribe) return sendAppHtml(reply, web.notFoundHtml, 404);
      return sendAppHtml(reply, tribePageHtml(web.indexHtml, tribe, config));
    });
  }
};
