import { defaultErrorCode, ERROR_CODES, type ErrorCode } from '@portal/shared/error-codes';

// The one error type of the API. Services throw it; the central handler (plugins/errors.ts) answers it
// as { status, code, message, errors? } with the same HTTP status. `code` is machine-readable
// (packages/shared/src/error-codes.ts): clients branch on it, not on the status or the wording.
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    code?: ErrorCode,
    /** Extra response headers, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(status);
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new AppError(400, message, undefined, code);
export const unauthorized = (message = 'Unauthenticated.', code?: ErrorCode) =>
  new AppError(401, message, undefined, code);
export const forbidden = (message: string, code?: ErrorCode) => new AppError(403, message, undefined, code);
export const notFound = (message = 'Not found', code?: ErrorCode) =>
  new AppError(404, message, undefined, code);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, undefined, code);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, ERROR_CODES.rateLimited, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A 422 for one or more fields; `message` is the first field's first message (DESIGN §4). */
export function validationFailed(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new AppError(422, first, errors);
}
