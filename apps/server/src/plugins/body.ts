import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Requests are JSON, urlencoded or multipart (DESIGN §4). Multipart text fields land in `request.body`
 * as plain values; file parts are consumed by the upload routes (files plugin) as streams.
 *
 * Method override: the web and older clients send updates as POST with `_method=put`. Routing happens
 * before the body is read, so every PUT route also answers POST on the same URL
 * (docs/decisions/0003-method-override.md).
 */
export async function registerBodyParsing(app: FastifyInstance) {
  // Only JSON, urlencoded and multipart bodies are part of the contract: anything else is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 11 * 1024 * 1024, files: 10, fields: 100, parts: 120 },
    // Files are kept only by the routes that want them; keyValues buffers them, so limits stay small.
    onFile: async (part) => {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        const err = new Error('File too large') as Error & { code: string; statusCode: number };
        err.code = 'FST_REQ_FILE_TOO_LARGE';
        err.statusCode = 413;
        throw err;
      }
      (part as unknown as { value: unknown }).value = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: Buffer.concat(chunks),
      };
    },
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('PUT') && !methods.includes('POST')) route.method = [...methods, 'POST'];
  });
}

/** A file part as `attachFieldsToBody: 'keyValues'` with our onFile hands it to a route. */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedPart(value: unknown): value is UploadedPart {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedPart).data);
}
