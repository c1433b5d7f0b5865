import { and, gte, lt, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../lib/deps';
import { maldivesMonthSql } from '../../lib/periods';
import { adminActions, jobs } from '../../db/schema';

// The jobs part of the operators' monthly figures (issue 32, decision 0053), asked by modules/admin.

export interface JobsMonth {
  posted: number;
  approved: number;
  /** Hours from posting to first approval, the median of the month's approvals, one decimal. */
  medianHoursToApproval: number | null;
}

/**
 * Jobs posted (by `created_at`) and first approved per Maldives month between `since` and `until` (ISO,
 * end exclusive). A job's first approval is the earliest of the operators' log (`job.approve`) and its
 * `approved_at`: the column alone forgets an approval when a published job is taken down or edited back
 * to pending, and the log alone misses jobs approved without an operator's action (the demo seed,
 * imports). A job approved again later counts once, in the month of its first approval.
 */
export async function countJobsByMonth(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { since: string; until: string },
): Promise<Map<string, JobsMonth>> {
  const postedMonth = maldivesMonthSql(jobs.createdAt);
  const logged = db
    .select({
      jobId: sql<number>`${adminActions.subjectId}`.as('job_id'),
      at: sql<string>`min(${adminActions.createdAt})`.as('logged_at'),
    })
    .from(adminActions)
    .where(sql`${adminActions.action} = 'job.approve' and ${adminActions.subjectType} = 'job'`)
    .groupBy(adminActions.subjectId)
    .as('logged');
  const firstApproval = sql`least(${jobs.approvedAt}, ${logged.at})`;
  const approvals = db
    .select({
      month: maldivesMonthSql(firstApproval).as('month'),
      hours: sql<number>`extract(epoch from (${firstApproval} - ${jobs.createdAt})) / 3600`.as('hours'),
    })
    .from(jobs)
    .leftJoin(logged, sql`${logged.jobId} = ${jobs.id}`)
    .where(sql`${firstApproval} >= ${opts.since} and ${firstApproval} < ${opts.until}`)
    .as('approvals');
  const [posted, approved] = await Promise.all([
    db
      .select({ month: postedMonth, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(gte(jobs.createdAt, opts.since), lt(jobs.createdAt, opts.until)))
      .groupBy(postedMonth),
    db
      .select({
        month: approvals.month,
        n: sql<number>`count(*)::int`,
        median: sql<
          number | string
        >`round((percentile_cont(0.5) within group (order by ${approvals.hours}))::numeric, 1)`,
      })
      .from(approvals)
      .groupBy(approvals.month),
  ]);
  const months = new Map<string, JobsMonth>();
  const monthOf = (key: string) => {
    let m = months.get(key);
    if (!m) months.set(key, (m = { posted: 0, approved: 0, medianHoursToApproval: null }));
    return m;
  };
  for (const row of posted) monthOf(row.month).posted = row.n;
  for (const row of approved) {
    const m = monthOf(row.month);
    m.approved = row.n;
    m.medianHoursToApproval = row.median === null ? null : Number(row.median);
  }
  return months;
}
