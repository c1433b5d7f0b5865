import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/send-file';
import { getJobFormSubmission, listJobFormSubmissions, openJobFormFile } from './service';

/** The operators' view of the bank job form's submissions (packages/shared/src/endpoints/admin.ts). */
export default async function jobFormAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listJobFormSubmissions, async (request, reply) =>
    send(reply, 200, 'Job form submissions', await listJobFormSubmissions(depsOf(app), request.query)),
  );

  route(app, endpoints.getJobFormSubmission, async (request, reply) =>
    send(reply, 200, 'Job form submission', {
      data: await getJobFormSubmission(depsOf(app), { id: request.params.id }),
    }),
  );

  route(app, endpoints.downloadJobFormFile, async (request, reply) => {
    const file = await openJobFormFile(depsOf(app), request.params);
    return sendFile(reply, file, { filename: file.originalName, disposition: 'attachment' });
  });
}
