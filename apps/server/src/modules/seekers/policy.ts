import { ROLES } from '@portal/shared/constants';
import { canDeleteSkill } from '@portal/shared/rules/profile';

// Who may do what with a jobseeker's profile and files (issue 10): one pure function per question, used
// by the seekers service and tested as a table (policy.test.ts). Employers' rights to a candidate's
// material (applications, talent pool) are added by those issues, here.

export interface Actor {
  id: number;
  role: number;
}

/** A jobseeker works on their own records only; an id in a body must be the caller's own (DESIGN §4). */
export function isOwnRecord(actor: Actor, record: { userId: number }): boolean {
  return actor.role === ROLES.jobseeker && actor.id === record.userId;
}

/** An optional owner id a client sent (`user_id`, `job_seeker_profile_id`, `resume_id`) names the caller's own. */
export function isOwnId(requested: number | undefined, own: number | null): boolean {
  return requested === undefined || (own !== null && requested === own);
}

/**
 * A jobseeker's personal file (photo, resume, document, pending upload): its owner reads it; a verified
 * employer whose company received an application from the owner; and an employer with talent-pool access
 * (active annual subscription) for the files the owner's visible profile shows (DESIGN §5). Nobody reads it
 * through a public URL.
 */
export function canReadSeekerFile(
  actor: Actor & { emailVerified?: boolean },
  file: { ownerUserId: number | null },
  access: {
    /** Whether the owner applied to a job of this employer's company (issue 11). */
    appliedToActor?: boolean;
    /** Whether the employer has talent-pool access and the file is shown on the owner's visible profile (issue 12). */
    shownToSubscriber?: boolean;
  } = {},
): boolean {
  if (actor.role === ROLES.jobseeker) return file.ownerUserId === actor.id;
  if (actor.role !== ROLES.employer || actor.emailVerified !== true) return false;
  return access.appliedToActor === true || access.shownToSubscriber === true;
}

/** An uploaded `uri` may be attached only by the user who uploaded it, and only once. */
export function canAttachUpload(
  actor: Actor,
  file: { ownerUserId: number | null; attached: boolean },
): boolean {
  return actor.role === ROLES.jobseeker && file.ownerUserId === actor.id && !file.attached;
}

/** SPEC §5 Skills: the first five skills in the list stay; the rest may be deleted. */
export function canRemoveSkill(skillIds: number[], skillId: number): boolean {
  const index = skillIds.indexOf(skillId);
  return index >= 0 && canDeleteSkill(index);
}
