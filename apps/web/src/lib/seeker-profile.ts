import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkSavedJob,
  listSavedJobIds,
  listSavedJobs,
  saveJob,
  unsaveJob,
} from '@portal/shared/endpoints/saved-jobs';
import { checkApplied } from '@portal/shared/endpoints/applications';
import { getProfilePage } from '@portal/shared/endpoints/own-profile';
import { ApiError, call } from './api-client';
import { PRIVATE, privateKey } from './query-keys';
import { showToast } from './toast';
import { noteEngagement } from '../pwa/engagement';

// The jobseeker's own data (SPEC §7.3; issue 10), read by the profile pages, the documents page, saved
// jobs, the job pages' save and apply buttons and the sidebar: its queries live here, below the features.

export const seekerQueries = {
  /** GET user/profile: profile, resume, sections, preference, counts, completeness. */
  profile: () =>
    queryOptions({
      queryKey: privateKey('seeker', 'profile'),
      queryFn: ({ signal }) => call(getProfilePage, { signal }).then((r) => r.data),
    }),
  /** Every saved-state and saved-jobs entry (for invalidation). */
  savedAll: () => privateKey('seeker', 'saved'),
  /** GET job/save/{jobId}: 200 saved, 404 not. */
  saved: (jobId: number) =>
    queryOptions({
      queryKey: privateKey('seeker', 'saved', 'job', jobId),
      queryFn: async ({ signal }) => {
        try {
          await call(checkSavedJob, { params: { jobId }, signal });
          return true;
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return false;
          throw err;
        }
      },
    }),
  /** GET job-seeker/saved-ids: every saved job's id, for the public list's save marks (one call). */
  savedIds: () =>
    queryOptions({
      queryKey: privateKey('seeker', 'saved', 'ids'),
      queryFn: ({ signal }) => call(listSavedJobIds, { signal }).then((r) => new Set(r.data)),
    }),
  /** GET user/applicationChecker/{jobId}: 200 applied, 404 not (issue 11). */
  applied: (jobId: number) =>
    queryOptions({
      queryKey: privateKey('seeker', 'applied', jobId),
      queryFn: async ({ signal }) => {
        try {
          await call(checkApplied, { params: { jobId }, signal });
          return true;
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return false;
          throw err;
        }
      },
    }),
  /** GET job-seeker/savedJobs?page=: 20 a page, newest first. */
  savedJobs: (page: number) =>
    queryOptions({
      queryKey: privateKey('seeker', 'saved', 'list', page),
      queryFn: ({ signal }) => call(listSavedJobs, { signal, query: { page } }),
    }),
};

export const useSeekerProfile = (enabled = true) => useQuery({ ...seekerQueries.profile(), enabled });

/** After any change to the seeker's data: the profile, the onboarding state and the sidebar refetch. */
export function useInvalidateSeeker() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PRIVATE] });
}

/** Whether the signed-in jobseeker saved the job (only asked when `enabled`). */
export const useSavedState = (jobId: number, enabled: boolean) =>
  useQuery({ ...seekerQueries.saved(jobId), enabled });

/**
 * Save or unsave a job (SPEC §4 Save state): POST job/save, DELETE job/save/{jobId}. The server's
 * message is toasted; the saved state and the saved-jobs list refetch.
 */
export function useToggleSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      save ? call(saveJob, { body: { job_id: jobId } }) : call(unsaveJob, { params: { jobId } }),
    onSuccess: async (result, { save }) => {
      void showToast({ color: 'teal', message: result.message });
      if (save) noteEngagement();
      await client.invalidateQueries({ queryKey: seekerQueries.savedAll() });
    },
  });
}

/** An API path the server gives for a personal file ('/api/seeker-files/…'), as download paths take it. */
export const apiPath = (path: string) => path.replace(/^\/api\//, '');
