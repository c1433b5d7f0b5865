import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEmployer, buildJob, buildJobs, buildJobseeker } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { companies, jobs } from '../../db/schema';
import { readPublicStamp } from './public-cache';

// The list and home numbers are cached in process under a database stamp: every change a visitor
// should see must show on the very next request.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type ListBody = {
  count: number;
  jobs: { total: number; data: { id: number; title: string; is_verified: number }[] };
};
const list = async (query = '') =>
  (await t.app.inject({ url: `/api/allJobs/filter${query}` })).json() as ListBody;
const ids = (body: ListBody) => body.jobs.data.map((j) => j.id);

/** A title change the stamp does not see (the trigger that moves updated_at is off for it). */
async function changeBehindTheStamp(jobId: number, title: string) {
  await t.app.db.execute(sql`alter table jobs disable trigger jobs_touch_updated_at`);
  try {
    await t.app.db.update(jobs).set({ title }).where(eq(jobs.id, jobId));
  } finally {
    await t.app.db.execute(sql`alter table jobs enable trigger jobs_touch_updated_at`);
  }
}
afterEach(() => {
  vi.useRealTimers();
});

describe('the cached public list', () => {
  it('shows a job as soon as it is approved and drops it as soon as it is force-closed', async () => {
    const { company } = await buildEmployer(t.app);
    const pending = await buildJob(t.app, company.id, { approved: 0, approvedAt: null });
    const before = await list();
    expect(ids(before)).not.toContain(pending.id);

    await t.app.db.update(jobs).set({ approved: 1 }).where(eq(jobs.id, pending.id));
    const approved = await list();
    expect(ids(approved)).toContain(pending.id);
    expect(approved.count).toBe(before.count + 1);

    await t.app.db.update(jobs).set({ active: false }).where(eq(jobs.id, pending.id));
    expect(ids(await list())).not.toContain(pending.id);
  });

  it('serves the cached list only until the next closing date, with no write at all', async () => {
    // The process's clock is faked instead of waiting for the job to close. (In-memory PGlite's now()
    // follows it too; PostgreSQL's runs on and still sees the job open.)
    vi.useFakeTimers({ toFake: ['Date'] });
    const { company } = await buildEmployer(t.app);
    const closesAt = Date.now() + 30_000;
    const job = await buildJob(t.app, company.id, {
      title: 'Closes soon',
      expiredAt: new Date(closesAt).toISOString(),
    });
    expect((await readPublicStamp({ db: t.app.db })).validUntil).toBe(closesAt);
    const titleOf = async () => (await list()).jobs.data.find((j) => j.id === job.id)?.title;
    expect(await titleOf()).toBe('Closes soon');
    await changeBehindTheStamp(job.id, 'Changed behind the stamp');
    vi.setSystemTime(closesAt - 1);
    expect(await titleOf()).toBe('Closes soon');
    vi.setSystemTime(closesAt);
    // Not the cached answer any more: read again, the job has closed (PGlite) or shows its new title
    // (PostgreSQL, where only the cache's deadline has passed).
    expect([undefined, 'Changed behind the stamp']).toContain(await titleOf());
  });

  it('follows a change of the company (verified badge)', async () => {
    const { company } = await buildEmployer(t.app, { company: { isVerified: false } });
    const job = await buildJob(t.app, company.id);
    const row = (await list()).jobs.data.find((j) => j.id === job.id);
    expect(row?.is_verified).toBe(0);
    await t.app.db.update(companies).set({ isVerified: true }).where(eq(companies.id, company.id));
    expect((await list()).jobs.data.find((j) => j.id === job.id)?.is_verified).toBe(1);
  });

  it('serves repeated requests from the cache while nothing changed', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { title: 'Cached title' });
    expect((await list()).jobs.data.find((j) => j.id === job.id)?.title).toBe('Cached title');
    // A write that skips the trigger leaves the stamp as it was: the cached answer is still served,
    // which shows both that the cache is used and that the trigger is what invalidates it.
    await t.app.db.execute(sql`alter table jobs disable trigger jobs_touch_updated_at`);
    try {
      await t.app.db.update(jobs).set({ title: 'Changed behind the stamp' }).where(eq(jobs.id, job.id));
    } finally {
      await t.app.db.execute(sql`alter table jobs enable trigger jobs_touch_updated_at`);
    }
    expect((await list()).jobs.data.find((j) => j.id === job.id)?.title).toBe('Cached title');
    await t.app.db.update(jobs).set({ title: 'Changed in the open' }).where(eq(jobs.id, job.id));
    expect((await list()).jobs.data.find((j) => j.id === job.id)?.title).toBe('Changed in the open');
  });
  it('counts a filter combination once for all its pages, until something changes', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { category: 'Security' });
    const total = (await list('?category=Security&page=1')).jobs.total;
    // Behind the stamp, the job leaves the category: page 2 has never been asked for, so its rows are
    // read now, but its total is the count already made for page 1.
    await t.app.db.execute(sql`alter table jobs disable trigger jobs_touch_updated_at`);
    try {
      await t.app.db.update(jobs).set({ category: 'Housekeeping' }).where(eq(jobs.id, job.id));
    } finally {
      await t.app.db.execute(sql`alter table jobs enable trigger jobs_touch_updated_at`);
    }
    expect((await list('?category=Security&page=2')).jobs.total).toBe(total);
    // A change in the open moves the stamp: every page counts again.
    await t.app.db.update(jobs).set({ title: 'Moved to housekeeping' }).where(eq(jobs.id, job.id));
    expect((await list('?category=Security&page=2')).jobs.total).toBe(total - 1);
    expect((await list('?category=Security&page=1')).jobs.total).toBe(total - 1);
  });

  it('counts a keyword once for all its pages, until a write moves the stamp', async () => {
    const { company } = await buildEmployer(t.app);
    const [first, second] = await buildJobs(t.app, company.id, 25, { title: 'Seaplane Dispatcher' });
    expect((await list('?q=dispatcher&page=1')).jobs.total).toBe(25);
    // Behind the stamp, a job loses the word: page 2's rows are read now, its total is the count made
    // for page 1, not counted again.
    await changeBehindTheStamp(first!.id, 'Seaplane Pilot');
    const page2 = await list('?q=dispatcher&page=2');
    expect(page2.jobs.total).toBe(25);
    expect(page2.jobs.data).toHaveLength(4);
    // A write in the open moves the stamp: the keyword is counted again, on every page.
    await t.app.db.update(jobs).set({ title: 'Seaplane Dispatcher (night)' }).where(eq(jobs.id, second!.id));
    expect((await list('?q=dispatcher&page=2')).jobs.total).toBe(24);
    expect((await list('?q=dispatcher&page=1')).jobs.total).toBe(24);
  });
});

describe('the cached home numbers', () => {
  it('count a new jobseeker and a newly published job on the next request', async () => {
    const before = (await t.app.inject({ url: '/api/homedash' })).json() as {
      posted: number;
      seekers: number;
    };
    await buildJobseeker(t.app);
    const { company } = await buildEmployer(t.app);
    await buildJob(t.app, company.id);
    const after = (await t.app.inject({ url: '/api/homedash' })).json() as {
      posted: number;
      seekers: number;
    };
    expect(after.seekers).toBe(before.seekers + 1);
    expect(after.posted).toBe(before.posted + 1);
  });
});
