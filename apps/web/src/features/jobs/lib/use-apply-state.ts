import { applyButtonState } from '@portal/shared/rules/apply-button';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { useStoredSession } from '../../../lib/session';

/**
 * The apply button's state from the shared rule (SPEC §4). A signed-in jobseeker reads as "no profile"
 * until the jobseeker calls exist (`user/job-seeker-profile-usr`, `user/profile`,
 * `user/applicationChecker`: issues 10 and 11 build them with shared schemas and pass the seeker here).
 */
export function useApplyState(job: PublicJobView) {
  const { token, role } = useStoredSession();
  const effectiveRole = token ? role : null;
  const jobInput = {
    prevent_online_application: job.prevent_online_application,
    prevent_international_applicants: job.prevent_international_applicants,
    open: job.is_open,
  };
  const state = applyButtonState({ role: effectiveRole, job: jobInput });
  return { role: effectiveRole, state, loading: false };
}
