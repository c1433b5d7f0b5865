import type { preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { AppError } from './app-error';

/**
 * A preValidation hook answering a query that its schema refuses with 400 instead of the validator's 422:
 * the figures' `months` and `weeks` (issue 32's wire says 400 for them: a bad query string is a bad
 * request, not a form to correct). The same schema then validates again and parses for the handler.
 */
export function queryErrorsAs400(schema: z.ZodType): preValidationHookHandler {
  return async (request) => {
    const parsed = schema.safeParse(request.query ?? {});
    if (parsed.success) return;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    const message = parsed.error.issues[0]?.message ?? 'The request is invalid.';
    throw new AppError(400, message, errors, ERROR_CODES.badRequest);
  };
}
