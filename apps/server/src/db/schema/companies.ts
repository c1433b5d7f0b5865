import { sql } from 'drizzle-orm';
import type { PlaceKind } from '@portal/shared/rules/places';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz } from './columns';
import { users } from './accounts';
import { files } from './files';

// Employers' companies.

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
    /** The place as people read it (`Thulhaadhoo, Baa`), from the columns below (rules/places.ts). */
    location: text('location'),
    /**
     * The structured place (issue 28, decision 0050), as a job's (0045); all null without a location. An
     * insert with a location and no place gets it through the old list's mapping (trigger of 0027).
     */
    placeKind: text('place_kind').$type<PlaceKind>(),
    placeAtoll: text('place_atoll'),
    placeIsland: text('place_island'),
    placeResort: text('place_resort'),
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
    /** Set once the two default message templates were given (issue 27): deleting them does not bring them back. */
    messageTemplatesSeeded: boolean('message_templates_seeded').notNull().default(false),
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
    check(
      'companies_place_kind_check',
      sql`${t.placeKind} is null or ${t.placeKind} in ('island', 'resort', 'atoll', 'anywhere', 'overseas')`,
    ),
    check(
      'companies_place_check',
      sql`(${t.placeKind} is distinct from 'atoll' or ${t.placeAtoll} is not null)`,
    ),
  ],
);
