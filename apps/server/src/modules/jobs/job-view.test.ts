import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { JobViewResponse } from '@portal/shared/schemas/jobs';
import {
  buildAdmin,
  buildEmployer,
  buildFile,
  buildJob,
  buildJobseeker,
  tokenFor,
} from '../../../test/factories';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

// GET /api/jobView/{id}: every field of SPEC §3 Job, public visibility, 404s.

let t: TestContext;
let employer: Awaited<ReturnType<typeof buildEmployer>>;
beforeAll(async () => {
  t = await buildTestApp();
  const logo = await buildFile(t.app, { contentType: 'image/png', originalName: 'logo.png' });
  employer = await buildEmployer(t.app, {
    company: { name: 'Velana Island Resort', sector: 'Private (Tourism)', isVerified: true, logo: logo.key },
  });
});
afterAll(() => t.close());

const view = (id: string | number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/jobView/${id}`, headers });

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /api/jobView/{id}', () => {
  it('answers a published job with every field of SPEC §3, files as absolute URLs', async () => {
    const attachment = await buildFile(t.app);
    const form = await buildFile(t.app, {
      originalName: 'form.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const description = '<p>Welcome guests.</p><ul><li>Check-in</li><li>Check-out</li></ul>';
    const job = await buildJob(t.app, employer.company.id, {
      title: 'Front Office Associate',
      description,
      sector: 'Private (Tourism)',
      category: 'Front Office',
      type: 'Full-time',
      refNo: 'VIR/FO/2026/07',
      positions: '03',
      salaryRange: 'MVR 10000 - 14999',
      location: 'Kaafu',
      qualification: 'A Level',
      experience: '1 - 2 years',
      companyName: 'Velana Beach Villas',
      interviewStartsOn: '2026-12-01T05:00:00+00:00',
      attachment: attachment.key,
      applicationForm: form.key,
      reqEmail: 'careers@velana.example',
      preventOnlineApplication: true,
      preventInternationalApplicants: true,
      requiredItems: { photographOption: true, identityOption: true, policeOption: false },
    });
    const res = await view(job.id, { origin: 'https://careers.partner.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const body = res.json() as JobViewResponse;
    expect(body.status).toBe(200);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'sector',
        'category',
        'type',
        'ref_no',
        'positions',
        'salary_range',
        'location',
        'place',
        'qualification',
        'experience',
        'company_id',
        'company_name',
        'name',
        'logo',
        'is_verified',
        'created_at',
        'expired_at',
        'interview_starts_on',
        'approved',
        'active',
        'attachment',
        'application_form',
        'req_email',
        'prevent_online_application',
        'prevent_international_applicants',
        'required_items',
        'is_open',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      id: job.id,
      title: 'Front Office Associate',
      description,
      sector: 'Private (Tourism)',
      category: 'Front Office',
      type: 'Full-time',
      ref_no: 'VIR/FO/2026/07',
      positions: '03',
      salary_range: 'MVR 10000 - 14999',
      location: 'Kaafu',
      qualification: 'A Level',
      experience: '1 - 2 years',
      company_id: employer.company.id,
      company_name: 'Velana Beach Villas',
      name: 'Velana Beach Villas',
      logo: `http://portal.test/api/files/${employer.company.logo}`,
      is_verified: 1,
      interview_starts_on: '2026-12-01T05:00:00.000Z',
      approved: 1,
      active: 1,
      attachment: `http://portal.test/api/files/${attachment.key}`,
      application_form: `http://portal.test/api/files/${form.key}`,
      req_email: 'careers@velana.example',
      prevent_online_application: 1,
      prevent_international_applicants: 1,
      required_items: '["Photograph","Identity Card"]',
      is_open: true,
    });
    expect(JSON.parse(body.data.required_items)).toEqual(['Photograph', 'Identity Card']);
    expect(body.data.created_at).toMatch(ISO);
    expect(body.data.expired_at).toMatch(ISO);
    expect(new Date(body.data.expired_at).getTime()).toBe(new Date(job.expiredAt).getTime());
  });

  it('sends nulls for missing files, "[]" without required items and the company name as fallback', async () => {
    const { company } = await buildEmployer(t.app, {
      company: { name: 'Male City Council', isVerified: false },
    });
    const job = await buildJob(t.app, company.id, { companyName: '', requiredItems: {} });
    const { data } = (await view(job.id)).json() as JobViewResponse;
    expect(data).toMatchObject({
      company_name: '',
      name: 'Male City Council',
      logo: null,
      is_verified: 0,
      attachment: null,
      application_form: null,
      ref_no: null,
      req_email: null,
      interview_starts_on: null,
      required_items: '[]',
      prevent_online_application: 0,
      prevent_international_applicants: 0,
    });
  });

  it('shows expired and force-closed published jobs, marked as not open', async () => {
    const expired = await buildJob(t.app, employer.company.id, {
      expiredAt: new Date(Date.now() - 86400_000).toISOString(),
    });
    const closed = await buildJob(t.app, employer.company.id, { active: false });
    const e = (await view(expired.id)).json() as JobViewResponse;
    expect(e.data).toMatchObject({ id: expired.id, approved: 1, active: 1, is_open: false });
    const c = (await view(closed.id)).json() as JobViewResponse;
    expect(c.data).toMatchObject({ id: closed.id, approved: 1, active: 0, is_open: false });
  });

  it('answers 404 for pending and rejected jobs to visitors, jobseekers and other employers', async () => {
    const pending = await buildJob(t.app, employer.company.id, { approved: JOB_APPROVAL.pending });
    const rejected = await buildJob(t.app, employer.company.id, { approved: JOB_APPROVAL.rejected });
    const seeker = await buildJobseeker(t.app);
    const other = await buildEmployer(t.app);
    const asSeeker = bearer(await tokenFor(t.app, seeker.id));
    const asOther = bearer(await tokenFor(t.app, other.user.id));
    for (const job of [pending, rejected]) {
      for (const headers of [{}, asSeeker, asOther, { authorization: 'Bearer not-a-token' }]) {
        const res = await view(job.id, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, code: 'not_found', message: 'Job not found!' });
      }
    }
  });

  it('lets the owning employer and admins preview a pending job, never cached publicly', async () => {
    const pending = await buildJob(t.app, employer.company.id, { approved: JOB_APPROVAL.pending });
    const admin = await buildAdmin(t.app);
    for (const userId of [employer.user.id, admin.id]) {
      const res = await view(pending.id, bearer(await tokenFor(t.app, userId)));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((res.json() as JobViewResponse).data).toMatchObject({
        id: pending.id,
        approved: 0,
        is_open: false,
      });
    }
  });

  it('answers 404 with the envelope for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc', '12abc', '0', '-1', '1.5', '99999999999', '%20']) {
      const res = await view(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ status: 404, code: 'not_found', message: 'Job not found!' });
    }
  });
});

describe('job descriptions are sanitised when presented (issue 7)', () => {
  it('drops scripts, handlers, styles and javascript: links from a stored description, keeping the text', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, {
      description:
        '<p style="color:red" onclick="steal()">Cooks wanted</p><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(3)">apply</a> <a href="https://jobs.example.mv/apply">form</a><ul><li>Shifts</li></ul>',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` });
    const html = (res.json() as { data: { description: string } }).data.description;
    expect(html).toBe(
      '<p>Cooks wanted</p><a rel="noopener noreferrer nofollow" target="_blank">apply</a> ' +
        '<a href="https://jobs.example.mv/apply" rel="noopener noreferrer nofollow" target="_blank">form</a>' +
        '<ul><li>Shifts</li></ul>',
    );
  });
});
