// The one error type of the API. Services throw it; the central handler (plugins/errors.ts) answers it
// as { status, message, errors? } with the same HTTP status.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Unauthenticated.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedType = (message: string) => new AppError(415, message);

/** A 422 for one or more fields; `message` is the first field's first message (DESIGN §4). */
export function validationFailed(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new AppError(422, first, errors);
}
