import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '@portal/shared/schemas/common';
import {
  employerJobResponse,
  employerJobsQuery,
  employerJobsResponse,
  jobWriteRequest,
} from '@portal/shared/schemas/employer-jobs';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
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

/**
 * The employer's job calls (SPEC §7.4; issue 9). Registered in the employer group (app.ts): 401 for
 * visitors, 403 for other roles, before the body is read.
 */
export default async function employerJobsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['employer'];
  const write = {
    ...uploadRoute(JOB_UPLOADS),
    schema: {
      tags,
      consumes: ['multipart/form-data', 'application/json'],
      body: jobWriteRequest,
    },
  };

  app.post(
    '/jobs',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: 'Post a job (or repost one with repost_of): pending until an operator approves it',
        response: { 201: employerJobResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const data = await postJob(depsOf(app), {
        user: currentUser(request),
        input: request.body,
        files: filesOf(request.body),
      });
      return send(reply, 201, 'Job submitted for approval.', { data });
    },
  );

  app.put(
    '/jobs/:id',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: 'Edit a job (POST with _method=put); answers 202',
        params: idParam,
        response: { 202: employerJobResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
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
  );

  app.get(
    '/employ/jobs',
    {
      schema: {
        summary: 'The company’s jobs: search, status 1 All, 4 Active, 2 Pending, 3 Expired; 20 a page',
        tags,
        querystring: employerJobsQuery,
        response: { 200: employerJobsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await listOwnJobs(depsOf(app), { user: currentUser(request), query: request.query });
      return send(reply, 200, 'Jobs', page);
    },
  );

  app.get(
    '/employ/jobs/:id',
    {
      schema: {
        summary: 'One of the company’s jobs, for the edit and repost forms',
        tags,
        params: idParam,
        response: { 200: employerJobResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await getOwnJob(depsOf(app), { user: currentUser(request), jobId: request.params.id });
      return send(reply, 200, 'Job', { data });
    },
  );

  app.get(
    '/employ/force-close/:id',
    {
      schema: {
        summary: 'Force-close a job: it stops taking applications and leaves the public list',
        tags,
        params: idParam,
        response: { 200: employerJobResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await forceCloseJob(depsOf(app), { user: currentUser(request), jobId: request.params.id });
      return send(reply, 200, 'The job has been closed.', { data });
    },
  );
}
