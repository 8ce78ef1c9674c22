import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession, endSession, resolveSession } from './auth.service.ts';

export const SESSION_COOKIE = 'sangha_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's token when it named a live session. */
    sessionToken: string | null;
    /** When the session's sign-in happened (ISO time), for actions that need a recent one. */
    signedInAt: string | null;
  }
}

/**
 * Server-side sessions: the cookie holds a random token, the database its hash. On each API or
 * /auth request a live session sets `request.userId`; a dead one clears the cookie.
 */
export async function registerSessions(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('signedInAt', null);
  // Callback-style when there is no session to look up (most requests), so they cost no promise.
  // A route whose answer is the same for everyone (`publicCache`) reads no account: a signed-in
  // browser's module list costs no database round trip. A hook on every route, not one added per
  // route, because features check the caller in hooks of their own that must run after it.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (
      !token ||
      !(request.url.startsWith('/api/') || request.url.startsWith('/auth/')) ||
      request.routeOptions.config.publicCache
    )
      return done();
    lookUpSession(request, reply, token).then(() => done(), done);
  });

  async function lookUpSession(request: FastifyRequest, reply: FastifyReply, token: string) {
    const session = await resolveSession(db, token, config.sessions);
    if (!session) {
      clearSessionCookie(reply, config);
      return;
    }
    request.userId = session.userId;
    request.userPaid = session.paid;
    request.sessionToken = token;
    request.signedInAt = session.signedInAt;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessions.cookieSecure,
    maxAge: Math.floor(config.sessions.maxMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessions.cookieSecure,
  });
}

/**
 * Sign this browser in as `userId`: retire the session it had (rotation), start a new one and
 * set its cookie. Used by every way of signing in.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  config: Config,
): Promise<void> {
  if (request.sessionToken) await endSession(db, request.sessionToken);
  setSessionCookie(reply, await createSession(db, userId, config.sessions), config);
}
