import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/employer-jobs';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { isUploadedFile, uploadRoute } from '../../plugins/uploads';
import {
  editJob,
  forceCloseJob,
  getOwnJob,
  JOB_UPLOADS,
  listOwnJobs,
  postJob,
  type JobFiles,
} from './employer-service';

const filesOf = (body: Record<string, unknown>): JobFiles => ({
  ...(isUploadedFile(body.attachment) ? { attachment: body.attachment } : {}),
  ...(isUploadedFile(body.application_form) ? { application_form: body.application_form } : {}),
});

/** The employer's job calls (SPEC §7.4; issue 9): the endpoints of packages/shared/src/endpoints/employer-jobs.ts. */
export default async function employerJobsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postJob,
    async (request, reply) => {
      const data = await postJob(depsOf(app), {
        user: currentUser(request),
        input: request.body,
        files: filesOf(request.body),
      });
      return send(reply, 201, 'Job submitted for approval.', { data });
    },
    uploadRoute(JOB_UPLOADS),
  );

  route(
    app,
    endpoints.editJob,
    async (request, reply) => {
      const data = await editJob(depsOf(app), {
        user: currentUser(request),
        jobId: request.params.id,
        input: request.body,
        files: filesOf(request.body),
      });
      return send(reply, 202, data.approved === 1 ? 'Job updated.' : 'Job updated and sent for approval.', {
        data,
      });
    },
    uploadRoute(JOB_UPLOADS),
  );

  route(app, endpoints.listOwnJobs, async (request, reply) => {
    const page = await listOwnJobs(depsOf(app), { user: currentUser(request), query: request.query });
    return send(reply, 200, 'Jobs', page);
  });

  route(app, endpoints.getOwnJob, async (request, reply) => {
    const data = await getOwnJob(depsOf(app), { user: currentUser(request), jobId: request.params.id });
    return send(reply, 200, 'Job', { data });
  });

  route(app, endpoints.forceCloseJob, async (request, reply) => {
    const data = await forceCloseJob(depsOf(app), { user: currentUser(request), jobId: request.params.id });
    return send(reply, 200, 'The job has been closed.', { data });
  });
}
