import {
  jobIdParams,
  saveJobRequest,
  savedIdsResponse,
  savedJobsQuery,
  savedJobsResponse,
} from '../schemas/seekers';
import { messageResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// Saved jobs (SPEC §7.3): a jobseeker's own list.

const tags = ['jobseeker'];

export const checkSavedJob = defineEndpoint({
  method: 'GET',
  path: '/job/save/:jobId',
  access: ['jobseeker'],
  summary: 'Whether the caller saved the job: 200 saved, 404 not',
  tags,
  params: jobIdParams,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

export const saveJob = defineEndpoint({
  method: 'POST',
  path: '/job/save',
  access: ['jobseeker'],
  summary: 'Save a job (form job_id); saving again keeps one',
  tags,
  body: saveJobRequest,
  response: { 201: messageResponse },
  errors: [401, 403, 404, 422],
});

export const unsaveJob = defineEndpoint({
  method: 'DELETE',
  path: '/job/save/:jobId',
  access: ['jobseeker'],
  summary: 'Remove a job from the saved jobs',
  tags,
  params: jobIdParams,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

export const listSavedJobs = defineEndpoint({
  method: 'GET',
  path: '/job-seeker/savedJobs',
  access: ['jobseeker'],
  summary: 'The saved jobs, newest first, 20 a page; closed ones marked expired',
  tags,
  query: savedJobsQuery,
  response: { 200: savedJobsResponse },
  errors: [401, 403],
});

export const listSavedJobIds = defineEndpoint({
  method: 'GET',
  path: '/job-seeker/saved-ids',
  access: ['jobseeker'],
  summary: 'The ids of every saved job (the public list marks them), newest first',
  tags,
  response: { 200: savedIdsResponse },
  errors: [401, 403],
});
