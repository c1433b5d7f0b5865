import {
  homeStatsResponse,
  jobViewResponse,
  placeCountsQuery,
  placeCountsResponse,
  publicIdParams,
  publicJobsQuery,
  publicJobsResponse,
} from '../schemas/jobs';
import { defineEndpoint } from './endpoint';

// The public job calls of SPEC §7.2. Readable from any origin (the server's PUBLIC_API config).

export const listOpenJobs = defineEndpoint({
  method: 'GET',
  path: '/allJobs/filter',
  access: 'public',
  summary: 'Open jobs, filtered and paginated (20 per page)',
  tags: ['public'],
  query: publicJobsQuery,
  response: { 200: publicJobsResponse },
});

export const countOpenJobsByAtoll = defineEndpoint({
  method: 'GET',
  path: '/allJobs/place-counts',
  access: 'public',
  summary: 'Open jobs per atoll (its islands and resorts included), under the other filters of the list',
  tags: ['public'],
  query: placeCountsQuery,
  response: { 200: placeCountsResponse },
});

export const getHomeStats = defineEndpoint({
  method: 'GET',
  path: '/homedash',
  access: 'public',
  summary: 'Home banner numbers: jobs published, open jobs, jobseekers',
  tags: ['public'],
  response: { 200: homeStatsResponse },
});

export const viewJob = defineEndpoint({
  method: 'GET',
  path: '/jobView/:id',
  // The token, when sent, lets the owner and the operators preview a job that is not yet public.
  access: 'optional',
  summary: 'A published job in full (404 for pending or rejected jobs)',
  tags: ['public'],
  params: publicIdParams,
  response: { 200: jobViewResponse },
  errors: [404],
});
