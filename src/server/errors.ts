import { ERROR_CODES, type ErrorCode } from '../contracts/errors.ts';

/**
 * The one error type server code throws on purpose. The error handler turns it into
 * `{message, code, ...extra}` with the status its code maps to (src/contracts/errors.ts).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields for the body, e.g. `usageCount` on payment_required. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const badRequest = (message: string) => new AppError('bad_request', message);
