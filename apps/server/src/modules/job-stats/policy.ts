import { ROLES } from '@portal/shared/constants';

// Who may read a job's insights (issue 32; decision 0013's one pure function per question): the
// employer whose company owns the job; operators have their own monthly figures.

export interface Viewer {
  id: number;
  role: number;
}

export function canReadJobStats(viewer: Viewer, job: { ownerUserId: number }): boolean {
  return viewer.role === ROLES.employer && viewer.id === job.ownerUserId;
}
