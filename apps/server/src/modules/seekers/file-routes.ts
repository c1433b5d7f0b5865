import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seeker-files';
import { depsOf } from '../../lib/deps';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { openSeekerFile } from './seeker-documents';

/**
 * GET seeker-files/{key}: a jobseeker's personal file (photo, resume, document) — never public: the
 * token's user must be allowed by policy.ts. Any signed-in role may ask (endpoints/seeker-files.ts).
 */
export default async function seekerFileRoutes(app: FastifyInstance) {
  route(app, endpoints.openSeekerFile, async (request, reply) => {
    const file = await openSeekerFile(depsOf(app), { user: currentUser(request), key: request.params.key });
    return sendFile(reply, file, { filename: file.originalName, disposition: 'inline' });
  });
}
