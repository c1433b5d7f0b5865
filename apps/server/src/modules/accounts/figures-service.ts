import { and, gte, lt, sql } from 'drizzle-orm';
import { ROLES } from '@portal/shared/constants';
import type { ServiceDeps } from '../../lib/deps';
import { maldivesMonthSql } from '../../lib/periods';
import { users } from '../../db/schema';

// The sign-ups of the operators' monthly figures (issue 32, decision 0053), asked by modules/admin.

export interface SignupsMonth {
  jobseekers: number;
  employers: number;
}

/**
 * Accounts created per Maldives month and role between `since` and `until` (ISO, end exclusive). An
 * account deleted since still signed up that month, so it counts; operators' accounts are not sign-ups.
 */
export async function countSignupsByMonth(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { since: string; until: string },
): Promise<Map<string, SignupsMonth>> {
  const month = maldivesMonthSql(users.createdAt);
  const rows = await db
    .select({
      month,
      jobseekers: sql<number>`(count(*) filter (where ${users.role} = ${ROLES.jobseeker}))::int`,
      employers: sql<number>`(count(*) filter (where ${users.role} = ${ROLES.employer}))::int`,
    })
    .from(users)
    .where(and(gte(users.createdAt, opts.since), lt(users.createdAt, opts.until)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, { jobseekers: r.jobseekers, employers: r.employers }]));
}
