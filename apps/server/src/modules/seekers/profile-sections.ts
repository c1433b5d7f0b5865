import { MESSAGES } from '@portal/shared/messages';
import type {
  ExperienceInput,
  LanguageInput,
  QualificationInput,
  SkillInput,
} from '@portal/shared/schemas/seekers';
import { forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { canRemoveSkill, isOwnId } from './policy';
import { presentExperience, presentLanguage, presentQualification, presentSkill } from './presenter';
import {
  findResumeOfProfile,
  listExperiences,
  listLanguages,
  listQualifications,
  listSkills,
} from './repository';
import {
  deleteSectionRow,
  findSectionOwner,
  insertSectionRow,
  updateSectionRow,
  type Section,
} from './section-repository';
import { checkLookupValues, requireOwnProfile, requireOwnResume } from './service';

// The profile's sections (SPEC §2.5, §5; issue 10): work experience and education hang on the resume
// record (without one: 'Please Fill-up your introduction'), skills and languages on the profile. Every
// change checks that the record is the caller's own: another seeker's id is 403 'Access Deny'.

type Db = Pick<ServiceDeps, 'db'>;

/** The caller's owner id for a section: the resume for experience and education, else the profile. */
async function ownerIdFor(db: Db['db'], user: AuthUser, section: Section, sentOwnerId: number | undefined) {
  const ownerId =
    section === 'experiences' || section === 'qualifications'
      ? (await requireOwnResume({ db }, { user })).resume.id
      : (await requireOwnProfile({ db }, { user })).id;
  if (!isOwnId(sentOwnerId, ownerId)) throw forbidden(MESSAGES.accessDeny);
  return ownerId;
}

/** The row to change must exist (404) and belong to the caller (403). */
async function requireOwnRow(db: Db['db'], user: AuthUser, section: Section, id: number) {
  const owner = await findSectionOwner(db, section, id);
  if (!owner) throw notFound(MESSAGES.dataNotFound);
  if (owner.userId !== user.id) throw forbidden(MESSAGES.accessDeny);
  return owner;
}

const experienceValues = (input: ExperienceInput) => ({
  employer: input.employer,
  jobCategory: input.job_category,
  jobTitle: input.job_title,
  yearFrom: input.year_from,
  yearTo: input.year_to,
  current: input.current,
  refereeName: input.referee_name,
  refereeContact: input.referee_contact,
  refereePhone: input.referee_phone,
  workSummary: input.work_summary,
  responsibilities: input.responsibilities,
});

const qualificationValues = (input: QualificationInput) => ({
  institute: input.institute,
  year: input.year,
  level: input.level,
  courseName: input.course_name,
});

const skillValues = (input: SkillInput) => ({ title: input.title, level: input.level });
const languageValues = (input: LanguageInput) => ({ language: input.language, level: input.level });

// ---- Lists (GET user/…-usr) ----

export async function listOwnExperiences({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  const resume = await findResumeOfProfile(db, profile.id);
  return resume ? (await listExperiences(db, resume.id)).map(presentExperience) : [];
}

export async function listOwnQualifications({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  const resume = await findResumeOfProfile(db, profile.id);
  return resume ? (await listQualifications(db, resume.id)).map(presentQualification) : [];
}

export async function listOwnSkills({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  return (await listSkills(db, profile.id)).map(presentSkill);
}

export async function listOwnLanguages({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  return (await listLanguages(db, profile.id)).map(presentLanguage);
}

// ---- Work experience ----

export async function addExperience({ db }: Db, opts: { user: AuthUser; input: ExperienceInput }) {
  const ownerId = await ownerIdFor(db, opts.user, 'experiences', opts.input.resume_id);
  await checkLookupValues({ db }, { input: opts.input, fields: { job_category: 'work_categories' } });
  return presentExperience(await insertSectionRow(db, 'experiences', ownerId, experienceValues(opts.input)));
}

export async function changeExperience(
  { db }: Db,
  opts: { user: AuthUser; id: number; input: ExperienceInput },
) {
  await requireOwnRow(db, opts.user, 'experiences', opts.id);
  await ownerIdFor(db, opts.user, 'experiences', opts.input.resume_id);
  await checkLookupValues({ db }, { input: opts.input, fields: { job_category: 'work_categories' } });
  return presentExperience(await updateSectionRow(db, 'experiences', opts.id, experienceValues(opts.input)));
}

// ---- Education ----

export async function addQualification({ db }: Db, opts: { user: AuthUser; input: QualificationInput }) {
  const ownerId = await ownerIdFor(db, opts.user, 'qualifications', opts.input.resume_id);
  await checkLookupValues({ db }, { input: opts.input, fields: { level: 'qualifications' } });
  return presentQualification(
    await insertSectionRow(db, 'qualifications', ownerId, qualificationValues(opts.input)),
  );
}

export async function changeQualification(
  { db }: Db,
  opts: { user: AuthUser; id: number; input: QualificationInput },
) {
  await requireOwnRow(db, opts.user, 'qualifications', opts.id);
  await ownerIdFor(db, opts.user, 'qualifications', opts.input.resume_id);
  await checkLookupValues({ db }, { input: opts.input, fields: { level: 'qualifications' } });
  return presentQualification(
    await updateSectionRow(db, 'qualifications', opts.id, qualificationValues(opts.input)),
  );
}

// ---- Skills and languages ----

export async function addSkill({ db }: Db, opts: { user: AuthUser; input: SkillInput }) {
  const ownerId = await ownerIdFor(db, opts.user, 'skills', opts.input.job_seeker_profile_id);
  return presentSkill(await insertSectionRow(db, 'skills', ownerId, skillValues(opts.input)));
}

export async function changeSkill({ db }: Db, opts: { user: AuthUser; id: number; input: SkillInput }) {
  await requireOwnRow(db, opts.user, 'skills', opts.id);
  await ownerIdFor(db, opts.user, 'skills', opts.input.job_seeker_profile_id);
  return presentSkill(await updateSectionRow(db, 'skills', opts.id, skillValues(opts.input)));
}

export const SKILL_KEPT = 'The first five skills cannot be deleted; change their level instead.';

export async function addLanguage({ db }: Db, opts: { user: AuthUser; input: LanguageInput }) {
  const ownerId = await ownerIdFor(db, opts.user, 'languages', opts.input.job_seeker_profile_id);
  return presentLanguage(await insertSectionRow(db, 'languages', ownerId, languageValues(opts.input)));
}

export async function changeLanguage({ db }: Db, opts: { user: AuthUser; id: number; input: LanguageInput }) {
  await requireOwnRow(db, opts.user, 'languages', opts.id);
  await ownerIdFor(db, opts.user, 'languages', opts.input.job_seeker_profile_id);
  return presentLanguage(await updateSectionRow(db, 'languages', opts.id, languageValues(opts.input)));
}

/** DELETE job-seeker/{section}/{id}: the caller's own row; skills only after the fifth (SPEC §5). */
export async function removeSectionRow({ db }: Db, opts: { user: AuthUser; section: Section; id: number }) {
  const owner = await requireOwnRow(db, opts.user, opts.section, opts.id);
  if (opts.section === 'skills') {
    const ids = (await listSkills(db, owner.ownerId)).map((s) => s.id);
    if (!canRemoveSkill(ids, opts.id)) throw forbidden(SKILL_KEPT);
  }
  await deleteSectionRow(db, opts.section, opts.id);
}
