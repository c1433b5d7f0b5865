import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { seekerWithCompleteProfile } from '../../../test/seekers';

// The job filter of the employer's applications list (issue 25, point 3): `?job=<id>` keeps the rows of
// that job of the company, kept with the other filters and the pager; a malformed id is a 422 and another
// company's job id gives no rows (never theirs, nor the caller's other jobs').

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, h: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
const COVER = 'Dear Hiring Manager,\n\nI would like to apply.\n\nKind regards,\nAishath';

async function employer() {
  const e = await buildEmployer(t.app);
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

async function applyTo(jobId: number) {
  const s = await seekerWithCompleteProfile(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job/application',
    headers: s.headers,
    payload: { job_id: jobId, cover_note: COVER },
  });
  expect(res.statusCode).toBe(201);
  return s;
}

const titles = (body: { data: { title: string }[] }) => body.data.map((r) => r.title);

describe('GET employ/job-applications?job=<id>', () => {
  let mine: Awaited<ReturnType<typeof employer>>;
  let theirs: Awaited<ReturnType<typeof employer>>;
  let chef: { id: number };
  let waiter: { id: number };
  let theirJob: { id: number };

  beforeAll(async () => {
    mine = await employer();
    theirs = await employer();
    chef = await buildJob(t.app, mine.company.id, { title: 'Chef de Partie' });
    waiter = await buildJob(t.app, mine.company.id, { title: 'Waiter' });
    theirJob = await buildJob(t.app, theirs.company.id, { title: 'Boat Captain' });
    await applyTo(chef.id);
    await applyTo(chef.id);
    await applyTo(waiter.id);
    await applyTo(theirJob.id);
  });

  it('lists only the applications to that job of the company', async () => {
    const all = (await get('/employ/job-applications', mine.headers)).json();
    expect(all.total).toBe(3);
    const res = await get(`/employ/job-applications?job=${chef.id}`, mine.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, last: 1 });
    expect(titles(res.json())).toEqual(['Chef de Partie', 'Chef de Partie']);
    expect(titles((await get(`/employ/job-applications?job=${waiter.id}`, mine.headers)).json())).toEqual([
      'Waiter',
    ]);
  });

  it('is kept with the other filters and the pager', async () => {
    const shortlisted = (await get(`/employ/job-applications?job=${chef.id}&sort=1`, mine.headers)).json();
    expect(shortlisted.total).toBe(0);
    const page2 = (await get(`/employ/job-applications?job=${chef.id}&page=2`, mine.headers)).json();
    expect(page2).toMatchObject({ total: 2, data: [] });
  });

  it("gives no rows for another company's job: neither theirs nor the caller's", async () => {
    const res = await get(`/employ/job-applications?job=${theirJob.id}`, mine.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, data: [] });
    // Their own list by the same filter still shows their applicant.
    expect((await get(`/employ/job-applications?job=${theirJob.id}`, theirs.headers)).json().total).toBe(1);
  });

  it('on a job path, joins the path: another job of the company in the filter gives none', async () => {
    const res = await get(`/employ/job-applications/${chef.id}?job=${waiter.id}`, mine.headers);
    expect(res.json()).toMatchObject({ total: 0, data: [] });
  });

  it('refuses a malformed id with 422 naming the field; an empty one means any job', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '2147483648']) {
      const res = await get(`/employ/job-applications?job=${bad}`, mine.headers);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.job, bad).toEqual(['The selected job is invalid.']);
    }
    expect((await get('/employ/job-applications?job=', mine.headers)).json().total).toBe(3);
  });
});
