import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS } from '@portal/shared/constants';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { MESSAGES } from '@portal/shared/messages';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { isUploadedFile, requireUpload, uploadRoute } from '../../../plugins/uploads';
import { getOwnResume, saveResume } from '../service';

/** The resume record: the introduction and the seeker's own resume PDF. */
export async function resumeRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  const resumeUpload = uploadRoute({ resume: { ...FILE_LIMITS.resume, typeMessage: MESSAGES.uploadType } });

  route(app, endpoints.getOwnResume, async (request, reply) =>
    send(reply, 200, 'Resume', { data: await getOwnResume(deps(), { user: currentUser(request) }) }),
  );

  route(
    app,
    endpoints.createResume,
    async (request, reply) => {
      const { created, resume } = await saveResume(deps(), {
        user: currentUser(request),
        profileId: request.body.job_seeker_profile_id,
        introduction: request.body.introduction,
        upload: isUploadedFile(request.body.resume) ? request.body.resume : undefined,
      });
      return send(reply, created ? 201 : 200, 'Resume saved successfully.', { data: resume });
    },
    resumeUpload,
  );

  route(
    app,
    endpoints.updateResume,
    async (request, reply) => {
      const { resume } = await saveResume(deps(), {
        user: currentUser(request),
        resumeId: request.params.id,
        profileId: request.body.job_seeker_profile_id,
        introduction: request.body.introduction,
        upload: isUploadedFile(request.body.resume) ? request.body.resume : undefined,
      });
      return send(reply, 200, 'Resume updated successfully.', { data: resume });
    },
    resumeUpload,
  );

  route(
    app,
    endpoints.replaceResumeFile,
    async (request, reply) => {
      const upload = requireUpload(request.body, 'resume', 'The resume field is required.');
      const { resume } = await saveResume(deps(), {
        user: currentUser(request),
        resumeId: request.params.id,
        profileId: request.body.job_seeker_profile_id,
        upload,
      });
      return send(reply, 200, 'Resume uploaded successfully.', { data: resume });
    },
    resumeUpload,
  );
}
