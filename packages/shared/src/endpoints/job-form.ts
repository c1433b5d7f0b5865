import { fileResponse } from '../schemas/common';
import {
  jobFormRequest,
  jobFormSubmitResponse,
  jobFormUploadRequest,
  jobFormUploadResponse,
  jobFormVacancyResponse,
} from '../schemas/job-form';
import { defineEndpoint } from './endpoint';

// The public bank job form (SPEC §2.3, §7.2; DESIGN §4): the vacancy, its blank form, the uploads and the
// submission, without an account. (The operators' view of the submissions is in the admin endpoints.)

const tags = ['public'];

export const getJobFormVacancy = defineEndpoint({
  method: 'GET',
  path: '/job-form',
  access: 'public',
  summary: 'The bank job form’s vacancy, its closing date and whether it is open',
  tags,
  response: { 200: jobFormVacancyResponse },
});

export const downloadApplicationForm = defineEndpoint({
  method: 'GET',
  path: '/job-form/application-form',
  access: 'public',
  summary: 'The blank application form (PDF) to fill in, sign and upload',
  tags,
  response: { 200: fileResponse },
});

export const uploadJobFormFile = defineEndpoint({
  method: 'POST',
  path: '/job-form/upload',
  access: 'public',
  summary:
    'Upload one PDF (at most 10024 KB) of the bank job form, no account: 202 {original, uri}; ' +
    '503 while the files waiting for a submission fill the storage ceiling',
  tags,
  consumes: ['multipart/form-data'],
  body: jobFormUploadRequest,
  response: { 202: jobFormUploadResponse },
  errors: [413, 415, 422, 429, 503],
});

export const submitJobForm = defineEndpoint({
  method: 'POST',
  path: '/job-form',
  access: 'public',
  summary: 'Submit the bank job form: the fields, the uploaded files’ {original, uri}, confirm=1 (201)',
  tags,
  body: jobFormRequest,
  response: { 201: jobFormSubmitResponse },
  errors: [415, 422],
});
