import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The gazetteer (issue 28, decision 0045): the 20 administrative atolls and Malé City, and their inhabited
// islands (Malé City's wards). Seeded by migration 0024 from ../shared/data/maldives-islands.json; lookup
// data that operators may extend (a new island). Jobs hold the atoll's letter code and the island's name.

export const atolls = pgTable(
  'atolls',
  {
    /** The letter code (`B` for Baa, `MLE` for Malé City): what places store. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    officialName: text('official_name').notNull(),
    /** ISO 3166-2:MV, e.g. MV-20. */
    iso: text('iso').notNull(),
    /** An approximate centre, for a schematic map (degrees). */
    centreLat: real('centre_lat').notNull(),
    centreLon: real('centre_lon').notNull(),
    /** North to south, as the data file lists them. */
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('atolls_name_key').on(t.name)],
);

export const islands = pgTable(
  'islands',
  {
    id: serial('id').primaryKey(),
    atollCode: text('atoll_code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.atollCode], foreignColumns: [atolls.code] }).onUpdate('cascade'),
    // 14 names repeat across atolls: an island is unique within its atoll only.
    uniqueIndex('islands_atoll_name_key').on(t.atollCode, t.name),
    check('islands_name_check', sql`${t.name} <> '' and position(',' in ${t.name}) = 0`),
  ],
);

/**
 * The old flat list's values (LOOKUPS.md preferred_locations) and the place each one is now (issue 28,
 * point 5; the same mapping as rules/places.ts's legacyPlace and formatPlace, checked by
 * test/places-migration.test.ts). Read by the trigger that gives a job inserted without a place its place.
 */
export const legacyPlaces = pgTable('legacy_places', {
  old: text('old').primaryKey(),
  kind: text('kind').notNull(),
  atoll: text('atoll'),
  island: text('island'),
  /** The readable place the old value becomes (`Malé, Malé City` for `Male'`). */
  readable: text('readable').notNull(),
});
