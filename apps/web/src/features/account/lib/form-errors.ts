import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/**
 * The shared zod schema as a Mantine form validator: the first message of each field, keyed by the
 * field's path ('a.b'). Used as `validate: (values) => zodErrors(schema, values)`.
 */
export function zodErrors(schema: ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first server message per field of a 422 answer (DESIGN §4: `errors: {field: [messages]}`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) errors[field] = messages[0];
  return errors;
}

/** The server's message of a failed call, or a generic text for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}
