import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone (no account's data): it keeps the Cache-Control its
     * handler sets (`no-cache` when none). Every other API answer is `private, no-store`.
     */
    publicCache?: true;
  }
}

/** What every API answer not marked public carries: no shared or browser cache keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Answers under /api and /auth may hold a person's data (their account, conversations, journal,
 * exports, sessions): by default no cache may keep them, whatever a handler set. A route that
 * serves the same thing to everyone opts in with `config: { publicCache: true }`.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!underApiOrAuth(request.url)) return done(null, payload);
    const set = reply.getHeader('cache-control');
    if (reply.request.routeOptions.config.publicCache) {
      if (set === undefined) reply.header('cache-control', 'no-cache');
      return done(null, payload);
    }
    reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}

/** Whether a request URL's path is /api or /auth or below them (a prefix test, no parsing). */
export function underApiOrAuth(url: string): boolean {
  const end = url.startsWith('/api') ? 4 : url.startsWith('/auth') ? 5 : 0;
  if (end === 0) return false;
  // What follows the prefix: nothing, a path or a query ('/apis' and '/author' are not under).
  return end === url.length || url[end] === '/' || url[end] === '?';
}
