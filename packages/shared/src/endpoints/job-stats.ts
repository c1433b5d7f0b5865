import { idParam } from '../schemas/common';
import { companyStatsQuery, companyStatsResponse, jobStatsResponse } from '../schemas/job-stats';
import { defineEndpoint } from './endpoint';

// How the employer's adverts are doing (issue 32, decision 0052): a job's days, the company's window.

const tags = ['employer'];

export const getJobStats = defineEndpoint({
  method: 'GET',
  path: '/employ/jobs/:id/stats',
  access: ['employer'],
  summary: 'A job’s views, applications and shortlists per Maldives day since it was published',
  tags,
  params: idParam,
  response: { 200: jobStatsResponse },
  errors: [401, 403, 404],
});

export const getCompanyStats = defineEndpoint({
  method: 'GET',
  path: '/employ/stats',
  access: ['employer'],
  summary: 'The company’s jobs together per Maldives day over the last 30 or 90 days, and who applies',
  tags,
  query: companyStatsQuery,
  response: { 200: companyStatsResponse },
  errors: [400, 401, 403, 404],
});
