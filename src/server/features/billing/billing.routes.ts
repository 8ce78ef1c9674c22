import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateSubscriptionRequest, CreateSubscriptionResult } from '../../../contracts/auth.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import { renderAuthPage } from '../../html-page.ts';
import { metricsOf } from '../../metrics/metrics.ts';
import {
  createCheckout,
  createPortalUrl,
  handleWebhookEvent,
  requireBilling,
  verifyWebhook,
  type Billing,
} from './billing.service.ts';

export const billingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  billing: Billing | null;
}> = async (app, { db, config, billing }) => {
  app.post(
    '/api/create-premium-subscription',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          // Per account: people behind one network address do not share a budget.
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['billing'],
        summary:
          'Start a Stripe Checkout for the paid plan (with its free trial); returns the URL to open',
        body: CreateSubscriptionRequest,
        response: {
          200: CreateSubscriptionResult,
          401: ApiErrorBody,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    (request) => createCheckout(db, requireBilling(billing), requireUser(request)),
  );

  // A browser navigation (opened in a new tab): answers with a redirect or a page, never JSON.
  app.get(
    '/api/stripe/billing-portal',
    { schema: { hide: true }, config: { page: true } },
    async (request, reply) => {
      const page = (status: number, title: string, text: string) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(
            renderAuthPage({
              appName: config.appName,
              title,
              paragraphs: [text],
              actions: [
                { label: 'Back to your account', href: '/account', primary: true },
                { label: 'Back to the app', href: '/' },
              ],
            }),
          );
      if (!billing)
        return page(503, 'Billing is not available', 'Billing is not configured on this server.');
      if (!request.userId)
        return page(
          401,
          'Please sign in first',
          'Sign in to manage your subscription and invoices.',
        );
      const url = await createPortalUrl(db, billing, request.userId);
      if (!url) return page(404, 'No Billing Account', "You haven't made any purchases yet.");
      return reply.redirect(url, 303);
    },
  );

  // The webhook needs the exact bytes Stripe signed: parse JSON as a raw buffer in this scope only.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook: signature verified on the raw body; each event applied once',
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: ApiErrorBody,
            503: ApiErrorBody,
          },
        },
      },
      async (request) => {
        const ready = requireBilling(billing);
        const signature = request.headers['stripe-signature'];
        const event = await verifyWebhook(
          ready,
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
        // Counted once its signature is verified, so the type is Stripe's, never a caller's.
        metricsOf(app)?.webhookEvents.inc({ type: event.type });
        const { duplicate } = await handleWebhookEvent(db, ready, event);
        return { received: true as const, duplicate };
      },
    );
  });
};
