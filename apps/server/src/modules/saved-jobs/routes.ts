import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, messageResponse } from '@portal/shared/schemas/common';
import {
  jobIdParams,
  saveJobRequest,
  savedIdsResponse,
  savedJobsQuery,
  savedJobsResponse,
} from '@portal/shared/schemas/seekers';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
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

/** Saved jobs (SPEC §7.3), registered as a jobseeker group (app.ts). */
export default async function savedJobsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobseeker'];

  api.get(
    '/job/save/:jobId',
    {
      schema: {
        summary: 'Whether the caller saved the job: 200 saved, 404 not',
        tags,
        params: jobIdParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const saved = await isJobSaved(depsOf(app), {
        user: currentUser(request),
        jobId: request.params.jobId,
      });
      if (!saved) throw notFound(NOT_SAVED);
      return send(reply, 200, 'Saved');
    },
  );

  api.post(
    '/job/save',
    {
      schema: {
        summary: 'Save a job (form job_id); saving again keeps one',
        tags,
        body: saveJobRequest,
        response: { 201: messageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await saveJob(depsOf(app), { user: currentUser(request), jobId: request.body.job_id });
      return send(reply, 201, JOB_SAVED);
    },
  );

  api.delete(
    '/job/save/:jobId',
    {
      schema: {
        summary: 'Remove a job from the saved jobs',
        tags,
        params: jobIdParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await unsaveJob(depsOf(app), { user: currentUser(request), jobId: request.params.jobId });
      return send(reply, 200, JOB_UNSAVED);
    },
  );

  api.get(
    '/job-seeker/savedJobs',
    {
      schema: {
        summary: 'The saved jobs, newest first, 20 a page; closed ones marked expired',
        tags,
        querystring: savedJobsQuery,
        response: { 200: savedJobsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { data, total } = await listSavedJobs(depsOf(app), {
        user: currentUser(request),
        page: request.query.page ?? 1,
      });
      return send(reply, 200, 'Saved jobs', { data, total });
    },
  );

  api.get(
    '/job-seeker/saved-ids',
    {
      schema: {
        summary: 'The ids of every saved job (the public list marks them), newest first',
        tags,
        response: { 200: savedIdsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await listSavedJobIds(depsOf(app), { user: currentUser(request) });
      return send(reply, 200, 'Saved job ids', { data });
    },
  );
}
