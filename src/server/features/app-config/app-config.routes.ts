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
  app.get(
    '/api/app-config',
    // The same settings for everyone; checked again on each load (they change with a restart).
    {
      config: { publicCache: true },
      schema: { tags: ['app'], summary: 'Public app settings', response: { 200: AppConfig } },
    },
    () => body,
  );
};
