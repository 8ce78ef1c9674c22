import type { FastifyReply } from 'fastify';

/**
 * Send JSON that is already serialised (a string or bytes): Fastify passes it through without the
 * route's response serialiser, so there is no per-request schema pass. Whoever builds `json` holds
 * it to the contract (serialised once from a parsed value, or a writer checked by a test).
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
