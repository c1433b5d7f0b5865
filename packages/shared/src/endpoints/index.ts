import type { EndpointDefinition } from './endpoint';
import * as accounts from './accounts';
import * as admin from './admin';
import * as applicationNotes from './application-notes';
import * as applications from './applications';
import * as billing from './billing';
import * as candidateMessages from './candidate-messages';
import * as companies from './companies';
import * as employerJobs from './employer-jobs';
import * as figures from './figures';
import * as files from './files';
import * as health from './health';
import * as jobAlerts from './job-alerts';
import * as jobForm from './job-form';
import * as jobStats from './job-stats';
import * as jobs from './jobs';
import * as lookups from './lookups';
import * as places from './places';
import * as savedJobs from './saved-jobs';
import * as seekerFiles from './seeker-files';
import * as seekers from './seekers';
import * as talentPool from './talent-pool';

// Every operation of the API (issue 26, decision 0037). The server checks that each /api route it
// registers is one of these (apps/server/test/endpoint-map.test.ts); the web's unit tests find the
// schema of a fake answer here (apps/web/src/testing/render.tsx). Pages import the endpoint they call
// from its own file, not from here, so a page's bundle holds only its own operations.
export const allEndpoints: readonly EndpointDefinition[] = [
  ...Object.values(applications),
  ...Object.values(applicationNotes),
  ...Object.values(billing),
  ...Object.values(candidateMessages),
  ...Object.values(companies),
  ...Object.values(files),
  ...Object.values(jobs),
  ...Object.values(accounts),
  ...Object.values(lookups),
  ...Object.values(places),
  ...Object.values(health),
  ...Object.values(admin),
  ...Object.values(savedJobs),
  ...Object.values(seekerFiles),
  ...Object.values(seekers),
  ...Object.values(talentPool),
  ...Object.values(employerJobs),
  ...Object.values(jobForm),
  ...Object.values(jobAlerts),
  ...Object.values(figures),
  ...Object.values(jobStats),
];
