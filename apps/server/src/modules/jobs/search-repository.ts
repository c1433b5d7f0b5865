import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobSearch, jobs } from '../../db/schema';
import { openJobSql, openSearchRowSql } from '../../db/job-visibility';
import type { KeywordScan } from './keyword-scan';

// The keyword search (issue 34, docs/decisions/0040): pages and counts read job_search, the narrow
// relation a trigger keeps in step with jobs (db/schema/job-search.ts), never the wide job rows; only the
// 20 rows of a page are read from jobs afterwards (./repository.ts).

/**
 * The keyword as PostgreSQL reads it: websearch syntax ("a phrase", -word, or), apostrophes removed by
 * search_text as when the vectors were made (migration 0019), so "Hondaidhoo" and "Hon'daidhoo" are one word.
 */
export const keywordQuery = (q: string) => sql`websearch_to_tsquery('english', search_text(${q}))`;

/**
 * Open jobs' search rows that hold the keyword and, when `others` (conditions on jobs) is given, belong to
 * jobs that meet it: a semi-join the planner can answer from the jobs_open_* indexes alone. `walk` writes
 * the keyword's test so that no index answers it (`coalesce` of a never-null test: the same rows), and the
 * planner walks the recency index instead of reading every match from the GIN index (./keyword-scan.ts).
 */
function matching(q: string, others: SQL | undefined, opts: { walk?: boolean } = {}): SQL {
  const holds = sql`${jobSearch.vector} @@ ${keywordQuery(q)}`;
  return and(
    openSearchRowSql(),
    opts.walk ? sql`coalesce(${holds}, false)` : holds,
    others
      ? sql`${jobSearch.jobId} in (select ${jobs.id} from ${jobs} where ${openJobSql()} and ${others})`
      : undefined,
  )!;
}

interface PageOptions {
  q: string;
  others: SQL | undefined;
  /** Ranked (few matches), or newest first read by one of the two scans of ./keyword-scan.ts. */
  rank: boolean;
  scan?: KeywordScan;
  limit: number;
  offset: number;
}

/**
 * One page of the matches' ids, newest first, or by rank first when `rank` (title, then company and place,
 * then description: the vector's weights). A subquery to join the page's jobs to, with its `rank` (0 when
 * not ranked) for the outer order.
 */
export function keywordPageIds(db: DbOrTx, opts: PageOptions) {
  if (!opts.rank && opts.scan === 'matches') return newestOfAllMatches(db, opts);
  const rank = opts.rank
    ? sql<number>`ts_rank(${jobSearch.vector}, ${keywordQuery(opts.q)})`
    : sql<number>`0`;
  const newest = [desc(jobSearch.createdAt), desc(jobSearch.jobId)];
  return db
    .select({ id: jobSearch.jobId, rank: rank.as('rank') })
    .from(jobSearch)
    .where(matching(opts.q, opts.others, { walk: !opts.rank }))
    .orderBy(...(opts.rank ? [desc(rank), ...newest] : newest))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
}

/**
 * The `matches` scan: every match read from the GIN index in a subquery of its own (`offset 0` keeps
 * PostgreSQL from merging it into the ordered query, where it could walk the recency index instead), then
 * the page's newest kept by a top-N sort. Its id keeps the name `job_id`, as the other scans' page has it.
 */
function newestOfAllMatches(db: DbOrTx, opts: PageOptions) {
  const all = db
    .select({ jobId: jobSearch.jobId, createdAt: jobSearch.createdAt })
    .from(jobSearch)
    .where(matching(opts.q, opts.others));
  return db
    .select({ id: sql<number>`matches.job_id`.as('job_id'), rank: sql<number>`0`.as('rank') })
    .from(sql`(${all} offset 0) as matches`)
    .orderBy(sql`matches.created_at desc`, sql`matches.job_id desc`)
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
}

/** The ids of the open jobs that hold the keyword: a subquery for a condition `jobs.id in (…)`. */
export function keywordJobIds(db: DbOrTx, q: string) {
  return db.select({ id: jobSearch.jobId }).from(jobSearch).where(matching(q, undefined));
}

/** How many open jobs hold the keyword (and meet `others`). */
export async function countKeywordMatches(db: DbOrTx, q: string, others: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobSearch)
    .where(matching(q, others));
  return row?.n ?? 0;
}
