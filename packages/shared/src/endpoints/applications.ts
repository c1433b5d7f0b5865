import {
  applicationsJobParams,
  applicationViewResponse,
  applyRequest,
  bulkStageRequest,
  bulkStageResponse,
  closeOutResponse,
  employerApplicationsQuery,
  employerApplicationsResponse,
  pdfDownload,
  profilePdfParams,
  seekerApplicationResponse,
  seekerApplicationsResponse,
  shortlistResponse,
  stageRequest,
  stageResponse,
} from '../schemas/applications';
import { idParam, messageResponse } from '../schemas/common';
import { jobIdParams } from '../schemas/seekers';
import { defineEndpoint } from './endpoint';

// The application calls (issue 11): the jobseeker's (SPEC §7.3), the employer's (§7.4) and Profile.pdf
// for both roles.

export const checkApplied = defineEndpoint({
  method: 'GET',
  path: '/user/applicationChecker/:jobId',
  access: ['jobseeker'],
  summary: 'Whether the caller applied to the job: 200 applied, 404 not',
  tags: ['jobseeker'],
  params: jobIdParams,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

export const applyToJob = defineEndpoint({
  method: 'POST',
  path: '/job/application',
  access: ['jobseeker'],
  summary: 'Apply to a job: cover letter, optional resume, the filled application form, documents',
  tags: ['jobseeker'],
  body: applyRequest,
  consumes: ['multipart/form-data', 'application/json'],
  response: { 201: seekerApplicationResponse },
  errors: [401, 403, 404, 409, 413, 415, 422],
});

export const listOwnApplications = defineEndpoint({
  method: 'GET',
  path: '/user/applications-usr',
  access: ['jobseeker'],
  summary: 'The caller’s applications, newest first, with their state',
  tags: ['jobseeker'],
  response: { 200: seekerApplicationsResponse },
  errors: [401, 403],
});

const companyApplications = {
  method: 'GET',
  access: ['employer'],
  summary: 'The company’s applications (of one job): sort 3 All, 0 Applied, 1 Shortlisted; 20 a page',
  tags: ['employer'],
  params: applicationsJobParams,
  query: employerApplicationsQuery,
  response: { 200: employerApplicationsResponse },
  errors: [401, 403, 404],
} as const;

export const listCompanyApplications = defineEndpoint({
  ...companyApplications,
  path: '/employ/job-applications',
});

export const listJobApplications = defineEndpoint({
  ...companyApplications,
  path: '/employ/job-applications/:jobId',
});

export const toggleShortlist = defineEndpoint({
  method: 'GET',
  path: '/employ/ar-shortlist/:id',
  access: ['employer'],
  summary: 'Toggle the shortlist of an application of the company',
  tags: ['employer'],
  params: idParam,
  response: { 200: shortlistResponse },
  errors: [401, 403, 404],
});

export const setApplicationStage = defineEndpoint({
  method: 'PUT',
  path: '/employ/application/:id/stage',
  access: ['employer'],
  summary:
    'Move an application of the company to a pipeline stage (is_favorite follows: 1 at shortlisted, interview, offer, hired)',
  tags: ['employer'],
  params: idParam,
  body: stageRequest,
  response: { 200: stageResponse },
  errors: [401, 403, 404, 422],
});

export const setApplicationsStage = defineEndpoint({
  method: 'POST',
  path: '/employ/applications/stage',
  access: ['employer'],
  summary:
    'Move several applications of the company to a stage at once; one id of another company: 403 and none moves',
  tags: ['employer'],
  body: bulkStageRequest,
  response: { 200: bulkStageResponse },
  errors: [401, 403, 404, 422],
});

export const closeOutJob = defineEndpoint({
  method: 'POST',
  path: '/employ/job/:jobId/close-out',
  access: ['employer'],
  summary:
    'Mark the applicants still at an open stage (new to offer) of a closed or expired job of the company not selected; 409 while the job is open',
  tags: ['employer'],
  params: jobIdParams,
  response: { 200: closeOutResponse },
  errors: [401, 403, 404, 409],
});

export const viewApplication = defineEndpoint({
  method: 'GET',
  path: '/employ/view-application-byjobid/:id',
  access: ['employer'],
  summary: 'An application of the company: the candidate, the application, the documents (marks it viewed)',
  tags: ['employer'],
  params: idParam,
  response: { 200: applicationViewResponse },
  errors: [401, 403, 404],
});

export const downloadCoverLetter = defineEndpoint({
  method: 'GET',
  path: '/employ/download-application/:id',
  access: ['employer'],
  summary: 'The cover letter of an application of the company, as a PDF',
  tags: ['employer'],
  params: idParam,
  response: { 200: pdfDownload },
  errors: [401, 403, 404],
});

export const downloadProfile = defineEndpoint({
  method: 'GET',
  path: '/download-profile/:userId',
  access: ['jobseeker', 'employer'],
  summary:
    'Profile.pdf: the caller’s own (jobseeker); an applicant to the company (verified employer); a seeker visible in the talent pool (employer with an active annual subscription)',
  tags: ['jobseeker', 'employer'],
  params: profilePdfParams,
  response: { 200: pdfDownload },
  errors: [401, 403, 404],
});
