import { z } from 'zod';
import { normaliseLineEndings } from '../rules/line-endings';

// Building blocks for request schemas. Requests arrive as JSON, urlencoded or multipart, so every
// scalar may come as a string: numbers and flags are coerced, text is trimmed.

export const required = (label: string) => `The ${label} field is required.`;

/**
 * Whether a string holds a character no column can take: U+0000 (PostgreSQL cannot store it in text, nor
 * `\u0000` in jsonb) or half of a surrogate pair (not a character at all: jsonb refuses its escape, and
 * text would silently get U+FFFD). Issue 7 found the NUL, issue 24 (point 7) the lone surrogates.
 */
export function hasInvalidCharacter(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

export const invalidCharacter = (label: string) => `The ${label} contains an invalid character.`;

/**
 * Text as clients may send it: any string without a NUL character or a lone surrogate, refused here (422)
 * instead of failing in the database. (The server also refuses them in any body or query field before
 * validation: plugins/body.ts.)
 */
export const text = (label: string, error?: string) =>
  z.string(error ? { error } : undefined).refine((v) => !hasInvalidCharacter(v), invalidCharacter(label));

/**
 * Text of a multi-line field (a textarea: a cover letter, an introduction, a reason…): line breaks arrive
 * as CRLF from browsers and are stored as LF (issue 25, point 1), so a length limit counts each once and
 * no CR reaches a PDF or a mail.
 */
export const multilineText = (label: string, error?: string) =>
  text(label, error).overwrite(normaliseLineEndings);

const requiredOf = (base: z.ZodString, label: string, max: number) =>
  base.trim().min(1, required(label)).max(max, `The ${label} may not be greater than ${max} characters.`);

const optionalOf = (base: z.ZodString, label: string, max: number) =>
  base
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A required text field with Laravel-style messages the web shows per field. */
export const requiredText = (label: string, max = 255) =>
  requiredOf(text(label, required(label)), label, max);

export const optionalText = (label: string, max = 255) => optionalOf(text(label), label, max);

/** requiredText of a multi-line field: line breaks stored as LF. */
export const requiredMultilineText = (label: string, max: number) =>
  requiredOf(multilineText(label, required(label)), label, max);

/** optionalText of a multi-line field: line breaks stored as LF. */
export const optionalMultilineText = (label: string, max: number) =>
  optionalOf(multilineText(label), label, max);

export const emailField = (label = 'email') =>
  text(label, required(label))
    .trim()
    .min(1, required(label))
    .max(255, `The ${label} may not be greater than 255 characters.`)
    .pipe(z.email(`The ${label} must be a valid email address.`))
    .transform((v) => v.toLowerCase());

/** A phone number as people type it: digits, spaces, brackets, dashes and a leading +. */
export const phoneField = (label: string) =>
  requiredText(label, 30).regex(/^\+?[0-9 ()-]{5,30}$/, `The ${label} must be a valid phone number.`);

/** An empty form value ('' or null) counts as not sent; what is sent must be valid. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalPhone = (label: string) =>
  z.preprocess(blankToUndefined, phoneField(label).optional()).transform((v) => v ?? null);

export const optionalEmail = (label: string) =>
  z.preprocess(blankToUndefined, emailField(label).optional()).transform((v) => v ?? null);

/**
 * One of a select's fixed values. Nothing chosen (absent, null or '') reads as the required message, as
 * every other empty field does; a value off the list is 'invalid' (issue 25, point 5: an empty Positions
 * said "The selected positions is invalid").
 */
export const choiceField = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required(label)
        : `The selected ${label} is invalid.`,
  });

/** 0/1 flags sent as booleans, numbers or strings. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .nullable()
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));

/**
 * The deepest page any list answers: past it a page number is capped, so a query string can never ask the
 * database to skip millions of rows (issue 7). 1,000 pages of 20 is 20,000 rows, far beyond what a
 * visitor pages through; search and filters narrow a list instead.
 */
export const MAX_PAGE = 1000;

/** `page` of a list: anything unreadable is page 1 and anything past MAX_PAGE is MAX_PAGE. */
export const pageQuery = z.preprocess((v) => {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}, z.number().int().min(1).max(MAX_PAGE));

/** The largest id the database holds: ids are PostgreSQL `serial` (integer) columns, 1..2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/**
 * An id sent in a body or a query: a positive integer within the database's range, else 422 (issue 24,
 * point 7: 2147483648 reached the database, which answered with an error, and the client with a 500).
 */
export const idField = (label: string) =>
  z.coerce
    .number({ error: required(label) })
    .int(`The selected ${label} is invalid.`)
    .min(1, `The selected ${label} is invalid.`)
    .max(MAX_ID, `The selected ${label} is invalid.`);

/**
 * An id in a path. A positive integer past the database's range is a well-formed id that no row has: it
 * is read as 0, which no serial column holds, so the route answers exactly as it does for any missing id
 * (its own 404 and message) without sending the database a number it cannot compare. Anything else that
 * is not a whole number names nothing: 404 (plugins/errors.ts).
 */
export const pathId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) && Number(v) > MAX_ID ? 0 : v),
  z.coerce.number().int().min(0).max(MAX_ID),
);

export const idParam = z.object({ id: pathId });

/** Every body carries status (= HTTP status) and message (DESIGN §4). */
export const envelope = z.object({ status: z.number(), message: z.string() });
export type Envelope = z.infer<typeof envelope>;

/**
 * Every error body: the envelope plus a machine-readable `code` (error-codes.ts) and, for a message the
 * web translates, its `message_key` (api-messages.ts, decision 0060); 422 adds `errors`.
 */
export const errorBody = envelope.extend({
  code: z.string(),
  // A plain string here, not the enum of keys: this schema is in the web's first load (issue 33's budget).
  message_key: z
    .string()
    .optional()
    .describe(
      "The message's stable key (packages/shared/src/api-messages.ts, e.g. access_deny, country_blocked, " +
        'invalid_credentials) when `message` is one of the texts the web translates; absent otherwise.',
    ),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const validationError = errorBody.extend({ errors: z.record(z.string(), z.array(z.string())) });
export type ValidationErrorBody = z.infer<typeof validationError>;

/**
 * The error answers a route documents beside its success, e.g. `response: { 200: x, ...errorResponses(401, 422) }`:
 * 422 is a validationError (per-field `errors`), every other status an errorBody.
 */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, s === 422 ? validationError : errorBody])) as Record<
    S,
    typeof errorBody
  >;
}

/**
 * The body of a response: the envelope plus the call's own fields. Every response schema is built with
 * this (or is `messageResponse`), so that status and message are never forgotten.
 */
export const envelopeWith = <S extends z.ZodRawShape>(shape: S) => envelope.extend(shape);

/** A response that carries nothing but status and message (logout, password reset, …). */
export const messageResponse = envelope;
export type MessageResponse = Envelope;

/** A page of items (DESIGN §4): `{ data, total, per_page, current_page, last_page }`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number(),
    per_page: z.number(),
    current_page: z.number(),
    last_page: z.number(),
  });

export interface Paginated<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** A download (a stored file or a generated PDF): the body is the file itself, not JSON. */
export const fileResponse = z.unknown().describe('The file itself, with its own Content-Type');

/**
 * `{key}` of a stored file in a path: the shape storage gives keys (random base64url and an extension).
 * Anything else names no file: 404 before any query (issue 24, point 7: `/api/files/%00` was a 500).
 */
export const fileKeyParams = z.object({
  key: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/),
});

/**
 * A file part of a multipart request. The server reads it as it arrives (type by content, size as bytes
 * come) before validation; the schema only documents it.
 */
export const fileField = (label: string) =>
  z.unknown().optional().describe(`${label}: a file sent as a multipart part`);
