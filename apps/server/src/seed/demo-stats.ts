import { and, eq, isNotNull } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { addDays, daysFrom, maldivesDay } from '@portal/shared/rules/stats-days';
import type { App } from '../app';
import { jobDayStats, jobs, jobViews } from '../db/schema';
import { rollUpJobDays } from '../modules/job-stats/service';

// The insights' history of the demo (issue 32, decision 0056): every published demo job gets views for
// each day from its publication to yesterday (or its closing day), from a fixed formula (no randomness),
// and its view counter is their sum; the applications and shortlists per day are then rolled up from the
// demo's real application rows and stage history, so a chart and the job's counts always agree.

/** How far back the rollup of the demo's real applications looks (the oldest demo jobs are 4 months old). */
const HISTORY_DAYS = 200;

/** A repeatable wobble in [0, 1) from two numbers (a job, a day). */
const wobble = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};

/** The views of day `k` of job `id`'s advert: busy in its first week, then settling; fewer on Fridays. */
export function demoDayViews(id: number, k: number, weekday: number): number {
  const interest = 20 + (id % 7) * 6;
  const fade = k < 7 ? 1.4 - k * 0.06 : 0.9;
  const friday = weekday === 5 ? 0.6 : 1;
  return Math.round(interest * fade * friday * (0.6 + 0.8 * wobble(id, k)));
}

export async function seedDemoStats(app: App, now: number): Promise<void> {
  const yesterday = addDays(maldivesDay(now), -1);
  const published = await app.db
    .select({ id: jobs.id, approvedAt: jobs.approvedAt, expiredAt: jobs.expiredAt })
    .from(jobs)
    .where(and(eq(jobs.approved, JOB_APPROVAL.approved), isNotNull(jobs.approvedAt)));
  const rows: (typeof jobDayStats.$inferInsert)[] = [];
  for (const job of published) {
    const closed = maldivesDay(new Date(job.expiredAt));
    const last = closed < yesterday ? closed : yesterday;
    daysFrom(maldivesDay(new Date(job.approvedAt!)), last).forEach((day, k) => {
      const views = demoDayViews(job.id, k, new Date(`${day}T00:00:00Z`).getUTCDay());
      rows.push({ jobId: job.id, day, views, applications: 0, shortlisted: 0 });
    });
  }
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.jobId, (totals.get(r.jobId) ?? 0) + (r.views ?? 0));
  await app.db.transaction(async (tx) => {
    // A few hundred rows at a time: one statement's parameters stay well under PostgreSQL's limit.
    for (let i = 0; i < rows.length; i += 500) await tx.insert(jobDayStats).values(rows.slice(i, i + 500));
    if (totals.size) {
      await tx
        .insert(jobViews)
        .values([...totals].map(([jobId, views]) => ({ jobId, views })))
        .onConflictDoNothing();
    }
  });
  await rollUpJobDays({ db: app.db }, { now: () => now, days: HISTORY_DAYS });
}
