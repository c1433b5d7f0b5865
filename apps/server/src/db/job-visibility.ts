import { sql, type SQL } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { jobSearch, jobs } from './schema';

// Which jobs the public sees, as SQL: the one definition every module's queries use (the shared rule is
// rules/jobs.ts isJobOpen), so that every list, count, sitemap and feed agrees. Written as
// literals, not parameters, so that the planner can always match the partial
// indexes `where approved = 1 and active` of db/schema/jobs.ts.

const approved = sql.raw(String(JOB_APPROVAL.approved));

/** Published by an admin (open, expired or force-closed): what jobView and the employer profile show. */
export function publishedJobSql(): SQL {
  return sql`${jobs.approved} = ${approved}`;
}

/** Open: published, not force-closed, closing date after now. The only jobs listed publicly. */
export function openJobSql(): SQL {
  return sql`${jobs.approved} = ${approved} and ${jobs.active} and ${jobs.expiredAt} > now()`;
}

/**
 * openJobSql on the keyword search's relation (schema/job-search.ts): `listed` is `approved = 1 and
 * active` as its trigger copies it; the closing date is compared at query time, as above.
 */
export function openSearchRowSql(): SQL {
  return sql`${jobSearch.listed} and ${jobSearch.expiredAt} > now()`;
}
