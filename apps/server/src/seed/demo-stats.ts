import { and, eq, isNotNull } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { addDays, daysFrom, maldivesDay } from '@portal/shared/rules/stats-days';
import type { App } from '../app';
import { jobDayStats, jobs, jobViews } from '../db/schema';
import { rollUpJobDays } from '../modules/job-stats/service';

// The insights' history of the demo (issue 32): every published demo job gets views, applications and
// shortlists for each day from its publication to yesterday, so the employer's charts have something
// to show after `npm start`. Numbers come from a fixed formula (no randomness): the same demo every time.
// Then the rollup runs over the whole history, so the demo applications that really exist count on
// their days (today's and yesterday's numbers are the rollup's and the view counter's only).

/** How far back the rollup of the demo's real applications looks (older demo jobs are 40 days old). */
const HISTORY_DAYS = 120;

/** A repeatable wobble in [0, 1) from two numbers (a job, a day). */
const wobble = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};

/** The day `k` of job `id`'s advert: busy in its first week, then settling; fewer on Fridays. */
export function demoDay(id: number, k: number, weekday: number) {
  const interest = 20 + (id % 7) * 6;
  const fade = k < 7 ? 1.4 - k * 0.06 : 0.9;
  const friday = weekday === 5 ? 0.6 : 1;
  const views = Math.round(interest * fade * friday * (0.6 + 0.8 * wobble(id, k)));
  const applications = Math.floor(views * (0.03 + 0.05 * wobble(k, id)));
  const shortlisted = k >= 2 && wobble(id + k, 3) > 0.7 ? Math.min(1, applications) : 0;
  return { views, applications, shortlisted };
}

export async function seedDemoStats(app: App, now: number): Promise<void> {
  const yesterday = addDays(maldivesDay(now), -1);
  const published = await app.db
    .select({ id: jobs.id, approvedAt: jobs.approvedAt })
    .from(jobs)
    .where(and(eq(jobs.approved, JOB_APPROVAL.approved), isNotNull(jobs.approvedAt)));
  const rows: (typeof jobDayStats.$inferInsert)[] = [];
  for (const job of published) {
    daysFrom(maldivesDay(new Date(job.approvedAt!)), yesterday).forEach((day, k) => {
      rows.push({ jobId: job.id, day, ...demoDay(job.id, k, new Date(`${day}T00:00:00Z`).getUTCDay()) });
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
