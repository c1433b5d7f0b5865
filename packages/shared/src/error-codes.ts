// Machine-readable error codes (issue 6): every error body carries `code` beside `status` and the spec's
// `message`. Clients branch on the code, never on the status number or the wording.
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validationFailed: 'validation_failed',
  unauthenticated: 'unauthenticated',
  invalidCredentials: 'invalid_credentials',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  emailTaken: 'email_taken',
  alreadyApplied: 'already_applied',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  invalidToken: 'invalid_token',
  subscriptionRequired: 'subscription_required',
  emailUnverified: 'email_unverified',
  serviceUnavailable: 'service_unavailable',
  serverError: 'server_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code an error gets when its thrower names none: one per HTTP status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.badRequest;
    case 401:
      return ERROR_CODES.unauthenticated;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.payloadTooLarge;
    case 415:
      return ERROR_CODES.unsupportedMediaType;
    case 422:
      return ERROR_CODES.validationFailed;
    case 429:
      return ERROR_CODES.rateLimited;
    case 503:
      return ERROR_CODES.serviceUnavailable;
    default:
      return status >= 500 ? ERROR_CODES.serverError : ERROR_CODES.badRequest;
  }
}
