import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/files';
import { depsOf } from '../../lib/deps';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/send-file';
import { PUBLIC_API } from '../../plugins/api-headers';
import { openPublicFile } from './service';

/**
 * GET files/{key}: the public files (DESIGN §5) — a listed company's logo, a published job's attachment
 * or application form. Personal files (slips, resumes, documents) are never served here: their own
 * routes check who asks. Keys are random and a file never changes under its key, so browsers and CDNs
 * may keep it a day.
 */
export default async function filesRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.openPublicFile,
    async (request, reply) => {
      const file = await openPublicFile(depsOf(app), { key: request.params.key, viewer: request.user });
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return sendFile(reply, file, {
        filename: file.originalName,
        disposition: inline ? 'inline' : 'attachment',
        cache: file.public ? 'route' : 'private',
      });
    },
    { config: { ...PUBLIC_API, cacheControl: 'public, max-age=86400' } },
  );
}
