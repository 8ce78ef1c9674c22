import zlib from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../contracts/errors.ts';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { appConfigRoutes } from './features/app-config/app-config.routes.ts';
import { createProviderRegistry } from './ai/provider-registry.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { biofeedbackRoutes } from './features/biofeedback/biofeedback.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { createBilling } from './features/billing/billing.service.ts';
import { journalRoutes } from './features/journal/journal.routes.ts';
import { accountExportRoutes } from './features/account-export/account-export.routes.ts';
import { progressRoutes } from './features/progress/progress.routes.ts';
import { tribesRoutes } from './features/tribes/tribes.routes.ts';
import { communityRoutes } from './features/community/community.routes.ts';
import { oauthRoutes } from './features/auth/oauth.routes.ts';
import { registerSessions, SESSION_COOKIE } from './features/auth/session.plugin.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { createModerator } from './ai/safety/moderation.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { modulesRoutes } from './features/modules/modules.routes.ts';
import {
  listCarouselsJson,
  listModulesJson,
  syncModules,
} from './features/modules/modules.service.ts';
import { usageRoutes } from './features/usage/usage.routes.ts';
import { avatarRoutes } from './features/avatar/avatar.routes.ts';
import { transmissionsRoutes } from './features/transmissions/transmissions.routes.ts';
import { voiceRoutes } from './features/voice/voice.routes.ts';
import { registerClientId } from './plugins/client-id.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { loadWebApp, registerWebApp, sendAppHtml } from './plugins/web-app.ts';
import { createMailer } from './mailer.ts';
import { createMetrics, registerMetrics, type Metrics } from './metrics/metrics.ts';

export interface BuildAppOptions {
  /** Use this database instead of opening the configured one (tests). The caller closes it. */
  database?: DatabaseHandle;
  /** Pino logger settings; false silences logging (tests). */
  logger?: boolean | { level: string };
  /** Told about every route as it is registered (tests keep an inventory of the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Build the whole server: database (migrated, modules synced from content), plugins, then the
 * feature routes. Used by main.ts to listen and by tests through `inject()` or a real port.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePool.max,
      poolWaitMs: config.databasePool.waitMs,
    });

  const app = Fastify({
    // "silent" is no logger at all: Fastify then skips the child logger it builds per request
    // (about a tenth of a cached read's cost) that a silent level would only throw away.
    logger: options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A body that never finishes must not hold a connection forever: 408 after requestMs.
    requestTimeout: config.timeouts.requestMs,
    // No byte either way for idleMs closes the connection: idle keep-alive and stalled clients.
    // Event streams send a comment often enough never to be idle (see event-stream.ts).
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.idleMs,
    http: {
      // Node may only start with headersTimeout <= requestTimeout.
      headersTimeout: Math.min(60_000, config.timeouts.requestMs),
      requestTimeout: config.timeouts.requestMs,
      // Node looks for expired requests on this tick (30 s by default, which would let a short
      // time-out run up to 30 s late).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, config.timeouts.requestMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const metrics: Metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics, config.metricsToken);

  try {
    await migrateToLatest(database.db, database.pgSchema);
    const sync = await syncModules(database.db, config.contentDir);
    app.log.info(
      {
        database: database.location,
        added: sync.added.length,
        updated: sync.updated.length,
        total: sync.total,
      },
      'database ready, modules synced',
    );
    for (const problem of sync.errors) app.log.warn(problem, 'module content file skipped');
  } catch (error) {
    if (ownsDatabase) await database.destroy();
    throw error;
  }
  if (ownsDatabase) app.addHook('onClose', () => database.destroy());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerCacheControl(app);
  registerClientId(app);
  await registerSessions(app, { db: database.db, config });

  const web = loadWebApp(config.webDistDir);
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    inlineScriptHashes: web?.inlineScriptHashes ?? [],
    embedOrigins: [config.lineage.videoUrl, config.lineage.posterUrl]
      .filter((u): u is string => !!u)
      .map((u) => new URL(u).origin),
    // The avatar provider's script (and what it talks to), only when the avatar is configured.
    scriptOrigins: config.avatar ? [new URL(config.avatar.scriptUrl).origin] : [],
  });
  // gzip/brotli for the web app and JSON (the entry script shrinks to about a third). Streams
  // (chat events) hijack the reply and are never compressed; brotli at a fast quality.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerRateLimits(app, config.redis);

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.appName} API`,
        description: 'Every error is JSON {message, code}.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { database });
  await app.register(appConfigRoutes, { config });
  await app.register(oauthRoutes, { db: database.db, config });
  // One Stripe client: checkout and webhooks, and account deletion (which cancels at Stripe).
  const billing = createBilling(config);
  await app.register(authRoutes, {
    db: database.db,
    config,
    mailer: createMailer(config.mail, app.log),
    billing,
  });
  await app.register(modulesRoutes, {
    db: database.db,
    contentDir: config.contentDir,
    syncPerMinute: config.syncModulesPerMinute,
  });
  const providers = createProviderRegistry(config.ai);
  await app.register(journalRoutes, {
    db: database.db,
    contentDir: config.contentDir,
    insightsModel: providers.insightsModel(),
    insightsTimeoutMs: config.ai.insightsTimeoutMs,
    allowances: config,
    modelCallsPerAccount: config.modelCallsPerAccount,
    log: app.log,
    appName: config.appName,
  });
  await app.register(progressRoutes, { db: database.db });
  await app.register(accountExportRoutes, { db: database.db, appName: config.appName });
  await app.register(biofeedbackRoutes, { db: database.db });
  await app.register(communityRoutes, { db: database.db, inviteUrl: config.discordInviteUrl });
  await app.register(tribesRoutes, { db: database.db, config, web });
  await app.register(billingRoutes, { db: database.db, config, billing });
  await app.register(usageRoutes, { db: database.db, config });
  await app.register(voiceRoutes, { db: database.db, config });
  await app.register(avatarRoutes, { config });
  await app.register(transmissionsRoutes, { db: database.db, appName: config.appName });
  await app.register(chatRoutes, {
    db: database.db,
    config,
    providers,
    moderator: config.safety.moderation ? createModerator(config.safety.moderation, app.log) : null,
    log: app.log,
    metrics,
  });

  if (web && config.webDistDir) {
    // /tribe/:slug is served by the tribes feature (with the tribe's meta tags).
    await registerWebApp(app, {
      distDir: config.webDistDir,
      web,
      skip: ['/tribe/:slug'],
      serveSourceMaps: config.serveSourceMaps,
      appName: config.appName,
      hasSessionCookie: (request) => request.cookies[SESSION_COOKIE] !== undefined,
      currentModulesEtag: async () => (await listModulesJson(database.db)).etag,
      currentCarouselsEtag: async () => (await listCarouselsJson(database.db)).etag,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && web && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppHtml(reply, web.notFoundHtml, 404);
    }
    const body: ApiErrorBody = {
      message: `Not found: ${request.method} ${pathname}`,
      code: 'not_found',
    };
    return reply.status(404).send(body);
  });

  return app;
}
