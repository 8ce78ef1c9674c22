import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { requireClientId } from './client-id.ts';

/**
 * Who is asking: an account, or (signed out) an anonymous browser. Every user-owned record is
 * checked against this. The client id never grants access to an account's records.
 */
export type Caller =
  | { kind: 'user'; userId: string; clientId: string | null; paid: boolean }
  | { kind: 'client'; clientId: string; address: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's id, set by the session plugin; null when signed out. */
    userId: string | null;
    /** Whether the signed-in account's subscription is active or trialing. */
    userPaid: boolean;
  }
}

/** The caller of a request that needs an identity; 400 when signed out without a client id. */
export function requireCaller(request: FastifyRequest): Caller {
  if (request.userId) {
    return {
      kind: 'user',
      userId: request.userId,
      clientId: request.clientId,
      paid: request.userPaid,
    };
  }
  return { kind: 'client', clientId: requireClientId(request), address: request.ip };
}

/** The signed-in account's id; 401 when signed out. */
export function requireUser(request: FastifyRequest): string {
  if (request.userId) return request.userId;
  throw new AppError('unauthorized', 'Please sign in first');
}

/** The key a caller's counters and flags are stored under. */
export function callerSubject(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `client:${caller.clientId}`;
}
