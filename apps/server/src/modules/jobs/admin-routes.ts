import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  approveJob,
  listDeliveries,
  listJobsForOperators,
  rejectJob,
  retryDeliveries,
} from './admin-service';

/** The operators' job approval calls (DESIGN §4; packages/shared/src/endpoints/admin.ts). */
export default async function jobsAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listAdminJobs, async (request, reply) =>
    send(reply, 200, 'Jobs', await listJobsForOperators(depsOf(app), request.query)),
  );

  route(app, endpoints.approveJob, async (request, reply) => {
    const data = await approveJob(depsOf(app), { admin: currentUser(request), jobId: request.params.id });
    return send(reply, 200, 'Job approved and published.', { data });
  });

  route(app, endpoints.rejectJob, async (request, reply) => {
    const data = await rejectJob(depsOf(app), {
      admin: currentUser(request),
      jobId: request.params.id,
      reason: request.body.reason,
    });
    return send(reply, 200, 'Job rejected.', { data });
  });

  route(app, endpoints.listJobDeliveries, async (request, reply) => {
    const data = await listDeliveries(depsOf(app), { jobId: request.params.id });
    return send(reply, 200, 'Deliveries', { data });
  });

  route(app, endpoints.retryJobDeliveries, async (request, reply) => {
    const retried = await retryDeliveries(depsOf(app), {
      admin: currentUser(request),
      jobId: request.params.id,
    });
    return send(reply, 200, retried ? 'Deliveries queued again.' : 'No failed delivery to retry.', {
      retried,
    });
  });
}
