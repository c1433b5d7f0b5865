import { ROLES } from '@portal/shared/constants';

// Who may read or take a stored file (DESIGN §5): one pure function per question, used by the files
// service and tested as a table (policy.test.ts). A jobseeker's personal files have their own rule
// (modules/seekers/policy.ts canReadSeekerFile).

export interface Actor {
  id: number;
  role: number;
}

/**
 * The files of a job not yet public (its attachment, its application form): the employer who owns the job
 * and the operators preview them; anyone else gets 404, as for a missing file.
 */
export function canPreviewJobFile(viewer: Actor, jobOwnerUserId: number): boolean {
  return viewer.role === ROLES.admin || viewer.id === jobOwnerUserId;
}

/** A stored upload is taken for a record (an application's file, a document) only by its uploader. */
export function isFileOwner(userId: number, file: { ownerUserId: number | null }): boolean {
  return file.ownerUserId !== null && file.ownerUserId === userId;
}
