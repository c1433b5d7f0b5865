import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES, type ErrorCode } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { AppError } from '../lib/app-error';
import type { StreamSource } from './storage-driver';

/**
 * Uploads are streamed (docs/decisions/0016-streamed-uploads.md): each file part of a multipart body is
 * read as its bytes arrive, its type decided by its content (the first bytes, never the name or the
 * browser's Content-Type), its size counted as it goes, and it is spooled to a temporary file that is
 * removed when the response is sent. A part of the wrong type is refused after its first 64 KiB, a part
 * over its limit as soon as it passes it; memory holds one head and one chunk per upload, whatever the
 * file's size. Services then move an accepted file into storage (`storage.put(file.source(), …)`).
 */

/** What a route accepts in one file field: the size and the content types of packages/shared FILE_LIMITS. */
export interface UploadField {
  bytes: number;
  types: readonly string[];
  /** How many files the field may carry (default 1). */
  maxCount?: number;
  /** The spec's message for a file of another type (default 'File format not supported'). */
  typeMessage?: string;
}
export type UploadSpec = Record<string, UploadField>;

/**
 * An accepted file part, spooled to disk until the response is sent; `request.body[field]` holds it.
 * A class, so that a JSON body cannot pass an object of the same shape off as an upload.
 */
export class UploadedFile {
  constructor(
    readonly field: string,
    /** The name the browser sent, for display and downloads only. */
    readonly originalName: string,
    /** The content type decided from the bytes. */
    readonly mime: string,
    /** The extension that goes with `mime` (pdf, jpg, png, webp, doc, docx). */
    readonly extension: string,
    readonly size: number,
    private readonly file: string,
  ) {}

  /** A fresh stream of the bytes (callable more than once). */
  source(): StreamSource {
    return { stream: createReadStream(this.file), size: this.size };
  }
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof UploadedFile;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** File fields this route reads from a multipart body (plugins/uploads.ts). */
    upload?: UploadSpec;
  }
  interface FastifyRequest {
    uploadDir: string | null;
    uploadCount: number;
    /** Files received so far per field (made on the first file). */
    uploadFields: Record<string, number> | null;
  }
}

/** Room for the text fields and multipart framing beside the files. */
const MULTIPART_OVERHEAD = 256 * 1024;
const SNIFF_BYTES = 64 * 1024;
export const FILES_NOT_ACCEPTED = 'This request does not accept files.';
export const FORMAT_NOT_SUPPORTED = 'File format not supported';
export const TOO_MANY_FILES = 'Too many files.';

/**
 * Route options for a route that takes files: the spec read by the multipart hook. The route keeps the
 * ordinary body limit: a JSON or urlencoded body to an upload route is parsed whole in memory, so it gets
 * no more room than any other (issue 24, point 6: 20 concurrent 19 MB JSON bodies to a job post took the
 * process from 307 to 872 MB). Only a multipart body may be as large as `multipartBodyLimit(spec)`,
 * because its files are streamed to disk, never held.
 */
export function uploadRoute(spec: UploadSpec): Pick<RouteShorthandOptions, 'config'> {
  return { config: { upload: spec } };
}

/** The largest multipart body a route with these file fields takes: its files plus the text fields. */
export function multipartBodyLimit(spec: UploadSpec): number {
  const files = Object.values(spec).reduce((sum, f) => sum + f.bytes * (f.maxCount ?? 1), 0);
  return files + MULTIPART_OVERHEAD;
}

/** The largest single file any route may take: busboy's own cut-off, above every route's limit. */
export function largestFileLimit(limits: Record<string, { bytes: number }>): number {
  return Math.max(...Object.values(limits).map((l) => l.bytes));
}

// file-type names legacy Word files by their container format.
const CONTAINER_ALIASES: Record<string, { mime: string; ext: string }> = {
  'application/x-cfb': { mime: 'application/msword', ext: 'doc' },
};

async function sniff(head: Buffer): Promise<{ mime: string; ext: string } | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  return CONTAINER_ALIASES[found.mime] ?? { mime: found.mime, ext: found.ext };
}

// Control characters, and a surrogate half without its other half.
/* eslint-disable no-control-regex */
const UNSTORABLE_IN_NAMES =
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

/**
 * The browser's file name as it may be stored and shown: control characters (NUL, which PostgreSQL cannot
 * store, issue 24 point 7) and halves of surrogate pairs removed, at most 255 characters, whole pairs kept.
 */
export function displayName(filename: string): string {
  const clean = filename.replace(UNSTORABLE_IN_NAMES, '').trim();
  return Array.from(clean).slice(0, 255).join('');
}

/** The request's own temporary folder, made on its first file. */
async function uploadDirOf(request: FastifyRequest): Promise<string> {
  request.uploadDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'portal-upload-'));
  return request.uploadDir;
}

async function finish(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'close');
}

function countFile(
  request: FastifyRequest,
  name: string,
  field: UploadField,
  refuse: (status: number, message: string, code: ErrorCode) => never,
) {
  request.uploadFields ??= {};
  request.uploadFields[name] = (request.uploadFields[name] ?? 0) + 1;
  if (request.uploadFields[name] > (field.maxCount ?? 1)) {
    refuse(400, TOO_MANY_FILES, ERROR_CODES.badRequest);
  }
}

/**
 * Reads one file part (called by @fastify/multipart for each file part, with `this` the request).
 * Sets `part.value`, which becomes `request.body[field]`; an empty part (a form's file input left empty)
 * is skipped, as if the field were absent.
 */
export async function receiveFilePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const field = this.routeOptions.config.upload?.[part.fieldname];
  if (!field) {
    part.file.resume(); // discard the bytes as they arrive, keep none
    throw new AppError(415, FILES_NOT_ACCEPTED, undefined, ERROR_CODES.unsupportedMediaType);
  }
  const refuse = (status: number, message: string, code: ErrorCode): never => {
    part.file.resume();
    throw new AppError(status, message, { [part.fieldname]: [message] }, code);
  };

  let head = Buffer.alloc(0);
  let size = 0;
  let out: WriteStream | null = null;
  let type: { mime: string; ext: string } | null = null;
  const dir = await uploadDirOf(this);
  const file = path.join(dir, `${++this.uploadCount}-${part.fieldname.replace(/\W/g, '_').slice(0, 40)}`);

  const decide = async () => {
    type = await sniff(head);
    if (!type || !field.types.includes(type.mime)) {
      refuse(415, field.typeMessage ?? FORMAT_NOT_SUPPORTED, ERROR_CODES.unsupportedMediaType);
    }
    out = createWriteStream(file, { flags: 'wx' });
    if (!out.write(head)) await once(out, 'drain');
  };

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      // A file past the field's count is refused as it starts, not after the whole body is spooled: a
      // chunked body could otherwise carry a hundred files of the largest size (an empty input counts none).
      if (size === 0 && chunk.length > 0) countFile(this, part.fieldname, field, refuse);
      size += chunk.length;
      if (size > field.bytes || part.file.truncated) {
        refuse(413, MESSAGES.fileTooLarge, ERROR_CODES.payloadTooLarge);
      }
      if (!out) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) await decide();
      } else if (!(out as WriteStream).write(chunk)) {
        await once(out, 'drain');
      }
    }
    if (part.file.truncated) refuse(413, MESSAGES.fileTooLarge, ERROR_CODES.payloadTooLarge);
    if (size === 0) return; // an empty file input
    if (!out) await decide();
    await finish(out!);
  } catch (err) {
    if (out) (out as WriteStream).destroy();
    throw err;
  }

  const { mime, ext } = type!;
  const upload = new UploadedFile(part.fieldname, displayName(part.filename), mime, ext, size, file);
  (part as MultipartFile & { value?: unknown }).value = upload;
}

/** Counts the files of each field once the body is read; removes the spooled files after the response. */
export function registerUploadHooks(app: FastifyInstance) {
  app.decorateRequest('uploadDir', null);
  app.decorateRequest('uploadCount', 0);
  app.decorateRequest('uploadFields', null);
  app.addHook('preValidation', async (request) => {
    const spec = request.routeOptions.config.upload;
    if (!spec || !request.body || typeof request.body !== 'object') return;
    const body = request.body as Record<string, unknown>;
    for (const [name, field] of Object.entries(spec)) {
      const value = body[name];
      const count = Array.isArray(value)
        ? value.filter(isUploadedFile).length
        : isUploadedFile(value)
          ? 1
          : 0;
      if (count > (field.maxCount ?? 1)) {
        throw new AppError(400, TOO_MANY_FILES, { [name]: [TOO_MANY_FILES] }, ERROR_CODES.badRequest);
      }
    }
  });
  const removeSpooled = async (request: FastifyRequest) => {
    if (request.uploadDir) await fs.rm(request.uploadDir, { recursive: true, force: true });
  };
  app.addHook('onResponse', removeSpooled);
  app.addHook('onRequestAbort', removeSpooled);
}

/** The one file of a field, or a 422 with the field's message when none was sent. */
export function requireUpload(body: Record<string, unknown>, field: string, message: string): UploadedFile {
  const value = body[field];
  if (isUploadedFile(value)) return value;
  throw new AppError(422, message, { [field]: [message] }, ERROR_CODES.validationFailed);
}
