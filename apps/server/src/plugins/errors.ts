import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { apiMessageKey } from '@portal/shared/api-messages';
import { defaultErrorCode, type ErrorCode } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';

type FieldErrors = Record<string, string[]>;

/** How long a client should wait before retrying during a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field || 'body'] ??= []).push(message);
}

/** Fastify's own codes for unreadable requests, mapped to the 4xx they deserve. */
const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Media Type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.fileTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MESSAGES.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the request.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the request.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the request.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.malformedBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.malformedBody },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Unsupported Media Type' },
};

/**
 * An error's body: `code`, SPEC's English `message` and, when the message is one the web translates, its
 * `message_key` (packages/shared/src/api-messages.ts, decision 0060), found from the text itself so that
 * every thrower's message gets its key and the two cannot drift.
 */
export function errorAnswer(status: number, message: string, errors?: FieldErrors, code?: ErrorCode) {
  const messageKey = apiMessageKey(message);
  return {
    status,
    code: code ?? defaultErrorCode(status),
    ...(messageKey ? { message_key: messageKey } : {}),
    message,
    ...(errors ? { errors } : {}),
  };
}

/**
 * The central error handler: every error becomes { status, code, message_key?, message, errors? }.
 * 5xx details are logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const fail = (status: number, message: string, errors?: FieldErrors, code?: ErrorCode) =>
      reply.code(status).send(errorAnswer(status, message, errors, code));
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return fail(err.status, err.message, err.errors, err.code);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path that does not parse (a file key of another shape, an id that is no number) names nothing.
      if (err.validationContext === 'params') return fail(404, MESSAGES.notFound);
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        addError(
          errors,
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          issue.message ?? MESSAGES.validationFailed,
        );
      }
      const message = Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed;
      return fail(422, message, errors);
    }
    if (err instanceof ZodError) {
      const errors: FieldErrors = {};
      for (const issue of err.issues) addError(errors, issue.path.join('.'), issue.message);
      const message = Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed;
      return fail(422, message, errors);
    }
    // The multipart parser's own exceptions for a body it cannot read.
    if (
      /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/.test(err.message ?? '')
    )
      return fail(400, MESSAGES.malformedBody);
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return fail(known.status, known.message);
    const status = err.statusCode ?? 500;
    if (status === 429) return fail(429, MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      return fail(status, err.message || MESSAGES.malformedBody);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return fail(503, MESSAGES.serviceUnavailable);
    }
    request.log.error({ err }, 'request failed');
    return fail(500, MESSAGES.serverError);
  });
}
