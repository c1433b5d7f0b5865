import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// For the tests of the talent pool's relation (talent-pool-entries*.test.ts, the migration's test): what
// talent_pool_entries should say, computed from the profiles, resumes and experiences directly.

/**
 * Profiles whose entry is missing, says otherwise than the profile (a filter, the order, the card, the
 * current job), or should not be there (hidden, deleted), and entries left without their profile. Empty
 * when the relation is in step.
 */
export async function outOfStepProfiles(db: DbOrTx): Promise<number[]> {
  const result = (await db.execute(sql`
    with findable as (
      select p.*, (
        select e.job_title from resumes r join experiences e on e.resume_id = r.id
        where r.job_seeker_profile_id = p.id
        order by e.current desc, e.year_from desc, e.id desc limit 1) as current_job
      from job_seeker_profiles p where p.seeking_job and p.deleted_at is null)
    select coalesce(f.id, t.profile_id) as id
    from findable f full join talent_pool_entries t on t.profile_id = f.id
    where f.id is null or t.profile_id is null
      or (t.user_id, t.updated_at, t.name, t.picture, t.gender, t.nationality, t.qualification,
        t.experience, t.dob, t.pref_sector, t.pref_category, t.pref_type, t.willing_to_relocate,
        t.place_keys, t.current_job)
      is distinct from (f.user_id, f.updated_at, f.name, f.picture, f.gender, f.nationality,
        f.qualification, f.experience, f.dob, f.pref_sector, f.pref_category, f.pref_type,
        f.willing_to_relocate, f.place_keys, f.current_job)
    order by 1`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}
