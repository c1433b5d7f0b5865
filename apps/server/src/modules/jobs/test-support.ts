import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { openJobSql } from '../../db/job-visibility';
import { jobs } from '../../db/schema';

// For the tests of the keyword search relation (job-search*.test.ts, the migration's test): what
// job_search should say, computed from jobs directly.

type Rows<T> = { rows: T[] };

/**
 * Jobs whose search row is missing or says otherwise than the job (listed, sort keys, vector), and rows
 * left without their job. Empty when the relation is in step.
 */
export async function outOfStepJobs(db: DbOrTx): Promise<number[]> {
  const result = (await db.execute(sql`
    select coalesce(j.id, s.job_id) as id
    from jobs j full join job_search s on s.job_id = j.id
    where j.id is null or s.job_id is null
      or s.listed is distinct from (j.approved = 1 and j.active)
      or s.created_at is distinct from j.created_at
      or s.expired_at is distinct from j.expired_at
      or s.vector is distinct from job_search_vector(j.title, j.company_name, j.location, j.description)
    order by 1`)) as unknown as Rows<{ id: number | string }>;
  return result.rows.map((r) => Number(r.id));
}

/**
 * The open jobs holding the keyword (and in `category`, when given), read from jobs alone: the vector
 * computed on the spot, in the list's order (ranked first when `rank`).
 */
export async function keywordMatchesFromJobs(
  db: DbOrTx,
  opts: { q: string; category?: string; rank: boolean },
): Promise<number[]> {
  const vector = sql`job_search_vector(${jobs.title}, ${jobs.companyName}, ${jobs.location}, ${jobs.description})`;
  const query = sql`websearch_to_tsquery('english', search_text(${opts.q}))`;
  const result = (await db.execute(sql`
    select ${jobs.id} as id from ${jobs}
    where ${openJobSql()} and ${vector} @@ ${query}
      ${opts.category === undefined ? sql`` : sql`and ${jobs.category} = ${opts.category}`}
    order by ${opts.rank ? sql`ts_rank(${vector}, ${query}) desc,` : sql``} ${jobs.createdAt} desc, ${jobs.id} desc`)) as unknown as Rows<{
    id: number | string;
  }>;
  return result.rows.map((r) => Number(r.id));
}
