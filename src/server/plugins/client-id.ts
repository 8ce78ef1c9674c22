import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER } from '../../contracts/constants.ts';
import { AppError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous browser id from `X-Client-Id`, lower-cased; null when absent or malformed. */
    readonly clientId: string | null;
  }
}

/**
 * The anonymous client id, read from the header when a handler asks for it. A getter rather than
 * a hook: most answers never look at it (cached reads, pages, files), and a hook would run on all
 * of them (decision 021).
 */
export function registerClientId(app: FastifyInstance): void {
  app.decorateRequest('clientId', {
    getter(this: FastifyRequest) {
      const raw = this.headers[CLIENT_ID_HEADER];
      const value = Array.isArray(raw) ? raw[0] : raw;
      return value && UUID.test(value) ? value.toLowerCase() : null;
    },
  });
  // Accounts arrive with the auth feature's session plugin, which sets this when signed in.
  app.decorateRequest('userId', null);
  app.decorateRequest('userPaid', false);
}

/** Guard for endpoints that need an anonymous identity: 400 when the header is missing or bad. */
export function requireClientId(request: FastifyRequest): string {
  if (request.clientId) return request.clientId;
  const sent = request.headers[CLIENT_ID_HEADER] !== undefined;
  throw new AppError(
    'bad_request',
    sent
      ? `Invalid header 'X-Client-Id': must be a UUID`
      : `Missing header 'X-Client-Id': send the browser's client id (a UUID)`,
  );
}
