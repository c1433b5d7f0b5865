import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { normalisePage } from '@portal/shared/rules/pagination';
import { currentUserQuery } from '../lib/current-user';
import { employerCompanyQueries } from '../lib/employer-company';
import { employerJobQueries, employerJobsFilterFrom } from '../lib/employer-jobs';
import type { PrefetchContext } from '../lib/prefetch';
import { seekerAreaQueries } from '../lib/seeker-onboarding';
import { seekerQueries } from '../lib/seeker-profile';
import { lookupQueries } from '../lib/use-lookups';
import { adminQueries } from '../features/admin/api';
import { applicationQueries, employerApplicationsFilterFrom } from '../features/applications/api';
import { documentQueries } from '../features/documents/api';
import { profileQueries } from '../features/profile/api';

// What each signed-in route reads, started as soon as the route matches (decision 0035): on a fresh
// load in parallel with the page's code (main.tsx), on a click before the page's chunk has arrived
// (router.tsx). Each entry names the very `queryOptions` its pages, guards and layouts read (one key
// per call: a query started here is the one they find, in flight or answered), so nothing is asked twice.
// This module is a chunk of its own, loaded only for routes that name an entry: the public pages'
// first load does not carry the features' query factories.

type Context = PrefetchContext;

/** One query to start: `prefetchQuery` answers at once for data still fresh, joins a call in flight, never throws. */
const query =
  <T, E, D, K extends QueryKey>(options: FetchQueryOptions<T, E, D, K>) =>
  (queryClient: QueryClient) =>
    queryClient.prefetchQuery(options);

const start = (queryClient: QueryClient, ...queries: ((queryClient: QueryClient) => Promise<void>)[]) => {
  for (const startOne of queries) void startOne(queryClient);
};

export const routeData = {
  // The areas: what their guards and layouts ask before any page of theirs is drawn.
  seekerArea: ({ queryClient }: Context) =>
    start(queryClient, query(seekerAreaQueries.onboarding()), query(seekerAreaQueries.profileRecord())),
  employerArea: ({ queryClient }: Context) => start(queryClient, query(currentUserQuery())),

  // The jobseeker's pages.
  seekerProfile: ({ queryClient }: Context) => start(queryClient, query(seekerQueries.profile())),
  seekerProfileForm: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(lookupQueries.fields())),
  seekerExperiences: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(profileQueries.experiences())),
  seekerQualifications: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(profileQueries.qualifications())),
  seekerSkills: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(profileQueries.skills())),
  seekerLanguages: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(profileQueries.languages())),
  seekerDocuments: ({ queryClient }: Context) =>
    start(queryClient, query(seekerQueries.profile()), query(documentQueries.list())),
  seekerApplications: ({ queryClient }: Context) => start(queryClient, query(applicationQueries.mine())),
  savedJobs: ({ queryClient, searchParams }: Context) =>
    start(queryClient, query(seekerQueries.savedJobs(normalisePage(searchParams.get('page'))))),

  // The employer's pages.
  companySummary: ({ queryClient }: Context) => start(queryClient, query(employerCompanyQueries.summary())),
  companyForm: ({ queryClient }: Context) =>
    start(queryClient, query(employerCompanyQueries.summary()), query(lookupQueries.fields())),
  employerJobs: ({ queryClient, searchParams }: Context) =>
    start(queryClient, query(employerJobQueries.list(employerJobsFilterFrom(searchParams)))),
  employerApplications: ({ queryClient, params, searchParams }: Context) =>
    start(
      queryClient,
      query(applicationQueries.employerList(employerApplicationsFilterFrom(params.jobId, searchParams))),
      // The job filter's first page and, on /job-applications/{jobId}, the job that heads it.
      query(employerJobQueries.list(employerJobsFilterFrom(new URLSearchParams()))),
      query(lookupQueries.fields()),
      ...(params.jobId ? [query(employerJobQueries.job(params.jobId))] : []),
    ),

  // The operators' console opens on its dashboard (the other tabs keep their filters in their state).
  adminConsole: ({ queryClient, searchParams }: Context) => {
    if (!searchParams.get('tab')) start(queryClient, query(adminQueries.dashboard()));
  },
};

export type RouteDataName = keyof typeof routeData;
