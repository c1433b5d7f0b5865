import { ROLES } from '@portal/shared/constants';

// Who may do what with applications (issue 11): one pure function per question (policy.test.ts).

export interface EmployerActor {
  id: number;
  role: number;
  /** The employer's company (null when none). */
  companyId: number | null;
  emailVerified: boolean;
}

/** SPEC §4: unverified employers cannot see jobs or applications. */
export function canSeeApplications(actor: EmployerActor): boolean {
  return actor.role === ROLES.employer && actor.companyId !== null && actor.emailVerified;
}

/** An employer reads, shortlists and downloads only the applications to their own company's jobs. */
export function canManageApplication(actor: EmployerActor, application: { companyId: number }): boolean {
  return canSeeApplications(actor) && actor.companyId === application.companyId;
}

/** A seeker applies for themselves only: a `candidate_id` in the body must be the caller. */
export function isOwnCandidateId(actor: { id: number }, candidateId: number | undefined): boolean {
  return candidateId === undefined || candidateId === actor.id;
}

/**
 * Profile.pdf (SPEC §7.4, issue 12): a jobseeker downloads their own profile; an employer the profile of a
 * candidate who applied to the company, or of a profile visible in the talent pool to an annual subscriber.
 */
export function canDownloadProfile(
  actor: { id: number; role: number },
  target: { userId: number; appliedToCompany: boolean; visibleInTalentPool: boolean },
): boolean {
  if (actor.role === ROLES.jobseeker) return target.userId === actor.id;
  if (actor.role === ROLES.employer) return target.appliedToCompany || target.visibleInTalentPool;
  return false;
}
