import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  companies,
  documents,
  experiences,
  files,
  jobSeekerProfiles,
  languages,
  preferences,
  profileViews,
  qualifications,
  resumes,
  skills,
  users,
} from '../../db/schema';
import type { SeekerFileFacts } from './policy';

// The jobseeker's records (SPEC §3). Every read is by the owner's user id or profile id: services
// resolve the caller's profile first, so no query here can reach another seeker's rows by an id alone.

export type ProfileRow = typeof jobSeekerProfiles.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type QualificationRow = typeof qualifications.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type PreferenceRow = typeof preferences.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect & { fileOwnerUserId: number | null };
export type ProfileWithEmail = ProfileRow & { email: string };

const now = sql`now()`;

export async function findProfileOfUser(db: DbOrTx, userId: number): Promise<ProfileWithEmail | null> {
  const [row] = await db
    .select({ profile: jobSeekerProfiles, email: users.email })
    .from(jobSeekerProfiles)
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(and(eq(jobSeekerProfiles.userId, userId), isNull(jobSeekerProfiles.deletedAt)))
    .limit(1);
  return row ? { ...row.profile, email: row.email } : null;
}

export async function insertProfile(
  db: DbOrTx,
  values: typeof jobSeekerProfiles.$inferInsert,
): Promise<ProfileRow | null> {
  const [row] = await db
    .insert(jobSeekerProfiles)
    .values(values)
    .onConflictDoNothing({ target: jobSeekerProfiles.userId })
    .returning();
  return row ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  profileId: number,
  values: Partial<typeof jobSeekerProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(jobSeekerProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(jobSeekerProfiles.id, profileId));
}

/** Sets the photo and answers the previous one's key. */
export async function replacePicture(db: DbOrTx, profileId: number, key: string): Promise<string | null> {
  const [old] = await db
    .select({ picture: jobSeekerProfiles.picture })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.id, profileId))
    .for('update');
  await updateProfile(db, profileId, { picture: key });
  return old?.picture ?? null;
}

/** Flips seeking_job and answers the new value. */
export async function toggleSeeking(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db
    .update(jobSeekerProfiles)
    .set({ seekingJob: sql`not ${jobSeekerProfiles.seekingJob}`, updatedAt: now })
    .where(eq(jobSeekerProfiles.id, profileId))
    .returning({ seekingJob: jobSeekerProfiles.seekingJob });
  return row?.seekingJob ?? false;
}

// ---- Resume ----

export async function findResumeOfProfile(db: DbOrTx, profileId: number): Promise<ResumeRow | null> {
  const [row] = await db.select().from(resumes).where(eq(resumes.jobSeekerProfileId, profileId)).limit(1);
  return row ?? null;
}

export async function insertResume(
  db: DbOrTx,
  values: typeof resumes.$inferInsert,
): Promise<ResumeRow | null> {
  const [row] = await db
    .insert(resumes)
    .values(values)
    .onConflictDoNothing({ target: resumes.jobSeekerProfileId })
    .returning();
  return row ?? null;
}

export async function updateResume(
  db: DbOrTx,
  resumeId: number,
  values: Partial<typeof resumes.$inferInsert>,
): Promise<ResumeRow> {
  const [row] = await db
    .update(resumes)
    .set({ ...values, updatedAt: now })
    .where(eq(resumes.id, resumeId))
    .returning();
  return row!;
}

// ---- Sections: experience and education hang on the resume, skills and languages on the profile ----

export function listExperiences(db: DbOrTx, resumeId: number): Promise<ExperienceRow[]> {
  // Current job first, then the latest start.
  return db
    .select()
    .from(experiences)
    .where(eq(experiences.resumeId, resumeId))
    .orderBy(desc(experiences.current), desc(experiences.yearFrom), desc(experiences.id));
}

export function listQualifications(db: DbOrTx, resumeId: number): Promise<QualificationRow[]> {
  return db
    .select()
    .from(qualifications)
    .where(eq(qualifications.resumeId, resumeId))
    .orderBy(desc(qualifications.year), desc(qualifications.id));
}

export function listSkills(db: DbOrTx, profileId: number): Promise<SkillRow[]> {
  return db.select().from(skills).where(eq(skills.jobSeekerProfileId, profileId)).orderBy(asc(skills.id));
}

export function listLanguages(db: DbOrTx, profileId: number): Promise<LanguageRow[]> {
  return db
    .select()
    .from(languages)
    .where(eq(languages.jobSeekerProfileId, profileId))
    .orderBy(asc(languages.id));
}

export async function findPreferenceOfUser(db: DbOrTx, userId: number): Promise<PreferenceRow | null> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertPreference(
  db: DbOrTx,
  values: typeof preferences.$inferInsert,
): Promise<PreferenceRow | null> {
  const [row] = await db
    .insert(preferences)
    .values(values)
    .onConflictDoNothing({ target: preferences.userId })
    .returning();
  return row ?? null;
}

export async function updatePreference(
  db: DbOrTx,
  id: number,
  values: Partial<typeof preferences.$inferInsert>,
): Promise<PreferenceRow> {
  const [row] = await db
    .update(preferences)
    .set({ ...values, updatedAt: now })
    .where(eq(preferences.id, id))
    .returning();
  return row!;
}

// ---- Documents ----

const documentColumns = {
  id: documents.id,
  jobSeekerProfileId: documents.jobSeekerProfileId,
  type: documents.type,
  fileKey: documents.fileKey,
  fileName: documents.fileName,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  fileOwnerUserId: files.ownerUserId,
};

export function listDocuments(db: DbOrTx, profileId: number): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(files, eq(files.key, documents.fileKey))
    .where(eq(documents.jobSeekerProfileId, profileId));
}

export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .innerJoin(files, eq(files.key, documents.fileKey))
    .where(eq(documents.id, id))
    .limit(1);
  return row ?? null;
}

export async function findDocumentOfType(
  db: DbOrTx,
  profileId: number,
  type: 'cert' | 'other',
): Promise<DocumentRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .innerJoin(files, eq(files.key, documents.fileKey))
    .where(and(eq(documents.jobSeekerProfileId, profileId), eq(documents.type, type)))
    .limit(1);
  return row ?? null;
}

// ---- Uploads waiting for their record (document-upload) ----

/** Locks an uploaded file for attaching; answers its row or null. */
export async function lockUpload(db: DbOrTx, key: string) {
  const [row] = await db.select().from(files).where(eq(files.key, key)).for('update').limit(1);
  return row ?? null;
}

export async function markAttached(db: DbOrTx, key: string): Promise<void> {
  await db.update(files).set({ attached: true }).where(eq(files.key, key));
}

export async function markPendingUpload(db: DbOrTx, key: string): Promise<void> {
  await db.update(files).set({ attached: false }).where(eq(files.key, key));
}

/**
 * Deletes the rows of uploads never attached and older than `before`, answering their keys (the bytes
 * go after). The condition is in the delete itself, so a file attached meanwhile is never removed.
 */
export async function deleteStaleUploads(db: DbOrTx, before: string, limit = 500): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(
      inArray(
        files.key,
        db
          .select({ key: files.key })
          .from(files)
          .where(and(sql`not ${files.attached}`, sql`${files.createdAt} < ${before}`))
          .limit(limit),
      ),
    )
    .returning({ key: files.key });
  return rows.map((r) => r.key);
}

export async function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function updateDocument(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof documents.$inferInsert, 'fileKey' | 'fileName' | 'type'>>,
): Promise<void> {
  await db
    .update(documents)
    .set({ ...values, updatedAt: now })
    .where(eq(documents.id, id));
}

/**
 * Every stored file a seeker owns (photo, resume, documents, pending uploads) but those sent with an
 * application, which stay for the employer who received them: for account deletion.
 */
export async function listFileKeysOwnedBy(db: DbOrTx, userId: number): Promise<string[]> {
  const sent = sql`(
    select ${applications.customResume} from ${applications} where ${applications.candidateId} = ${userId} and ${applications.customResume} is not null
    union select ${applications.applicationForm} from ${applications} where ${applications.candidateId} = ${userId} and ${applications.applicationForm} is not null
    union select d->>'key' from ${applications}, jsonb_array_elements(${applications.documents}) d where ${applications.candidateId} = ${userId}
  )`;
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.ownerUserId, userId), sql`${files.key} not in ${sent}`));
  return rows.map((r) => r.key);
}

export async function deleteDocumentsOfProfile(db: DbOrTx, profileId: number): Promise<void> {
  await db.delete(documents).where(eq(documents.jobSeekerProfileId, profileId));
}

/** Marks a profile deleted and hidden; its photo and resume file are let go. */
export async function retireProfile(db: DbOrTx, profileId: number, at: string): Promise<void> {
  await db
    .update(jobSeekerProfiles)
    .set({ deletedAt: at, seekingJob: false, picture: null, updatedAt: now })
    .where(eq(jobSeekerProfiles.id, profileId));
  await db.update(resumes).set({ resume: null }).where(eq(resumes.jobSeekerProfileId, profileId));
}

export async function stopAlertsOf(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(preferences)
    .set({ alertFrequency: 'off', updatedAt: now })
    .where(eq(preferences.userId, userId));
}

/** How many jobs a seeker applied to, and how many of those applications are shortlisted. */
export async function countApplicationsOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      applied: sql<number>`count(*)::int`,
      shortlisted: sql<number>`(count(*) filter (where ${applications.isFavorite}))::int`,
    })
    .from(applications)
    .where(eq(applications.candidateId, userId));
  return row ?? { applied: 0, shortlisted: 0 };
}

/**
 * The company of this employer that the seeker applied to, or null: an employer's right to the profile
 * link, and the company its view is counted for.
 */
export async function findCompanyAppliedTo(
  db: DbOrTx,
  opts: { candidateId: number; employerUserId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companies.id })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.candidateId, opts.candidateId), eq(companies.userId, opts.employerUserId)))
    .limit(1);
  return row?.companyId ?? null;
}

/**
 * One personal file and what decides whether an employer may read it (policy.ts canReadSeekerFile), in
 * one query: the file's owner and state, whether it was sent with an application to the employer's
 * company, whether the owner's profile shows it now and is visible, and whether the owner applied to that
 * company. `employerUserId` null (a jobseeker asking) leaves the company facts false. Null when no file.
 */
export async function findSeekerFileFacts(
  db: DbOrTx,
  opts: { key: string; employerUserId: number | null },
): Promise<(Omit<SeekerFileFacts, 'talentPool'> & { key: string }) | null> {
  const sentKey = JSON.stringify([{ key: opts.key }]);
  const result = (await db.execute(sql`
    with company as (
      select c.id from companies c where c.user_id = ${opts.employerUserId} and c.deleted_at is null
    )
    select f.key, f.owner_user_id as "ownerUserId", f.attached,
      exists (
        select 1 from applications a
        where a.company_id = (select id from company)
          and (a.custom_resume = f.key or a.application_form = f.key or a.documents @> ${sentKey}::jsonb)
      ) as "sentToActorCompany",
      coalesce(
        p.picture = f.key
          or exists (select 1 from resumes r where r.job_seeker_profile_id = p.id and r.resume = f.key)
          or exists (select 1 from documents d where d.job_seeker_profile_id = p.id and d.file_key = f.key),
        false
      ) as "currentProfileFile",
      coalesce(p.seeking_job, false) as "profileVisible",
      exists (
        select 1 from applications a
        where a.company_id = (select id from company) and a.candidate_id = f.owner_user_id
      ) as "ownerAppliedToActor"
    from files f
    left join job_seeker_profiles p on p.user_id = f.owner_user_id and p.deleted_at is null
    where f.key = ${opts.key}
    limit 1`)) as unknown as { rows: (Omit<SeekerFileFacts, 'talentPool'> & { key: string })[] };
  return result.rows[0] ?? null;
}

/** Whether a file was sent with an application (it then stays for the employer when the seeker replaces it). */
export async function isSentWithApplication(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .where(
      sql`${applications.customResume} = ${key} or ${applications.applicationForm} = ${key} or ${applications.documents} @> ${JSON.stringify([{ key }])}::jsonb`,
    )
    .limit(1);
  return Boolean(row);
}

// ---- Employers' view of a profile (issue 12) ----

/** A profile employers may see: not hidden ('Hide my Profile') and not deleted. */
export const visibleProfileSql = sql`${jobSeekerProfiles.seekingJob} and ${jobSeekerProfiles.deletedAt} is null`;

/** The seeker's profile row if it is visible in the pool (not hidden, not deleted). */
export async function findVisibleProfileOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: jobSeekerProfiles.id, userId: jobSeekerProfiles.userId })
    .from(jobSeekerProfiles)
    .where(and(eq(jobSeekerProfiles.userId, userId), visibleProfileSql))
    .limit(1);
  return row ?? null;
}

/**
 * Counts a company's view of a seeker's profile on `day` (issue 25, point 7): one row per profile, company
 * and day, so a company opening the profile again that day only raises the row's counter. One statement
 * (the profile is found by the seeker's user id inside the insert, the unique key settles a repeat), so
 * simultaneous views never read-then-write. A deleted profile is not counted; a hidden one is (it still
 * applies, and its applications are opened).
 */
export async function upsertProfileView(
  db: DbOrTx,
  opts: { seekerUserId: number; companyId: number; day: string },
) {
  await db
    .insert(profileViews)
    .select(
      db
        .select({
          jobSeekerProfileId: jobSeekerProfiles.id,
          companyId: sql<number>`${opts.companyId}::int`.as('company_id'),
          day: sql<string>`${opts.day}::date`.as('day'),
          views: sql<number>`1`.as('views'),
        })
        .from(jobSeekerProfiles)
        .where(and(eq(jobSeekerProfiles.userId, opts.seekerUserId), isNull(jobSeekerProfiles.deletedAt))),
    )
    .onConflictDoUpdate({
      target: [profileViews.jobSeekerProfileId, profileViews.day, profileViews.companyId],
      set: { views: sql`${profileViews.views} + 1` },
    });
}

/**
 * The profile's views on or after `since` (YYYY-MM-DD): one per company and day (a row each), so a
 * company that came back on another day counts again.
 */
export async function countProfileViews(db: DbOrTx, opts: { profileId: number; since: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileViews)
    .where(
      and(eq(profileViews.jobSeekerProfileId, opts.profileId), sql`${profileViews.day} >= ${opts.since}`),
    );
  return row?.n ?? 0;
}
