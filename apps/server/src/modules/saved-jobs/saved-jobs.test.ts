import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { seeker } from '../../../test/seekers';

// Saved jobs (SPEC §4 Save state, §7.3 job/save and job-seeker/savedJobs; issue 10).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const isSaved = (h: Headers, jobId: number) =>
  t.app.inject({ method: 'GET', url: `/api/job/save/${jobId}`, headers: h });
const save = (h: Headers, jobId: number | string) =>
  t.app.inject({ method: 'POST', url: '/api/job/save', headers: h, payload: { job_id: jobId } });
const unsave = (h: Headers, jobId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/job/save/${jobId}`, headers: h });
const list = (h: Headers, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/job-seeker/savedJobs?page=${page}`, headers: h });

const day = 24 * 60 * 60 * 1000;

describe('saved jobs', () => {
  it('saves (201), answers 200 while saved and 404 after removal; saving twice keeps one', async () => {
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id, { title: 'Barista' });
    const s = await seeker(t.app);
    expect((await isSaved(s.headers, job.id)).statusCode).toBe(404);
    expect((await save(s.headers, job.id)).statusCode).toBe(201);
    expect((await save(s.headers, String(job.id))).statusCode).toBe(201);
    expect((await isSaved(s.headers, job.id)).statusCode).toBe(200);
    const saved = (await list(s.headers)).json();
    expect(saved.total).toBe(1);
    const ids = await t.app.inject({ method: 'GET', url: '/api/job-seeker/saved-ids', headers: s.headers });
    expect(ids.json().data).toEqual([job.id]);
    expect(saved.data[0]).toMatchObject({
      job_id: job.id,
      title: 'Barista',
      expired: false,
      name: job.companyName,
    });
    expect((await unsave(s.headers, job.id)).statusCode).toBe(200);
    expect((await isSaved(s.headers, job.id)).statusCode).toBe(404);
    expect((await unsave(s.headers, job.id)).statusCode).toBe(404);
    expect((await list(s.headers)).json()).toMatchObject({ data: [], total: 0 });
  });

  it('lists newest first, marks closed jobs as expired and drops jobs taken down', async () => {
    const e = await buildEmployer(t.app);
    const open = await buildJob(t.app, e.company.id, { title: 'Open job' });
    const expired = await buildJob(t.app, e.company.id, {
      title: 'Expired job',
      expiredAt: new Date(Date.now() - day).toISOString(),
    });
    const closed = await buildJob(t.app, e.company.id, { title: 'Closed job', active: false });
    const s = await seeker(t.app);
    for (const job of [open, expired, closed]) expect((await save(s.headers, job.id)).statusCode).toBe(201);
    const rows = (await list(s.headers)).json().data as { title: string; expired: boolean }[];
    expect(rows.map((r) => [r.title, r.expired])).toEqual([
      ['Closed job', true],
      ['Expired job', true],
      ['Open job', false],
    ]);
  });

  it('refuses jobs the public cannot see, and keeps each seeker’s list to themselves', async () => {
    const e = await buildEmployer(t.app);
    const pending = await buildJob(t.app, e.company.id, { approved: 0 });
    const s = await seeker(t.app);
    expect((await save(s.headers, pending.id)).statusCode).toBe(404);
    expect((await save(s.headers, 999999)).statusCode).toBe(404);
    expect((await save(s.headers, 'abc')).statusCode).toBe(422);

    const job = await buildJob(t.app, e.company.id);
    const other = await seeker(t.app);
    await save(s.headers, job.id);
    expect((await isSaved(other.headers, job.id)).statusCode).toBe(404);
    expect((await unsave(other.headers, job.id)).statusCode).toBe(404);
    expect((await list(other.headers)).json().total).toBe(0);
    const otherIds = await t.app.inject({
      method: 'GET',
      url: '/api/job-seeker/saved-ids',
      headers: other.headers,
    });
    expect(otherIds.json().data).toEqual([]);
    expect((await isSaved(s.headers, job.id)).statusCode).toBe(200);
  });

  it('is for jobseekers only', async () => {
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id);
    expect((await save({}, job.id)).statusCode).toBe(401);
    expect((await save(bearer(await tokenFor(t.app, e.user.id)), job.id)).statusCode).toBe(403);
  });
});
