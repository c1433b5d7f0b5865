import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL, PACKAGE_TYPES } from '@portal/shared/constants';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, buildSubscription, tokenFor } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { formatDvDate } from '@portal/shared/rules/dv-dates';
import { jobs, users } from '../../db/schema';
import { readMail } from '../../../test/smtp';
import { mailsTo, waitForMailCount } from '../accounts/test-support';
import { JOB_ALREADY_APPROVED } from './admin-service';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('job approval', () => {
  it('queues pending jobs; approving publishes at once and mails the employer', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const job = await buildJob(t.app, e.company.id, {
      title: 'Approval Queue Tester',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    // Warm the public list's cache first: approval must show through it at once.
    const before = (await t.app.inject({ method: 'GET', url: '/api/allJobs/filter' })).json();
    expect(before.jobs.data.some((j: { id: number }) => j.id === job.id)).toBe(false);

    const queue = (await call('GET', '/api/admin/jobs')).json();
    expect(queue.data.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      state: 'pending',
      company: { id: e.company.id, owner_email: e.user.email },
      plan: 'annual', // the compact row of the queue shows it (issue 25, point 6)
    });
    const approved = await call('POST', `/api/admin/jobs/${job.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ approved: 1, state: 'published', is_open: true });

    expect((await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/allJobs/filter' })).json();
    expect(after.jobs.data.some((j: { id: number }) => j.id === job.id)).toBe(true);
    const mail = await waitForMailCount(t.smtp, e.user.email, 1, /is live/);
    expect(mail.text).toContain(`/job/${job.id}`);

    const again = await call('POST', `/api/admin/jobs/${job.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_ALREADY_APPROVED);
  });

  it('keeps a pay-per-job job live at most 20 days from its approval', async () => {
    const e = await buildEmployer(t.app);
    const sub = await buildSubscription(t.app, e.company.id, PACKAGE_TYPES.payPerJob, 1);
    const job = await buildJob(t.app, e.company.id, {
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: sub.id,
      expiredAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    const queued = (await call('GET', '/api/admin/jobs')).json().data;
    expect(queued.find((j: { id: number }) => j.id === job.id).plan).toBe('pay-per-job');
    const approved = (await call('POST', `/api/admin/jobs/${job.id}/approve`)).json().data;
    const days = (Date.parse(approved.expired_at) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(19.9);
    expect(days).toBeLessThanOrEqual(20);
  });

  it('rejects with a reason the employer reads; an edit resubmits the job', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const token = await tokenFor(t.app, e.user.id);
    const job = await buildJob(t.app, e.company.id, {
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      companyName: e.company.name,
    });
    expect((await call('POST', `/api/admin/jobs/${job.id}/reject`, { reason: '' })).statusCode).toBe(422);
    const rejected = await call('POST', `/api/admin/jobs/${job.id}/reject`, {
      reason: 'Please add the salary range.',
    });
    expect(rejected.json().data).toMatchObject({
      state: 'rejected',
      reject_reason: 'Please add the salary range.',
    });
    const mail = await waitForMailCount(t.smtp, e.user.email, 1, /needs changes/);
    expect(mail.text).toContain('Please add the salary range.');

    const pendingList = (await call('GET', '/api/employ/jobs?status=2', undefined, token)).json();
    expect(pendingList.data.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      state: 'rejected',
    });
    const edited = await call(
      'POST',
      `/api/jobs/${job.id}`,
      {
        _method: 'put',
        title: job.title,
        expired_at: new Date(Date.now() + 10 * DAY).toISOString(),
        description: job.description,
        sector: job.sector,
        category: job.category,
        type: job.type,
        positions: job.positions,
        qualification: job.qualification,
        experience: job.experience,
        salary_range: 'MVR 10000 - 14999',
        location: job.location,
        company_name: e.company.name,
      },
      token,
    );
    expect(edited.statusCode).toBe(202);
    expect(edited.json().data).toMatchObject({ state: 'pending', reject_reason: null });
  });

  it('is for operators only', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const token = await tokenFor(t.app, e.user.id);
    const job = await buildJob(t.app, e.company.id, { approved: JOB_APPROVAL.pending, approvedAt: null });
    expect((await call('POST', `/api/admin/jobs/${job.id}/approve`, undefined, token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/jobs', undefined, token)).statusCode).toBe(403);
  });
});

describe('closing reminders', () => {
  it('mails the employer once, three days before the job closes, on a controlled clock', async () => {
    const { sendClosingReminders } = await import('./admin-service');
    const { depsOf } = await import('../../lib/deps');
    const e = await buildEmployer(t.app, { annual: true });
    const closes = new Date(Date.now() + 10 * DAY);
    await buildJob(t.app, e.company.id, {
      title: 'Reminder Tester',
      expiredAt: closes.toISOString(),
    });
    const deps = depsOf(t.app);
    // Five days before: too early.
    await sendClosingReminders(deps, new Date(closes.getTime() - 5 * DAY));
    expect(await sendClosingReminders(deps, new Date(closes.getTime() - 5 * DAY))).toBe(0);
    // Within three days: once, however often the sweep runs.
    const at = new Date(closes.getTime() - 2.5 * DAY);
    expect(await sendClosingReminders(deps, at)).toBeGreaterThanOrEqual(1);
    expect(await sendClosingReminders(deps, at)).toBe(0);
    expect(await sendClosingReminders(deps, new Date(closes.getTime() - DAY))).toBe(0);
    const mail = await waitForMailCount(t.smtp, e.user.email, 1, /closes soon/);
    expect(mail.text).toContain('Reminder Tester');
  });
});

describe('the job mails in the employer language (issue 31)', () => {
  it('approved, rejected and closing soon come in Dhivehi to a company account that reads Dhivehi, dates in Dhivehi', async () => {
    const { sendClosingReminders } = await import('./admin-service');
    const { depsOf } = await import('../../lib/deps');
    const e = await buildEmployer(t.app, { annual: true });
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, e.user.id));
    const closes = new Date(Date.now() + 10 * DAY);
    const job = await buildJob(t.app, e.company.id, {
      title: 'Dhivehi Mail Tester',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
      expiredAt: closes.toISOString(),
    });
    expect((await call('POST', `/api/admin/jobs/${job.id}/approve`)).statusCode).toBe(200);
    await t.app.outbox.drain();
    const approved = readMail((await waitForMailCount(t.smtp, e.user.email, 1))!);
    expect(approved.subject).toBe(`ތިބާގެ ވަޒީފާ ޝާއިޢުކުރެވިއްޖެ: Dhivehi Mail Tester - ${t.config.appName}`);
    expect(approved.html).toContain('<html lang="dv" dir="rtl">');
    // The closing date as the approved job has it, with the Dhivehi month's name.
    const [stored] = await t.app.db
      .select({ expiredAt: jobs.expiredAt })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(approved.text).toContain(`${formatDvDate(stored!.expiredAt)} އާ ހަމައަށް`);
    expect(approved.html).toContain('>ވަޒީފާ ބައްލަވާ</a>');
    expect(approved.text).not.toMatch(/Good news|approved|applications until/);

    const sent = await sendClosingReminders(depsOf(t.app), new Date(closes.getTime() - 2.5 * DAY));
    expect(sent).toBeGreaterThanOrEqual(1);
    await t.app.outbox.drain();
    const closing = mailsTo(t.smtp, e.user.email)
      .map(readMail)
      .find((m) => m.subject.startsWith('ތިބާގެ ވަޒީފާގެ ސުންގަޑި ކައިރިވެއްޖެ: Dhivehi Mail Tester'));
    expect(closing).toBeDefined();
    expect(closing!.text).toContain(`ގެ ސުންގަޑި ހަމަވާނީ ${formatDvDate(closes)} ގައި`);
  });

  it('a rejection comes in Dhivehi with the admin reason as written', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, e.user.id));
    const job = await buildJob(t.app, e.company.id, {
      title: 'Rejected In Dhivehi',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    expect(
      (await call('POST', `/api/admin/jobs/${job.id}/reject`, { reason: 'Salary missing' })).statusCode,
    ).toBe(200);
    await t.app.outbox.drain();
    const mail = readMail(await waitForMailCount(t.smtp, e.user.email, 1));
    expect(mail.subject).toBe(`ތިބާގެ ވަޒީފާގައި ބަދަލު ގެންނަން ޖެހޭ: Rejected In Dhivehi - ${t.config.appName}`);
    expect(mail.text).toContain('ސަބަބު: Salary missing');
    expect(mail.html).toContain('>ތިބާގެ ވަޒީފާތައް</a>');
  });
});
