import { idParam, messageResponse } from '../schemas/common';
import {
  basicInfoRequest,
  documentResponse,
  documentsResponse,
  documentUploadRequest,
  documentUploadResponse,
  documentWriteRequest,
  experienceRequest,
  experienceResponse,
  experiencesResponse,
  languageRequest,
  languageResponse,
  languagesResponse,
  preferenceRequest,
  preferenceResponse,
  profileOffResponse,
  profilePictureRequest,
  profilePictureResponse,
  qualificationRequest,
  qualificationResponse,
  qualificationsResponse,
  resumeFileRequest,
  resumeResponse,
  resumeWriteRequest,
  seekerProfileResponse,
  skillRequest,
  skillResponse,
  skillsResponse,
} from '../schemas/seekers';
import { defineEndpoint } from './endpoint';

// The ones the app shell and the public job pages call (the onboarding guard, the apply button) are in
// their own file, so that the browser's first load carries those and not this file's other forty (issue 33).
export { getOwnPreference, getOwnProfile, getOwnProfileAtCreatePath, getProfilePage } from './own-profile';

// The jobseeker's own calls of SPEC §7.3 (issue 10): jobseekers only (a visitor gets 401 and another role
// 403 before the body is read). Create calls answer 201 with the record, updates 200, the document calls
// the spec's 202/201. Saved jobs are in saved-jobs.ts.

const access = ['jobseeker'] as const;
const tags = ['jobseeker'];

// ---- Profile (basic information), photo, visibility ----

export const createProfile = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/profile',
  access,
  summary: 'Create the basic information (onboarding /step)',
  tags,
  body: basicInfoRequest,
  response: { 201: seekerProfileResponse },
  errors: [401, 403, 409, 422],
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/profile-update/:id',
  access,
  summary: 'Update the basic information of the caller’s profile {id}',
  tags,
  params: idParam,
  body: basicInfoRequest,
  response: { 200: seekerProfileResponse },
  errors: [401, 403, 404, 422],
});

export const replaceProfilePicture = defineEndpoint({
  method: 'PUT',
  path: '/user/profileImg/:id',
  access,
  summary: 'The profile photo (POST with _method=put; JPEG, PNG or WebP, at most 5 MB)',
  tags,
  consumes: ['multipart/form-data'],
  params: idParam,
  body: profilePictureRequest,
  response: { 200: profilePictureResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

export const toggleProfileVisibility = defineEndpoint({
  method: 'GET',
  path: '/user/profile-off',
  access,
  summary: 'Toggle “Hide my Profile” (seeking_job 1/0)',
  tags,
  response: { 200: profileOffResponse },
  errors: [401, 403, 404],
});

// ---- Resume: introduction and own resume PDF ----

export const getOwnResume = defineEndpoint({
  method: 'GET',
  path: '/user/resumes-usr',
  access,
  summary: 'The caller’s resume record (introduction, resume file); 404 when none',
  tags,
  response: { 200: resumeResponse },
  errors: [401, 403, 404],
});

export const createResume = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/resumes',
  access,
  summary: 'Create the resume record: the introduction, or the resume PDF (updates an existing one)',
  tags,
  consumes: ['application/json', 'multipart/form-data'],
  body: resumeWriteRequest,
  response: { 201: resumeResponse, 200: resumeResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

export const updateResume = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/resumes/:id',
  access,
  summary: 'Update the resume record {id} (POST with _method=put)',
  tags,
  consumes: ['application/json', 'multipart/form-data'],
  params: idParam,
  body: resumeWriteRequest,
  response: { 200: resumeResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

export const replaceResumeFile = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/resume-update/:id',
  access,
  summary: 'Replace the resume PDF of the resume record {id} (at most 10 MB)',
  tags,
  consumes: ['multipart/form-data'],
  params: idParam,
  body: resumeFileRequest,
  response: { 200: resumeResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

// ---- Work experience ----

export const listExperiences = defineEndpoint({
  method: 'GET',
  path: '/user/experiences-usr',
  access,
  summary: 'The caller’s work experience list',
  tags,
  response: { 200: experiencesResponse },
  errors: [401, 403, 404],
});

export const addExperience = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/experiences',
  access,
  summary: 'Add to the caller’s work experience',
  tags,
  body: experienceRequest,
  response: { 201: experienceResponse },
  errors: [401, 403, 404, 422],
});

export const changeExperience = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/experiences/:id',
  access,
  summary: 'Change the caller’s work experience entry {id}',
  tags,
  params: idParam,
  body: experienceRequest,
  response: { 200: experienceResponse },
  errors: [401, 403, 404, 422],
});

export const deleteExperience = defineEndpoint({
  method: 'DELETE',
  path: '/job-seeker/experiences/:id',
  access,
  summary: 'Delete the caller’s work experience entry {id}',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

// ---- Education ----

export const listQualifications = defineEndpoint({
  method: 'GET',
  path: '/user/qualification-usr',
  access,
  summary: 'The caller’s education list',
  tags,
  response: { 200: qualificationsResponse },
  errors: [401, 403, 404],
});

export const addQualification = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/qualification',
  access,
  summary: 'Add to the caller’s education',
  tags,
  body: qualificationRequest,
  response: { 201: qualificationResponse },
  errors: [401, 403, 404, 422],
});

export const changeQualification = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/qualification/:id',
  access,
  summary: 'Change the caller’s education entry {id}',
  tags,
  params: idParam,
  body: qualificationRequest,
  response: { 200: qualificationResponse },
  errors: [401, 403, 404, 422],
});

export const deleteQualification = defineEndpoint({
  method: 'DELETE',
  path: '/job-seeker/qualification/:id',
  access,
  summary: 'Delete the caller’s education entry {id}',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

// ---- Skills ----

export const listSkills = defineEndpoint({
  method: 'GET',
  path: '/user/skills-usr',
  access,
  summary: 'The caller’s skill list',
  tags,
  response: { 200: skillsResponse },
  errors: [401, 403, 404],
});

export const addSkill = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/skills',
  access,
  summary: 'Add to the caller’s skill',
  tags,
  body: skillRequest,
  response: { 201: skillResponse },
  errors: [401, 403, 404, 422],
});

export const changeSkill = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/skills/:id',
  access,
  summary: 'Change the caller’s skill entry {id}',
  tags,
  params: idParam,
  body: skillRequest,
  response: { 200: skillResponse },
  errors: [401, 403, 404, 422],
});

export const deleteSkill = defineEndpoint({
  method: 'DELETE',
  path: '/job-seeker/skills/:id',
  access,
  summary: 'Delete the caller’s skill entry {id}',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

// ---- Languages ----

export const listLanguages = defineEndpoint({
  method: 'GET',
  path: '/user/languages-usr',
  access,
  summary: 'The caller’s language list',
  tags,
  response: { 200: languagesResponse },
  errors: [401, 403, 404],
});

export const addLanguage = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/languages',
  access,
  summary: 'Add to the caller’s language',
  tags,
  body: languageRequest,
  response: { 201: languageResponse },
  errors: [401, 403, 404, 422],
});

export const changeLanguage = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/languages/:id',
  access,
  summary: 'Change the caller’s language entry {id}',
  tags,
  params: idParam,
  body: languageRequest,
  response: { 200: languageResponse },
  errors: [401, 403, 404, 422],
});

export const deleteLanguage = defineEndpoint({
  method: 'DELETE',
  path: '/job-seeker/languages/:id',
  access,
  summary: 'Delete the caller’s language entry {id}',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

// ---- Preference (and job alerts) ----

export const createPreference = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/preference',
  access,
  summary: 'Create the preference (updates an existing one); alert_frequency sets job alerts',
  tags,
  body: preferenceRequest,
  response: { 201: preferenceResponse, 200: preferenceResponse },
  errors: [401, 403, 422],
});

export const updatePreference = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/preference/:id',
  access,
  summary: 'Update the preference {id} (POST with _method=put)',
  tags,
  params: idParam,
  body: preferenceRequest,
  response: { 200: preferenceResponse },
  errors: [401, 403, 422],
});

// ---- Documents ----

export const listDocuments = defineEndpoint({
  method: 'GET',
  path: '/job-seeker/document-by-profile',
  access,
  summary: 'The certificates and reference letters (SPEC §7.3: status 202)',
  tags,
  response: { 202: documentsResponse },
  errors: [401, 403, 404],
});

export const uploadDocumentFile = defineEndpoint({
  method: 'POST',
  path: '/document-upload',
  access,
  summary:
    'Upload a PDF (at most 10024 KB) for a later job-seeker/documents call: 202 {original, uri}; ' +
    '429 past 50 files or 200 MB a day not yet attached',
  tags,
  consumes: ['multipart/form-data'],
  body: documentUploadRequest,
  response: { 202: documentUploadResponse },
  errors: [401, 403, 413, 415, 422, 429],
});

export const createDocument = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/documents',
  access,
  summary: 'Attach an uploaded file as the certificates or the reference letters (201)',
  tags,
  body: documentWriteRequest,
  response: { 201: documentResponse },
  errors: [401, 403, 404, 422],
});

export const updateDocument = defineEndpoint({
  method: 'PUT',
  path: '/job-seeker/documents/:id',
  access,
  summary: 'Add / Replace the file of the document {id} (POST with _method=put; 201)',
  tags,
  params: idParam,
  body: documentWriteRequest,
  response: { 201: documentResponse },
  errors: [401, 403, 404, 422],
});
