import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL, MALDIVES, PACKAGE_TYPES, ROLES } from '@portal/shared/constants';
import { FAVORITE_STAGES, STAGES } from '@portal/shared/rules/pipeline';
import type { PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { login } from '../../test/factories';
import {
  applicationStageChanges,
  applications,
  companies,
  invoices,
  jobs,
  jobSeekerProfiles,
  subscriptions,
  users,
} from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { DEMO_LOGINS, seedDemoData } from './demo';

// seedDemoData on an empty database: the demo logins work, and the public pages have data to show.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app);
});
afterAll(() => t.close());

describe('seedDemoData', () => {
  it('creates the demo logins, verified, with their roles and passwords', async () => {
    const roles = { admin: ROLES.admin, employer: ROLES.employer, jobseeker: ROLES.jobseeker } as const;
    for (const login of DEMO_LOGINS) {
      const [user] = await t.app.db.select().from(users).where(eq(users.email, login.email));
      expect(user, login.email).toBeDefined();
      expect(user!.role).toBe(roles[login.role as keyof typeof roles]);
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(user!.passwordHash, login.password)).toBe(true);
    }
  });

  it('gives the demo jobseeker a complete profile with a photo and documents, and the new one nothing', async () => {
    const headers = {
      authorization: `Bearer ${await login(t.app, 'jobseeker@demo.mv', 'demo-seeker-2026')}`,
    };
    const whole = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).json().data;
    expect(whole.completeness).toBe(100);
    expect(whole.profile.name).toBe('Aishath Shifa');
    expect(whole.profile_views).toBe(3);
    const photo = await t.app.inject({ method: 'GET', url: whole.profile.picture, headers });
    expect(photo.headers['content-type']).toBe('image/png');
    const docs = (
      await t.app.inject({ method: 'GET', url: '/api/job-seeker/document-by-profile', headers })
    ).json().data;
    expect([docs.cert?.file_name, docs.other?.file_name]).toEqual([
      'Diploma-in-Hospitality.pdf',
      'Reference-Sun-Island.pdf',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job-seeker/savedJobs', headers })).json().total,
    ).toBe(2);

    // The demo employer has applications at every stage of the pipeline from demo candidates (issues 11, 32).
    const employer = {
      authorization: `Bearer ${await login(t.app, 'employer@demo.mv', 'demo-employer-2026')}`,
    };
    const apps = (
      await t.app.inject({
        method: 'GET',
        url: '/api/employ/job-applications?per_page=100',
        headers: employer,
      })
    ).json();
    expect(apps.total).toBeGreaterThanOrEqual(20);
    expect(apps.total).toBeLessThanOrEqual(60);
    const [stages] = await t.app.db
      .select({ all: sql<string[]>`array_agg(distinct ${applications.stage})` })
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, 'employer@demo.mv'));
    expect(new Set(stages!.all)).toEqual(new Set(STAGES));
    const seen = await t.app.db
      .select({
        opened: sql<number>`count(*) filter (where ${applications.stage} = 'new' and ${applications.viewedAt} is not null)::int`,
        unopened: sql<number>`count(*) filter (where ${applications.viewedAt} is null)::int`,
      })
      .from(applications);
    // Seekers see 'applied' and 'viewed' too.
    expect(seen[0]!.opened).toBeGreaterThan(0);
    expect(seen[0]!.unopened).toBeGreaterThan(0);

    const fresh = { authorization: `Bearer ${await login(t.app, 'newseeker@demo.mv', 'demo-seeker-2026')}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/job-seeker-profile-usr', headers: fresh }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/job-seeker-preference-usr', headers: fresh }))
        .statusCode,
    ).toBe(404);
  });

  it('gives the demo employer a verified company with an active annual subscription', async () => {
    const [row] = await t.app.db
      .select({ company: companies, sub: subscriptions, invoice: invoices })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .innerJoin(invoices, eq(invoices.id, subscriptions.invoiceId))
      .where(
        and(
          eq(users.email, 'employer@demo.mv'),
          eq(subscriptions.type, PACKAGE_TYPES.annual),
          gt(subscriptions.expiresAt, new Date().toISOString()),
        ),
      );
    expect(row).toBeDefined();
    expect(row!.company.isVerified).toBe(true);
    expect(row!.company.subCompanies.length).toBeGreaterThan(0);
    expect(row!.invoice.paidAt).not.toBeNull();
    // Every paid demo invoice says how it was paid (the console shows it: issue 29).
    const unsaid = await t.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${invoices.paidAt} is not null and ${invoices.paidBy} is null`);
    expect(unsaid).toEqual([]);
  });

  it('fills the talent pool so that every filter narrows it, without the hidden profile', async () => {
    const employer = DEMO_LOGINS.find((l) => l.role === 'employer')!;
    const headers = { authorization: `Bearer ${await login(t.app, employer.email, employer.password)}` };
    const pool = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/employ/talent-pool?${query}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { name: string }[]; total: number };
    };
    const all = await pool();
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.data.map((d) => d.name)).not.toContain('Aishath Shazna');
    for (const query of [
      'gender=Female',
      'nationality=Maldives',
      'age=lt25',
      'age=25-35',
      'age=gt35',
      "qualification=Bachelor's%20Degree",
      'experience=More%20than%2010%20years',
      'sector=Private%20(Tourism)',
      'category=Front%20Office',
      'type=Part-time',
      'location=Addu%20City',
      'name=rasheed',
    ]) {
      const narrowed = await pool(query);
      expect(narrowed.total, query).toBeGreaterThan(0);
      expect(narrowed.total, query).toBeLessThan(all.total);
    }
  });

  it('leaves a payment slip waiting for the operators (a second employer buying more job ads)', async () => {
    const [row] = await t.app.db
      .select({ invoice: invoices, email: users.email })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(sql`${invoices.paidAt} is null and ${invoices.slip} is not null`);
    expect(row).toMatchObject({
      email: 'careers.harbourhotel@demo.mv',
      invoice: { package: 2, noOfJobs: 3 },
    });
    const slip = await t.app.storage.get(row!.invoice.slip!);
    const bytes = Buffer.concat(await slip.toArray());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves two bank job form submissions for the console, at two branches, with downloadable files', async () => {
    const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
    const headers = { authorization: `Bearer ${await login(t.app, admin.email, admin.password)}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/job-form', headers });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: number; pref_branch: string; file_count: number }[];
    expect(rows.map((r) => [r.pref_branch, r.file_count])).toEqual([
      ['Hithadhoo', 4],
      ["Male'", 5],
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/job-form/${rows[1]!.id}`, headers });
    const file = detail.json().data.files.find((f: { slot: string }) => f.slot === 'reference');
    const download = await t.app.inject({ method: 'GET', url: file.url, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows every job state: an advert PDF, an application form, a rejected job with its reason', async () => {
    const all = await t.app.db.select().from(jobs);
    expect(all.some((j) => j.attachment !== null)).toBe(true);
    expect(all.some((j) => j.applicationForm !== null)).toBe(true);
    expect(all.some((j) => j.approved === JOB_APPROVAL.pending)).toBe(true);
    expect(all.find((j) => j.approved === JOB_APPROVAL.rejected)?.rejectReason).toMatch(/salary range/);
  });

  it('seeds about twelve companies, sixty open jobs, a few pending, one expired, one force-closed', async () => {
    const [counts] = await t.app.db
      .select({
        companies: sql<number>`(select count(*)::int from ${companies})`,
        pending: sql<number>`count(*) filter (where ${jobs.approved} = ${JOB_APPROVAL.pending})::int`,
        expired: sql<number>`count(*) filter (where ${jobs.approved} = 1 and ${jobs.expiredAt} <= now())::int`,
        closed: sql<number>`count(*) filter (where ${jobs.approved} = 1 and not ${jobs.active})::int`,
        categories: sql<number>`count(distinct ${jobs.category})::int`,
        locations: sql<number>`count(distinct ${jobs.location})::int`,
      })
      .from(jobs);
    expect(counts).toMatchObject({ companies: 12, pending: 2, expired: 1, closed: 1 });
    expect(counts!.categories).toBeGreaterThanOrEqual(15);
    expect(counts!.locations).toBeGreaterThanOrEqual(10);

    const home = (await t.app.inject({ method: 'GET', url: '/api/homedash' })).json();
    expect(home).toMatchObject({ posted: 62, open: 60, seekers: 22 });
  });

  it('fills the public pages: job list, job view with HTML and required items, employers', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/allJobs/filter' })
    ).json() as PublicJobsResponse;
    expect(list.count).toBe(60);
    expect(list.jobs).toMatchObject({ total: 60, last_page: 3 });
    const resort = (
      await t.app.inject({ method: 'GET', url: '/api/allJobs/filter?sector=Private%20(Tourism)&q=chef' })
    ).json() as PublicJobsResponse;
    expect(resort.jobs.data.map((j) => j.title)).toEqual(
      expect.arrayContaining(['Chef de Partie', 'Commis Chef']),
    );

    const view = (await t.app.inject({ method: 'GET', url: `/api/jobView/${list.jobs.data[0]!.id}` })).json();
    expect(view.data.description).toMatch(/<ul><li>/);
    expect(JSON.parse(view.data.required_items)).toContain('Identity Card');

    const employers = (await t.app.inject({ method: 'GET', url: '/api/filter-employers' })).json();
    // Twelve companies, one of whose owner has not verified the email: eleven are public.
    expect(employers.total).toBe(11);
    expect(employers.data.map((c: { name: string }) => c.name)).not.toContain('Addu Care Clinic');
    const lagoon = employers.data.find((c: { name: string }) => c.name === 'Blue Lagoon Island Resort & Spa');
    expect(lagoon).toMatchObject({ is_verified: 1, open_jobs: 8 });
  });

  it("gives the demo employer's jobs a history of views and applications per day (issue 32)", async () => {
    const headers = {
      authorization: `Bearer ${await login(t.app, 'employer@demo.mv', 'demo-employer-2026')}`,
    };
    const stats = (await t.app.inject({ method: 'GET', url: '/api/employ/stats?days=90', headers })).json()
      .data;
    const busy = stats.days.filter((d: { views: number }) => d.views > 0);
    expect(busy.length).toBeGreaterThan(20);
    expect(stats.days.some((d: { applications: number }) => d.applications > 0)).toBe(true);
    expect(stats.applicants.nationality.length).toBeGreaterThan(0);

    const list = (await t.app.inject({ method: 'GET', url: '/api/employ/jobs?status=4', headers })).json();
    // The oldest of its open jobs (the list is newest first).
    const job = list.data.at(-1) as { id: number; views: number };
    const days = (
      await t.app.inject({ method: 'GET', url: `/api/employ/jobs/${job.id}/stats`, headers })
    ).json().data.days as { views: number }[];
    expect(days.length).toBeGreaterThan(1);
    // The job's total is the sum of its days.
    expect(days.reduce((n, d) => n + d.views, 0)).toBe(job.views);
  });

  it('keeps every job’s days in step with its counter and its applications, over months (issue 32)', async () => {
    const headers = {
      authorization: `Bearer ${await login(t.app, 'employer@demo.mv', 'demo-employer-2026')}`,
    };
    const list = (await t.app.inject({ method: 'GET', url: '/api/employ/jobs?status=4', headers })).json();
    let applied = 0;
    let oldest = 0;
    for (const { id } of list.data as { id: number }[]) {
      const job = (await t.app.inject({ method: 'GET', url: `/api/employ/jobs/${id}`, headers })).json()
        .data as { views: number; applications: { is_favorite: number }[] };
      const days = (
        await t.app.inject({ method: 'GET', url: `/api/employ/jobs/${id}/stats`, headers })
      ).json().data.days as { views: number; applications: number; shortlisted: number }[];
      const sum = (k: 'views' | 'applications' | 'shortlisted') => days.reduce((n, d) => n + d[k], 0);
      expect(sum('views'), `job ${id}`).toBe(job.views);
      expect(sum('applications'), `job ${id}`).toBe(job.applications.length);
      // Every application put on the shortlist, once, on that day (some were turned down after an interview).
      const [listed] = await t.app.db
        .select({ n: sql<number>`count(distinct ${applicationStageChanges.applicationId})::int` })
        .from(applicationStageChanges)
        .innerJoin(applications, eq(applications.id, applicationStageChanges.applicationId))
        .where(
          and(
            eq(applications.jobId, id),
            inArray(applicationStageChanges.toStage, [...FAVORITE_STAGES]),
            notInArray(applicationStageChanges.fromStage, [...FAVORITE_STAGES]),
          ),
        );
      expect(sum('shortlisted'), `job ${id}`).toBe(listed!.n);
      expect(listed!.n).toBeGreaterThanOrEqual(job.applications.filter((a) => a.is_favorite).length);
      applied += job.applications.length;
      oldest = Math.max(oldest, days.length);
    }
    expect(applied).toBeGreaterThan(0);
    expect(oldest).toBeGreaterThan(90);

    // The operators' figures show several months of jobs, payments and sign-ups.
    const admin = { authorization: `Bearer ${await login(t.app, 'admin@demo.mv', 'demo-admin-2026')}` };
    const months = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats/monthly?months=12', headers: admin })
    ).json().data.months as { jobs_posted: number; invoices_paid: number; signups: { jobseekers: number } }[];
    expect(months.filter((m) => m.jobs_posted > 0).length).toBeGreaterThanOrEqual(4);
    expect(months.filter((m) => m.invoices_paid > 0).length).toBeGreaterThanOrEqual(4);
    expect(months.filter((m) => m.signups.jobseekers > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('spreads the applications over four months of the demo jobs, as the real flow would allow (issue 32)', async () => {
    const now = Date.now();
    const rows = await t.app.db
      .select({
        id: applications.id,
        at: applications.createdAt,
        stage: applications.stage,
        favorite: applications.isFavorite,
        viewedAt: applications.viewedAt,
        jobId: jobs.id,
        approved: jobs.approved,
        approvedAt: jobs.approvedAt,
        closes: jobs.expiredAt,
        online: sql<boolean>`not ${jobs.preventOnlineApplication}`,
        localOnly: jobs.preventInternationalApplicants,
        joined: users.createdAt,
        profileAt: jobSeekerProfiles.createdAt,
        nationality: jobSeekerProfiles.nationality,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(new Set(rows.map((r) => r.jobId)).size).toBeGreaterThanOrEqual(25);
    const months = new Set(rows.map((r) => r.at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const at = Date.parse(r.at);
      const where = `application ${r.id} to job ${r.jobId}`;
      // Only to a published job taking online applications, while it was open, once the seeker had a
      // complete profile; never from abroad to a job closed to international applicants.
      expect(r.approved, where).toBe(JOB_APPROVAL.approved);
      expect(r.online, where).toBe(true);
      expect(at, where).toBeGreaterThan(Date.parse(r.approvedAt!));
      expect(at, where).toBeLessThan(Math.min(Date.parse(r.closes), now));
      expect(at, where).toBeGreaterThan(Date.parse(r.joined));
      expect(at, where).toBeGreaterThan(Date.parse(r.profileAt));
      if (r.localOnly) expect(r.nationality, where).toBe(MALDIVES);
      expect(STAGES, where).toContain(r.stage);
      expect(r.favorite, where).toBe(FAVORITE_STAGES.includes(r.stage));
      if (r.stage !== 'new') expect(r.viewedAt, where).not.toBeNull();
    }

    // Each application's stage history is a chain from 'new' to its stage, after applying, in the past.
    const moves = await t.app.db
      .select()
      .from(applicationStageChanges)
      .orderBy(applicationStageChanges.applicationId, applicationStageChanges.createdAt);
    const byApplication = new Map(rows.map((r) => [r.id, { stage: 'new' as string, at: Date.parse(r.at) }]));
    for (const m of moves) {
      const state = byApplication.get(m.applicationId)!;
      expect(m.fromStage, `application ${m.applicationId}`).toBe(state.stage);
      expect(Date.parse(m.createdAt)).toBeGreaterThan(state.at);
      expect(Date.parse(m.createdAt)).toBeLessThan(now);
      byApplication.set(m.applicationId, { stage: m.toStage, at: Date.parse(m.createdAt) });
    }
    for (const r of rows) expect(byApplication.get(r.id)!.stage, `application ${r.id}`).toBe(r.stage);
    // A believable pipeline: most still open or turned down, a few hired, at most one a job.
    const count = (stage: string) => rows.filter((r) => r.stage === stage).length;
    expect(count('new')).toBeGreaterThan(rows.length / 10);
    expect(count('not_selected')).toBeGreaterThan(rows.length / 10);
    expect(count('hired')).toBeGreaterThan(0);
    expect(count('hired')).toBeLessThan(rows.length / 5);
    const hiredJobs = rows.filter((r) => r.stage === 'hired').map((r) => r.jobId);
    expect(new Set(hiredJobs).size).toBe(hiredJobs.length);
  });

  it('gives the open jobs closing dates from a few days to weeks ahead (issue 32)', async () => {
    const open = await t.app.db
      .select({ closes: jobs.expiredAt })
      .from(jobs)
      .where(
        and(eq(jobs.approved, JOB_APPROVAL.approved), eq(jobs.active, true), gt(jobs.expiredAt, sql`now()`)),
      );
    const weeks = open.map((j) => (Date.parse(j.closes) - Date.now()) / (7 * 86_400_000));
    expect(weeks.filter((w) => w < 1).length).toBeGreaterThan(0);
    expect(weeks.filter((w) => w > 4).length).toBeGreaterThanOrEqual(10);
    expect(weeks.filter((w) => w >= 1 && w <= 4).length).toBeGreaterThanOrEqual(10);
  });
});
