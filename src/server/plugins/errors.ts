import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../contracts/errors.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError } from '../errors.ts';

/** Seconds a client is told to wait when the database is unreachable (a restart takes a few). */
const DATABASE_RETRY_AFTER_S = 5;

/**
 * One error handler for the whole API: every failure leaves as `{message, code}` JSON with a
 * fitting status. 5xx details stay in the log (with the request id), never in the response.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, ...error.extra });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = field
        ? `Invalid ${where} field '${field}': ${first?.message ?? 'invalid value'}`
        : `Invalid ${where}: ${first?.message ?? 'invalid value'}`;
      return reply.status(400).send({ message, code: 'bad_request' } satisfies ApiErrorBody);
    }

    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({
        message: error.message || 'Too many requests, please try again later',
        code: 'rate_limited',
      });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ message: 'Request body is too large', code: 'payload_too_large' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...) have safe messages.
      return reply
        .status(status)
        .send({ message: error.message, code: status === 404 ? 'not_found' : 'bad_request' });
    }

    if (isDatabaseUnavailable(error)) {
      // A database restart or outage: temporary, and nothing the caller did wrong. Nothing was
      // acknowledged, so the caller may safely try again.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({
          message: 'The database is not reachable right now. Please try again in a moment.',
          code: 'unavailable',
        } satisfies ApiErrorBody);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}

/**
 * Fastify's router refuses some addresses before any route, hook or error handler runs (a broken
 * %-escape in the path, a path parameter over the length limit) and would answer with its own
 * `{error, code: 'FST_…', statusCode}` body. Passed as the `frameworkErrors` server option so
 * these leave as `{message, code}` too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(400).send({
      message:
        error.code === 'FST_ERR_BAD_URL'
          ? 'Invalid address: a path segment has a malformed %-escape'
          : 'Invalid address: a path segment is too long',
      code: 'bad_request',
    } satisfies ApiErrorBody);
    return;
  }
  request.log.error({ err: error }, 'unhandled router error');
  void reply
    .status(500)
    .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
}

/**
 * Errors on a connection before a request reached Fastify (passed as `clientErrorHandler`): a
 * request that took longer than the request time-out to arrive, headers too large, bytes that are
 * not HTTP. Answered as `{message, code}` like every other error, then the connection is closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ApiErrorBody] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { message: 'The request took too long to arrive', code: 'request_timeout' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { message: 'Request headers are too large', code: 'bad_request' }]
        : [400, { message: 'Malformed HTTP request', code: 'bad_request' }];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
