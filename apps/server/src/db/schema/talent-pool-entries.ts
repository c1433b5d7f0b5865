import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { jobSeekerProfiles } from './seekers';

/**
 * The talent pool's own narrow relation (issue 34, docs/decisions/0061): one row per profile employers
 * may find (seeking a job, not deleted), holding what a pool page and its count read: the filters, the
 * order, and the card (name, picture, qualification, experience, the current job's title). A count reads
 * these rows (about 240 bytes, 31 to a page) instead of the profiles' (a third as many to a page), and a
 * card's current job is a column rather than a lookup of resumes and experiences per card. Written only
 * by the triggers of migration 0030 (talent_pool_sync_*), in the transaction of every write to
 * job_seeker_profiles, resumes and experiences, so it is never out of step whoever writes; never written
 * by application code.
 */
export const talentPoolEntries = pgTable(
  'talent_pool_entries',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    gender: text('gender').notNull(),
    nationality: text('nationality').notNull(),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    prefSector: text('pref_sector'),
    prefCategory: text('pref_category'),
    prefType: text('pref_type'),
    willingToRelocate: boolean('willing_to_relocate').notNull(),
    placeKeys: text('place_keys').array().notNull(),
    /** talent_pool_current_job(profile): the experience marked current, else the one that started last. */
    currentJob: text('current_job'),
  },
  (t) => [
    // Newest update first: a page of an unselective search walks this and stops after one page.
    index('talent_pool_entries_recent_idx').on(
      t.updatedAt.desc().nullsFirst(),
      t.profileId.desc().nullsFirst(),
    ),
    // One index per filter: PostgreSQL combines the selective ones (bitmap AND) for a count and a page.
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
      ] as const
    ).map(([name, column]) => index(`talent_pool_entries_${name}_idx`).on(column)),
    // Places (decision 0049): any of the asked places' keys.
    index('talent_pool_entries_place_keys_idx').using('gin', t.placeKeys),
    // "Willing to relocate" in the pool's order.
    index('talent_pool_entries_relocate_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.profileId.desc().nullsFirst())
      .where(sql`${t.willingToRelocate}`),
    // The name search ("contains"): trigrams (pg_trgm, migration 0012).
    index('talent_pool_entries_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
