import { MALDIVES, ROLES } from '../constants';

export type ApplyButtonState =
  | 'login' // visitor: the login prompt
  | 'hidden' // employers and admins, or the job takes no online applications, or it is closed
  | 'no-profile' // jobseeker without a profile: sign in / complete a profile prompt
  | 'country-blocked' // Maldivians-only job, seeker of another nationality
  | 'incomplete' // profile not complete: the completion modal
  | 'applied' // already applied
  | 'apply'; // 'Apply Online' → /apply-job/{id}

export interface ApplyButtonInput {
  role: number | null;
  job: { prevent_online_application: number; prevent_international_applicants: number; open: boolean };
  seeker?: { hasProfile: boolean; nationality: string | null; complete: boolean; applied: boolean };
}

/** SPEC §4 "Apply button for a logged-in jobseeker", and the visitor's login prompt of §2.3. */
export function applyButtonState({ role, job, seeker }: ApplyButtonInput): ApplyButtonState {
  if (!job.open || job.prevent_online_application === 1) return 'hidden';
  if (role === null) return 'login';
  if (role !== ROLES.jobseeker) return 'hidden';
  if (!seeker?.hasProfile) return 'no-profile';
  if (seeker.applied) return 'applied';
  if (job.prevent_international_applicants === 1 && seeker.nationality !== MALDIVES) return 'country-blocked';
  if (!seeker.complete) return 'incomplete';
  return 'apply';
}
