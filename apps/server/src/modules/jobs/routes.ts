import type { FastifyInstance } from 'fastify';
import { countOpenJobsByAtoll, getHomeStats, listOpenJobs, viewJob } from '@portal/shared/endpoints/jobs';
import { send } from '../../lib/reply';
import { PUBLIC_API } from '../../plugins/api-headers';
import { route } from '../../lib/route';
import { presentAtollCount, presentPublicJob, presentPublicJobs } from './presenter';
import {
  countPublicJobsByAtoll,
  createPublicCache,
  getHomeStats as readHomeStats,
  getPublicJob,
  listPublicJobs,
} from './service';
import { PAGE_RENDER_HEADER } from '../../plugins/page-renderer';
import type { ViewCounter } from './view-counter';

/**
 * Public job calls (SPEC §7.2): allJobs/filter, allJobs/place-counts (issue 28), homedash, jobView/{id}.
 * Readable from any origin.
 */
export default async function jobsRoutes(app: FastifyInstance, { views }: { views: ViewCounter }) {
  // One per server instance; correct across instances (./public-cache.ts).
  const deps = { db: app.db, cache: createPublicCache() };

  route(
    app,
    listOpenJobs,
    async (request, reply) => {
      const page = await listPublicJobs(deps, request.query);
      return send(reply, 200, 'Jobs', presentPublicJobs(page, app.config));
    },
    { config: PUBLIC_API },
  );

  route(
    app,
    countOpenJobsByAtoll,
    async (request, reply) => {
      const rows = await countPublicJobsByAtoll(deps, request.query);
      return send(reply, 200, 'Open jobs per atoll', { data: rows.map(presentAtollCount) });
    },
    { config: PUBLIC_API },
  );

  route(
    app,
    getHomeStats,
    async (_request, reply) => {
      const stats = await readHomeStats(deps);
      return send(reply, 200, 'Home stats', stats);
    },
    { config: PUBLIC_API },
  );

  route(
    app,
    viewJob,
    async (request, reply) => {
      const { found, preview } = await getPublicJob(deps, { id: request.params.id, viewer: request.user });
      // The owner's or an admin's preview of a pending job is nobody else's: never cached.
      if (preview) reply.header('Cache-Control', 'private, no-store');
      // A page render's call is not a view: the served page counts it (./page-cache.ts).
      else if (!request.headers[PAGE_RENDER_HEADER]) views.count(found.job.id);
      return send(reply, 200, 'Job details', { data: presentPublicJob(found, app.config) });
    },
    { config: PUBLIC_API },
  );
}
