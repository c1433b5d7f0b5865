import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isProfileComplete, type ProfileParts } from '@portal/shared/rules/profile';
import { api, ApiError } from '../../lib/api-client';

// The jobseeker calls behind the job detail's icons (SPEC §7.3). They answer quietly: a failure reads as
// "not saved", "not applied" or "no profile" instead of an error on a public page.

/** 200 means yes, anything else no. */
async function answersOk(path: string): Promise<boolean> {
  try {
    await api(path);
    return true;
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
}

export const savedKey = (jobId: string) => ['seeker', 'saved', jobId] as const;

/** GET job/save/{id}: 200 means saved. */
export function useSavedState(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: savedKey(jobId),
    queryFn: () => answersOk(`job/save/${jobId}`),
    enabled,
    retry: false,
  });
}

/** POST job/save {job_id} or DELETE job/save/{id}; the toast shows the server's message. */
export function useToggleSaved(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean) => {
      const body = save
        ? await api<{ message?: string }>('job/save', { body: { job_id: Number(jobId) }, toastError: false })
        : await api<{ message?: string }>(`job/save/${jobId}`, { method: 'DELETE', toastError: false });
      return { save, message: body?.message };
    },
    onSuccess: ({ save, message }) => {
      client.setQueryData(savedKey(jobId), save);
      void client.invalidateQueries({ queryKey: ['seeker', 'saved-jobs'] });
      notifications.show({
        color: 'teal',
        message: message || (save ? 'Job saved' : 'Job removed from saved jobs'),
      });
    },
    onError: (error, save) => {
      // A refusal the seeker can act on (already saved, validation) keeps the server's words; anything
      // else gets a plain retry message instead of a technical one.
      const readable = error instanceof ApiError && [409, 422].includes(error.status);
      notifications.show({
        color: 'red',
        message: readable
          ? error.message
          : `Could not ${save ? 'save' : 'unsave'} this job. Please try again.`,
      });
    },
  });
}

export interface SeekerApplyInfo {
  hasProfile: boolean;
  nationality: string | null;
  complete: boolean;
  applied: boolean;
}

type Loose = Record<string, unknown> | null | undefined;

const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : value !== null && value !== undefined && value !== '' && value !== false;

/**
 * The five parts of SPEC §4 from GET user/profile. The body may carry the parts at the top level or
 * under `data`; a precomputed `completeness` (0–100) wins when the server sends one.
 */
export function completenessOf(body: Loose): boolean {
  const source = ((body?.data as Loose) ?? body) as Loose;
  if (!source) return false;
  if (typeof source.completeness === 'number') return source.completeness >= 100;
  const resume = source.resume as Loose;
  const parts: ProfileParts = {
    resume:
      filled(resume) &&
      (typeof resume !== 'object' || filled(resume?.resume) || filled(resume?.introduction)),
    experience: filled(source.experience),
    language: filled(source.language),
    qualification: filled(source.qualification),
    skill: filled(source.skill),
  };
  return isProfileComplete(parts);
}

/** What the apply button of a job needs to know about the logged-in jobseeker. Failures → no profile. */
export function useSeekerApplyInfo(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'apply-info', jobId],
    enabled,
    retry: false,
    queryFn: async (): Promise<SeekerApplyInfo> => {
      const none: SeekerApplyInfo = { hasProfile: false, nationality: null, complete: false, applied: false };
      let profile: { data?: { nationality?: string | null } | null };
      try {
        profile = await api('user/job-seeker-profile-usr');
      } catch {
        return none;
      }
      if (!profile?.data) return none;
      const [applied, complete] = await Promise.all([
        answersOk(`user/applicationChecker/${jobId}`),
        api<Record<string, unknown>>('user/profile')
          .then(completenessOf)
          .catch(() => false),
      ]);
      return { hasProfile: true, nationality: profile.data.nationality ?? null, complete, applied };
    },
  });
}
