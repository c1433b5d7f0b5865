import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { MAX_PAGE } from '@portal/shared/schemas/common';
import type { PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { buildEmployer, buildFile, buildJob, buildJobs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';

// GET /api/allJobs/filter: filters alone and combined, keyword search and ranking, pagination, and
// which jobs the public may see. One fixed data set; every number below follows from it.

let t: TestContext;
const ids: Record<string, number> = {};
let bulkIds: number[] = [];
let hiddenIds: number[] = [];
let logoKey = '';

const daysFromNow = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

// Four filterable jobs (A), 45 bulk jobs (B), three keyword jobs (B): 52 open jobs.
const OPEN_TOTAL = 52;

beforeAll(async () => {
  t = await buildTestApp();
  const logo = await buildFile(t.app, { contentType: 'image/png', originalName: 'logo.png' });
  logoKey = logo.key;
  const a = await buildEmployer(t.app, {
    company: { name: 'Sunrise Atoll Resort', sector: 'Private (Tourism)', isVerified: true, logo: logo.key },
  });
  const b = await buildEmployer(t.app, { company: { name: 'Harbour Builders', isVerified: false } });

  const tourism = {
    sector: 'Private (Tourism)',
    category: 'Front Office',
    type: 'Full-time',
    salaryRange: 'MVR 7000 - 9999',
    location: 'Raa',
  };
  ids.j1 = (
    await buildJob(t.app, a.company.id, { ...tourism, title: 'Receptionist', createdAt: minutesAgo(400) })
  ).id;
  ids.j2 = (
    await buildJob(t.app, a.company.id, {
      ...tourism,
      title: 'Room Attendant',
      category: 'Housekeeping',
      type: 'Contract',
      salaryRange: 'MVR 5000 - 6999',
      createdAt: minutesAgo(390),
    })
  ).id;
  ids.j3 = (
    await buildJob(t.app, a.company.id, {
      ...tourism,
      title: 'Guest Relations Officer',
      type: 'Part-time',
      location: 'Baa',
      createdAt: minutesAgo(380),
    })
  ).id;
  ids.j4 = (
    await buildJob(t.app, a.company.id, {
      ...tourism,
      title: 'Front Desk Clerk',
      sector: 'Government / Civil Service',
      createdAt: minutesAgo(370),
    })
  ).id;

  // Jobs the public never sees, each of which would match the tourism filters.
  hiddenIds = [
    (
      await buildJob(t.app, a.company.id, {
        ...tourism,
        title: 'Pending Receptionist',
        approved: JOB_APPROVAL.pending,
      })
    ).id,
    (
      await buildJob(t.app, a.company.id, {
        ...tourism,
        title: 'Rejected Receptionist',
        approved: JOB_APPROVAL.rejected,
      })
    ).id,
    (
      await buildJob(t.app, a.company.id, {
        ...tourism,
        title: 'Expired Receptionist',
        expiredAt: daysFromNow(-1),
      })
    ).id,
    (await buildJob(t.app, a.company.id, { ...tourism, title: 'Closed Receptionist', active: false })).id,
    (
      await buildJob(t.app, b.company.id, {
        title: 'Marine Biologist Senior',
        approved: JOB_APPROVAL.pending,
        location: 'Addu City',
      })
    ).id,
  ];

  const bulk = await buildJobs(t.app, b.company.id, 45, { category: 'Legal' });
  bulkIds = bulk.map((j) => j.id);

  const keyword = {
    sector: 'Private (Others)',
    category: 'Other',
    type: 'Temporary',
    salaryRange: 'Negotiable',
    location: 'Addu City',
  };
  // s2 is newer than s1 but only mentions the keyword in its description: s1 must still rank first.
  ids.s1 = (
    await buildJob(t.app, b.company.id, {
      ...keyword,
      title: 'Marine Biologist',
      description: '<p>Survey the house reef and lead guest snorkelling trips.</p>',
      createdAt: minutesAgo(300),
    })
  ).id;
  ids.s2 = (
    await buildJob(t.app, b.company.id, {
      ...keyword,
      title: 'Resort Host',
      description: '<p>Work closely with our <strong>marine biologist</strong> on guest excursions.</p>',
      createdAt: minutesAgo(200),
    })
  ).id;
  ids.s3 = (
    await buildJob(t.app, b.company.id, {
      ...keyword,
      title: 'Dive Instructor',
      companyName: 'Kelpie Diving',
      description: '<p>PADI instructors welcome.</p>',
      createdAt: minutesAgo(100),
    })
  ).id;
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/filter${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as PublicJobsResponse;
  expect(body.status).toBe(200);
  expect(typeof body.message).toBe('string');
  return { res, body, ids: body.jobs.data.map((j) => j.id) };
}

const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);

describe('GET /api/allJobs/filter', () => {
  it('lists open jobs newest first, 20 per page, with the wire shape of DESIGN §4', async () => {
    const { body } = await list();
    expect(body.count).toBe(OPEN_TOTAL);
    expect(body.jobs).toMatchObject({ total: OPEN_TOTAL, per_page: 20, current_page: 1, last_page: 3 });
    expect(body.jobs.data).toHaveLength(20);
    const times = body.jobs.data.map((j) => j.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The newest job overall is the last bulk one (created a minute ago).
    expect(body.jobs.data[0]!.id).toBe(bulkIds[44]);
  });

  it('sends each row with exactly the public fields, absolute logo URLs and ISO dates', async () => {
    const { body } = await list('?category=Front%20Office&location=Raa&sector=Private%20(Tourism)');
    expect(body.jobs.data).toHaveLength(1);
    const row = body.jobs.data[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'title',
        'name',
        'company_id',
        'is_verified',
        'logo',
        'salary_range',
        'location',
        'place',
        'sector',
        'category',
        'type',
        'created_at',
        'expired_at',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: ids.j1,
      title: 'Receptionist',
      name: 'Sunrise Atoll Resort',
      is_verified: 1,
      logo: `http://portal.test/api/files/${logoKey}`,
      salary_range: 'MVR 7000 - 9999',
      location: 'Raa',
      place: { kind: 'atoll', atoll: 'R' },
      sector: 'Private (Tourism)',
      category: 'Front Office',
      type: 'Full-time',
    });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.expired_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const other = (await list('?category=Legal')).body.jobs.data[0]!;
    expect(other).toMatchObject({ name: 'Harbour Builders', is_verified: 0, logo: null });
  });

  it('filters by each of sector, category, type, salary and location alone', async () => {
    const tourism = await list('?sector=Private%20(Tourism)');
    expect(sorted(tourism.ids)).toEqual(sorted([ids.j1!, ids.j2!, ids.j3!]));
    expect(tourism.body.jobs.total).toBe(3);
    expect(tourism.body.count).toBe(OPEN_TOTAL);

    expect(sorted((await list('?category=Front%20Office')).ids)).toEqual(sorted([ids.j1!, ids.j3!, ids.j4!]));
    expect((await list('?type=Contract')).ids).toEqual([ids.j2]);
    expect(sorted((await list('?salary=MVR%207000%20-%209999')).ids)).toEqual(
      sorted([ids.j1!, ids.j3!, ids.j4!]),
    );
    expect(sorted((await list('?location=Raa')).ids)).toEqual(sorted([ids.j1!, ids.j2!, ids.j4!]));
    expect((await list('?sector=Government%20%2F%20Civil%20Service')).ids).toEqual([ids.j4]);
    expect((await list("?location=Male'")).body.jobs.total).toBe(45);
  });

  it('combines filters', async () => {
    expect((await list('?sector=Private%20(Tourism)&category=Front%20Office')).ids.sort()).toEqual(
      [ids.j1, ids.j3].sort(),
    );
    expect((await list('?sector=Private%20(Tourism)&category=Front%20Office&location=Raa')).ids).toEqual([
      ids.j1,
    ]);
    expect(
      (
        await list(
          '?sector=Private%20(Tourism)&category=Front%20Office&type=Full-time&salary=MVR%207000%20-%209999&location=Raa',
        )
      ).ids,
    ).toEqual([ids.j1]);
    expect((await list('?category=Front%20Office&type=Contract')).body.jobs.total).toBe(0);
  });

  it('answers an unknown filter value with an empty page, not an error', async () => {
    const { body } = await list('?category=Astronaut');
    expect(body.jobs).toEqual({ data: [], total: 0, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.count).toBe(OPEN_TOTAL);
  });

  it('pages: 45 jobs give 3 pages, the third with 5, and no job twice', async () => {
    const p1 = await list('?category=Legal');
    expect(p1.body.jobs).toMatchObject({ total: 45, last_page: 3, current_page: 1 });
    const p2 = await list('?category=Legal&page=2');
    const p3 = await list('?category=Legal&page=3');
    expect(p2.ids).toHaveLength(20);
    expect(p3.ids).toHaveLength(5);
    expect(p3.body.jobs.current_page).toBe(3);
    expect(sorted([...p1.ids, ...p2.ids, ...p3.ids])).toEqual(sorted(bulkIds));
    // Newest first across pages: the oldest bulk job is the very last row.
    expect(p3.ids.at(-1)).toBe(bulkIds[0]);
  });

  it('answers a page past the last with no rows and the right totals', async () => {
    const { body } = await list('?category=Legal&page=4');
    expect(body.jobs).toEqual({ data: [], total: 45, per_page: 20, current_page: 4, last_page: 3 });
    expect(body.count).toBe(OPEN_TOTAL);
    // An absurd page is capped (MAX_PAGE), never a 422 or a 500.
    const far = await list('?page=99999999999999999999');
    expect(far.body.jobs).toMatchObject({ data: [], total: OPEN_TOTAL, current_page: MAX_PAGE });
  });

  it('refuses a NUL byte in any text parameter with 422, never a 500', async () => {
    for (const query of ['q=%00', 'q=chef%00', 'sector=%00', 'location=Male%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/filter?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, code: 'validation_failed' });
    }
  });

  it('reads bad page values as page 1', async () => {
    for (const page of ['abc', '0', '-3', '', '%20']) {
      const { body } = await list(`?category=Legal&page=${page}`);
      expect(body.jobs.current_page).toBe(1);
      expect(body.jobs.data).toHaveLength(20);
    }
  });

  it('never lists pending, rejected, expired or force-closed jobs, nor counts them', async () => {
    const all: number[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await list(`?page=${page}`)).ids);
    expect(all).toHaveLength(OPEN_TOTAL);
    for (const id of hiddenIds) expect(all).not.toContain(id);
    const tourism = await list('?sector=Private%20(Tourism)&category=Front%20Office&location=Raa');
    expect(tourism.ids).toEqual([ids.j1]);
    expect((await list('?q=receptionist')).ids).toEqual([ids.j1]);
  });

  describe('keyword search (q)', () => {
    it('matches the title, the company name as posted and the description', async () => {
      expect((await list('?q=instructor')).ids).toEqual([ids.s3]);
      expect((await list('?q=kelpie')).ids).toEqual([ids.s3]);
      expect((await list('?q=snorkelling')).ids).toEqual([ids.s1]);
      // English stemming: "surveys" finds "Survey".
      expect((await list('?q=surveys')).ids).toEqual([ids.s1]);
    });

    it('ranks a title match before a description match, then by recency', async () => {
      const { body, ids: found } = await list('?q=biologist');
      expect(found).toEqual([ids.s1, ids.s2]);
      expect(body.jobs.total).toBe(2);
      expect(body.count).toBe(OPEN_TOTAL);
      expect((await list('?q=%22marine%20biologist%22')).ids).toEqual([ids.s1, ids.s2]);
    });

    it('combines with the filters', async () => {
      expect((await list('?q=biologist&location=Addu%20City')).ids).toEqual([ids.s1, ids.s2]);
      expect((await list('?q=biologist&location=Raa')).ids).toEqual([]);
      expect((await list('?q=biologist%20-reef')).ids).toEqual([ids.s2]);
    });

    it('takes any text without failing', async () => {
      for (const q of ["'; drop table jobs; --", '"unterminated', 'the', '&|!():*', '   ']) {
        const { body } = await list(`?q=${encodeURIComponent(q)}`);
        expect(Array.isArray(body.jobs.data)).toBe(true);
      }
      // A blank q is no keyword at all.
      expect((await list('?q=%20%20')).body.jobs.total).toBe(OPEN_TOTAL);
    });
  });

  it('rejects an over-long keyword with 422 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/filter?q=${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toBe(422);
  });

  it('may be cached by shared caches briefly, and is readable from any origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/allJobs/filter',
      headers: { origin: 'https://careers.partner.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });

  it('reflects a job closed a moment ago on the next call (no in-process cache)', async () => {
    const job = await buildJob(t.app, (await buildEmployer(t.app)).company.id, { category: 'Security' });
    expect((await list('?category=Security')).ids).toEqual([job.id]);
    const { jobs } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(jobs).set({ active: false }).where(eq(jobs.id, job.id));
    expect((await list('?category=Security')).ids).toEqual([]);
  });

  it('keeps the OpenAPI document buildable with these routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/allJobs/filter', '/api/homedash', '/api/jobView/{id}']),
    );
  });
});
