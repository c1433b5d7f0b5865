import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ageBandBounds } from '@portal/shared/rules/talent-pool';
import type { TalentPoolQuery } from '@portal/shared/schemas/talent-pool';
import type { DbOrTx } from '../../db/client';
import { talentPoolEntries as p } from '../../db/schema';
import { containsPattern } from '../../lib/like';

// The talent pool query (issue 12). It reads talent_pool_entries (issue 34, decision 0061): one narrow row
// per profile employers may find (seeking a job, not deleted), kept by the triggers of migration 0030
// whoever writes the profile, its preference, resume or experiences. Each filter has its own index there,
// the order (newest update first) too, and the card's current job is a column: a search is one table, no
// join, no lookup per card.

/** The query's filters, its places already turned into keys (./place-keys.ts). */
export type TalentPoolFilters = Partial<Omit<TalentPoolQuery, 'page' | 'location'>> & {
  placeKeys: string[] | null;
};

function conditions(filters: TalentPoolFilters, today: string): SQL {
  const parts: SQL[] = [];
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
  if (filters.sector) parts.push(eq(p.prefSector, filters.sector));
  if (filters.category) parts.push(eq(p.prefCategory, filters.category));
  if (filters.type) parts.push(eq(p.prefType, filters.type));
  // Any of the places' keys: the GIN index over place_keys (issue 28, decision 0049).
  if (filters.placeKeys) {
    const keys = sql.join(
      filters.placeKeys.map((k) => sql`${k}`),
      sql`, `,
    );
    parts.push(sql`${p.placeKeys} && array[${keys}]::text[]`);
  }
  if (filters.relocate) parts.push(sql`${p.willingToRelocate}`);
  return and(...parts) ?? sql`true`;
}

/**
 * One page of cards and the number of matching profiles, in one statement (issue 34, point 3): the count
 * and the page are two subqueries, each planned on its own (the count from a filter's index, the page
 * walking the newest-update order), joined on `true` so that a page past the end still answers the count.
 * Not `count(*) over ()`, which would read every matching profile in the page's order before the LIMIT.
 */
export async function searchTalentPool(
  db: DbOrTx,
  opts: { filters: TalentPoolFilters; today: string; limit: number; offset: number },
) {
  const where = conditions(opts.filters, opts.today);
  const counted = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(p)
    .where(where)
    .as('counted');
  const page = db
    .select({
      userId: p.userId,
      name: p.name,
      picture: p.picture,
      qualification: p.qualification,
      experience: p.experience,
      currentJob: p.currentJob,
      updatedAt: p.updatedAt,
      id: p.profileId,
    })
    .from(p)
    .where(where)
    .orderBy(desc(p.updatedAt), desc(p.profileId))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  const rows = await db
    .select({
      total: counted.n,
      userId: page.userId,
      name: page.name,
      picture: page.picture,
      qualification: page.qualification,
      experience: page.experience,
      currentJob: page.currentJob,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.updatedAt), desc(page.id));
  const cards = rows.flatMap(({ total: _total, userId, ...card }) =>
    userId === null ? [] : [{ userId, ...card }],
  );
  return { rows: cards, total: rows[0]?.total ?? 0 };
}
