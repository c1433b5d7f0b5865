import { sql, type SQL } from 'drizzle-orm';
import type { LookupField } from '@portal/shared/lookups';

// Which columns hold which lookup field's values (rows store the value itself, db/schema/). Renaming a
// value updates every one of them in the same transaction; removing one is refused while any holds it.
// Issues that add tables with lookup-backed columns (seekers, preferences) add them here.
export const LOOKUP_USAGE: Partial<Record<LookupField, { table: string; column: string }[]>> = {
  work_sectors: [
    { table: 'jobs', column: 'sector' },
    { table: 'companies', column: 'sector' },
    { table: 'preferences', column: 'work_sector' },
  ],
  work_categories: [
    { table: 'jobs', column: 'category' },
    { table: 'preferences', column: 'work_category' },
    { table: 'experiences', column: 'job_category' },
  ],
  job_types: [
    { table: 'jobs', column: 'type' },
    { table: 'preferences', column: 'job_type' },
  ],
  salary_range: [
    { table: 'jobs', column: 'salary_range' },
    { table: 'preferences', column: 'salary_range' },
  ],
  // Jobs and companies hold a place now (issue 28, decisions 0045 and 0050: readable location + structured
  // columns; renamed and mapped from the console's Places tab, db/place-usage.ts), not a value of this
  // list; profiles and preferences follow in their slice.
  preferred_locations: [
    { table: 'job_seeker_profiles', column: 'address' },
    { table: 'preferences', column: 'preferred_location' },
  ],
  qualifications: [
    { table: 'jobs', column: 'qualification' },
    { table: 'job_seeker_profiles', column: 'qualification' },
    { table: 'qualifications', column: 'level' },
  ],
  experience: [
    { table: 'jobs', column: 'experience' },
    { table: 'job_seeker_profiles', column: 'experience' },
  ],
  gender: [{ table: 'job_seeker_profiles', column: 'gender' }],
  nationality: [{ table: 'job_seeker_profiles', column: 'nationality' }],
  rate_employer_role: [{ table: 'job_seeker_profiles', column: 'employment_status' }],
};

export function usageOf(field: string) {
  return LOOKUP_USAGE[field as LookupField] ?? [];
}

/** `"table"."column"` as SQL (names come from the map above, never from a request). */
export function usageColumn(use: { table: string; column: string }): { table: SQL; column: SQL } {
  return { table: sql`${sql.identifier(use.table)}`, column: sql`${sql.identifier(use.column)}` };
}
