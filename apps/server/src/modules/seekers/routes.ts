import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { envelopeWith, errorResponses, idParam, messageResponse } from '@portal/shared/schemas/common';
import {
  basicInfoRequest,
  documentResponse,
  documentsResponse,
  documentUploadRequest,
  documentUploadResponse,
  documentWriteRequest,
  experienceRecord,
  experienceRequest,
  fullProfileResponse,
  languageRecord,
  languageRequest,
  preferenceRequest,
  preferenceResponse,
  profileOffResponse,
  profilePictureRequest,
  profilePictureResponse,
  qualificationRecord,
  qualificationRequest,
  resumeFileRequest,
  resumeResponse,
  resumeWriteRequest,
  seekerProfileResponse,
  skillRecord,
  skillRequest,
} from '@portal/shared/schemas/seekers';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { isUploadedFile, requireUpload, uploadRoute } from '../../plugins/uploads';
import { saveDocument, listOwnDocuments, uploadDocumentFile } from './files';
import { checkPendingUpload } from './upload-quota';
import {
  addExperience,
  addLanguage,
  addQualification,
  addSkill,
  changeExperience,
  changeLanguage,
  changeQualification,
  changeSkill,
  listOwnExperiences,
  listOwnLanguages,
  listOwnQualifications,
  listOwnSkills,
  removeSectionRow,
} from './sections';
import {
  createSeekerProfile,
  getOwnPreference,
  getOwnProfile,
  getOwnResume,
  replaceProfilePicture,
  savePreference,
  saveResume,
  toggleProfileVisibility,
  updateSeekerProfile,
} from './service';
import { getProfilePage } from './profile-page';

/**
 * The jobseeker's own calls of SPEC §7.3 (issue 10), registered as a jobseeker group (app.ts): a visitor
 * gets 401 and an employer 403 before the body is read. Create calls answer 201 with the record, updates
 * 200, the document calls the spec's 202/201. Saved jobs are in modules/saved-jobs.
 */
export default async function seekersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobseeker'];
  const deps = () => depsOf(app);

  // ---- Profile (basic information), photo, visibility ----

  for (const url of ['/user/job-seeker-profile-usr', '/job-seeker/profile']) {
    api.get(
      url,
      {
        schema: {
          summary: 'The caller’s profile; 404 means none yet (onboarding sends the seeker to /step)',
          tags,
          response: { 200: seekerProfileResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) =>
        send(reply, 200, 'Profile', { data: await getOwnProfile(deps(), { user: currentUser(request) }) }),
    );
  }

  api.get(
    '/user/profile',
    {
      schema: {
        summary: 'The whole profile: basic info, resume, sections, preference, counts, completeness',
        tags,
        response: { 200: fullProfileResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      send(reply, 200, 'Profile', { data: await getProfilePage(deps(), { user: currentUser(request) }) }),
  );

  api.post(
    '/job-seeker/profile',
    {
      schema: {
        summary: 'Create the basic information (onboarding /step)',
        tags,
        body: basicInfoRequest,
        response: { 201: seekerProfileResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await createSeekerProfile(deps(), { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Profile saved successfully.', { data });
    },
  );

  api.post(
    '/job-seeker/profile-update/:id',
    {
      schema: {
        summary: 'Update the basic information of the caller’s profile {id}',
        tags,
        params: idParam,
        body: basicInfoRequest,
        response: { 200: seekerProfileResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await updateSeekerProfile(deps(), {
        user: currentUser(request),
        profileId: request.params.id,
        input: request.body,
      });
      return send(reply, 200, 'Profile updated successfully.', { data });
    },
  );

  api.put(
    '/user/profileImg/:id',
    {
      ...uploadRoute({ picture: { ...FILE_LIMITS.picture, typeMessage: MESSAGES.uploadType } }),
      schema: {
        summary: 'The profile photo (POST with _method=put; JPEG, PNG or WebP, at most 5 MB)',
        tags,
        consumes: ['multipart/form-data'],
        params: idParam,
        body: profilePictureRequest,
        response: { 200: profilePictureResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const upload = requireUpload(request.body, 'picture', 'The picture field is required.');
      const profile = await replaceProfilePicture(deps(), {
        user: currentUser(request),
        profileId: request.params.id,
        userId: request.body.user_id,
        upload,
      });
      return send(reply, 200, 'Photo updated successfully.', { data: { picture: profile.picture } });
    },
  );

  api.get(
    '/user/profile-off',
    {
      schema: {
        summary: 'Toggle “Hide my Profile” (seeking_job 1/0)',
        tags,
        response: { 200: profileOffResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await toggleProfileVisibility(deps(), { user: currentUser(request) });
      return send(
        reply,
        200,
        data.seeking_job ? 'Your profile is visible to employers.' : 'Your profile is hidden.',
        {
          data,
        },
      );
    },
  );

  // ---- Resume: introduction and own resume PDF ----

  const resumeUpload = uploadRoute({ resume: { ...FILE_LIMITS.resume, typeMessage: MESSAGES.uploadType } });

  api.get(
    '/user/resumes-usr',
    {
      schema: {
        summary: 'The caller’s resume record (introduction, resume file); 404 when none',
        tags,
        response: { 200: resumeResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, 200, 'Resume', { data: await getOwnResume(deps(), { user: currentUser(request) }) }),
  );

  api.post(
    '/job-seeker/resumes',
    {
      ...resumeUpload,
      schema: {
        summary: 'Create the resume record: the introduction, or the resume PDF (updates an existing one)',
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        body: resumeWriteRequest,
        response: {
          201: resumeResponse,
          200: resumeResponse,
          ...errorResponses(401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { created, resume } = await saveResume(deps(), {
        user: currentUser(request),
        profileId: request.body.job_seeker_profile_id,
        introduction: request.body.introduction,
        upload: isUploadedFile(request.body.resume) ? request.body.resume : undefined,
      });
      return send(reply, created ? 201 : 200, 'Resume saved successfully.', { data: resume });
    },
  );

  api.put(
    '/job-seeker/resumes/:id',
    {
      ...resumeUpload,
      schema: {
        summary: 'Update the resume record {id} (POST with _method=put)',
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParam,
        body: resumeWriteRequest,
        response: { 200: resumeResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
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
  );

  api.post(
    '/job-seeker/resume-update/:id',
    {
      ...resumeUpload,
      schema: {
        summary: 'Replace the resume PDF of the resume record {id} (at most 10 MB)',
        tags,
        consumes: ['multipart/form-data'],
        params: idParam,
        body: resumeFileRequest,
        response: { 200: resumeResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
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
  );

  // ---- Sections ----

  const sections = [
    {
      list: '/user/experiences-usr',
      path: '/job-seeker/experiences',
      section: 'experiences',
      noun: 'Work experience',
      body: experienceRequest,
      record: experienceRecord,
      list_: listOwnExperiences,
      add: addExperience,
      change: changeExperience,
    },
    {
      list: '/user/qualification-usr',
      path: '/job-seeker/qualification',
      section: 'qualifications',
      noun: 'Education',
      body: qualificationRequest,
      record: qualificationRecord,
      list_: listOwnQualifications,
      add: addQualification,
      change: changeQualification,
    },
    {
      list: '/user/skills-usr',
      path: '/job-seeker/skills',
      section: 'skills',
      noun: 'Skill',
      body: skillRequest,
      record: skillRecord,
      list_: listOwnSkills,
      add: addSkill,
      change: changeSkill,
    },
    {
      list: '/user/languages-usr',
      path: '/job-seeker/languages',
      section: 'languages',
      noun: 'Language',
      body: languageRequest,
      record: languageRecord,
      list_: listOwnLanguages,
      add: addLanguage,
      change: changeLanguage,
    },
  ] as const;

  for (const s of sections) {
    api.get(
      s.list,
      {
        schema: {
          summary: `The caller’s ${s.noun.toLowerCase()} list`,
          tags,
          response: { 200: envelopeWith({ data: z.array(s.record) }), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) =>
        send(reply, 200, s.noun, { data: await s.list_(deps(), { user: currentUser(request) }) }),
    );
    api.post(
      s.path,
      {
        schema: {
          summary: `Add to the caller’s ${s.noun.toLowerCase()}`,
          tags,
          body: s.body,
          response: { 201: envelopeWith({ data: s.record }), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        // The union of the four bodies narrows per entry: each entry's add takes its own body.
        const data = await (s.add as (d: unknown, o: unknown) => Promise<unknown>)(deps(), {
          user: currentUser(request),
          input: request.body,
        });
        return send(reply, 201, `${s.noun} added successfully.`, { data });
      },
    );
    api.put(
      `${s.path}/:id`,
      {
        schema: {
          summary: `Change the caller’s ${s.noun.toLowerCase()} entry {id}`,
          tags,
          params: idParam,
          body: s.body,
          response: { 200: envelopeWith({ data: s.record }), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const data = await (s.change as (d: unknown, o: unknown) => Promise<unknown>)(deps(), {
          user: currentUser(request),
          id: request.params.id,
          input: request.body,
        });
        return send(reply, 200, `${s.noun} updated successfully.`, { data });
      },
    );
    api.delete(
      `${s.path}/:id`,
      {
        schema: {
          summary: `Delete the caller’s ${s.noun.toLowerCase()} entry {id}`,
          tags,
          params: idParam,
          response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await removeSectionRow(deps(), {
          user: currentUser(request),
          section: s.section,
          id: request.params.id,
        });
        return send(reply, 200, `${s.noun} deleted successfully.`);
      },
    );
  }

  // ---- Preference (and job alerts) ----

  api.get(
    '/user/job-seeker-preference-usr',
    {
      schema: {
        summary: 'The caller’s preference; 404 means none yet (onboarding sends the seeker to /pref)',
        tags,
        response: { 200: preferenceResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, 200, 'Preference', {
        data: await getOwnPreference(deps(), { user: currentUser(request) }),
      }),
  );

  api.post(
    '/job-seeker/preference',
    {
      schema: {
        summary: 'Create the preference (updates an existing one); alert_frequency sets job alerts',
        tags,
        body: preferenceRequest,
        response: { 201: preferenceResponse, 200: preferenceResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { created, preference } = await savePreference(deps(), {
        user: currentUser(request),
        input: request.body,
      });
      return send(reply, created ? 201 : 200, 'Preference saved successfully.', { data: preference });
    },
  );

  api.put(
    '/job-seeker/preference/:id',
    {
      schema: {
        summary: 'Update the preference {id} (POST with _method=put)',
        tags,
        params: idParam,
        body: preferenceRequest,
        response: { 200: preferenceResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { preference } = await savePreference(deps(), {
        user: currentUser(request),
        preferenceId: request.params.id,
        input: request.body,
      });
      return send(reply, 200, 'Preference updated successfully.', { data: preference });
    },
  );

  // ---- Documents ----

  api.get(
    '/job-seeker/document-by-profile',
    {
      schema: {
        summary: 'The certificates and reference letters (SPEC §7.3: status 202)',
        tags,
        response: { 202: documentsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, 202, 'Documents', { data: await listOwnDocuments(deps(), { user: currentUser(request) }) }),
  );

  api.post(
    '/document-upload',
    {
      ...uploadRoute({ file: { ...FILE_LIMITS.document, typeMessage: MESSAGES.documentFormat } }),
      // A caller already at the quota is refused before its bytes are read (the service counts again).
      onRequest: async (request) =>
        checkPendingUpload(deps().db, { userId: currentUser(request).id, size: 0 }),
      schema: {
        summary:
          'Upload a PDF (at most 10024 KB) for a later job-seeker/documents call: 202 {original, uri}; ' +
          '429 past 50 files or 200 MB a day not yet attached',
        tags,
        consumes: ['multipart/form-data'],
        body: documentUploadRequest,
        response: { 202: documentUploadResponse, ...errorResponses(401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const upload = requireUpload(request.body, 'file', 'The file field is required.');
      const data = await uploadDocumentFile(deps(), { user: currentUser(request), upload });
      return send(reply, 202, 'File uploaded successfully.', { data: { data } });
    },
  );

  api.post(
    '/job-seeker/documents',
    {
      schema: {
        summary: 'Attach an uploaded file as the certificates or the reference letters (201)',
        tags,
        body: documentWriteRequest,
        response: { 201: documentResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await saveDocument(deps(), { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Document saved successfully.', { data });
    },
  );

  api.put(
    '/job-seeker/documents/:id',
    {
      schema: {
        summary: 'Add / Replace the file of the document {id} (POST with _method=put; 201)',
        tags,
        params: idParam,
        body: documentWriteRequest,
        response: { 201: documentResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await saveDocument(deps(), {
        user: currentUser(request),
        documentId: request.params.id,
        input: request.body,
      });
      return send(reply, 201, 'Document saved successfully.', { data });
    },
  );
}
