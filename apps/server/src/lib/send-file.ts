import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a route needs to send a stored file (modules/files/service.ts openFile). */
export interface SendableFile {
  contentType: string;
  size: number;
  stream: NodeJS.ReadableStream;
}

/** RFC 6266 filename, with an ASCII fallback for old clients. */
function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a file with its detected type, its length, a Content-Disposition and nosniff (DESIGN §5).
 * Personal files are `private, no-store`; `cache: 'route'` leaves Cache-Control to the route's config
 * (public files, plugins/api-headers.ts).
 */
export function sendFile(
  reply: FastifyReply,
  file: SendableFile,
  opts: { filename: string; disposition?: 'inline' | 'attachment'; cache?: 'route' | 'private' },
) {
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(opts.disposition ?? 'attachment', opts.filename))
    .header('x-content-type-options', 'nosniff');
  if (opts.cache !== 'route') reply.header('cache-control', 'private, no-store');
  return reply.send(file.stream);
}

/** Sends a generated PDF (invoice, receipt, profile) as a download. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return sendFile(
    reply,
    { contentType: 'application/pdf', size: pdf.length, stream: bufferStream(pdf) },
    { filename, disposition: 'attachment' },
  );
}

function bufferStream(buffer: Buffer): NodeJS.ReadableStream {
  return Readable.from([buffer]);
}
