import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { closeOutJob } from '@portal/shared/endpoints/applications';
import { editJob, forceCloseJob, postJob } from '@portal/shared/endpoints/employer-jobs';
import { getJobStats } from '@portal/shared/endpoints/job-stats';
import { call } from '../../lib/api-client';
import { employerCompanyQueries } from '../../lib/employer-company';
import { employerJobQueries } from '../../lib/employer-jobs';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The employer's job calls (SPEC §7.4; issue 9).

// The queries live in lib/ (the applications pages read them too); the feature re-exports them.
export { employerJobQueries };

/** A job's days since it was published (issue 32): read when its "Stats" panel opens. */
export const jobStatsQueries = {
  job: (id: number) =>
    queryOptions({
      queryKey: privateKey('job-stats', id),
      queryFn: ({ signal }) => call(getJobStats, { params: { id }, signal }).then((r) => r.data),
    }),
};

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: employerJobQueries.all() });
    void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
    void client.invalidateQueries({ queryKey: [PRIVATE] });
  };
}

/** POST jobs (new or repost) or POST jobs/{id} with _method=put (edit); the form is multipart. */
export function useSaveJob(editId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FormData) =>
      editId === null
        ? call(postJob, { body, toastError: false })
        : call(editJob, { params: { id: editId }, body, toastError: false, methodOverride: true }),
    onSuccess: refresh,
  });
}

export function useForceClose() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(forceCloseJob, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST employ/job/{jobId}/close-out (issue 27, point 6): a closed or expired job's remaining applicants not selected. */
export function useCloseOut() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: number) => call(closeOutJob, { params: { jobId } }),
    onSuccess: refresh,
  });
}
