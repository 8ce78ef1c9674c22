import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER } from '../../contracts/constants.ts';
import { AppError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous browser id from `X-Client-Id`, lower-cased; null when absent or malformed. */
    clientId: string | null;
  }
}

/** Read the anonymous client id on every request. It identifies a browser, never an account. */
export function registerClientId(app: FastifyInstance): void {
  app.decorateRequest('clientId', null);
  // Accounts arrive with the auth feature's session plugin, which sets this when signed in.
  app.decorateRequest('userId', null);
  app.decorateRequest('userPaid', false);
  // Callback-style hooks here and in the other per-request plugins: an async hook costs a promise
  // on every request, which a small cached answer notices (decision 021).
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[CLIENT_ID_HEADER];
    const value = Array.isArray(raw) ? raw[0] : raw;
    request.clientId = value && UUID.test(value) ? value.toLowerCase() : null;
    done();
  });
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
