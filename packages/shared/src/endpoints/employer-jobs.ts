import { idParam } from '../schemas/common';
import {
  employerJobResponse,
  employerJobsQuery,
  employerJobsResponse,
  jobWriteRequest,
} from '../schemas/employer-jobs';
import { defineEndpoint } from './endpoint';

// The employer's job calls (SPEC §7.4; issue 9): post, edit, list, read and force-close the company's jobs.

const tags = ['employer'];

export const postJob = defineEndpoint({
  method: 'POST',
  path: '/jobs',
  access: ['employer'],
  summary: 'Post a job (or repost one with repost_of): pending until an operator approves it',
  tags,
  consumes: ['multipart/form-data', 'application/json'],
  body: jobWriteRequest,
  response: { 201: employerJobResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

export const editJob = defineEndpoint({
  method: 'PUT',
  path: '/jobs/:id',
  access: ['employer'],
  summary: 'Edit a job (POST with _method=put); answers 202',
  tags,
  consumes: ['multipart/form-data', 'application/json'],
  params: idParam,
  body: jobWriteRequest,
  response: { 202: employerJobResponse },
  errors: [401, 403, 404, 413, 415, 422],
});

export const listOwnJobs = defineEndpoint({
  method: 'GET',
  path: '/employ/jobs',
  access: ['employer'],
  summary: 'The company’s jobs: search, status 1 All, 4 Active, 2 Pending, 3 Expired; 20 a page',
  tags,
  query: employerJobsQuery,
  response: { 200: employerJobsResponse },
  errors: [401, 403, 404],
});

export const getOwnJob = defineEndpoint({
  method: 'GET',
  path: '/employ/jobs/:id',
  access: ['employer'],
  summary: 'One of the company’s jobs, for the edit and repost forms',
  tags,
  params: idParam,
  response: { 200: employerJobResponse },
  errors: [401, 403, 404],
});

export const forceCloseJob = defineEndpoint({
  method: 'GET',
  path: '/employ/force-close/:id',
  access: ['employer'],
  summary: 'Force-close a job: it stops taking applications and leaves the public list',
  tags,
  params: idParam,
  response: { 200: employerJobResponse },
  errors: [401, 403, 404],
});
