import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '@portal/shared/schemas/common';
import {
  adminJobsQuery,
  adminJobsResponse,
  employerJobResponse,
  jobDeliveriesResponse,
  rejectJobRequest,
  retryDeliveriesResponse,
} from '@portal/shared/schemas/employer-jobs';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  approveJob,
  listDeliveries,
  listJobsForOperators,
  rejectJob,
  retryDeliveries,
} from './admin-service';

/** The operators' job approval calls (DESIGN §4); app.ts registers them in the admin group. */
export default async function jobsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/jobs',
    {
      schema: {
        summary: 'Jobs by approval state: pending (default, oldest first), approved, rejected or all',
        tags,
        querystring: adminJobsQuery,
        response: { 200: adminJobsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      send(reply, 200, 'Jobs', await listJobsForOperators(depsOf(app), request.query)),
  );

  app.post(
    '/admin/jobs/:id/approve',
    {
      schema: {
        summary: 'Publish a job (a pay-per-job one runs at most 20 days from now)',
        tags,
        params: idParam,
        response: { 200: employerJobResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await approveJob(depsOf(app), { admin: currentUser(request), jobId: request.params.id });
      return send(reply, 200, 'Job approved and published.', { data });
    },
  );

  app.post(
    '/admin/jobs/:id/reject',
    {
      schema: {
        summary: 'Reject a job (or take a published one down) with a reason for the employer',
        tags,
        params: idParam,
        body: rejectJobRequest,
        response: { 200: employerJobResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await rejectJob(depsOf(app), {
        admin: currentUser(request),
        jobId: request.params.id,
        reason: request.body.reason,
      });
      return send(reply, 200, 'Job rejected.', { data });
    },
  );

  app.get(
    '/admin/jobs/:id/deliveries',
    {
      schema: {
        summary: 'The job’s deliveries to the partner site and social media: state, attempts, last error',
        tags,
        params: idParam,
        response: { 200: jobDeliveriesResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await listDeliveries(depsOf(app), { jobId: request.params.id });
      return send(reply, 200, 'Deliveries', { data });
    },
  );

  app.post(
    '/admin/jobs/:id/deliveries/retry',
    {
      schema: {
        summary: 'Put the job’s failed deliveries back in the queue now',
        tags,
        params: idParam,
        response: { 200: retryDeliveriesResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const retried = await retryDeliveries(depsOf(app), {
        admin: currentUser(request),
        jobId: request.params.id,
      });
      return send(reply, 200, retried ? 'Deliveries queued again.' : 'No failed delivery to retry.', {
        retried,
      });
    },
  );
}
