import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listCompanyApplications,
  listJobApplications,
  listOwnApplications,
  setApplicationsStage,
  setApplicationStage,
  toggleShortlist,
  viewApplication,
} from '@portal/shared/endpoints/applications';
import type { EndpointQuery } from '@portal/shared/endpoints/endpoint';
import { normalisePage } from '@portal/shared/rules/pagination';
import { STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { call } from '../../lib/api-client';
import { employerJobQueries } from '../../lib/employer-jobs';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The application calls of SPEC §7.3 and §7.4 (issue 11).

export interface EmployerApplicationsFilter {
  /** The job of the path (/job-applications/{jobId}). */
  jobId?: string;
  /** The list's job filter (`?job=`, issue 25 point 3). */
  job?: string;
  sort: string;
  page: number;
  gender?: string;
  nationality?: string;
  qualification?: string;
  experience?: string;
  /** The pipeline's stage (`?stage=`, issue 27); a value that is no stage reads as none. */
  stage?: Stage;
}

/** The applicant filters of the employer's list, each a `?name=` of the URL. */
export const APPLICANT_FILTERS = ['gender', 'nationality', 'qualification', 'experience'] as const;

/** The list's filter as the URL holds it: the page and the route's prefetch read the same key. */
export function employerApplicationsFilterFrom(
  jobId: string | undefined,
  params: URLSearchParams,
): EmployerApplicationsFilter {
  return {
    jobId,
    job: jobId ? undefined : (params.get('job') ?? undefined),
    sort: params.get('sort') ?? '3',
    page: normalisePage(params.get('page')),
    ...Object.fromEntries(APPLICANT_FILTERS.map((f) => [f, params.get(f) ?? undefined])),
    stage: stageFrom(params.get('stage')),
  };
}

/** A stage from the URL, or none for anything else (a hand-edited URL asks for all, never a 422). */
export function stageFrom(value: string | null): Stage | undefined {
  return STAGES.find((s) => s === value);
}

/** How the per-job page shows its applicants (`?view=`, issue 27): the list or the board. */
export function viewFrom(params: URLSearchParams): 'list' | 'board' {
  return params.get('view') === 'board' ? 'board' : 'list';
}

/** The query of employ/job-applications[/{jobId}]: the list's filters, without the path's job. */
function employerListQuery(f: EmployerApplicationsFilter) {
  return {
    job: f.job,
    // As the URL has it: the server reads another value as All.
    sort: f.sort as EndpointQuery<typeof listJobApplications>['sort'],
    page: f.page,
    gender: f.gender,
    nationality: f.nationality,
    qualification: f.qualification,
    experience: f.experience,
    stage: f.stage,
  };
}

export const applicationQueries = {
  all: () => privateKey('applications'),
  mine: () =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => call(listOwnApplications, { signal }).then((r) => r.data),
    }),
  employerList: (f: EmployerApplicationsFilter) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'employer', f] as const,
      queryFn: ({ signal }) =>
        f.jobId
          ? call(listJobApplications, { params: { jobId: f.jobId }, query: employerListQuery(f), signal })
          : call(listCompanyApplications, { params: {}, query: employerListQuery(f), signal }),
    }),
  /**
   * One stage of a job (the board's column, the stage filter's count): the list's first page at that
   * stage, whose `total` is the count (decision 0044).
   */
  stageOfJob: (jobId: string, stage: Stage) =>
    applicationQueries.employerList({ jobId, stage, sort: '3', page: 1 }),
  view: (id: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'view', id] as const,
      queryFn: ({ signal }) => call(viewApplication, { params: { id }, signal }).then((r) => r.data),
      retry: false,
    }),
};

/** GET employ/ar-shortlist/{id}: the server's message ('Added to shortlist' / 'Removed from shortlist') is toasted. */
export function useToggleShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(toggleShortlist, { params: { id }, toastError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PRIVATE] }),
  });
}

/** After a stage change: the applications (lists, board, view) and /jobs' per-stage counts. */
function useRefreshStages() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationQueries.all() }),
      client.invalidateQueries({ queryKey: employerJobQueries.all() }),
    ]);
}

/** PUT employ/application/{id}/stage. */
export function useSetStage() {
  const refresh = useRefreshStages();
  return useMutation({
    mutationFn: (v: { id: number; stage: Stage }) =>
      call(setApplicationStage, { params: { id: v.id }, body: { stage: v.stage }, toastError: true }),
    onSuccess: refresh,
  });
}

/** POST employ/applications/stage: several of the company's applications to one stage. */
export function useBulkStage() {
  const refresh = useRefreshStages();
  return useMutation({
    mutationFn: (v: { ids: number[]; stage: Stage }) =>
      call(setApplicationsStage, { body: v, toastError: true }),
    onSuccess: refresh,
  });
}
