import { ROLES } from '@portal/shared/constants';
import { applyButtonState } from '@portal/shared/rules/apply-button';
import { isProfileComplete, profilePartsOf } from '@portal/shared/rules/profile';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { useQuery } from '@tanstack/react-query';
import { seekerQueries, useSeekerProfile } from '../../../lib/seeker-profile';
import { useStoredSession } from '../../../lib/session';

/**
 * The apply button's state from the shared rule (SPEC §4). A signed-in jobseeker's profile, nationality
 * and completeness come from GET user/profile; `applied` from GET user/applicationChecker/{jobId}
 * (200 applied, 404 not).
 */
export function useApplyState(job: PublicJobView) {
  const { token, role } = useStoredSession();
  const effectiveRole = token ? role : null;
  const isSeeker = effectiveRole === ROLES.jobseeker;
  const profile = useSeekerProfile(isSeeker);
  const applied = useQuery({ ...seekerQueries.applied(job.id), enabled: isSeeker });
  const data = profile.data;
  const seeker = data
    ? {
        hasProfile: data.profile !== null,
        nationality: data.profile?.nationality ?? null,
        complete: isProfileComplete(profilePartsOf(data)),
        applied: applied.data === true,
      }
    : undefined;
  const jobInput = {
    prevent_online_application: job.prevent_online_application,
    prevent_international_applicants: job.prevent_international_applicants,
    open: job.is_open,
  };
  const state = applyButtonState({ role: effectiveRole, job: jobInput, seeker });
  return { role: effectiveRole, state, loading: isSeeker && (profile.isPending || applied.isPending) };
}
