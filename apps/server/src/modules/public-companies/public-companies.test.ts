import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { EmployerProfileResponse, EmployersResponse } from '@portal/shared/schemas/companies';
import { buildEmployer, buildFile, buildJob, buildJobs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';

// GET /api/filter-employers and GET /api/employers/{id}: the public employer pages.

let t: TestContext;
const company: Record<string, number> = {};
let logoKey = '';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  const logo = await buildFile(t.app, { contentType: 'image/png', originalName: 'logo.png' });
  logoKey = logo.key;
  const make = async (name: string, extra: Parameters<typeof buildEmployer>[1] = {}) => {
    const { company: c } = await buildEmployer(t.app, { ...extra, company: { name, ...extra.company } });
    company[name] = c.id;
    return c;
  };
  const alpha = await make('Alpha Resort', {
    company: {
      isVerified: true,
      sector: 'Private (Tourism)',
      logo: logo.key,
      size: '251-500',
      process: '2 weeks',
      address: 'Raa Atoll',
      location: 'Raa',
      hrEmail: 'hr@alpha.example',
      hrPhone: '+960 6580000',
      website: 'https://alpha.example',
      introduction: 'Our story began on a sandbank.',
      whyWorkWithUs: 'Staff accommodation and meals.',
      foundedOn: '2004-06-01',
      subCompanies: [{ name: 'Alpha Water Villas' }, { name: 'Alpha Dive Centre' }],
    },
  });
  await make('atoll bank');
  await make('Bravo Builders');
  await make('Beach_Hotel');
  await make('100% Fresh');
  await make('Coral Clinic');
  for (let i = 1; i <= 25; i++) await make(`Zeta Trading ${String(i).padStart(2, '0')}`);

  // Alpha: 17 open jobs, one expired, one force-closed, one pending, one rejected.
  await buildJobs(t.app, alpha.id, 17);
  await buildJob(t.app, alpha.id, {
    title: 'Expired Chef',
    createdAt: minutesAgo(5000),
    expiredAt: minutesAgo(60),
  });
  await buildJob(t.app, alpha.id, { title: 'Closed Waiter', createdAt: minutesAgo(4000), active: false });
  await buildJob(t.app, alpha.id, { title: 'Pending Barista', approved: JOB_APPROVAL.pending });
  await buildJob(t.app, alpha.id, { title: 'Rejected Butler', approved: JOB_APPROVAL.rejected });
  await buildJob(t.app, company['Coral Clinic']!, { title: 'Staff Nurse' });
});
afterAll(() => t.close());

async function employers(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/filter-employers${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as EmployersResponse;
  expect(body.status).toBe(200);
  expect(typeof body.message).toBe('string');
  return { res, body, names: body.data.map((c) => c.name) };
}

describe('GET /api/filter-employers', () => {
  it('lists employers by name, 20 per page, each with its open jobs', async () => {
    const { body, names } = await employers();
    expect(body).toMatchObject({ total: 31, per_page: 20, current_page: 1, last_page: 2 });
    expect(names.slice(0, 7)).toEqual([
      '100% Fresh',
      'Alpha Resort',
      'atoll bank',
      'Beach_Hotel',
      'Bravo Builders',
      'Coral Clinic',
      'Zeta Trading 01',
    ]);
    const alpha = body.data.find((c) => c.name === 'Alpha Resort')!;
    expect(alpha).toEqual({
      id: company['Alpha Resort'],
      name: 'Alpha Resort',
      logo: `http://portal.test/api/files/${logoKey}`,
      is_verified: 1,
      sector: 'Private (Tourism)',
      open_jobs: 17,
    });
    expect(body.data.find((c) => c.name === 'Coral Clinic')).toMatchObject({
      open_jobs: 1,
      is_verified: 0,
      logo: null,
    });
    expect(body.data.find((c) => c.name === 'atoll bank')).toMatchObject({ open_jobs: 0 });
  });

  it('filters by first letter, case-insensitively', async () => {
    expect((await employers('?sort=A')).names).toEqual(['Alpha Resort', 'atoll bank']);
    expect((await employers('?sort=a')).names).toEqual(['Alpha Resort', 'atoll bank']);
    expect((await employers('?sort=B')).names).toEqual(['Beach_Hotel', 'Bravo Builders']);
    expect((await employers('?sort=Q')).body).toMatchObject({ data: [], total: 0, last_page: 1 });
    // Anything but one letter is no letter filter.
    expect((await employers('?sort=AB')).body.total).toBe(31);
    expect((await employers('?sort=1')).body.total).toBe(31);
  });

  it('searches names by substring, case-insensitively, with % and _ taken literally', async () => {
    expect((await employers('?search=BANK')).names).toEqual(['atoll bank']);
    expect((await employers('?search=re')).names).toEqual(['100% Fresh', 'Alpha Resort']);
    expect((await employers('?search=_')).names).toEqual(['Beach_Hotel']);
    expect((await employers('?search=%25')).names).toEqual(['100% Fresh']);
    expect((await employers('?search=%5C')).names).toEqual([]);
    expect((await employers('?search=%20%20')).body.total).toBe(31);
  });

  it('combines letter and search', async () => {
    expect((await employers('?sort=B&search=build')).names).toEqual(['Bravo Builders']);
    expect((await employers('?sort=A&search=build')).names).toEqual([]);
  });

  it('pages: 25 Z-employers give 2 pages, the second with 5; past the last is empty with the total', async () => {
    const p1 = await employers('?sort=Z');
    expect(p1.body).toMatchObject({ total: 25, per_page: 20, current_page: 1, last_page: 2 });
    expect(p1.names).toHaveLength(20);
    const p2 = await employers('?sort=Z&page=2');
    expect(p2.names).toEqual(['21', '22', '23', '24', '25'].map((n) => `Zeta Trading ${n}`));
    const p3 = await employers('?sort=Z&page=3');
    expect(p3.body).toMatchObject({ data: [], total: 25, current_page: 3, last_page: 2 });
    expect((await employers('?sort=Z&page=abc')).body.current_page).toBe(1);
  });

  it('refuses a NUL byte in search or sort with 422, never a 500', async () => {
    for (const query of ['search=%00', 'search=Cor%00al', 'sort=%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/filter-employers?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, code: 'validation_failed' });
    }
  });

  it('is readable from any origin and may be cached by shared caches briefly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/filter-employers?sort=A',
      headers: { origin: 'https://careers.partner.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });
});

async function profile(id: string | number, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/employers/${id}${query}`,
    headers: { origin: 'https://careers.partner.example' },
  });
}

describe('GET /api/employers/{id}', () => {
  it('answers the public profile without private fields', async () => {
    const res = await profile(company['Alpha Resort']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json() as EmployerProfileResponse;
    expect(body.status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['jobsData', 'profile', 'totalOpenJob']);
    expect(body.data.totalOpenJob).toBe(17);
    const p = body.data.profile;
    expect(Object.keys(p).sort()).toEqual(
      [
        'id',
        'name',
        'logo',
        'is_verified',
        'size',
        'sector',
        'process',
        'address',
        'location',
        'hr_email',
        'hr_phone',
        'website',
        'introduction',
        'why_work_with_us',
        'founded_on',
        'sub_companies',
        'created_at',
      ].sort(),
    );
    expect(p).toMatchObject({
      id: company['Alpha Resort'],
      name: 'Alpha Resort',
      logo: `http://portal.test/api/files/${logoKey}`,
      is_verified: 1,
      size: '251-500',
      sector: 'Private (Tourism)',
      process: '2 weeks',
      hr_email: 'hr@alpha.example',
      hr_phone: '+960 6580000',
      founded_on: '2004-06-01',
      sub_companies: [{ name: 'Alpha Water Villas' }, { name: 'Alpha Dive Centre' }],
    });
    expect(p.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const raw = JSON.stringify(body);
    for (const secret of ['user_id', 'contact', 'designation', '+960 7771234', '@company.mv']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('lists the published jobs, 15 per page, newest first, expired and closed ones marked', async () => {
    const p1 = (await profile(company['Alpha Resort']!)).json() as EmployerProfileResponse;
    expect(p1.data.jobsData).toMatchObject({
      total: 19,
      per_page: 15,
      current_page: 1,
      last_page: 2,
      job_total: 19,
    });
    expect(p1.data.jobsData.data).toHaveLength(15);
    const first = p1.data.jobsData.data[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'title',
        'location',
        'type',
        'salary_range',
        'created_at',
        'expired_at',
        'active',
        'is_open',
      ].sort(),
    );
    expect(first).toMatchObject({ active: 1, is_open: true });
    const times = p1.data.jobsData.data.map((j) => j.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const p2 = (await profile(company['Alpha Resort']!, '?page=2')).json() as EmployerProfileResponse;
    expect(p2.data.jobsData).toMatchObject({ current_page: 2, last_page: 2, total: 19 });
    const titles = p2.data.jobsData.data.map((j) => j.title);
    expect(titles).toHaveLength(4);
    expect(titles.slice(-2)).toEqual(['Closed Waiter', 'Expired Chef']);
    expect(p2.data.jobsData.data.at(-2)).toMatchObject({ active: 0, is_open: false });
    expect(p2.data.jobsData.data.at(-1)).toMatchObject({ active: 1, is_open: false });
    for (const page of [p1, p2]) {
      const all = page.data.jobsData.data.map((j) => j.title);
      expect(all).not.toContain('Pending Barista');
      expect(all).not.toContain('Rejected Butler');
    }

    const p9 = (await profile(company['Alpha Resort']!, '?page=9')).json() as EmployerProfileResponse;
    expect(p9.data.jobsData).toMatchObject({
      data: [],
      total: 19,
      job_total: 19,
      current_page: 9,
      last_page: 2,
    });
    expect(p9.data.totalOpenJob).toBe(17);
  });

  it('answers a company without jobs with an empty first page', async () => {
    const body = (await profile(company['atoll bank']!)).json() as EmployerProfileResponse;
    expect(body.data.totalOpenJob).toBe(0);
    expect(body.data.profile).toMatchObject({ logo: null, sub_companies: [], founded_on: null });
    expect(body.data.jobsData).toEqual({
      data: [],
      total: 0,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      job_total: 0,
    });
  });

  it("answers unknown and non-numeric ids with 404 'Employer Profile not found!'", async () => {
    for (const id of ['999999', 'abc', '0', '-4', '3x', '99999999999']) {
      const res = await profile(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({
        status: 404,
        code: 'not_found',
        message_key: 'employer_not_found',
        message: 'Employer Profile not found!',
      });
    }
  });
});

describe('employers whose owner has not verified the email (issue 7)', () => {
  it('are neither listed, nor counted, nor shown, nor offered as a letter', async () => {
    const { company: hidden } = await buildEmployer(t.app, {
      verified: false,
      company: { name: 'Quiet Unverified Co', hrPhone: '+960 7000001' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/filter-employers?search=Quiet' });
    expect((list.json() as EmployersResponse).total).toBe(0);
    const byLetter = await t.app.inject({ method: 'GET', url: '/api/filter-employers?sort=Q' });
    expect((byLetter.json() as EmployersResponse).data).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: `/api/employers/${hidden.id}` });
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain('7000001');
    // The letters with listed employers: Q is not one of them.
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/filter-employers' })
    ).json() as EmployersResponse;
    expect(all.letters).toEqual(['A', 'B', 'C', 'Z']);
  });
});
