import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ageBandBounds } from '@portal/shared/rules/talent-pool';
import type { TalentPoolQuery } from '@portal/shared/schemas/talent-pool';
import type { DbOrTx } from '../../db/client';
import { jobSeekerProfiles as p, preferences as f } from '../../db/schema';
import { containsPattern } from '../../lib/like';

// The talent pool query (issue 12). Visible profiles only: not hidden ('Hide my Profile') and not
// deleted — the same predicate as the partial index job_seeker_profiles_visible_idx, which also serves
// the order (newest update first). The preference filters join the seeker's one preference row; without
// them the count never touches preferences.

const visibleProfileSql = sql`${p.seekingJob} and ${p.deletedAt} is null`;

export type TalentPoolFilters = Omit<TalentPoolQuery, 'page'>;

function conditions(filters: TalentPoolFilters, today: string): { where: SQL; needsPreference: boolean } {
  const parts: SQL[] = [visibleProfileSql];
  if (filters.gender) parts.push(eq(p.gender, filters.gender));
  if (filters.nationality) parts.push(eq(p.nationality, filters.nationality));
  if (filters.qualification) parts.push(eq(p.qualification, filters.qualification));
  if (filters.experience) parts.push(eq(p.experience, filters.experience));
  if (filters.name) parts.push(sql`${p.name} ilike ${containsPattern(filters.name)}`);
  if (filters.age) {
    const { bornAfter, bornOnOrBefore } = ageBandBounds(filters.age, today);
    if (bornAfter) parts.push(sql`${p.dob} > ${bornAfter}`);
    if (bornOnOrBefore) parts.push(sql`${p.dob} <= ${bornOnOrBefore}`);
  }
  const prefs: SQL[] = [];
  if (filters.sector) prefs.push(eq(f.workSector, filters.sector));
  if (filters.category) prefs.push(eq(f.workCategory, filters.category));
  if (filters.type) prefs.push(eq(f.jobType, filters.type));
  if (filters.location) prefs.push(eq(f.preferredLocation, filters.location));
  return { where: and(...parts, ...prefs)!, needsPreference: prefs.length > 0 };
}

/** The job title a card shows: the experience marked current, else the one that started last. */
const currentJobSql = sql<string | null>`(
  select e.job_title from resumes r join experiences e on e.resume_id = r.id
  where r.job_seeker_profile_id = job_seeker_profiles.id
  order by e.current desc, e.year_from desc, e.id desc limit 1)`;

/** One page of cards and the number of matching profiles. */
export async function searchTalentPool(
  db: DbOrTx,
  opts: { filters: TalentPoolFilters; today: string; limit: number; offset: number },
) {
  const { where, needsPreference } = conditions(opts.filters, opts.today);
  const page = db
    .select({
      userId: p.userId,
      name: p.name,
      picture: p.picture,
      qualification: p.qualification,
      experience: p.experience,
      currentJob: currentJobSql,
    })
    .from(p);
  const count = db.select({ n: sql<number>`count(*)::int` }).from(p);
  const [rows, [counted]] = await Promise.all([
    (needsPreference ? page.innerJoin(f, eq(f.userId, p.userId)) : page)
      .where(where)
      .orderBy(desc(p.updatedAt), desc(p.id))
      .limit(opts.limit)
      .offset(opts.offset),
    (needsPreference ? count.innerJoin(f, eq(f.userId, p.userId)) : count).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
