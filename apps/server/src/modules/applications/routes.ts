import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import {
  applicationViewResponse,
  APPLY_MESSAGES,
  applyRequest,
  employerApplicationsQuery,
  employerApplicationsResponse,
  seekerApplicationResponse,
  seekerApplicationsResponse,
  shortlistResponse,
} from '@portal/shared/schemas/applications';
import { errorResponses, idParam, messageResponse, pathId } from '@portal/shared/schemas/common';
import { jobIdParams } from '@portal/shared/schemas/seekers';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { sendPdf } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { isUploadedFile, uploadRoute } from '../../plugins/uploads';
import {
  applyToJob,
  hasApplied,
  listCompanyApplications,
  listOwnApplications,
  toggleShortlist,
} from './service';
import { downloadCoverLetter, downloadProfilePdf, viewApplication } from './view';

// The application calls (issue 11): the jobseeker's (SPEC §7.3) and the employer's (§7.4), each plugin
// registered in its role group (app.ts); Profile.pdf for both roles.

export async function seekerApplicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobseeker'];

  api.get(
    '/user/applicationChecker/:jobId',
    {
      schema: {
        summary: 'Whether the caller applied to the job: 200 applied, 404 not',
        tags,
        params: jobIdParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await hasApplied(depsOf(app), { user: currentUser(request), jobId: request.params.jobId }))) {
        throw notFound('Not applied');
      }
      return send(reply, 200, MESSAGES.alreadyApplied);
    },
  );

  api.post(
    '/job/application',
    {
      ...uploadRoute({
        custom_resume: { ...FILE_LIMITS.resume, typeMessage: MESSAGES.uploadType },
        application_form: {
          ...FILE_LIMITS.applicationFormFilled,
          typeMessage: MESSAGES.applicationFormFormat,
        },
      }),
      schema: {
        summary: 'Apply to a job: cover letter, optional resume, the filled application form, documents',
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: applyRequest,
        response: { 201: seekerApplicationResponse, ...errorResponses(401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const data = await applyToJob(depsOf(app), {
        user,
        input: body,
        customResume: isUploadedFile(body.custom_resume) ? body.custom_resume : undefined,
        applicationForm: isUploadedFile(body.application_form) ? body.application_form : undefined,
      });
      return send(reply, 201, APPLY_MESSAGES.applied, { data });
    },
  );

  api.get(
    '/user/applications-usr',
    {
      schema: {
        summary: 'The caller’s applications, newest first, with their state',
        tags,
        response: { 200: seekerApplicationsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await listOwnApplications(depsOf(app), { user: currentUser(request) });
      return send(reply, 200, 'Applications', { data, total: data.length });
    },
  );
}

export async function employerApplicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employer'];

  for (const url of ['/employ/job-applications', '/employ/job-applications/:jobId']) {
    api.get(
      url,
      {
        schema: {
          summary: 'The company’s applications (of one job): sort 3 All, 0 Applied, 1 Shortlisted; 20 a page',
          tags,
          params: z.object({ jobId: pathId.optional() }),
          querystring: employerApplicationsQuery,
          response: { 200: employerApplicationsResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const result = await listCompanyApplications(depsOf(app), {
          user: currentUser(request),
          jobId: request.params.jobId,
          query: request.query,
        });
        return send(reply, 200, 'Applications', result);
      },
    );
  }

  api.get(
    '/employ/ar-shortlist/:id',
    {
      schema: {
        summary: 'Toggle the shortlist of an application of the company',
        tags,
        params: idParam,
        response: { 200: shortlistResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await toggleShortlist(depsOf(app), {
        user: currentUser(request),
        applicationId: request.params.id,
      });
      return send(reply, 200, row.isFavorite ? MESSAGES.addedToShortlist : MESSAGES.removedFromShortlist, {
        data: { id: row.id, is_favorite: row.isFavorite ? 1 : 0 },
      });
    },
  );

  api.get(
    '/employ/view-application-byjobid/:id',
    {
      schema: {
        summary:
          'An application of the company: the candidate, the application, the documents (marks it viewed)',
        tags,
        params: idParam,
        response: { 200: applicationViewResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await viewApplication(depsOf(app), {
        user: currentUser(request),
        applicationId: request.params.id,
      });
      return send(reply, 200, 'Application', { data });
    },
  );

  api.get(
    '/employ/download-application/:id',
    {
      schema: {
        summary: 'The cover letter of an application of the company, as a PDF',
        tags,
        params: idParam,
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await downloadCoverLetter(depsOf(app), {
        user: currentUser(request),
        applicationId: request.params.id,
      });
      return sendPdf(reply, pdf, 'Cover-letter.pdf');
    },
  );
}

/**
 * GET download-profile/{userId}: the seeker's own; for a verified employer a candidate who applied to the
 * company, or a seeker visible in the talent pool when the company has an active annual subscription.
 */
export async function profilePdfRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/download-profile/:userId',
    {
      schema: {
        summary:
          'Profile.pdf: the caller’s own (jobseeker); an applicant to the company (verified employer); a seeker visible in the talent pool (employer with an active annual subscription)',
        tags: ['jobseeker', 'employer'],
        params: z.object({ userId: pathId }),
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await downloadProfilePdf(depsOf(app), {
        user: currentUser(request),
        userId: request.params.userId,
      });
      return sendPdf(reply, pdf, 'Profile.pdf');
    },
  );
}
