import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { jobs } from '../../db/schema';
import { outOfStepJobs } from './test-support';

// The keyword search reads job_search, a relation the trigger of migration 0019 keeps in step with jobs
// (issue 34): after every way a job is written, the relation says what the jobs say, and a keyword finds
// exactly the open jobs that hold it.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The ids the public list shows for a keyword (its first page). */
const found = async (q: string) =>
  (
    (
      await t.app.inject({ url: `/api/allJobs/filter?q=${encodeURIComponent(q)}` })
    ).json() as PublicJobsResponse
  ).jobs.data.map((j) => j.id);

/** The relation matches the jobs: no job without its row or with a row that says otherwise. */
const expectInStep = async () => expect(await outOfStepJobs(t.app.db)).toEqual([]);

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Mangrove Warden',
  expired_at: inDays(14),
  description: '<p>Look after the wetland.</p>',
  sector: 'Private (Tourism)',
  category: 'Marine & Diving',
  type: 'Full-time',
  positions: '01',
  qualification: 'A Level',
  experience: '1 - 2 years',
  salary_range: 'MVR 10000 - 14999',
  location: 'Baa',
  required_items: { photographOption: true },
  ...over,
});

describe('the keyword search relation', () => {
  it('follows a job from its post through approval, edits and closing', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const employer = await tokenFor(t.app, e.user.id);
    const posted = await call('POST', '/api/jobs', employer, form({ company_name: e.company.name }));
    expect(posted.statusCode).toBe(201);
    const id = posted.json().data.id as number;
    await expectInStep();
    expect(await found('mangrove')).not.toContain(id); // pending

    expect((await call('POST', `/api/admin/jobs/${id}/approve`, admin)).statusCode).toBe(200);
    await expectInStep();
    expect(await found('mangrove')).toContain(id);
    expect(await found('wetland')).toContain(id);

    const edit = (over: Record<string, unknown>) =>
      call('POST', `/api/jobs/${id}`, employer, {
        _method: 'put',
        ...form({ company_name: e.company.name }),
        ...over,
      });
    // An edit of what was not approved (the pay) keeps the job listed; a new description sends it back
    // for approval (off the list), and once approved again it is found by its new words only.
    expect((await edit({ salary_range: 'MVR 15000 - 19999' })).json().data.approved).toBe(1);
    await expectInStep();
    expect(await found('wetland')).toContain(id);
    expect((await edit({ description: '<p>Guide snorkellers over the seagrass.</p>' })).statusCode).toBe(202);
    await expectInStep();
    expect(await found('seagrass')).not.toContain(id);
    await call('POST', `/api/admin/jobs/${id}/approve`, admin);
    await expectInStep();
    expect(await found('seagrass')).toContain(id);
    expect(await found('wetland')).not.toContain(id);

    expect((await call('GET', `/api/employ/force-close/${id}`, employer)).statusCode).toBe(200);
    await expectInStep();
    expect(await found('ranger')).not.toContain(id);
  });

  it('follows a rejection, a closing date passing, a deleted account, a renamed place and a deleted row', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const employer = await tokenFor(t.app, e.user.id);
    const [rejected, expiring, renamed, deleted] = await Promise.all(
      ['Kelp', 'Lobster', 'Octopus', 'Pufferfish'].map((w) =>
        buildJob(t.app, e.company.id, { title: `${w} Keeper`, location: 'Vaavu' }),
      ),
    );
    await expectInStep();

    const reject = await call('POST', `/api/admin/jobs/${rejected!.id}/reject`, admin, { reason: 'No pay' });
    expect(reject.statusCode).toBe(200);
    expect(await found('kelp')).toEqual([]);

    await t.app.db
      .update(jobs)
      .set({ expiredAt: inDays(-1) })
      .where(eq(jobs.id, expiring!.id));
    await expectInStep();
    expect(await found('lobster')).toEqual([]);

    // A place written anew (jobs hold a readable place since issue 28, not a lookup value: an atoll's
    // rename in the console will rewrite them so) is searched by its new name.
    await t.app.db
      .update(jobs)
      .set({ location: 'Felidhu Atoll' })
      .where(inArray(jobs.id, [renamed!.id, deleted!.id]));
    await expectInStep();
    expect((await found('felidhu')).sort((a, b) => a - b)).toEqual(
      [renamed!.id, deleted!.id].sort((a, b) => a - b),
    );
    expect(await found('vaavu')).toEqual([]);

    await t.app.db.delete(jobs).where(eq(jobs.id, deleted!.id));
    await expectInStep();
    // A row deleted by hand does not move the public stamp unless it held the highest id (decision 0006
    // keeps such answers until their maximum age), so 'felidhu' may still be answered from the cache:
    // a search not asked before reads the relation.
    expect(await found('felidhu atoll')).toEqual([renamed!.id]);

    const gone = await call('POST', '/api/employ/delete-account', employer, { password: e.user.password });
    expect(gone.statusCode).toBe(200);
    await expectInStep();
    expect(await found('octopus')).toEqual([]);
  });
});

describe('keywords without apostrophes', () => {
  it("finds Hon'daidhoo as Hondaidhoo, hondaidhoo or with a curly apostrophe, in a title, a text or the place", async () => {
    const { company } = await buildEmployer(t.app);
    const titled = await buildJob(t.app, company.id, { title: "Villa Host, Hon'daidhoo" });
    const described = await buildJob(t.app, company.id, {
      description: '<p>Our island, Hon’daidhoo, is a short flight from Malé.</p>',
    });
    const placed = await buildJob(t.app, company.id, { location: "Hon'daidhoo" });
    const all = [placed.id, described.id, titled.id].sort((a, b) => a - b);
    for (const q of ['Hondaidhoo', 'hondaidhoo', "Hon'daidhoo", 'HON’DAIDHOO', 'Honʻdaidhoo']) {
      expect(
        (await found(q)).sort((a, b) => a - b),
        q,
      ).toEqual(all);
    }
    // The place's name is searched like a word of the advert, title first in the order.
    expect((await found('hondaidhoo'))[0]).toBe(titled.id);
    // The parser splits at an apostrophe: without stripping, "daidhoo" would be a word of its own.
    expect(await found('daidhoo')).toEqual([]);
  });
});
