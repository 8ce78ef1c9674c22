import type { FastifyRequest } from 'fastify';
import { requireClientId } from './client-id.ts';

/**
 * Who is asking: an account, or (signed out) an anonymous browser. Every user-owned record is
 * checked against this. The client id never grants access to an account's records.
 */
export type Caller =
  { kind: 'user'; userId: string; clientId: string | null } | { kind: 'client'; clientId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's id, set by the session plugin; null when signed out. */
    userId: string | null;
  }
}

/** The caller of a request that needs an identity; 400 when signed out without a client id. */
export function requireCaller(request: FastifyRequest): Caller {
  if (request.userId) return { kind: 'user', userId: request.userId, clientId: request.clientId };
  return { kind: 'client', clientId: requireClientId(request) };
}

/** The key a caller's counters and flags are stored under. */
export function callerSubject(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `client:${caller.clientId}`;
}
