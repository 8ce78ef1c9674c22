import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../../contracts/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { signInWithProvider } from './auth.service.ts';
import { renderAuthPage } from '../../html-page.ts';
import { startSession } from './session.plugin.ts';
import { metricsOf } from '../../metrics/metrics.ts';
import { createSignInFlows, providerLabel, type PendingSignIn } from './sign-in-providers.ts';

const PENDING_COOKIE = 'sangha_oauth';
const PENDING_MAX_AGE_S = 600;

export interface OauthRoutesOptions {
  db: Db;
  config: Config;
}

/**
 * Browser navigations for signing in with a provider (SPEC §2 "Browser navigations"):
 * /auth/start offers every configured way in; /auth/{provider} (and /api/login for the generic
 * OIDC issuer) redirects out with state and PKCE; /auth/{provider}/callback signs in and returns
 * to /chat. A provider that is not configured explains so, with a way back.
 */
export const oauthRoutes: FastifyPluginAsync<OauthRoutesOptions> = async (app, { db, config }) => {
  const flows = createSignInFlows(config);

  // Apple answers with a form post; parse it for this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const page = (reply: FastifyReply, status: number, title: string, paragraphs: string[]) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderAuthPage({
          appName: config.appName,
          title,
          paragraphs,
          actions: [
            { label: 'Try another way to sign in', href: '/auth/start', primary: true },
            { label: 'Back to the app', href: '/' },
          ],
        }),
      );

  app.get('/auth/start', { schema: { hide: true } }, (_request, reply) => {
    const configured = SIGN_IN_PROVIDERS.filter((id) => flows.has(id));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderAuthPage({
          appName: config.appName,
          title: `Sign in to ${config.appName}`,
          paragraphs: [
            configured.length
              ? 'Choose how you would like to sign in. New here? The same buttons create your account.'
              : 'Sign in with your email and password. (No other sign-in providers are configured on this server.)',
          ],
          actions: [
            ...configured.map((id) => ({
              label: `Continue with ${providerLabel(id, config)}`,
              href: id === 'oidc' ? '/api/login' : `/auth/${id}`,
            })),
            { label: 'Continue with email', href: '/account', primary: configured.length === 0 },
            { label: 'Back to the app', href: '/' },
          ],
        }),
      );
  });

  const start = async (id: SignInProvider, reply: FastifyReply) => {
    const flow = flows.get(id);
    if (!flow) {
      return page(reply, 404, `${providerLabel(id, config)} sign-in is not available`, [
        `Signing in with ${providerLabel(id, config)} is not configured on this server.`,
        'You can sign in with your email and password instead, or with another provider if one is offered.',
      ]);
    }
    let started: Awaited<ReturnType<typeof flow.start>>;
    try {
      started = await flow.start();
    } catch (error) {
      reply.log.error({ err: error, provider: id }, 'sign-in provider could not be reached');
      return page(reply, 502, 'Sign-in is unavailable right now', [
        `We could not reach ${flow.label}. Please try again in a moment.`,
      ]);
    }
    reply.setCookie(
      PENDING_COOKIE,
      Buffer.from(JSON.stringify(started.pending)).toString('base64url'),
      {
        path: '/auth',
        httpOnly: true,
        maxAge: PENDING_MAX_AGE_S,
        // Apple's form post is a cross-site POST, which a Lax cookie would not accompany.
        ...(flow.callbackIsCrossSitePost
          ? { sameSite: 'none' as const, secure: true }
          : { sameSite: 'lax' as const, secure: config.sessions.cookieSecure }),
      },
    );
    return reply.redirect(started.url.toString());
  };

  const finish = async (
    id: SignInProvider,
    request: FastifyRequest,
    reply: FastifyReply,
    params: Record<string, string>,
  ) => {
    const flow = flows.get(id);
    if (!flow) return start(id, reply);
    const raw = request.cookies[PENDING_COOKIE];
    reply.clearCookie(PENDING_COOKIE, { path: '/auth' });
    if (params.error) {
      return page(reply, 400, 'Sign-in was cancelled', [
        `${flow.label} did not sign you in (${params.error_description ?? params.error}). Nothing was changed.`,
      ]);
    }
    let pending: PendingSignIn | null = null;
    try {
      pending = raw
        ? (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn)
        : null;
    } catch {
      pending = null;
    }
    if (!pending || pending.provider !== id || !params.state || params.state !== pending.state) {
      return page(reply, 400, 'Sign-in did not complete', [
        'This sign-in link has expired or was opened in another browser. Please start again.',
      ]);
    }
    try {
      const callbackUrl = new URL(`${config.publicUrl}${request.url}`);
      const profile = await flow.finish(params, callbackUrl, pending);
      const user = await signInWithProvider(db, profile);
      await startSession(db, request, reply, user.id, config);
      metricsOf(app)?.signIns.inc({ method: id });
      return reply.redirect('/chat');
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict')
        return page(reply, 409, 'Sign in to your account first', [error.message]);
      request.log.warn({ err: error, provider: id }, 'sign-in callback failed');
      return page(reply, 400, 'Sign-in did not complete', [
        `${flow.label} could not confirm who you are. Please try again.`,
      ]);
    }
  };

  app.get('/api/login', { schema: { hide: true } }, (_request, reply) => start('oidc', reply));
  for (const id of SIGN_IN_PROVIDERS) {
    if (id !== 'oidc')
      app.get(`/auth/${id}`, { schema: { hide: true } }, (_request, reply) => start(id, reply));
    app.get(`/auth/${id}/callback`, { schema: { hide: true } }, (request, reply) =>
      finish(id, request, reply, request.query as Record<string, string>),
    );
  }
  app.post('/auth/apple/callback', { schema: { hide: true } }, (request, reply) =>
    finish('apple', request, reply, (request.body ?? {}) as Record<string, string>),
  );
};
