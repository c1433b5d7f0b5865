import { applyButtonState } from '@portal/shared/rules/apply-button';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { useStoredSession } from '../../../lib/session';
import { ROLES } from '@portal/shared/constants';
import { useSeekerApplyInfo } from '../seeker-api';

export function useApplyState(job: PublicJobView) {
  const { token, role } = useStoredSession();
  const effectiveRole = token ? role : null;
  const isSeeker = effectiveRole === ROLES.jobseeker;
  const jobInput = {
    prevent_online_application: job.prevent_online_application,
    prevent_international_applicants: job.prevent_international_applicants,
    open: job.is_open,
  };
  const needsSeeker = isSeeker && applyButtonState({ role: effectiveRole, job: jobInput }) !== 'hidden';
  const seeker = useSeekerApplyInfo(String(job.id), needsSeeker);
  const state = applyButtonState({ role: effectiveRole, job: jobInput, seeker: seeker.data });
  return { role: effectiveRole, state, loading: needsSeeker && seeker.isPending };
}
