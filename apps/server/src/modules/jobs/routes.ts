import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  homeStatsResponse,
  jobViewResponse,
  publicIdParams,
  publicJobsQuery,
  publicJobsResponse,
} from '@portal/shared/schemas/jobs';
import { send } from '../../lib/reply';
import { authenticateOptional } from '../../plugins/auth';
import { presentPublicJob, presentPublicJobs } from './presenter';
import { createPublicCache } from './public-cache';
import { getHomeStats, getPublicJob, listPublicJobs } from './service';

/**
 * Shared caches (a CDN in front) may keep public answers 30 s; browsers always ask again, so whoever
 * approved or closed a job sees the change at once (docs/decisions/0006-public-list-caching.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** Public job calls (SPEC §7.2): allJobs/filter, homedash, jobView/{id}. Readable from any origin. */
export default async function jobsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // One per server instance; correct across instances (./public-cache.ts).
  const cache = createPublicCache();

  app.get(
    '/allJobs/filter',
    {
      schema: {
        summary: 'Open jobs, filtered and paginated (20 per page)',
        tags: ['public'],
        querystring: publicJobsQuery,
        response: { 200: publicJobsResponse },
      },
    },
    async (request, reply) => {
      const page = await listPublicJobs(app.db, request.query, cache);
      reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
      return send(reply, 200, 'Jobs', presentPublicJobs(page, app.config));
    },
  );

  app.get(
    '/homedash',
    {
      schema: {
        summary: 'Home banner numbers: jobs published, open jobs, jobseekers',
        tags: ['public'],
        response: { 200: homeStatsResponse },
      },
    },
    async (_request, reply) => {
      const stats = await getHomeStats(app.db, cache);
      reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
      return send(reply, 200, 'Home stats', stats);
    },
  );

  app.get(
    '/jobView/:id',
    {
      schema: {
        summary: 'A published job in full (404 for pending or rejected jobs)',
        tags: ['public'],
        params: publicIdParams,
        response: { 200: jobViewResponse },
      },
      preHandler: authenticateOptional,
    },
    async (request, reply) => {
      const { found, preview } = await getPublicJob(app.db, {
        id: request.params.id,
        viewer: request.user,
      });
      reply.header('Cache-Control', preview ? 'private, no-store' : PUBLIC_CACHE_CONTROL);
      return send(reply, 200, 'Job details', { data: presentPublicJob(found, app.config) });
    },
  );
}
