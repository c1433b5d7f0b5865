import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/saved-jobs';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  isJobSaved,
  JOB_SAVED,
  JOB_UNSAVED,
  listSavedJobIds,
  listSavedJobs,
  NOT_SAVED,
  saveJob,
  unsaveJob,
} from './service';

/** Saved jobs (SPEC §7.3): the endpoints of packages/shared/src/endpoints/saved-jobs.ts. */
export default async function savedJobsRoutes(app: FastifyInstance) {
  route(app, endpoints.checkSavedJob, async (request, reply) => {
    const saved = await isJobSaved(depsOf(app), { user: currentUser(request), jobId: request.params.jobId });
    if (!saved) throw notFound(NOT_SAVED);
    return send(reply, 200, 'Saved');
  });

  route(app, endpoints.saveJob, async (request, reply) => {
    await saveJob(depsOf(app), { user: currentUser(request), jobId: request.body.job_id });
    return send(reply, 201, JOB_SAVED);
  });

  route(app, endpoints.unsaveJob, async (request, reply) => {
    await unsaveJob(depsOf(app), { user: currentUser(request), jobId: request.params.jobId });
    return send(reply, 200, JOB_UNSAVED);
  });

  route(app, endpoints.listSavedJobs, async (request, reply) => {
    const { data, total } = await listSavedJobs(depsOf(app), {
      user: currentUser(request),
      page: request.query.page ?? 1,
    });
    return send(reply, 200, 'Saved jobs', { data, total });
  });

  route(app, endpoints.listSavedJobIds, async (request, reply) => {
    const data = await listSavedJobIds(depsOf(app), { user: currentUser(request) });
    return send(reply, 200, 'Saved job ids', { data });
  });
}
