import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL, ROLES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { Stage } from '@portal/shared/rules/pipeline';
import {
  applicationStageChanges,
  applications,
  jobDayStats,
  jobSeekerProfiles,
  jobViews,
} from '../../db/schema';
import { createViewCounter } from '../jobs/view-counter';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';
import { createJobDaysRollup, DAYS_INVALID, getJobStats, rollUpJobDays } from './service';

// Issue 32 (decision 0052): the days of a job and of a company. Views are added per Maldives day by the
// view counter's one statement; applications and shortlists are set by the rollup from the rows and the
// stage history, under a clock the tests hold.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => () => Date.parse(iso);

async function employerWithJob(overrides: Parameters<typeof buildJob>[2] = {}) {
  const e = await buildEmployer(t.app);
  const job = await buildJob(t.app, e.company.id, overrides);
  return { ...e, job, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

async function applicant(profile: { qualification: string; experience: string; nationality: string }) {
  const user = await buildJobseeker(t.app);
  await t.app.db.insert(jobSeekerProfiles).values({
    userId: user.id,
    name: `Secret Name ${user.id}`,
    phone: '+960 7770000',
    gender: 'Female',
    dob: '1995-01-01',
    employmentStatus: 'Unemployed',
    address: "Male'",
    ...profile,
  });
  return user;
}

async function apply(job: { id: number; companyId: number }, candidateId: number, createdAt: string) {
  const [row] = await t.app.db
    .insert(applications)
    .values({
      jobId: job.id,
      companyId: job.companyId,
      candidateId,
      email: 'a@b.mv',
      coverNote: 'Hi',
      createdAt,
    })
    .returning();
  return row!;
}

async function move(applicationId: number, fromStage: Stage, toStage: Stage, createdAt: string) {
  await t.app.db.insert(applicationStageChanges).values({ applicationId, fromStage, toStage, createdAt });
}

const stored = (jobId: number) =>
  t.app.db
    .select({
      day: jobDayStats.day,
      views: jobDayStats.views,
      applications: jobDayStats.applications,
      shortlisted: jobDayStats.shortlisted,
    })
    .from(jobDayStats)
    .where(eq(jobDayStats.jobId, jobId))
    .orderBy(jobDayStats.day);

const profile = { qualification: 'A Level', experience: '1 - 2 years', nationality: 'Maldives' };

describe('the rollup of applications and shortlists', () => {
  it("puts a day's events on that Maldives day, and gives the same numbers when rerun", async () => {
    const { job } = await employerWithJob();
    const [a, b, c] = await Promise.all([applicant(profile), applicant(profile), applicant(profile)]);
    // 19:30 UTC on the 20th is 00:30 on the 21st in the Maldives.
    const first = await apply(job, a.id, '2026-11-20T19:30:00Z');
    const second = await apply(job, b.id, '2026-11-21T10:00:00Z');
    await apply(job, c.id, '2026-11-20T18:00:00Z'); // still the 20th (23:00)
    await move(first.id, 'new', 'shortlisted', '2026-11-21T11:00:00Z');
    // Onwards from the shortlist is not a second shortlisting; off it and straight to interview is one.
    await move(first.id, 'shortlisted', 'interview', '2026-11-21T12:00:00Z');
    await move(second.id, 'new', 'interview', '2026-11-21T12:30:00Z');

    const clock = { now: at('2026-11-21T15:00:00Z') }; // 20:00 on the 21st
    await rollUpJobDays({ db: t.app.db }, { ...clock, days: 2 });
    const expected = [
      { day: '2026-11-20', views: 0, applications: 1, shortlisted: 0 },
      { day: '2026-11-21', views: 0, applications: 2, shortlisted: 2 },
    ];
    expect(await stored(job.id)).toEqual(expected);
    await rollUpJobDays({ db: t.app.db }, { ...clock, days: 2 });
    expect(await stored(job.id)).toEqual(expected);
  });

  it('sets a day back to zero when its events vanished (an application deleted), keeping the views', async () => {
    const { job } = await employerWithJob();
    const a = await applicant(profile);
    const gone = await apply(job, a.id, '2026-11-21T06:00:00Z');
    await move(gone.id, 'new', 'shortlisted', '2026-11-21T07:00:00Z');
    await t.app.db.insert(jobDayStats).values({ jobId: job.id, day: '2026-11-21', views: 12 });
    const clock = { now: at('2026-11-21T15:00:00Z'), days: 2 };
    await rollUpJobDays({ db: t.app.db }, clock);
    expect(await stored(job.id)).toEqual([{ day: '2026-11-21', views: 12, applications: 1, shortlisted: 1 }]);

    await t.app.db.delete(applications).where(eq(applications.id, gone.id));
    expect(await rollUpJobDays({ db: t.app.db }, clock)).toBeGreaterThanOrEqual(1);
    expect(await stored(job.id)).toEqual([{ day: '2026-11-21', views: 12, applications: 0, shortlisted: 0 }]);
  });

  it('leaves days outside its window and the views alone', async () => {
    const { job } = await employerWithJob();
    const a = await applicant(profile);
    await apply(job, a.id, '2026-11-10T06:00:00Z');
    await t.app.db.insert(jobDayStats).values({ jobId: job.id, day: '2026-11-21', views: 40 });
    const b = await applicant(profile);
    await apply(job, b.id, '2026-11-21T06:00:00Z');
    await rollUpJobDays({ db: t.app.db }, { now: at('2026-11-21T15:00:00Z'), days: 2 });
    expect(await stored(job.id)).toEqual([{ day: '2026-11-21', views: 40, applications: 1, shortlisted: 0 }]);
  });
});

describe('the scheduled rollup (two instances, a database outage)', () => {
  /** The app's database, or one that refuses every statement while `down` (an outage). */
  const flaky = () => {
    const state = { down: false };
    const db = new Proxy(t.app.db, {
      get(target, prop, receiver) {
        if (prop === 'execute' && state.down) return () => Promise.reject(new Error('connection refused'));
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { state, deps: { db } };
  };

  it('fills in every day an outage spanned once the database is back, not only today and yesterday', async () => {
    const { job } = await employerWithJob();
    const a = await applicant(profile);
    let now = Date.parse('2026-10-10T10:00:00Z');
    const { state, deps } = flaky();
    const run = createJobDaysRollup(deps, { now: () => now });
    await run();
    // Applied on the 11th; the database is away from the 11th to the 13th, every run fails.
    await apply(job, a.id, '2026-10-11T06:00:00Z');
    state.down = true;
    for (const day of ['2026-10-11', '2026-10-12', '2026-10-13']) {
      now = Date.parse(`${day}T12:00:00Z`);
      await expect(run()).rejects.toThrow('connection refused');
    }
    state.down = false;
    now = Date.parse('2026-10-14T12:00:00Z');
    await run();
    expect(await stored(job.id)).toEqual([{ day: '2026-10-11', views: 0, applications: 1, shortlisted: 0 }]);
    // A run after success goes back to today and yesterday; a second instance's run agrees.
    const other = createJobDaysRollup({ db: t.app.db }, { now: () => now });
    await Promise.all([run(), other()]);
    expect(await stored(job.id)).toEqual([{ day: '2026-10-11', views: 0, applications: 1, shortlisted: 0 }]);
  });

  it('starts with the last seven days, and never reaches back past a year', async () => {
    const { job } = await employerWithJob();
    const [a, b] = await Promise.all([applicant(profile), applicant(profile)]);
    await apply(job, a.id, '2026-09-05T06:00:00Z'); // 6 days before the 11th: within the first run
    await apply(job, b.id, '2026-09-03T06:00:00Z'); // 8 days before: outside it
    await createJobDaysRollup({ db: t.app.db }, { now: at('2026-09-11T12:00:00Z') })();
    expect(await stored(job.id)).toEqual([{ day: '2026-09-05', views: 0, applications: 1, shortlisted: 0 }]);
  });
});

describe('views per day', () => {
  it('adds each view to its Maldives day and to the total in one flush', async () => {
    const { job } = await employerWithJob();
    let now = Date.parse('2026-11-21T18:59:00Z'); // 23:59 on the 21st
    const counter = createViewCounter(
      { db: t.app.db, log: t.app.log },
      { flushMs: 60_000, clock: () => now },
    );
    counter.count(job.id);
    counter.count(job.id);
    now = Date.parse('2026-11-21T19:01:00Z'); // 00:01 on the 22nd, before the flush
    counter.count(job.id);
    await counter.stop();
    expect(await stored(job.id)).toEqual([
      { day: '2026-11-21', views: 2, applications: 0, shortlisted: 0 },
      { day: '2026-11-22', views: 1, applications: 0, shortlisted: 0 },
    ]);
    const [total] = await t.app.db.select().from(jobViews).where(eq(jobViews.jobId, job.id));
    expect(total?.views).toBe(3);
    // A second batch adds to what is there.
    const again = createViewCounter({ db: t.app.db, log: t.app.log }, { flushMs: 60_000, clock: () => now });
    again.count(job.id);
    await again.stop();
    const [day] = await t.app.db
      .select()
      .from(jobDayStats)
      .where(and(eq(jobDayStats.jobId, job.id), eq(jobDayStats.day, '2026-11-22')));
    expect(day?.views).toBe(2);
  });
});

describe('GET employ/jobs/{id}/stats', () => {
  it('gives every day from publication to today, zeros included, to the job’s company', async () => {
    const { job, user } = await employerWithJob({ approvedAt: '2026-11-18T20:00:00Z' }); // the 19th
    await t.app.db.insert(jobDayStats).values([
      { jobId: job.id, day: '2026-11-19', views: 12, applications: 1 },
      { jobId: job.id, day: '2026-11-21', views: 30, applications: 2, shortlisted: 1 },
    ]);
    const stats = await getJobStats(
      { db: t.app.db },
      {
        user: { ...user, emailVerifiedAt: null, sessionId: 0 },
        jobId: job.id,
        now: at('2026-11-21T20:00:00Z'),
      },
    );
    expect(stats.days).toEqual([
      { date: '2026-11-19', views: 12, applications: 1, shortlisted: 0 },
      { date: '2026-11-20', views: 0, applications: 0, shortlisted: 0 },
      { date: '2026-11-21', views: 30, applications: 2, shortlisted: 1 },
      { date: '2026-11-22', views: 0, applications: 0, shortlisted: 0 },
    ]);
  });

  it('answers over the API up to today, and nothing for an advert not yet published', async () => {
    const { job, headers, company } = await employerWithJob({
      approvedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/employ/jobs/${job.id}/stats`, headers });
    expect(res.statusCode).toBe(200);
    const days = res.json().data.days as { date: string }[];
    expect(days).toHaveLength(3);
    const pending = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending, approvedAt: null });
    const none = await t.app.inject({ method: 'GET', url: `/api/employ/jobs/${pending.id}/stats`, headers });
    expect(none.json().data.days).toEqual([]);
  });

  it("refuses another company's job with 'Deny' and an unknown one with 404", async () => {
    const mine = await employerWithJob();
    const theirs = await employerWithJob();
    await t.app.db.insert(jobDayStats).values({ jobId: theirs.job.id, day: '2026-11-21', views: 99 });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/employ/jobs/${theirs.job.id}/stats`,
      headers: mine.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.deny);
    expect(other.body).not.toContain('99');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/employ/jobs/99999999/stats',
      headers: mine.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/employ/jobs/abc/stats',
      headers: mine.headers,
    });
    expect(bad.statusCode).toBe(404);
  });

  it('is for employers only', async () => {
    const { job } = await employerWithJob();
    const seeker = await buildJobseeker(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employ/jobs/${job.id}/stats`,
      headers: bearer(await tokenFor(t.app, seeker.id)),
    });
    expect(res.statusCode).toBe(403);
    expect(ROLES.jobseeker).toBe(seeker.role);
  });
});

describe('GET employ/stats', () => {
  it("sums the company's jobs per day over 30 or 90 days, and counts who applied without naming them", async () => {
    const { job, company, headers } = await employerWithJob();
    const second = await buildJob(t.app, company.id);
    const elsewhere = await employerWithJob();
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    await t.app.db.insert(jobDayStats).values([
      { jobId: job.id, day: today, views: 10, applications: 2 },
      { jobId: second.id, day: today, views: 5, applications: 1, shortlisted: 1 },
      { jobId: elsewhere.job.id, day: today, views: 1000 },
    ]);
    const a = await applicant(profile);
    const b = await applicant({ ...profile, nationality: 'India', experience: '3 - 5 years' });
    const now = new Date().toISOString();
    await apply(job, a.id, now);
    await apply(second, a.id, now);
    await apply(second, b.id, now);
    await apply(elsewhere.job, b.id, now);

    const res = await t.app.inject({ method: 'GET', url: '/api/employ/stats?days=90', headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.days).toHaveLength(90);
    expect(data.days.at(-1)).toEqual({ date: today, views: 15, applications: 3, shortlisted: 1 });
    expect(data.days[0].views).toBe(0);
    // Two people applied (one of them twice): counted once each.
    expect(data.applicants.nationality).toEqual([
      { value: 'India', count: 1 },
      { value: 'Maldives', count: 1 },
    ]);
    expect(data.applicants.qualification).toEqual([{ value: 'A Level', count: 2 }]);
    expect(res.body).not.toContain('Secret Name');

    const month = await t.app.inject({ method: 'GET', url: '/api/employ/stats', headers });
    expect(month.json().data.days).toHaveLength(30);
  });

  it.each(['45', '0', 'abc', '30.0', '-30'])('refuses days=%s with 400', async (days) => {
    const { headers } = await employerWithJob();
    const res = await t.app.inject({ method: 'GET', url: `/api/employ/stats?days=${days}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DAYS_INVALID);
  });

  it.each(['days=30&days=90', 'days=30&days=30', 'days=90&days=abc'])(
    'refuses a repeated days (%s) with the same 400, not a 422',
    async (query) => {
      const { headers } = await employerWithJob();
      const res = await t.app.inject({ method: 'GET', url: `/api/employ/stats?${query}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'bad_request', message: DAYS_INVALID });
    },
  );
});
