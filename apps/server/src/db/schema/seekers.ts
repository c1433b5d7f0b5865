import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz } from './columns';
import { users } from './accounts';
import { companies } from './companies';
import { files } from './files';
import { jobs } from './jobs';

// Jobseekers (issue 10; SPEC §3). Lookup-backed columns hold the value (db/lookup-usage.ts).

export const jobSeekerProfiles = pgTable(
  'job_seeker_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender').notNull(),
    nationality: text('nationality').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    employmentStatus: text('employment_status').notNull(),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    address: text('address').notNull(),
    picture: text('picture').references(() => files.key, { onDelete: 'set null' }),
    /** 1 visible to employers (talent pool), 0 hidden ('Hide my Profile'). */
    seekingJob: boolean('seeking_job').notNull().default(true),
    /** Set when the seeker deletes the account: out of the talent pool and every employer view. */
    deletedAt: tstz('deleted_at'),
    // The seeker's preference (sector, category, job type, location), copied here by the triggers of
    // migration 0014 whoever writes `preferences`, so that every talent pool filter is a column of this
    // one table with its own index (no join, no per-row lookup). Null without a preference.
    prefSector: text('pref_sector'),
    prefCategory: text('pref_category'),
    prefType: text('pref_type'),
    prefLocation: text('pref_location'),
    /** Every preferred place, readable (issue 28), copied from preferences.preferred_locations. */
    prefLocations: text('pref_locations').array(),
    /**
     * Where the seeker lives: an island with its atoll, readable ("Thulhaadhoo, Baa"); null when not given
     * (issue 28, decision 0049).
     */
    homeIsland: text('home_island'),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    /**
     * The talent pool's place filter (decision 0049): the readable text of every preferred place and of the
     * home island, `atoll:<code>` for each atoll they lie in, `kind:resort` for a resort. Kept by the
     * trigger of migration 0026 (SQL place_keys()) whoever writes the profile or its preference.
     */
    placeKeys: text('place_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_seeker_profiles_user_key').on(t.userId),
    // The talent pool's filters and order are indexed on its own relation, talent_pool_entries
    // (issue 34, decision 0061), not here.
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    jobSeekerProfileId: integer('job_seeker_profile_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    introduction: text('introduction'),
    resume: text('resume').references(() => files.key, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resumes_profile_key').on(t.jobSeekerProfileId)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    employer: text('employer').notNull(),
    jobCategory: text('job_category').notNull(),
    jobTitle: text('job_title').notNull(),
    yearFrom: date('year_from', { mode: 'string' }).notNull(),
    yearTo: date('year_to', { mode: 'string' }),
    current: boolean('current').notNull().default(false),
    refereeName: text('referee_name').notNull(),
    refereeContact: text('referee_contact').notNull(),
    refereePhone: text('referee_phone').notNull(),
    workSummary: text('work_summary').notNull(),
    responsibilities: text('responsibilities'),
    createdAt: createdAt(),
  },
  (t) => [index('experiences_resume_idx').on(t.resumeId)],
);

export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    institute: text('institute').notNull(),
    year: integer('year').notNull(),
    level: text('level').notNull(),
    courseName: text('course_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('qualifications_resume_idx').on(t.resumeId)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    jobSeekerProfileId: integer('job_seeker_profile_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('skills_profile_idx').on(t.jobSeekerProfileId, t.id),
    check('skills_level_check', sql`${t.level} between 1 and 5`),
  ],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    jobSeekerProfileId: integer('job_seeker_profile_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: text('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('languages_profile_idx').on(t.jobSeekerProfileId, t.id)],
);

export const preferences = pgTable(
  'preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first preferred place, readable: SPEC's one `preferred_location` (issue 28, decision 0049). */
    preferredLocation: text('preferred_location').notNull(),
    /** Every preferred place, readable, in the seeker's order (the first is preferred_location). */
    preferredLocations: text('preferred_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workSector: text('work_sector').notNull(),
    workCategory: text('work_category').notNull(),
    salaryRange: text('salary_range').notNull(),
    jobType: text('job_type').notNull(),
    /** Job alerts (issue 10): 'instant', 'daily' or 'off'. */
    alertFrequency: text('alert_frequency').$type<'instant' | 'daily' | 'off'>().notNull().default('off'),
    /** The last daily digest: the next one covers jobs approved after it. */
    lastDigestAt: tstz('last_digest_at'),
    /** The secret of the one-click unsubscribe link in every alert mail (turns alerts off, nothing else). */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('preferences_user_key').on(t.userId),
    uniqueIndex('preferences_unsubscribe_key').on(t.unsubscribeToken),
    // Matching a newly approved job to the alerts that want it.
    index('preferences_alert_match_idx')
      .on(t.workCategory, t.workSector)
      .where(sql`${t.alertFrequency} <> 'off'`),
    check('preferences_alert_check', sql`${t.alertFrequency} in ('instant', 'daily', 'off')`),
  ],
);

/** Every job an alert mail has carried to a seeker: a job is never mailed twice to the same person. */
export const jobAlertsSent = pgTable(
  'job_alerts_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('job_alerts_sent_key').on(t.userId, t.jobId)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    jobSeekerProfileId: integer('job_seeker_profile_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    type: text('type').$type<'cert' | 'other'>().notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One certificates file and one reference letters file per profile (SPEC §2.5: Add / Replace).
    uniqueIndex('documents_profile_type_key').on(t.jobSeekerProfileId, t.type),
    check('documents_type_check', sql`${t.type} in ('cert', 'other')`),
  ],
);

/**
 * Employers' views of a seeker's profile (issue 12): one row per profile, company and day, so that the
 * seeker's "viewed by N employers in the last 30 days" is a count over at most 30 rows per company.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    jobSeekerProfileId: integer('job_seeker_profile_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(1),
  },
  (t) => [uniqueIndex('profile_views_key').on(t.jobSeekerProfileId, t.day, t.companyId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_jobs_key').on(t.userId, t.jobId),
    index('saved_jobs_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);
