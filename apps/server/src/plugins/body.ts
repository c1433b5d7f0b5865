import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { FILE_LIMITS } from '@portal/shared/constants';
import { hasInvalidCharacter, invalidCharacter } from '@portal/shared/schemas/common';
import { AppError, validationFailed } from '../lib/app-error';
import {
  isUploadedFile,
  largestFileLimit,
  multipartBodyLimit,
  receiveFilePart,
  registerUploadHooks,
} from './uploads';

/**
 * The largest request body a route takes unless it declares its own `bodyLimit` (Fastify route option).
 * Account, search and form calls send a few kilobytes; routes that take large text (a job description)
 * or files raise it for themselves, so nothing else can be used to fill the server's memory (issue 7).
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/**
 * Text fields of a multipart body: the same bounds as any other body. Files: busboy cuts a part off past
 * the largest limit of any route; each route's own limit is applied by plugins/uploads.ts.
 */
const MULTIPART_LIMITS = {
  fieldSize: 64 * 1024,
  fields: 100,
  parts: 120,
  fileSize: largestFileLimit(FILE_LIMITS) + 1,
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { body: value };

/**
 * `{ 'a.b': ['The a.b contains an invalid character.'] }` for each string (or key) in `value` holding NUL
 * or a lone surrogate, or null when there is none. Uploaded files are not walked (their names are cleaned
 * where they are read, plugins/uploads.ts).
 */
function invalidCharacterErrors(value: Record<string, unknown>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const walk = (v: unknown, path: string, depth: number) => {
    if (typeof v === 'string') {
      if (hasInvalidCharacter(v)) errors[path || 'body'] = [invalidCharacter(path || 'body')];
    } else if (v && typeof v === 'object' && !isUploadedFile(v) && depth < 20) {
      for (const [k, inner] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (hasInvalidCharacter(k)) errors[at] = [invalidCharacter('field name')];
        else walk(inner, at, depth + 1);
      }
    }
  };
  walk(value, '', 0);
  return Object.keys(errors).length ? errors : null;
}

export const MALFORMED_MULTIPART = 'The multipart body could not be read.';

const isMultipart = (contentType: string | undefined) => /^multipart\//i.test(contentType ?? '');

function hasBoundary(contentType: string): boolean {
  return /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType);
}

/**
 * Requests are JSON, urlencoded or multipart (DESIGN §4). Multipart text fields land in `request.body`
 * as plain values; file parts as `UploadedFile`s on routes declared with `uploadRoute()`, refused elsewhere.
 *
 * Method override: the web and older clients send updates as POST with `_method=put`. Routing happens
 * before the body is read, so every PUT route also answers POST on the same URL
 * (docs/decisions/0003-method-override.md).
 */
export async function registerBodyParsing(app: FastifyInstance) {
  // Only JSON, urlencoded and multipart bodies are part of the contract: anything else is a 415.
  app.removeContentTypeParser('text/plain');

  // A declared length over the route's limit is refused before a byte is read: the limit holds for
  // multipart bodies too (which the JSON parser's bodyLimit never sees). Only a multipart body to a route
  // that takes files may be larger than the ordinary limit: its files are streamed, not held.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const upload = request.routeOptions.config.upload;
    const limit =
      upload && isMultipart(request.headers['content-type'])
        ? multipartBodyLimit(upload)
        : (request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
    if (declared > limit) throw new AppError(413, MESSAGES.fileTooLarge);
  });
  // A multipart body without a boundary cannot be parsed: 400, not the parser's exception (issue 7).
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const type = request.headers['content-type'] ?? '';
    if (isMultipart(type) && !hasBoundary(type)) {
      throw new AppError(400, MALFORMED_MULTIPART, undefined, ERROR_CODES.badRequest);
    }
  });

  // No field of any body or query may carry a character no column can store (NUL, a lone surrogate):
  // refused here for every route at once, named by its path, instead of failing in the database.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const errors = invalidCharacterErrors({ ...asRecord(request.query), ...asRecord(request.body) });
    if (errors) throw validationFailed(errors);
  });

  await app.register(formbody, { bodyLimit: DEFAULT_BODY_LIMIT });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: MULTIPART_LIMITS,
    // File parts are read by the route's upload spec, or refused (415) on routes that take none.
    onFile: receiveFilePart,
  });
  registerUploadHooks(app);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('PUT') && !methods.includes('POST')) route.method = [...methods, 'POST'];
  });
}
