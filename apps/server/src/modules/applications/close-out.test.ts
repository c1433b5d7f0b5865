import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { applications, applicationStageChanges, jobs } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';
import { CLOSE_OUT_OPEN_JOB } from './stage-service';

// Closing a job (issue 27, point 6): POST employ/job/{jobId}/close-out marks a closed or expired job's
// applicants still at an open stage not selected, in one statement, with history and one mail each;
// decided ones (hired, not selected) stay. Another company's job 403, an open job 409, nothing changed.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const closeOut = (jobId: number | string, h: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/employ/job/${jobId}/close-out`, headers: h });
const putStage = (id: number, stage: string, h: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/employ/application/${id}/stage`, headers: h, payload: { stage } });

async function employer() {
  const e = await buildEmployer(t.app);
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

async function applicant(job: { id: number; companyId: number }) {
  const user = await buildJobseeker(t.app);
  const [row] = await t.app.db
    .insert(applications)
    .values({
      candidateId: user.id,
      jobId: job.id,
      companyId: job.companyId,
      email: user.email,
      coverNote: 'Dear Hiring Manager, I would like to apply.',
    })
    .returning();
  return { user, id: row!.id };
}

const stages = async (ids: number[]) =>
  (
    await t.app.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id))
  ).map((r) => r.stage);

const closeJob = (id: number) => t.app.db.update(jobs).set({ active: false }).where(eq(jobs.id, id));

/** A job with one applicant at each stage: five open (new … offer), then hired and not selected. */
async function jobWithEveryStage(e: Awaited<ReturnType<typeof employer>>, title: string) {
  const job = await buildJob(t.app, e.company.id, { title });
  const people = [];
  for (const stage of ['new', 'reviewed', 'shortlisted', 'interview', 'offer', 'hired', 'not_selected']) {
    const a = await applicant(job);
    if (stage !== 'new') expect((await putStage(a.id, stage, e.headers)).statusCode).toBe(200);
    people.push(a);
  }
  return { job, people, ids: people.map((p) => p.id) };
}

describe('POST employ/job/{jobId}/close-out', () => {
  it('marks a force-closed job’s open applicants not selected once, with history and one regret mail each', async () => {
    const e = await employer();
    const { job, people, ids } = await jobWithEveryStage(e, 'Pastry Chef');
    await closeJob(job.id);

    const res = await closeOut(job.id, e.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: 5, message: '5 applicants marked not selected' });
    expect(await stages(ids)).toEqual([...Array(5).fill('not_selected'), 'hired', 'not_selected']);
    const closing = await t.app.db
      .select({ from: applicationStageChanges.fromStage, by: applicationStageChanges.changedBy })
      .from(applicationStageChanges)
      .where(
        and(
          inArray(applicationStageChanges.applicationId, ids.slice(0, 5)),
          eq(applicationStageChanges.toStage, 'not_selected'),
        ),
      )
      .orderBy(asc(applicationStageChanges.applicationId));
    expect(closing).toEqual(
      ['new', 'reviewed', 'shortlisted', 'interview', 'offer'].map((from) => ({ from, by: e.user.id })),
    );
    // The one set not selected by hand before has its own mail already; each of the five gets one (the
    // company's regret template: the default one, as it never opened its templates).
    await t.app.outbox.drain();
    for (const p of people) {
      const regrets = t.smtp.mails.filter(
        (m) =>
          m.to.includes(p.user.email.toLowerCase()) && /Your application for Pastry Chef/.test(m.subject),
      );
      expect(regrets).toHaveLength(p === people[5] ? 0 : 1);
    }

    // Again: nothing left, nothing changes.
    const again = await closeOut(job.id, e.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().changed).toBe(0);
  });

  it('works for an expired job too', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, {
      expiredAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const a = await applicant(job);
    const res = await closeOut(job.id, e.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(1);
    expect(await stages([a.id])).toEqual(['not_selected']);
  });

  it('an open job is a 409 and nothing changes; a pending one too', async () => {
    const e = await employer();
    const { job, ids } = await jobWithEveryStage(e, 'Open Job');
    const before = await stages(ids);
    const res = await closeOut(job.id, e.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLOSE_OUT_OPEN_JOB);
    expect(await stages(ids)).toEqual(before);

    const pending = await buildJob(t.app, e.company.id, { approved: JOB_APPROVAL.pending });
    expect((await closeOut(pending.id, e.headers)).statusCode).toBe(409);
  });

  it('another company’s job is a 403 and nothing changes; an unknown job 404; a bad id 4xx', async () => {
    const owner = await employer();
    const other = await employer();
    const { job, ids } = await jobWithEveryStage(owner, 'Not Yours');
    await closeJob(job.id);
    const before = await stages(ids);
    const res = await closeOut(job.id, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect(await stages(ids)).toEqual(before);

    expect((await closeOut(2_000_000_000, owner.headers)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const r = await closeOut(bad, owner.headers);
      expect(r.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, bad).toBeLessThan(500);
    }
  });

  it('a jobseeker or no one may not close out', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { active: false });
    const seeker = await buildJobseeker(t.app);
    expect((await closeOut(job.id, bearer(await tokenFor(t.app, seeker.id)))).statusCode).toBe(403);
    expect((await closeOut(job.id, {})).statusCode).toBe(401);
  });
});
