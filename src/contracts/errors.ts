import { z } from 'zod';

/**
 * Every API error is `{message, code}`. Codes say what went wrong; the HTTP status is mapped
 * from the code in one place on the server (src/server/plugins/errors.ts).
 */
export const ERROR_CODES = {
  /** A body, query, header or path parameter failed validation; the message names the field. */
  bad_request: 400,
  /** The caller is not signed in and the action needs an account. */
  unauthorized: 401,
  /** The caller's allowance is used up (the body also carries usageCount). */
  payment_required: 402,
  /** A gated feature (beta providers) was asked for by a caller without access. */
  beta_required: 403,
  /** The caller may not do this. */
  forbidden: 403,
  /** No such resource, or it belongs to somebody else. */
  not_found: 404,
  /** The request (headers and body) took longer than the server's request time-out to arrive. */
  request_timeout: 408,
  /** The resource already exists (e.g. a taken email). */
  conflict: 409,
  /** The body is larger than the server accepts. */
  payload_too_large: 413,
  /** A `Range` the resource cannot satisfy (it starts beyond the end); Content-Range says its size. */
  range_not_satisfiable: 416,
  /** Too many requests from this address or account; try again later. */
  rate_limited: 429,
  /** Something failed on the server; details are in the server log, never in the response. */
  internal: 500,
  /**
   * A configured-off dependency (billing, a provider) is not available here, or the database is
   * unreachable for the moment (a restart; the response carries Retry-After).
   */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
