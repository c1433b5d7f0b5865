import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/job-stats';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { getCompanyStats, getJobStats, statsWindow } from './service';

/** The employer's insights (issue 32): the endpoints of packages/shared/src/endpoints/job-stats.ts. */
export default async function jobStatsRoutes(app: FastifyInstance) {
  route(app, endpoints.getJobStats, async (request, reply) => {
    const data = await getJobStats(depsOf(app), { user: currentUser(request), jobId: request.params.id });
    return send(reply, 200, 'Job stats', { data });
  });

  route(
    app,
    endpoints.getCompanyStats,
    async (request, reply) => {
      const data = await getCompanyStats(depsOf(app), {
        user: currentUser(request),
        days: request.query.days,
      });
      return send(reply, 200, 'Company stats', { data });
    },
    // Before the schema: `?days=30&days=90` is the contract's 400, not the schema's 422.
    { preValidation: async (request) => void statsWindow((request.query as { days?: unknown }).days) },
  );
}
