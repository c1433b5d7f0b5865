import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { applications, jobs } from '../src/db/schema';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from './factories';
import { seekerWithCompleteProfile } from './seekers';

// Issue 24, point 3: a committed write is never answered as failed. The database goes away right after
// the request's write transaction commits (every later query of the routes fails as a dropped
// connection does, which the API answers 503): the call must still answer what it did, from what its
// transaction returned, and the change must be in the database.

let t: TestContext;
let realDb: Db;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  realDb = t.app.db;
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterEach(() => {
  (t.app as { db: Db }).db = realDb;
});
afterAll(() => t.close());

const connectionLost = () => new Error('Connection terminated unexpectedly');

/**
 * From the next committed transaction on, every query the routes make fails as if the database had
 * stopped (routes reach the database through `app.db`; the background worker keeps its own handle).
 */
function databaseStopsAfterNextCommit(app: App) {
  let down = false;
  const handle = new Proxy(realDb, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (down) throw connectionLost();
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (prop !== 'transaction') return result;
        return (result as Promise<unknown>).then((committed) => {
          down = true;
          return committed;
        });
      };
    },
  });
  (app as { db: Db }).db = handle;
}

describe('a write committed just before the database stopped', () => {
  it('is recognised as an outage by the error handler (the 503 this test guards against)', () => {
    expect(isDatabaseUnavailable(connectionLost())).toBe(true);
  });

  it('approval answers 200 with the published job', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const job = await buildJob(t.app, e.company.id, {
      title: 'Committed Approval',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    databaseStopsAfterNextCommit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/approve`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Job approved and published.',
      data: { id: job.id, title: 'Committed Approval', approved: 1, state: 'published' },
    });
    const [stored] = await realDb.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.approved).toBe(JOB_APPROVAL.approved);
  });

  it('applying answers 201 with the application', async () => {
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id, { title: 'Committed Application' });
    const s = await seekerWithCompleteProfile(t.app);
    databaseStopsAfterNextCommit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: s.headers,
      payload: { job_id: job.id, cover_note: 'Dear Hiring Manager, I would like to apply.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: APPLY_MESSAGES.applied,
      data: { job_id: job.id, title: 'Committed Application', status: null, is_favorite: 0 },
    });
    const stored = await realDb.select().from(applications).where(eq(applications.jobId, job.id));
    expect(stored.map((a) => a.candidateId)).toEqual([s.user.id]);
  });
});
