import { sql, type SQL } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { jobs } from '../../db/schema';

// The jobs module's definition of which jobs the public sees, as SQL (the shared rule is
// rules/jobs.ts isJobOpen). Other modules that count or list public jobs use these fragments so that
// every list agrees. The values are literals, not parameters, so that the planner can match the partial
// indexes `where approved = 1 and active = 1` of db/schema.ts.

const approved = sql.raw(String(JOB_APPROVAL.approved));

/** Published by an admin (open, expired or force-closed): what jobView and the employer profile show. */
export function publishedJobSql(): SQL {
  return sql`${jobs.approved} = ${approved}`;
}

/** Open: published, not force-closed, closing date after now. The only jobs listed publicly. */
export function openJobSql(): SQL {
  return sql`${jobs.approved} = ${approved} and ${jobs.active} = 1 and ${jobs.expiredAt} > now()`;
}
