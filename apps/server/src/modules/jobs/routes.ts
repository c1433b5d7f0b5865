import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@portal/shared/schemas/common';
import {
  homeStatsResponse,
  jobViewResponse,
  publicIdParams,
  publicJobsQuery,
  publicJobsResponse,
} from '@portal/shared/schemas/jobs';
import { send } from '../../lib/reply';
import { PUBLIC_API } from '../../plugins/api-headers';
import { authenticateOptional } from '../../plugins/auth';
import { presentPublicJob, presentPublicJobs } from './presenter';
import { createPublicCache, getHomeStats, getPublicJob, listPublicJobs } from './service';
import { PAGE_RENDER_HEADER } from '../../plugins/page-renderer';
import type { ViewCounter } from './view-counter';

/** Public job calls (SPEC §7.2): allJobs/filter, homedash, jobView/{id}. Readable from any origin. */
export default async function jobsRoutes(instance: FastifyInstance, { views }: { views: ViewCounter }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // One per server instance; correct across instances (./public-cache.ts).
  const deps = { db: app.db, cache: createPublicCache() };

  app.get(
    '/allJobs/filter',
    {
      config: PUBLIC_API,
      schema: {
        summary: 'Open jobs, filtered and paginated (20 per page)',
        tags: ['public'],
        querystring: publicJobsQuery,
        response: { 200: publicJobsResponse },
      },
    },
    async (request, reply) => {
      const page = await listPublicJobs(deps, request.query);
      return send(reply, 200, 'Jobs', presentPublicJobs(page, app.config));
    },
  );

  app.get(
    '/homedash',
    {
      config: PUBLIC_API,
      schema: {
        summary: 'Home banner numbers: jobs published, open jobs, jobseekers',
        tags: ['public'],
        response: { 200: homeStatsResponse },
      },
    },
    async (_request, reply) => {
      const stats = await getHomeStats(deps);
      return send(reply, 200, 'Home stats', stats);
    },
  );

  app.get(
    '/jobView/:id',
    {
      config: PUBLIC_API,
      schema: {
        summary: 'A published job in full (404 for pending or rejected jobs)',
        tags: ['public'],
        params: publicIdParams,
        response: { 200: jobViewResponse, ...errorResponses(404) },
      },
      preHandler: authenticateOptional,
    },
    async (request, reply) => {
      const { found, preview } = await getPublicJob(deps, { id: request.params.id, viewer: request.user });
      // The owner's or an admin's preview of a pending job is nobody else's: never cached.
      if (preview) reply.header('Cache-Control', 'private, no-store');
      // A page render's call is not a view: the served page counts it (./page-cache.ts).
      else if (!request.headers[PAGE_RENDER_HEADER]) views.count(found.job.id);
      return send(reply, 200, 'Job details', { data: presentPublicJob(found, app.config) });
    },
  );
}
