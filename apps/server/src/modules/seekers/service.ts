import { MESSAGES } from '@portal/shared/messages';
import { profileCompleteness, profilePartsOf } from '@portal/shared/rules/profile';
import {
  PREFERENCE_LOOKUPS,
  PROFILE_LOOKUPS,
  type BasicInfoInput,
  type FullProfile,
  type PreferenceInput,
} from '@portal/shared/schemas/seekers';
import { maldivesDay } from '@portal/shared/rules/dates';
import { viewWindowStart } from '@portal/shared/rules/talent-pool';
import type { CandidateProfile } from '@portal/shared/schemas/talent-pool';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import type { DbDeps, ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { describeFile, discardStored, forgetFile, openFile, recordFile, storeUpload } from '../files/service';
import { renderProfilePdf } from './profile-pdf';
import { listAcceptedLookups } from '../lookups/service';
import { isOwnId } from './policy';
import { readHomeIsland, readPreferredPlaces, readPresentLocation } from './places';
import {
  presentDocument,
  presentExperience,
  presentLanguage,
  presentPreference,
  presentProfile,
  presentQualification,
  presentResume,
  presentSkill,
} from './presenter';
import {
  countApplicationsOf,
  countProfileViews,
  findVisibleProfileOfUser,
  findCompanyAppliedTo,
  upsertProfileView,
  isSentWithApplication,
  deleteDocumentsOfProfile,
  listFileKeysOwnedBy,
  retireProfile,
  stopAlertsOf,
  findPreferenceOfUser,
  findProfileOfUser,
  findResumeOfProfile,
  insertPreference,
  insertProfile,
  insertResume,
  listDocuments,
  listExperiences,
  listLanguages,
  listQualifications,
  listSkills,
  replacePicture,
  toggleSeeking,
  updatePreference,
  updateProfile,
  updateResume,
  type ProfileWithEmail,
  type ResumeRow,
} from './repository';

// The jobseeker's own profile (SPEC §2.5, §4, §7.3; issue 10): basic info, photo, resume, preference,
// visibility and the whole profile. Sections (experience, education, skills, languages) are in
// profile-sections.ts, documents and personal files in seeker-documents.ts. Every verb acts for the
// token's user only.

type Db = Pick<ServiceDeps, 'db'>;
export const PROFILE_CREATED = 'Profile created successfully.';
export const PROFILE_EXISTS = 'You already have a profile.';
export const PREFERENCE_EXISTS = 'You already have a preference.';

/** Each lookup-backed field whose value is not in its list (LOOKUPS.md), with its message. */
export async function lookupValueErrors(
  { db }: DbDeps,
  { input, fields }: { input: Record<string, unknown>; fields: Record<string, string> },
): Promise<Record<string, string[]>> {
  const lookups = await listAcceptedLookups({ db });
  const errors: Record<string, string[]> = {};
  for (const [column, field] of Object.entries(fields)) {
    const value = input[column];
    if (value === undefined) continue;
    if (!lookups.some((l) => l.field === field && l.value === value)) {
      errors[column] = [`The selected ${column.replace(/_/g, ' ')} is invalid.`];
    }
  }
  return errors;
}

/** 422 for every lookup-backed field whose value is not in its list (LOOKUPS.md). */
export async function checkLookupValues(
  deps: DbDeps,
  opts: { input: Record<string, unknown>; fields: Record<string, string> },
): Promise<void> {
  const errors = await lookupValueErrors(deps, opts);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The caller's profile, or 404 (SPEC §7.3: 404 means no profile). */
export async function requireOwnProfile({ db }: DbDeps, opts: { user: AuthUser }): Promise<ProfileWithEmail> {
  const profile = await findProfileOfUser(db, opts.user.id);
  if (!profile) throw notFound(MESSAGES.completeProfile);
  return profile;
}

/** The caller's resume record, or 422 'Please Fill-up your introduction' (SPEC §8). */
export async function requireOwnResume(
  { db }: DbDeps,
  { user }: { user: AuthUser },
): Promise<{ profile: ProfileWithEmail; resume: ResumeRow }> {
  const profile = await requireOwnProfile({ db }, { user });
  const resume = await findResumeOfProfile(db, profile.id);
  if (!resume) throw validationFailed({ resume_id: [MESSAGES.fillIntroduction] });
  return { profile, resume };
}

/** GET user/job-seeker-profile-usr and GET job-seeker/profile: the caller's profile, 404 when none. */
export async function getOwnProfile({ db }: Db, opts: { user: AuthUser }) {
  return presentProfile(await requireOwnProfile({ db }, { user: opts.user }));
}

/**
 * The profile's columns from the form, its places read (issue 28): the present location and the home
 * island readable; an absent home island or "willing to relocate" keeps what is saved.
 */
async function profileValues(db: DbOrTx, input: BasicInfoInput) {
  const [address, homeIsland] = await Promise.all([
    readPresentLocation({ db }, input.address),
    input.home_island === undefined ? undefined : readHomeIsland({ db }, input.home_island),
  ]);
  return {
    name: input.name,
    phone: input.phone,
    gender: input.gender,
    nationality: input.nationality,
    dob: input.dob,
    employmentStatus: input.employment_status,
    qualification: input.qualification,
    experience: input.experience,
    address: address.value,
    ...(homeIsland !== undefined ? { homeIsland: homeIsland.value } : {}),
    ...(input.willing_to_relocate !== undefined ? { willingToRelocate: input.willing_to_relocate } : {}),
    errors: { ...address.errors, ...homeIsland?.errors },
  };
}

/** The lookup fields' and the places' refusals together (422 with every field at once). */
async function checkedProfileValues(db: DbOrTx, input: BasicInfoInput) {
  const [lookupErrors, { errors, ...values }] = await Promise.all([
    lookupValueErrors({ db }, { input, fields: PROFILE_LOOKUPS }),
    profileValues(db, input),
  ]);
  const all = { ...lookupErrors, ...errors };
  if (Object.keys(all).length > 0) throw validationFailed(all);
  return values;
}

/** POST job-seeker/profile: basic information (onboarding /step). One profile per seeker. */
export async function createSeekerProfile({ db }: Db, opts: { user: AuthUser; input: BasicInfoInput }) {
  if (!isOwnId(opts.input.user_id, opts.user.id)) throw forbidden(MESSAGES.accessDeny);
  const values = await checkedProfileValues(db, opts.input);
  const row = await insertProfile(db, { userId: opts.user.id, ...values });
  if (!row) throw conflict(PROFILE_EXISTS);
  return presentProfile((await findProfileOfUser(db, opts.user.id))!);
}

/** POST job-seeker/profile-update/{id}: the caller's own profile only. */
export async function updateSeekerProfile(
  { db }: Db,
  opts: { user: AuthUser; profileId: number; input: BasicInfoInput },
) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  if (profile.id !== opts.profileId || !isOwnId(opts.input.user_id, opts.user.id)) {
    throw forbidden(MESSAGES.accessDeny);
  }
  await updateProfile(db, profile.id, await checkedProfileValues(db, opts.input));
  return presentProfile((await findProfileOfUser(db, opts.user.id))!);
}

/** POST user/profileImg/{id} (PUT): the photo, stored before the row changes; the old one removed after. */
export async function replaceProfilePicture(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { user: AuthUser; profileId: number; userId?: number; upload: UploadedFile },
) {
  const profile = await requireOwnProfile(deps, { user: opts.user });
  if (profile.id !== opts.profileId || !isOwnId(opts.userId, opts.user.id))
    throw forbidden(MESSAGES.accessDeny);
  const key = await storeUpload(deps, { upload: opts.upload });
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      previous = await replacePicture(tx, profile.id, key);
      if (previous) await forgetFile({ db: tx }, { key: previous });
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  if (previous) await discardStored(deps, { key: previous });
  return presentProfile((await findProfileOfUser(deps.db, opts.user.id))!);
}

/** GET user/profile-off: flips 'Hide my Profile' (only with a profile, SPEC §4). */
export async function toggleProfileVisibility({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  return { seeking_job: (await toggleSeeking(db, profile.id)) ? 1 : 0 };
}

// ---- Resume: the introduction and the own resume PDF (SPEC §4 Save behaviour) ----

async function presentOwnResume(db: DbOrTx, resume: ResumeRow) {
  return presentResume(
    resume,
    resume.resume ? ((await describeFile({ db }, { key: resume.resume }))?.originalName ?? null) : null,
  );
}

/** GET user/resumes-usr: 404 when the seeker has none yet. */
export async function getOwnResume({ db }: Db, opts: { user: AuthUser }) {
  const profile = await requireOwnProfile({ db }, { user: opts.user });
  const resume = await findResumeOfProfile(db, profile.id);
  if (!resume) throw notFound(MESSAGES.nothingToShow);
  return presentOwnResume(db, resume);
}

/**
 * Writes the introduction and/or the resume file. With `resumeId` it updates that record (the caller's
 * own); without, it creates the record, or updates the existing one (a second create is an update, so
 * that two tabs never make two records).
 */
export async function saveResume(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: {
    user: AuthUser;
    resumeId?: number;
    profileId?: number;
    introduction?: string;
    upload?: UploadedFile;
  },
): Promise<{ created: boolean; resume: ReturnType<typeof presentResume> }> {
  const profile = await requireOwnProfile(deps, { user: opts.user });
  if (!isOwnId(opts.profileId, profile.id)) throw forbidden(MESSAGES.accessDeny);
  if (opts.introduction === undefined && !opts.upload) {
    throw validationFailed({ introduction: ['The introduction field is required.'] });
  }
  const existing = await findResumeOfProfile(deps.db, profile.id);
  if (opts.resumeId !== undefined && existing?.id !== opts.resumeId) throw forbidden(MESSAGES.accessDeny);

  const key = opts.upload ? await storeUpload(deps, { upload: opts.upload }) : null;
  let previous: string | null = null;
  let created = false;
  let row: ResumeRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (key && opts.upload)
        await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      const values = {
        ...(opts.introduction !== undefined ? { introduction: opts.introduction || null } : {}),
        ...(key ? { resume: key } : {}),
      };
      const current = await findResumeOfProfile(tx, profile.id);
      if (!current) {
        const inserted = await insertResume(tx, { jobSeekerProfileId: profile.id, ...values });
        if (inserted) {
          created = true;
          return inserted;
        }
      }
      const target = current ?? (await findResumeOfProfile(tx, profile.id))!;
      // The replaced resume goes, unless it was sent with an application (it stays for that employer).
      if (key && target.resume && !(await isSentWithApplication(tx, target.resume))) {
        previous = target.resume;
      }
      const updated = await updateResume(tx, target.id, values);
      if (previous) await forgetFile({ db: tx }, { key: previous });
      return updated;
    });
  } catch (err) {
    if (key) await discardStored(deps, { key });
    throw err;
  }
  if (previous) await discardStored(deps, { key: previous });
  return { created, resume: await presentOwnResume(deps.db, row) };
}

// ---- Preference ----

/** GET user/job-seeker-preference-usr: 404 means none (onboarding sends the seeker to /pref). */
export async function getOwnPreference({ db }: Db, opts: { user: AuthUser }) {
  const row = await findPreferenceOfUser(db, opts.user.id);
  if (!row) throw notFound(MESSAGES.nothingToShow);
  return presentPreference(row);
}

const preferenceValues = (input: PreferenceInput, places: string[]) => ({
  preferredLocation: places[0]!,
  preferredLocations: places,
  workSector: input.work_sector,
  workCategory: input.work_category,
  salaryRange: input.salary_range,
  jobType: input.job_type,
  ...(input.alert_frequency ? { alertFrequency: input.alert_frequency } : {}),
});

/**
 * POST job-seeker/preference (create) and PUT job-seeker/preference/{id} (update). A preference may
 * exist before the profile (onboarding asks for it first). A second create updates (SPEC §4 Save behaviour).
 */
export async function savePreference(
  { db }: Db,
  opts: { user: AuthUser; preferenceId?: number; input: PreferenceInput },
): Promise<{ created: boolean; preference: ReturnType<typeof presentPreference> }> {
  if (!isOwnId(opts.input.user_id, opts.user.id)) throw forbidden(MESSAGES.accessDeny);
  const existing = await findPreferenceOfUser(db, opts.user.id);
  const targetId = opts.preferenceId ?? opts.input.id;
  if (targetId !== undefined && existing?.id !== targetId) throw forbidden(MESSAGES.accessDeny);
  const [places] = await Promise.all([
    readPreferredPlaces({ db }, opts.input.preferred_location),
    checkLookupValues({ db }, { input: opts.input, fields: PREFERENCE_LOOKUPS }),
  ]);
  const values = preferenceValues(opts.input, places);
  if (!existing) {
    const row = await insertPreference(db, { userId: opts.user.id, ...values });
    if (row) return { created: true, preference: presentPreference(row) };
  }
  const current = existing ?? (await findPreferenceOfUser(db, opts.user.id))!;
  return {
    created: false,
    preference: presentPreference(await updatePreference(db, current.id, values)),
  };
}

// ---- The whole profile ----

/** GET user/profile: everything the profile page shows, in a fixed number of queries. */
export async function getFullProfile({ db }: Db, opts: { userId: number }): Promise<FullProfile> {
  const [profile, preference, counts] = await Promise.all([
    findProfileOfUser(db, opts.userId),
    findPreferenceOfUser(db, opts.userId),
    countApplicationsOf(db, opts.userId),
  ]);
  const views = profile
    ? await countProfileViews(db, { profileId: profile.id, since: viewWindowStart(new Date()) })
    : 0;
  const resume = profile ? await findResumeOfProfile(db, profile.id) : null;
  const [experience, qualification, skill, language] = await Promise.all([
    resume ? listExperiences(db, resume.id) : [],
    resume ? listQualifications(db, resume.id) : [],
    profile ? listSkills(db, profile.id) : [],
    profile ? listLanguages(db, profile.id) : [],
  ]);
  const whole = {
    profile: profile ? presentProfile(profile) : null,
    resume: resume ? await presentOwnResume(db, resume) : null,
    experience: experience.map(presentExperience),
    qualification: qualification.map(presentQualification),
    skill: skill.map(presentSkill),
    language: language.map(presentLanguage),
    preference: preference ? presentPreference(preference) : null,
    applied_count: counts.applied,
    shortlist_count: counts.shortlisted,
  };
  return { ...whole, completeness: profileCompleteness(profilePartsOf(whole)), profile_views: views };
}

/**
 * Account deletion of a jobseeker (SPEC §2.3 Terms: deletion marks data as deleted), in the caller's
 * transaction: the profile is marked deleted (out of the talent pool and every employer view), alerts
 * stop, documents and every file row the seeker owns go. Answers the storage keys to remove after the
 * commit. Applications stay for the employers who received them (the applying issue keeps their files).
 */
export async function retireSeekerOf(
  { db: tx }: DbDeps,
  opts: { userId: number; at: string },
): Promise<string[]> {
  const profile = await findProfileOfUser(tx, opts.userId);
  if (profile) {
    await deleteDocumentsOfProfile(tx, profile.id);
    await retireProfile(tx, profile.id, opts.at);
  }
  await stopAlertsOf(tx, opts.userId);
  const keys = await listFileKeysOwnedBy(tx, opts.userId);
  for (const key of keys) await forgetFile({ db: tx }, { key });
  return keys;
}

const PDF_PHOTO_TYPES = ['image/jpeg', 'image/png'];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A seeker's whole profile as Profile.pdf (404 without a profile); callers decide who may have it. */
export async function renderSeekerProfile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'config'>,
  opts: { userId: number },
): Promise<Buffer> {
  const whole = await getFullProfile(deps, { userId: opts.userId });
  if (!whole.profile) throw notFound(MESSAGES.completeProfile);
  const row = await findProfileOfUser(deps.db, opts.userId);
  let photo: { data: Buffer; contentType: string } | null = null;
  const picture = row?.picture ? await describeFile(deps, { key: row.picture }) : null;
  if (picture && PDF_PHOTO_TYPES.includes(picture.contentType)) {
    const file = await openFile(deps, { key: picture.key }).catch(() => null);
    if (file) photo = { data: await readAll(file.stream), contentType: file.contentType };
  }
  return renderProfilePdf({
    profile: whole.profile,
    resume: whole.resume,
    experience: whole.experience,
    qualification: whole.qualification,
    skill: whole.skill,
    language: whole.language,
    completeness: whole.completeness,
    photo,
    siteName: deps.config.appName,
  });
}

/** A seeker's certificates and reference letters (each one or null), for those allowed to see them. */
export async function getDocumentsOfUser({ db }: Db, opts: { userId: number }) {
  const profile = await findProfileOfUser(db, opts.userId);
  const rows = profile ? await listDocuments(db, profile.id) : [];
  const of = (type: 'cert' | 'other') => {
    const row = rows.find((r) => r.type === type);
    return row ? presentDocument(row) : null;
  };
  return { cert: of('cert'), other: of('other') };
}

// ---- Employers' view of a profile (issue 12) ----

/**
 * The profile as employers see it (talent pool, candidate profile, profile view link), or null when the
 * seeker has no profile, hid it or deleted the account. Access is the caller's to decide.
 */
export async function getVisibleCandidate(
  deps: Db,
  opts: { userId: number },
): Promise<CandidateProfile | null> {
  const visible = await findVisibleProfileOfUser(deps.db, opts.userId);
  if (!visible) return null;
  const [whole, documents] = await Promise.all([getFullProfile(deps, opts), getDocumentsOfUser(deps, opts)]);
  const p = whole.preference;
  return {
    profile: whole.profile,
    resume: whole.resume,
    experience: whole.experience,
    qualification: whole.qualification,
    skill: whole.skill,
    language: whole.language,
    preference: p
      ? {
          preferred_location: p.preferred_location,
          preferred_locations: p.preferred_locations,
          work_sector: p.work_sector,
          work_category: p.work_category,
          salary_range: p.salary_range,
          job_type: p.job_type,
        }
      : null,
    documents,
  };
}

/**
 * The one rule of the seeker's view count (issue 25, point 7): a view is a company opening the seeker's
 * profile (talent pool, profile link), one of the seeker's applications, or their Profile.pdf; counted
 * once per company and day. Every way in calls this, so /profile's number is the same whichever it was.
 */
export async function recordProfileView(
  { db }: Db,
  opts: { seekerUserId: number; companyId: number; now?: Date },
) {
  await upsertProfileView(db, {
    seekerUserId: opts.seekerUserId,
    companyId: opts.companyId,
    day: maldivesDay(opts.now ?? new Date()),
  });
}

/** The company of this employer that the seeker applied to, or null. */
export function companyAppliedTo({ db }: Db, opts: { candidateId: number; employerUserId: number }) {
  return findCompanyAppliedTo(db, opts);
}

/** The API path of a seeker's personal file, for other modules' presenters. */
export { seekerFilePath } from './presenter';

/** Whether the seeker's profile is visible to employers (exists, not hidden, not deleted). */
export async function isVisibleSeeker({ db }: Db, opts: { userId: number }) {
  return (await findVisibleProfileOfUser(db, opts.userId)) !== null;
}
