import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { RequiredItemFlags } from '@portal/shared/rules/jobs';
import { PLACE_KINDS, type PlaceKind } from '@portal/shared/rules/places';
import { createdAt, updatedAt, tstz } from './columns';
import { subscriptions } from './billing';
import { companies } from './companies';
import { files } from './files';

// Job postings and their view counts.

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
    /** The place as people read it (`Thulhaadhoo, Baa`), from the columns below (rules/places.ts). */
    location: text('location').notNull(),
    /** The structured place (issue 28, decision 0045): island, resort, atoll, anywhere or overseas. */
    // An insert that gives no place (an island without a name: the default) gets it from `location`
    // through the old list's mapping, by the trigger of migration 0024 (legacy_places): the bench's
    // generator, the demo seed and hand inserts write the old values.
    placeKind: text('place_kind').$type<PlaceKind>().notNull().default('island'),
    /** The atoll's letter code (atolls.code); null for anywhere, overseas and a place kept unmapped. */
    placeAtoll: text('place_atoll'),
    placeIsland: text('place_island'),
    /** A resort's name as the employer gave it (free text). */
    placeResort: text('place_resort'),
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
    // Keyword search reads its own narrow relation, kept in step by a trigger: ./job-search.ts.
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
    // A place filter is an atoll (place_atoll), a whole kind (every resort) or one place's text (location).
    const filters = [
      t.sector,
      t.category,
      t.type,
      t.salaryRange,
      t.location,
      t.placeAtoll,
      t.placeKind,
    ] as const;
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
      index('jobs_open_atoll_idx')
        .on(t.placeAtoll, ...newest(), ...others(t.placeAtoll))
        .where(open),
      index('jobs_approval_idx').on(t.approved, t.createdAt),
      index('jobs_updated_idx').on(t.updatedAt),
      check('jobs_approved_check', sql`${t.approved} in (0, 1, 2)`),
      check(
        'jobs_place_kind_check',
        sql.raw(`place_kind in (${PLACE_KINDS.map((k) => `'${k}'`).join(', ')})`),
      ),
      check('jobs_place_check', sql`(${t.placeKind} <> 'atoll' or ${t.placeAtoll} is not null)`),
    ];
  },
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
