import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileKeyParams, fileResponse } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { sendFile } from '../../lib/send-file';
import { PUBLIC_API } from '../../plugins/api-headers';
import { authenticateOptional } from '../../plugins/auth';
import { openPublicFile } from './service';

/**
 * GET files/{key}: the public files (DESIGN §5) — a listed company's logo, a published job's attachment
 * or application form. Personal files (slips, resumes, documents) are never served here: their own
 * routes check who asks. Keys are random and a file never changes under its key, so browsers and CDNs
 * may keep it a day.
 */
export default async function filesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/:key',
    {
      // The token, when sent, lets an employer and the operators preview a job's files before approval.
      onRequest: authenticateOptional,
      config: { ...PUBLIC_API, cacheControl: 'public, max-age=86400' },
      schema: {
        summary: 'A public file: a company logo or a published job’s attachment',
        tags: ['public'],
        params: fileKeyParams,
        response: { 200: fileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await openPublicFile(depsOf(app), { key: request.params.key, viewer: request.user });
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return sendFile(reply, file, {
        filename: file.originalName,
        disposition: inline ? 'inline' : 'attachment',
        cache: file.public ? 'route' : 'private',
      });
    },
  );
}
