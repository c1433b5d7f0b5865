import { ROLES } from '@portal/shared/constants';
import { canDeleteSkill } from '@portal/shared/rules/profile';

// Who may do what with a jobseeker's profile and files (issue 10): one pure function per question, used
// by the seekers service and tested as a table (policy.test.ts). Employers' rights to a candidate's
// material (applications, talent pool) are here too.

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
 * What the server knows about one personal file and the employer asking for it (issue 24, point 4),
 * loaded in one query (repository.ts findSeekerFileFacts).
 */
export interface SeekerFileFacts {
  ownerUserId: number | null;
  /** False for an upload not yet attached to anything (`document-upload`): only its uploader's. */
  attached: boolean;
  /** Sent with an application to the employer's company: custom resume, application form, a required item. */
  sentToActorCompany: boolean;
  /** One of the files the owner's profile shows now: photo, own resume, certificates, reference letters. */
  currentProfileFile: boolean;
  /** The owner's profile is visible to employers (not hidden, not deleted). */
  profileVisible: boolean;
  /** The owner applied to a job of the employer's company. */
  ownerAppliedToActor: boolean;
  /** The employer has talent-pool access (active annual subscription, SPEC §2.3 Talent pool). */
  talentPool: boolean;
}

/**
 * A jobseeker's personal file (photo, resume, document, pending upload): its owner reads it. A verified
 * employer reads (a) what was sent with an application to its own company; (c) the files the profile shows
 * now of a seeker who applied to it, as the application view links them (SPEC §2.4); (b) with talent-pool
 * access, the files a visible profile shows now (DESIGN §5). Never a pending upload, and never what was
 * sent to another company unless the profile still shows it: an old resume sent to company X is X's only.
 * Nobody reads it through a public URL.
 */
export function canReadSeekerFile(
  actor: Actor & { emailVerified?: boolean },
  file: SeekerFileFacts,
): boolean {
  if (actor.role === ROLES.jobseeker) return file.ownerUserId === actor.id;
  if (actor.role !== ROLES.employer || actor.emailVerified !== true) return false;
  if (!file.attached || file.ownerUserId === null) return false;
  if (file.sentToActorCompany) return true;
  if (!file.currentProfileFile) return false;
  return file.ownerAppliedToActor || (file.profileVisible && file.talentPool);
}

/** An uploaded `uri` may be attached only by the user who uploaded it, and only once. */
export function canAttachUpload(
  actor: Actor,
  file: { ownerUserId: number | null; attached: boolean },
): boolean {
  return actor.role === ROLES.jobseeker && file.ownerUserId === actor.id && !file.attached;
}

/** A document (certificates, reference letters) is changed only through the profile it belongs to. */
export function isProfileDocument(
  profile: { id: number },
  document: { jobSeekerProfileId: number },
): boolean {
  return document.jobSeekerProfileId === profile.id;
}

/** SPEC §5 Skills: the first five skills in the list stay; the rest may be deleted. */
export function canRemoveSkill(skillIds: number[], skillId: number): boolean {
  const index = skillIds.indexOf(skillId);
  return index >= 0 && canDeleteSkill(index);
}
