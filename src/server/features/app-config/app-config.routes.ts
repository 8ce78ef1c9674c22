import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfig } from '../../../contracts/app-config.ts';
import type { Config } from '../../config.ts';
import { configuredSignInProviders } from '../auth/auth.service.ts';

/** Public settings for the web app. Only non-secret values belong here. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const body: AppConfig = {
    appName: config.appName,
    links: config.links,
    allowances: {
      anonFreeMessages: config.anonFreeMessages,
      freeAccountExchanges: config.freeAccountExchanges,
      freeVoiceWishes: config.freeVoiceWishes,
    },
    plan: { ...config.plan, billingEnabled: config.billing !== null },
    lineage: config.lineage,
    signInProviders: configuredSignInProviders(config),
  };
  // Checked against the contract and serialised once, not on every request (every page load asks):
  // the settings change only with a restart (decision 021).
  const json = JSON.stringify(AppConfig.parse(body));
  app.get(
    '/api/app-config',
    // The same settings for everyone; checked again on each load (they change with a restart).
    {
      config: { publicCache: true },
      schema: { tags: ['app'], summary: 'Public app settings', response: { 200: AppConfig } },
    },
    (_request, reply) => {
      // Sent as the string it already is (the typed reply expects the object).
      void (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
};
