import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_APPROVAL, PACKAGE_TYPES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { jobs, subscriptions } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildSubscription, tokenFor } from '../../../test/factories';
import { docxFile, pdfFile, PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { DUE_DATE_PAST } from '@portal/shared/rules/jobs';
import { FOREIGN_SUBSCRIPTION, INTERVIEW_NEEDS_ANNUAL } from './employer-service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

async function employer(
  plan: 'annual' | 'payper' | 'none',
  opts: { jobs?: number; verified?: boolean } = {},
) {
  const e = await buildEmployer(t.app, {
    verified: opts.verified,
    company: {
      name: `Posting Co ${Math.random().toString(36).slice(2, 7)}`,
      subCompanies: [{ name: 'Posting Co Spa' }],
    },
  });
  const sub =
    plan === 'none'
      ? null
      : await buildSubscription(
          t.app,
          e.company.id,
          plan === 'annual' ? PACKAGE_TYPES.annual : PACKAGE_TYPES.payPerJob,
          opts.jobs ?? 1,
        );
  return { ...e, sub, token: await tokenFor(t.app, e.user.id) };
}

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Front Office Associate',
  expired_at: inDays(14),
  description: '<p>Welcome guests.</p><ul><li>Shift work</li></ul>',
  sector: 'Private (Tourism)',
  category: 'Front Office',
  type: 'Full-time',
  positions: '02',
  qualification: 'A Level',
  experience: '1 - 2 years',
  salary_range: 'MVR 10000 - 14999',
  location: "Male'",
  required_items: { photographOption: true, identityOption: true },
  ...over,
});

const postJson = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/jobs', headers: bearer(token), payload });

describe('POST /api/jobs', () => {
  it('creates a pending job with 201, its description sanitised with the public allow-list', async () => {
    const e = await employer('annual');
    const res = await postJson(
      e.token,
      form({
        description:
          '<p onclick="steal()">Join <strong>us</strong> <a href="javascript:alert(1)">x</a> <a href="https://resort.mv">site</a></p>' +
          '<script>alert(1)</script><iframe src="https://evil"></iframe><ul><li>Meals</li></ul>',
        interview_starts_on: inDays(20),
        company_name: 'Posting Co Spa',
      }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({
      title: 'Front Office Associate',
      approved: JOB_APPROVAL.pending,
      state: 'pending',
      subs_id: e.sub!.id,
      approved_at: null,
      company_name: 'Posting Co Spa',
      required_items: JSON.stringify(['Photograph', 'Identity Card']),
    });
    expect(job.description).not.toMatch(/script|onclick|javascript:|iframe/);
    expect(job.description).toContain('<strong>us</strong>');
    expect(job.description).toContain('<li>Meals</li>');
    expect(job.description).toContain('href="https://resort.mv"');
    // Not public until approved.
    expect((await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` })).statusCode).toBe(404);
  });

  it('says Subscriptions failed without a plan, or without a verified email', async () => {
    const none = await employer('none');
    const res = await postJson(none.token, form());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.subscriptionsFailed);
    const unverified = await employer('annual', { verified: false });
    expect((await postJson(unverified.token, form())).json().message).toBe(MESSAGES.subscriptionsFailed);
  });

  it('takes one pay-per-job posting per post, at most 20 days, no interview date', async () => {
    const e = await employer('payper', { jobs: 1 });
    // The message names the latest due date the plan takes, as the form's field shows it (shared rule).
    expect((await postJson(e.token, form({ expired_at: inDays(25) }))).json().errors.expired_at[0]).toMatch(
      /^A pay-per-job ad runs at most 20 days: choose a due date on or before \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}\.$/,
    );
    expect(
      (await postJson(e.token, form({ interview_starts_on: inDays(5) }))).json().errors
        .interview_starts_on[0],
    ).toBe(INTERVIEW_NEEDS_ANNUAL);
    expect((await postJson(e.token, form())).statusCode).toBe(201);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, e.sub!.id));
    expect(sub!.jobsUsed).toBe(1);
    const second = await postJson(e.token, form());
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(MESSAGES.subscriptionsFailed);
  });

  it('creates exactly one job when ten posts race for the last posting', async () => {
    const e = await employer('payper', { jobs: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postJson(e.token, form())));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(9);
    const created = await t.app.db.select().from(jobs).where(eq(jobs.companyId, e.company.id));
    expect(created).toHaveLength(1);
  });

  it('refuses another company’s subscription, unknown lookup values and a past due date', async () => {
    const owner = await employer('annual');
    const other = await employer('annual');
    const foreign = await postJson(other.token, form({ subs_id: owner.sub!.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.subs_id[0]).toBe(FOREIGN_SUBSCRIPTION);
    const bad = await postJson(
      other.token,
      form({ category: 'Astronaut', positions: '99', expired_at: inDays(-1) }),
    );
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(errors.positions[0]).toBe('The selected positions is invalid.');
    // Nothing chosen is a required field like any other, not an invalid choice (issue 25, point 5).
    for (const positions of ['', undefined]) {
      const empty = await postJson(other.token, form({ positions }));
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.positions).toEqual(['The positions field is required.']);
    }
    const again = await postJson(other.token, form({ category: 'Astronaut', expired_at: inDays(-1) }));
    expect(again.json().errors).toMatchObject({
      category: ['The selected category is invalid.'],
      expired_at: [DUE_DATE_PAST],
    });
    const missing = await postJson(other.token, form({ title: '', salary_range: '' }));
    expect(missing.json().errors).toMatchObject({
      title: ['The title field is required.'],
      salary_range: ['The salary range field is required.'],
    });
  });

  it('takes the advert as a PDF and the application form as PDF, DOC or DOCX, by content', async () => {
    const e = await employer('annual');
    const fields = Object.fromEntries(
      Object.entries(form()).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const ok = await formData(fields, [
      { name: 'attachment', filename: 'advert.pdf', content: pdfFile() },
      { name: 'application_form', filename: 'form.docx', content: docxFile() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: ok.payload,
      headers: { ...ok.headers, ...bearer(e.token) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachment).toMatch(/\/api\/files\/[\w-]+\.pdf$/);
    expect(res.json().data.application_form).toMatch(/\.docx$/);
    // Before approval the advert is the employer's (and the operators') preview, not a public file.
    const advert = new URL(res.json().data.attachment).pathname;
    expect((await t.app.inject({ method: 'GET', url: advert })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: advert, headers: bearer(e.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await employer('annual');
    expect(
      (await t.app.inject({ method: 'GET', url: advert, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    const wrong = await formData(fields, [{ name: 'attachment', filename: 'advert.pdf', content: PNG_1PX }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: wrong.payload,
      headers: { ...wrong.headers, ...bearer(e.token) },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(MESSAGES.jobAttachmentFormat);
  });
});

describe('edit, repost, close and the list', () => {
  it('edits with 202: a published job stays published unless what was approved changes', async () => {
    const e = await employer('annual');
    const job = await buildJob(t.app, e.company.id, {
      title: 'Chef',
      companyName: e.company.name,
      subsId: e.sub!.id,
    });
    const edit = (over: Record<string, unknown>, token = e.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}`,
        headers: bearer(token),
        payload: {
          _method: 'put',
          ...form({ title: 'Chef', description: job.description, company_name: e.company.name }),
          ...over,
        },
      });
    const salary = await edit({ salary_range: 'MVR 15000 - 19999' });
    expect(salary.statusCode).toBe(202);
    expect(salary.json().data).toMatchObject({
      approved: 1,
      salary_range: 'MVR 15000 - 19999',
      state: 'published',
    });
    // The form limits a pay-per-job job's closing date from its approval (shared closingDateWindow).
    expect(Date.parse(salary.json().data.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    const retitled = await edit({ title: 'Head Chef' });
    expect(retitled.json().data).toMatchObject({ approved: 0, state: 'pending', approved_at: null });

    const other = await employer('annual');
    const deny = await edit({}, other.token);
    expect(deny.statusCode).toBe(403);
    expect(deny.json().message).toBe(MESSAGES.deny);
  });

  it('reposts a job as a new pending job, keeping the old one, and refuses another company’s', async () => {
    const e = await employer('payper', { jobs: 2 });
    const old = await buildJob(t.app, e.company.id, { expiredAt: inDays(-2), companyName: e.company.name });
    const repost = await postJson(e.token, form({ repost_of: old.id, company_name: e.company.name }));
    expect(repost.statusCode).toBe(201);
    expect(repost.json().data.id).not.toBe(old.id);
    const [oldRow] = await t.app.db.select().from(jobs).where(eq(jobs.id, old.id));
    expect(oldRow!.approved).toBe(JOB_APPROVAL.approved);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, e.sub!.id));
    expect(sub!.jobsUsed).toBe(1);
    const other = await employer('annual');
    const deny = await postJson(other.token, form({ repost_of: old.id }));
    expect(deny.statusCode).toBe(403);
    expect(deny.json().message).toBe(MESSAGES.deny);
  });

  it('force-closes only the company’s own jobs, and lists them by state', async () => {
    const e = await employer('annual');
    const live = await buildJob(t.app, e.company.id, { title: 'Live Barista' });
    await buildJob(t.app, e.company.id, { title: 'Old Barista', expiredAt: inDays(-3) });
    await buildJob(t.app, e.company.id, { title: 'Waiting Barista', approved: JOB_APPROVAL.pending });
    const other = await employer('annual');
    const deny = await t.app.inject({
      method: 'GET',
      url: `/api/employ/force-close/${live.id}`,
      headers: bearer(other.token),
    });
    expect(deny.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/employ/jobs/${live.id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);

    const list = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/employ/jobs?${query}`, headers: bearer(e.token) })
      ).json();
    expect((await list('status=1')).total).toBe(3);
    expect((await list('status=4')).data.map((j: { title: string }) => j.title)).toEqual(['Live Barista']);
    expect((await list('status=3')).data.map((j: { state: string }) => j.state)).toEqual(['expired']);
    expect((await list('status=2')).data.map((j: { title: string }) => j.title)).toEqual(['Waiting Barista']);
    expect((await list('search=old')).data).toHaveLength(1);
    expect(await list('status=1')).toMatchObject({ last: 1 });

    const closed = await t.app.inject({
      method: 'GET',
      url: `/api/employ/force-close/${live.id}`,
      headers: bearer(e.token),
    });
    expect(closed.json().data).toMatchObject({ active: 0, state: 'closed', is_open: false });
    expect((await list('status=4')).total).toBe(0);
  });
});

describe('views', () => {
  it('counts public views of a job (not the owner’s previews) and shows them in the employer’s list', async () => {
    const e = await employer('annual');
    const job = await buildJob(t.app, e.company.id, { title: 'Viewed Barista' });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` });
    const pending = await buildJob(t.app, e.company.id, { approved: JOB_APPROVAL.pending });
    await t.app.inject({ method: 'GET', url: `/api/jobView/${pending.id}`, headers: bearer(e.token) });
    await vi.waitFor(
      async () => {
        const list = (
          await t.app.inject({ method: 'GET', url: '/api/employ/jobs', headers: bearer(e.token) })
        ).json();
        const views = Object.fromEntries(
          list.data.map((j: { id: number; views: number }) => [j.id, j.views]),
        );
        expect(views).toEqual({ [job.id]: 3, [pending.id]: 0 });
      },
      { timeout: 8000, interval: 250 },
    );
  });
});
