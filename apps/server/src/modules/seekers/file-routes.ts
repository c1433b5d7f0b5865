import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileKeyParams, fileResponse } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { sendFile } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { openSeekerFile } from './files';

/**
 * GET seeker-files/{key}: a jobseeker's personal file (photo, resume, document) — never public: the
 * token's user must be allowed by policy.ts (the owner today; employers through applications and the
 * talent pool in their issues). Registered for every signed-in role (app.ts).
 */
export default async function seekerFileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/seeker-files/:key',
    {
      schema: {
        summary: 'A jobseeker’s personal file, for those allowed (private, no-store)',
        tags: ['files'],
        params: fileKeyParams,
        response: { 200: fileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await openSeekerFile(depsOf(app), { user: currentUser(request), key: request.params.key });
      return sendFile(reply, file, { filename: file.originalName, disposition: 'inline' });
    },
  );
}
