import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RequiredItemFlags } from '@portal/shared/rules/jobs';

// One schema for PGlite and PostgreSQL (SQL kept within PostgreSQL 15). Lookup-backed columns hold the
// lookup value itself (e.g. 'Private (Tourism)'): the public API filters and shows those values.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: smallint('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Account deleted by its owner (SPEC §2.3 Terms: deletion marks data as deleted). */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // The latest deletion is part of the public cache stamp (modules/jobs/public-cache.ts, read on every
    // public request): max(deleted_at) is one lookup in this index, which holds deleted accounts only.
    index('users_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
  ],
);

/** Login sessions: opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring tokens mailed to users (email verification, password reset). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Uploaded files: the storage key is random; the original name and detected type are kept here. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * False for a file uploaded ahead of the record that will hold it (`POST document-upload`): such a
     * file is an opaque `uri` of its uploader until attached, and removed after a day if never attached.
     */
    attached: boolean('attached').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`not ${t.attached}`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: text('size'),
    sector: text('sector'),
    process: text('process'),
    email: text('email'),
    address: text('address'),
    location: text('location'),
    hrEmail: text('hr_email'),
    hrPhone: text('hr_phone'),
    phone: text('phone'),
    website: text('website'),
    introduction: text('introduction'),
    whyWorkWithUs: text('why_work_with_us'),
    foundedOn: date('founded_on', { mode: 'string' }),
    contact: text('contact'),
    designation: text('designation'),
    logo: text('logo').references(() => files.key, { onDelete: 'set null' }),
    subCompanies: jsonb('sub_companies').$type<{ name: string }[]>().notNull().default([]),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Set when the employer deletes the account: the company leaves every public page. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_user_key').on(t.userId),
    // A–Z letter filter and name search on the employers list; ordering by name.
    index('companies_name_lower_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    // The public answers' cache stamp reads the latest change (modules/jobs/public-cache.ts).
    index('companies_updated_idx').on(t.updatedAt),
  ],
);

export const lookupFields = pgTable(
  'lookup_fields',
  {
    id: serial('id').primaryKey(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lookup_fields_field_value_key').on(t.field, t.value)],
);

/**
 * The four plans of SPEC §9. type 1 annual, 2 pay-per-job; currency 1 MVR, 2 USD. Money is an integer
 * in the currency's minor unit (laari, cents): `_minor` in the name (docs/decisions/0015).
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    sector: text('sector').$type<'private' | 'tourism'>().notNull(),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    pricePerUnitMinor: integer('price_per_unit_minor').notNull(),
    currency: smallint('currency').notNull().default(1),
    durationDays: integer('duration_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('packages_code_key').on(t.code),
    check('packages_type_check', sql`${t.type} in (1, 2)`),
    check('packages_currency_check', sql`${t.currency} in (1, 2)`),
    check('packages_price_check', sql`${t.pricePerUnitMinor} >= 0`),
    check('packages_duration_check', sql`${t.durationDays} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** 1 annual, 2 pay-per-job (SPEC §3 Invoice.package). */
    package: smallint('package').notNull(),
    noOfJobs: integer('no_of_jobs').notNull().default(1),
    tin: text('tin'),
    /** The total in the currency's minor unit (laari, cents). */
    amountMinor: integer('amount_minor').notNull(),
    currency: smallint('currency').notNull().default(1),
    slip: text('slip').references(() => files.key, { onDelete: 'set null' }),
    slipUploadedAt: tstz('slip_uploaded_at'),
    /** Why the operators sent the last slip back; cleared when a new slip is linked. */
    slipRejectedReason: text('slip_rejected_reason'),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    index('invoices_paid_idx').on(t.paidAt),
    // At most one unpaid invoice per company (SPEC §4: 'Change Package' edits the pending one).
    uniqueIndex('invoices_one_open_key')
      .on(t.companyId)
      .where(sql`${t.paidAt} is null and ${t.cancelledAt} is null`),
    // The operators' queue: slips waiting for approval, oldest first.
    index('invoices_awaiting_idx')
      .on(t.slipUploadedAt)
      .where(sql`${t.paidAt} is null and ${t.slipUploadedAt} is not null`),
    check('invoices_package_check', sql`${t.package} in (1, 2)`),
    check('invoices_currency_check', sql`${t.currency} in (1, 2)`),
    check('invoices_amount_check', sql`${t.amountMinor} >= 0`),
    check('invoices_no_of_jobs_check', sql`${t.noOfJobs} >= 1`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    startsAt: tstz('starts_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** Pay-per-job: postings bought and used. Annual: unlimited (null). */
    jobsTotal: integer('jobs_total'),
    jobsUsed: integer('jobs_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.type, t.expiresAt),
    // One invoice activates one subscription: confirming a payment twice cannot activate twice.
    uniqueIndex('subscriptions_invoice_key').on(t.invoiceId),
    check('subscriptions_type_check', sql`${t.type} in (1, 2)`),
    check(
      'subscriptions_jobs_check',
      sql`${t.jobsUsed} >= 0 and (${t.jobsTotal} is null or (${t.jobsTotal} >= 0 and ${t.jobsUsed} <= ${t.jobsTotal}))`,
    ),
    check('subscriptions_period_check', sql`${t.expiresAt} > ${t.startsAt}`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subsId: integer('subs_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Sanitised HTML: sanitised on write, rendered as stored. */
    description: text('description').notNull(),
    sector: text('sector').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    refNo: text('ref_no'),
    positions: text('positions').notNull(),
    salaryRange: text('salary_range').notNull(),
    location: text('location').notNull(),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    /** The hiring company's name as posted: the main company or one of its sub companies. */
    companyName: text('company_name').notNull(),
    interviewStartsOn: tstz('interview_starts_on'),
    expiredAt: tstz('expired_at').notNull(),
    /** 0 pending, 1 published, 2 rejected. */
    approved: smallint('approved').notNull().default(0),
    approvedAt: tstz('approved_at'),
    rejectReason: text('reject_reason'),
    /** When the employer was reminded that the job closes in three days (sent once). */
    closingReminderAt: tstz('closing_reminder_at'),
    /** False once force-closed by the employer (the wire keeps 1/0). */
    active: boolean('active').notNull().default(true),
    attachment: text('attachment').references(() => files.key, { onDelete: 'set null' }),
    applicationForm: text('application_form').references(() => files.key, { onDelete: 'set null' }),
    reqEmail: text('req_email'),
    preventOnlineApplication: boolean('prevent_online_application').notNull().default(false),
    preventInternationalApplicants: boolean('prevent_international_applicants').notNull().default(false),
    requiredItems: jsonb('required_items').$type<RequiredItemFlags>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Keyword search: title, company name, then description (HTML tags are not indexed by the parser). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => {
    // Every public query carries the "open" predicate; partial indexes keep them small and ordered.
    const open = sql`${t.approved} = 1 and ${t.active}`;
    // Newest first as the queries write it (DESC is NULLS FIRST in PostgreSQL; drizzle's .desc() alone
    // says NULLS LAST, which no `order by … desc` can use). Each list index leads with one filter, then
    // the order, then every other filter column: a page or a count of any filter combination is an
    // index-only scan that reads the matching entries in order and never visits the table (issue 13).
    // (A function: drizzle's .desc() marks the column object itself, so each index needs its own call.)
    const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expiredAt] as const;
    const filters = [t.sector, t.category, t.type, t.salaryRange, t.location] as const;
    const others = (lead: (typeof filters)[number]) => filters.filter((c) => c !== lead);
    return [
      index('jobs_company_idx').on(t.companyId, t.createdAt),
      index('jobs_open_recent_idx')
        .on(...newest(), ...filters)
        .where(open),
      index('jobs_open_expiry_idx').on(t.expiredAt).where(open),
      index('jobs_open_sector_idx')
        .on(t.sector, ...newest(), ...others(t.sector))
        .where(open),
      index('jobs_open_category_idx')
        .on(t.category, ...newest(), ...others(t.category))
        .where(open),
      index('jobs_open_type_idx')
        .on(t.type, ...newest(), ...others(t.type))
        .where(open),
      index('jobs_open_salary_idx')
        .on(t.salaryRange, ...newest(), ...others(t.salaryRange))
        .where(open),
      index('jobs_open_location_idx')
        .on(t.location, ...newest(), ...others(t.location))
        .where(open),
      index('jobs_approval_idx').on(t.approved, t.createdAt),
      index('jobs_updated_idx').on(t.updatedAt),
      index('jobs_search_idx').using('gin', t.searchVector),
      check('jobs_approved_check', sql`${t.approved} in (0, 1, 2)`),
    ];
  },
);

/**
 * Rate-limit counters shared by every instance (plugins/rate-limit-store.ts): one row per route and
 * client, counting hits until `reset_at`. Expired rows are purged hourly (plugins/maintenance.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tstz('reset_at').notNull(),
});

/**
 * Durable background work (DESIGN §6, docs/decisions/0011): every side effect that must not be lost — a
 * mail today, partner and social deliveries, alerts and reminders later — is a row written in the same
 * transaction as the change that causes it, and delivered by the worker (plugins/outbox.ts) with retries
 * and backoff. `key` makes an enqueue idempotent and names the delivery (a stable Message-ID for mails).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → done, or dead after the last attempt failed. */
    status: text('status').$type<'pending' | 'done' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then; a worker that died lets it go when the lease ends. */
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    uniqueIndex('outbox_key_key').on(t.key),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'done', 'dead')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * What the operators did (issue 8): who, what, to which record, when. Written in the same transaction as
 * the action; the dashboard lists the latest.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'invoice.confirm-payment', 'invoice.reject-slip', 'company.verify', 'field.rename'. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    /**
     * What it acted on, named as it was then ("'Boat Captain' of Sunset Reef", "INV-12 for Sunset Reef"):
     * the log stays true after a rename or a deletion (decision 0034). Null only for rows no backfill
     * could name.
     */
    targetLabel: text('target_label'),
    /** What changed, for the record (a reason, the old and new value). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt.desc())],
);

/**
 * How often each job was viewed (issue 9). Its own table, so that counting never touches `jobs` (whose
 * updated_at moves the public lists' cache stamp); counts are buffered in memory and added in one
 * statement every few seconds (modules/jobs/view-counter.ts).
 */
export const jobViews = pgTable('job_views', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

// ---- Jobseekers (issue 10; SPEC §3). Lookup-backed columns hold the value (db/lookup-usage.ts). ----

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_seeker_profiles_user_key').on(t.userId),
    // One partial index per talent pool filter: PostgreSQL combines the selective ones (bitmap AND) and
    // counts an unselective one from its index alone.
    ...(
      [
        ['gender', t.gender],
        ['nationality', t.nationality],
        ['qualification', t.qualification],
        ['experience', t.experience],
        ['dob', t.dob],
        ['pref_sector', t.prefSector],
        ['pref_category', t.prefCategory],
        ['pref_type', t.prefType],
        ['pref_location', t.prefLocation],
      ] as const
    ).map(([name, column]) =>
      index(`job_seeker_profiles_pool_${name}_idx`)
        .on(column)
        .where(sql`${t.seekingJob} and ${t.deletedAt} is null`),
    ),
    // The talent pool (issue 12) reads visible profiles only, newest update first. The filter columns
    // follow the order columns so that a page and most counts are index-only scans of this one index.
    index('job_seeker_profiles_visible_idx')
      .on(
        t.updatedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.gender,
        t.nationality,
        t.qualification,
        t.experience,
        t.dob,
        t.userId,
      )
      .where(sql`${t.seekingJob} and ${t.deletedAt} is null`),
    // The talent pool's name search ("contains"): trigrams (pg_trgm, created by migration 0012).
    index('job_seeker_profiles_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.seekingJob} and ${t.deletedAt} is null`),
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
    preferredLocation: text('preferred_location').notNull(),
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

/**
 * Applications (issue 11; SPEC §3 Application): one per seeker and job (the unique key is what makes
 * "apply once" hold under racing requests). The files are the seeker's, kept for the employer who
 * received them even after the seeker deletes the account.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    coverNote: text('cover_note').notNull(),
    customResume: text('custom_resume').references(() => files.key, { onDelete: 'set null' }),
    applicationForm: text('application_form').references(() => files.key, { onDelete: 'set null' }),
    /** The job's required items the seeker attached: [{ item, key, name }]. */
    documents: jsonb('documents')
      .$type<{ item: string; key: string; name: string }[]>()
      .notNull()
      .default([]),
    /** SPEC §3: null means applied. */
    status: smallint('status'),
    /** 1 shortlisted (SPEC §4 Application). */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** When the employer first opened it (the seeker sees 'viewed'). */
    viewedAt: tstz('viewed_at'),
    /** When the seeker was told of the shortlist (once per application). */
    shortlistMailedAt: tstz('shortlist_mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_company_recent_idx').on(t.companyId, t.createdAt.desc()),
    index('applications_candidate_recent_idx').on(t.candidateId, t.createdAt.desc()),
  ],
);

/**
 * Settings the portal decides once and keeps across restarts (key → value). The bank job form's
 * `job_form.first_seen_at` is written on the form's first read: without JOB_FORM_CLOSES_AT the vacancy
 * closes a month after it (modules/job-form/service.ts).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Applications sent through the one-off public bank job form (SPEC §2.3, §3). */
export const jobFormSubmissions = pgTable(
  'job_form_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    prefBranch: text('pref_branch').notNull(),
    /** The client address that sent it (abuse checks only). */
    client: text('client'),
    createdAt: createdAt(),
  },
  (t) => [
    // The operators' list: newest first, optionally of one branch.
    index('job_form_submissions_branch_idx').on(t.prefBranch, t.createdAt.desc()),
    index('job_form_submissions_recent_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Files uploaded through `POST job-form/upload` (no account): the files row holds the name and type
 * (owner null, not attached); this row says who uploaded it and, once submitted, which submission and
 * slot hold it. Uploads not submitted within an hour are removed with their bytes.
 */
export const jobFormUploads = pgTable(
  'job_form_uploads',
  {
    key: text('key')
      .primaryKey()
      .references(() => files.key, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    submissionId: integer('submission_id').references(() => jobFormSubmissions.id, { onDelete: 'cascade' }),
    slot: text('slot'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_form_uploads_submission_slot_key').on(t.submissionId, t.slot),
    index('job_form_uploads_unsubmitted_idx')
      .on(t.createdAt)
      .where(sql`${t.submissionId} is null`),
  ],
);
