import { JOB_APPROVAL, ROLES } from '@portal/shared/constants';

// Who may do what with a job (docs/decisions/0013-modules-services-policies.md): one function per
// question, pure, used by the jobs service and tested as a table (policy.test.ts).

export interface Viewer {
  id: number;
  role: number;
}

export interface JobAccessFacts {
  approved: number;
  /** The user who owns the job's company. */
  ownerUserId: number;
  /** The company's account was deleted: its jobs are gone from the public (issue 8). */
  companyDeleted?: boolean;
}

/** Published jobs (open, expired or force-closed) are public; a pending or rejected one is its owner's and the admins' preview. */
export function canViewJob(viewer: Viewer | null, job: JobAccessFacts): boolean {
  if (job.companyDeleted) return viewer?.role === ROLES.admin;
  if (job.approved === JOB_APPROVAL.approved) return true;
  if (viewer === null) return false;
  return viewer.role === ROLES.admin || (viewer.role === ROLES.employer && viewer.id === job.ownerUserId);
}

/** Editing, reposting, force-closing and reading a job in the employer's pages: only its company's owner. */
export function canManageJob(user: Viewer, job: Pick<JobAccessFacts, 'ownerUserId'>): boolean {
  return user.role === ROLES.employer && user.id === job.ownerUserId;
}
