import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/applications';
import * as noteEndpoints from '@portal/shared/endpoints/application-notes';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { sendPdf } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { isUploadedFile, uploadRoute } from '../../plugins/uploads';
import { applyToJob, hasApplied, listCompanyApplications, listOwnApplications } from './service';
import { addNote, deleteNote, setRating } from './notes-service';
import { closeOutJob, setApplicationsStage, setApplicationStage, toggleShortlist } from './stage-service';
import { downloadCoverLetter, downloadProfilePdf, viewApplication } from './employer-view-service';

// The application calls (issue 11): the jobseeker's (SPEC §7.3) and the employer's (§7.4), the endpoints
// of packages/shared/src/endpoints/applications.ts; Profile.pdf for both roles.

export async function seekerApplicationRoutes(app: FastifyInstance) {
  route(app, endpoints.checkApplied, async (request, reply) => {
    if (!(await hasApplied(depsOf(app), { user: currentUser(request), jobId: request.params.jobId }))) {
      throw notFound('Not applied');
    }
    return send(reply, 200, MESSAGES.alreadyApplied);
  });

  route(
    app,
    endpoints.applyToJob,
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
    uploadRoute({
      custom_resume: { ...FILE_LIMITS.resume, typeMessage: MESSAGES.uploadType },
      application_form: {
        ...FILE_LIMITS.applicationFormFilled,
        typeMessage: MESSAGES.applicationFormFormat,
      },
    }),
  );

  route(app, endpoints.listOwnApplications, async (request, reply) => {
    const data = await listOwnApplications(depsOf(app), { user: currentUser(request) });
    return send(reply, 200, 'Applications', { data, total: data.length });
  });
}

export async function employerApplicationRoutes(app: FastifyInstance) {
  for (const endpoint of [endpoints.listCompanyApplications, endpoints.listJobApplications]) {
    route(app, endpoint, async (request, reply) => {
      const result = await listCompanyApplications(depsOf(app), {
        user: currentUser(request),
        jobId: request.params.jobId,
        query: request.query,
      });
      return send(reply, 200, 'Applications', result);
    });
  }

  route(app, endpoints.toggleShortlist, async (request, reply) => {
    const row = await toggleShortlist(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
    });
    return send(reply, 200, row.is_favorite ? MESSAGES.addedToShortlist : MESSAGES.removedFromShortlist, {
      data: { id: row.id, is_favorite: row.is_favorite },
    });
  });

  route(app, endpoints.setApplicationStage, async (request, reply) => {
    const data = await setApplicationStage(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
      stage: request.body.stage,
    });
    return send(reply, 200, 'Stage updated', { data });
  });

  route(app, endpoints.setApplicationsStage, async (request, reply) => {
    const result = await setApplicationsStage(depsOf(app), {
      user: currentUser(request),
      ids: request.body.ids,
      stage: request.body.stage,
    });
    return send(reply, 200, 'Stages updated', result);
  });

  route(app, endpoints.closeOutJob, async (request, reply) => {
    const result = await closeOutJob(depsOf(app), {
      user: currentUser(request),
      jobId: request.params.jobId,
    });
    const n = result.changed;
    return send(
      reply,
      200,
      n === 1 ? '1 applicant marked not selected' : `${n} applicants marked not selected`,
      result,
    );
  });

  route(app, noteEndpoints.addApplicationNote, async (request, reply) => {
    const data = await addNote(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
      text: request.body.text,
    });
    return send(reply, 201, 'Note added', { data });
  });

  route(app, noteEndpoints.deleteApplicationNote, async (request, reply) => {
    await deleteNote(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
      noteId: request.params.noteId,
    });
    return send(reply, 200, 'Note deleted');
  });

  route(app, noteEndpoints.setApplicationRating, async (request, reply) => {
    const data = await setRating(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
      rating: request.body.rating,
    });
    return send(reply, 200, data.rating === null ? 'Rating cleared' : 'Rating saved', { data });
  });

  route(app, endpoints.viewApplication, async (request, reply) => {
    const data = await viewApplication(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
    });
    return send(reply, 200, 'Application', { data });
  });

  route(app, endpoints.downloadCoverLetter, async (request, reply) => {
    const pdf = await downloadCoverLetter(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
    });
    return sendPdf(reply, pdf, 'Cover-letter.pdf');
  });
}

/**
 * GET download-profile/{userId}: the seeker's own; for a verified employer a candidate who applied to the
 * company, or a seeker visible in the talent pool when the company has an active annual subscription.
 */
export async function profilePdfRoutes(app: FastifyInstance) {
  route(app, endpoints.downloadProfile, async (request, reply) => {
    const pdf = await downloadProfilePdf(depsOf(app), {
      user: currentUser(request),
      userId: request.params.userId,
    });
    return sendPdf(reply, pdf, 'Profile.pdf');
  });
}
