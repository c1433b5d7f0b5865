import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { MAX_BULK_STAGE_IDS } from '@portal/shared/rules/pipeline';
import { applications, applicationStageChanges, outbox, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { readMail } from '../../../test/smtp';
import { buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';

// The hiring pipeline (issue 27, decision 0041): each stage change and its history, the bulk move, the
// shortlist toggle as a stage change, the stage filter, /jobs' stage counts, what the seeker sees of each
// stage, the seeker's mails (once per stage), every other company's attempt (403, nothing changed) and bad
// input (4xx, never 5xx).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, h: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
const putStage = (id: number | string, stage: unknown, h: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/employ/application/${id}/stage`, headers: h, payload: { stage } });
const bulk = (payload: unknown, h: Headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/employ/applications/stage',
    headers: h,
    payload: payload as object,
  });

async function employer() {
  const e = await buildEmployer(t.app);
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

/** A seeker's application to the job, stored as applying stores it (stage new). */
async function applicant(job: { id: number; companyId: number }) {
  const user = await buildJobseeker(t.app);
  const [application] = await t.app.db
    .insert(applications)
    .values({
      candidateId: user.id,
      jobId: job.id,
      companyId: job.companyId,
      email: user.email,
      coverNote: 'Dear Hiring Manager, I would like to apply.',
    })
    .returning();
  return { user, id: application!.id, headers: bearer(await tokenFor(t.app, user.id)) };
}

/** The seeker's application as user/applications-usr answers it. */
async function seekerSees(s: { id: number; headers: Headers }) {
  const res = await get('/user/applications-usr', s.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.find((a: { id: number }) => a.id === s.id);
}

const stored = async (ids: number[]) =>
  (
    await t.app.db
      .select({ id: applications.id, stage: applications.stage, isFavorite: applications.isFavorite })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id))
  ).map((r) => ({ id: r.id, stage: r.stage, favorite: r.isFavorite }));

const history = (id: number) =>
  t.app.db
    .select({
      by: applicationStageChanges.changedBy,
      from: applicationStageChanges.fromStage,
      to: applicationStageChanges.toStage,
      at: applicationStageChanges.createdAt,
    })
    .from(applicationStageChanges)
    .where(eq(applicationStageChanges.applicationId, id))
    .orderBy(asc(applicationStageChanges.id));

/** The mails delivered to an address whose subject matches, once the outbox has run. */
async function mailsTo(to: string, subject: RegExp) {
  await t.app.outbox.drain();
  return t.smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}
/** A subject without the site's name after it. */
const subjectOf = (m: { subject: string }) => m.subject.replace(/ - [^-]+$/, '');

describe('PUT employ/application/{id}/stage', () => {
  it('moves through every stage: is_favorite follows, each change is in the history, the seeker sees it', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Sous Chef' });
    const s = await applicant(job);
    expect(await seekerSees(s)).toMatchObject({ stage: 'applied', stage_changed_at: null });

    const steps = [
      ['reviewed', 0, 'viewed'],
      ['shortlisted', 1, 'shortlisted'],
      ['interview', 1, 'interview'],
      ['offer', 1, 'offer'],
      ['hired', 1, 'hired'],
      ['not_selected', 0, 'not_selected'],
      ['new', 0, 'applied'],
    ] as const;
    for (const [stage, favorite, seen] of steps) {
      const res = await putStage(s.id, stage, e.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: s.id, stage, is_favorite: favorite });
      const row = (await get(`/employ/job-applications/${job.id}`, e.headers)).json().data[0];
      expect(row).toMatchObject({ id: s.id, stage, is_favorite: favorite, status: null });
      const mine = await seekerSees(s);
      expect(mine).toMatchObject({ stage: seen, is_favorite: favorite });
      expect(mine.stage_changed_at).toEqual(res.json().data.stage_changed_at);
      expect(mine.stage_changed_at).not.toBeNull();
    }
    const rows = await history(s.id);
    expect(rows.map((r) => [r.from, r.to])).toEqual([
      ['new', 'reviewed'],
      ['reviewed', 'shortlisted'],
      ['shortlisted', 'interview'],
      ['interview', 'offer'],
      ['offer', 'hired'],
      ['hired', 'not_selected'],
      ['not_selected', 'new'],
    ]);
    expect(rows.every((r) => r.by === e.user.id && r.at)).toBe(true);
    // Notes about the pipeline never reach the seeker: no history, no who.
    expect(Object.keys(await seekerSees(s))).not.toContain('history');
  });

  it('the same stage again changes nothing: no history row, the same answer', async () => {
    const e = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    const first = (await putStage(s.id, 'interview', e.headers)).json().data;
    const again = await putStage(s.id, 'interview', e.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    expect(await history(s.id)).toHaveLength(1);
  });

  it('the seeker sees viewed once the employer opens a new application, applied before', async () => {
    const e = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    expect((await seekerSees(s)).stage).toBe('applied');
    expect(
      (await get(`/employ/view-application-byjobid/${s.id}`, e.headers)).json().data.application,
    ).toMatchObject({ stage: 'new' });
    expect((await seekerSees(s)).stage).toBe('viewed');
  });

  it('mails the seeker once per decision stage, never again for a stage it reached before', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Night Auditor' });
    const s = await applicant(job);
    for (const stage of ['interview', 'interview', 'offer', 'interview', 'offer', 'hired', 'not_selected'])
      expect((await putStage(s.id, stage, e.headers)).statusCode).toBe(200);
    const subjects = (await mailsTo(s.user.email, /Night Auditor/)).map(subjectOf).sort();
    expect(subjects).toEqual(
      [
        'Hired: Night Auditor',
        'Interview: Night Auditor',
        'Job offer: Night Auditor',
        'Your application for Night Auditor', // the company's regret template (decision 0041)
      ].sort(),
    );
    // The history decides, not only the outbox's key: with the delivered rows gone (a purge), a stage
    // reached again still mails nothing.
    await t.app.db.delete(outbox).where(like(outbox.key, `application-stage:${s.id}:%`));
    await putStage(s.id, 'interview', e.headers);
    await putStage(s.id, 'hired', e.headers);
    expect(await mailsTo(s.user.email, /Night Auditor/)).toHaveLength(4);
    const regret = t.smtp.mails.find((m) => subjectOf(m) === 'Your application for Night Auditor')!;
    expect(regret.text).toContain('not to continue');
    expect(regret.text).toContain('/my-applications');
  });

  it("mails a seeker who reads Dhivehi in Dhivehi (issue 31); the company's own template stays as written, framed in Dhivehi", async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Front Office Clerk' });
    const s = await applicant(job);
    await t.app.db.update(users).set({ lang: 'dv' }).where(eq(users.id, s.user.id));
    for (const stage of ['shortlisted', 'interview', 'offer', 'hired', 'not_selected'])
      expect((await putStage(s.id, stage, e.headers)).statusCode).toBe(200);
    await t.app.outbox.drain();
    const mails = t.smtp.mails.filter((m) => m.to.includes(s.user.email.toLowerCase())).map(readMail);
    const subjects = mails.map((m) => subjectOf(m)).sort();
    expect(subjects).toEqual(
      [
        'ތިބާ ޝޯޓްލިސްޓް ކުރެވިއްޖެ: Front Office Clerk',
        'އިންޓަވިއު: Front Office Clerk',
        'ވަޒީފާ ހުށަހެޅުން: Front Office Clerk',
        'ވަޒީފާއަށް ނެގުނު: Front Office Clerk',
        'Your application for Front Office Clerk', // the company's regret template, as the company wrote it
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.html).toContain('<html lang="dv" dir="rtl">');
      expect(mail.html).toContain('>ތިބާގެ އެޕްލިކޭޝަންތައް</a>'); // My applications, the link's words
      expect(mail.text).toContain('/my-applications');
    }
    const regret = mails.find((m) => subjectOf(m).startsWith('Your application'))!;
    expect(regret.text).toContain('not to continue'); // the template's own words
    expect(regret.text).toContain('ޖަވާބު ދެއްވުމަށް މި އީމެއިލަށް ރިޕްލައި ކުރައްވާ.');
    expect(regret.text).not.toMatch(/Reply to this e-mail|Your messages and the progress/);
  });

  it('shortlisting by stage sends SPEC’s shortlist mail once, as the toggle does; new and reviewed mail nothing', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Spa Therapist' });
    const s = await applicant(job);
    for (const stage of ['reviewed', 'new', 'shortlisted', 'reviewed', 'shortlisted'])
      await putStage(s.id, stage, e.headers);
    await get(`/employ/ar-shortlist/${s.id}`, e.headers); // off
    await get(`/employ/ar-shortlist/${s.id}`, e.headers); // on again
    const mails = await mailsTo(s.user.email, /Spa Therapist/);
    expect(mails.map(subjectOf)).toEqual(['You have been shortlisted: Spa Therapist']);
  });

  it('racing moves to one stage write one change and one mail; racing toggles chain their history', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Dive Instructor' });
    const s = await applicant(job);
    const answers = await Promise.all(Array.from({ length: 8 }, () => putStage(s.id, 'offer', e.headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await history(s.id)).map((r) => [r.from, r.to])).toEqual([['new', 'offer']]);
    expect(await mailsTo(s.user.email, /Job offer: Dive Instructor/)).toHaveLength(1);

    const toggles = await Promise.all(
      Array.from({ length: 3 }, () => get(`/employ/ar-shortlist/${s.id}`, e.headers)),
    );
    expect(toggles.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // offer → reviewed → shortlisted → reviewed: each toggle saw the stage the one before it left.
    expect((await history(s.id)).slice(1).map((r) => [r.from, r.to])).toEqual([
      ['offer', 'reviewed'],
      ['reviewed', 'shortlisted'],
      ['shortlisted', 'reviewed'],
    ]);
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'reviewed', favorite: false }]);
  });

  it('another company’s employer gets 403 and nothing changes; a seeker gets 403; no such application 404', async () => {
    const e = await employer();
    const other = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    const res = await putStage(s.id, 'hired', other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect((await putStage(s.id, 'hired', s.headers)).statusCode).toBe(403);
    expect((await putStage(999_999, 'hired', e.headers)).statusCode).toBe(404);
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'new', favorite: false }]);
    expect(await history(s.id)).toEqual([]);
    expect((await seekerSees(s)).stage).toBe('applied');
  });

  it('rejects an unknown or missing stage and a malformed id with a 4xx', async () => {
    const e = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    const unknown = await putStage(s.id, 'archived', e.headers);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.stage).toEqual(['The selected stage is invalid.']);
    expect((await putStage(s.id, undefined, e.headers)).statusCode).toBe(422);
    expect((await putStage(s.id, 3, e.headers)).statusCode).toBe(422);
    const badId = await putStage('abc', 'hired', e.headers);
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'new', favorite: false }]);
  });
});

describe('POST employ/applications/stage (bulk)', () => {
  it('moves several at once, each with its history row and its mail; one already there is not counted', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { title: 'Housekeeper' });
    const [a, b, c] = [await applicant(job), await applicant(job), await applicant(job)];
    await putStage(c.id, 'not_selected', e.headers);
    const res = await bulk({ ids: [a.id, b.id, c.id, a.id], stage: 'not_selected' }, e.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(2);
    expect(res.json().data.map((r: { id: number; stage: string }) => [r.id, r.stage])).toEqual([
      [a.id, 'not_selected'],
      [b.id, 'not_selected'],
      [c.id, 'not_selected'],
    ]);
    for (const s of [a, b, c]) {
      expect(await history(s.id)).toHaveLength(1);
      expect((await seekerSees(s)).stage).toBe('not_selected');
      expect(await mailsTo(s.user.email, /Your application for Housekeeper/)).toHaveLength(1);
    }
    const moved = await bulk({ ids: [a.id, b.id], stage: 'interview' }, e.headers);
    expect(moved.json().data.map((r: { is_favorite: number }) => r.is_favorite)).toEqual([1, 1]);
    expect((await get(`/employ/job-applications/${job.id}?sort=1`, e.headers)).json().total).toBe(2);
  });

  it('one application of another company: 403 and none moves (no history, no mail)', async () => {
    const e = await employer();
    const other = await employer();
    const mine = await applicant(await buildJob(t.app, e.company.id));
    const theirs = await applicant(await buildJob(t.app, other.company.id));
    const res = await bulk({ ids: [mine.id, theirs.id], stage: 'hired' }, e.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect(await stored([mine.id, theirs.id])).toEqual([
      { id: mine.id, stage: 'new', favorite: false },
      { id: theirs.id, stage: 'new', favorite: false },
    ]);
    expect([...(await history(mine.id)), ...(await history(theirs.id))]).toEqual([]);
    expect(await mailsTo(mine.user.email, /Hired/)).toEqual([]);
    // Only the other company's: 403 as well; an id that is no application: 404, none moves.
    expect((await bulk({ ids: [theirs.id], stage: 'hired' }, e.headers)).statusCode).toBe(403);
    expect((await bulk({ ids: [mine.id, 999_999], stage: 'hired' }, e.headers)).statusCode).toBe(404);
    expect(await stored([mine.id])).toEqual([{ id: mine.id, stage: 'new', favorite: false }]);
  });

  it('rejects empty, too many, non-integer and out-of-range ids and an unknown stage with 422', async () => {
    const e = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    const tooMany = Array.from({ length: MAX_BULK_STAGE_IDS + 1 }, (_, i) => s.id + i);
    const cases: unknown[] = [
      { ids: [], stage: 'hired' },
      { ids: tooMany, stage: 'hired' },
      { ids: [s.id, 1.5], stage: 'hired' },
      { ids: ['abc'], stage: 'hired' },
      { ids: [0], stage: 'hired' },
      { ids: [2_147_483_648], stage: 'hired' },
      { ids: s.id, stage: 'hired' },
      { stage: 'hired' },
      { ids: [s.id], stage: 'archived' },
      { ids: [s.id] },
    ];
    for (const payload of cases) {
      const res = await bulk(payload, e.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'new', favorite: false }]);
    expect(await history(s.id)).toEqual([]);
  });
});

describe('the shortlist toggle is a stage change', () => {
  it('on → shortlisted; off from shortlisted or later → reviewed; SPEC’s wire unchanged', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const s = await applicant(job);
    const on = await get(`/employ/ar-shortlist/${s.id}`, e.headers);
    expect(on.json()).toMatchObject({
      message: MESSAGES.addedToShortlist,
      data: { id: s.id, is_favorite: 1 },
    });
    expect(Object.keys(on.json().data).sort()).toEqual(['id', 'is_favorite']);
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'shortlisted', favorite: true }]);

    await putStage(s.id, 'offer', e.headers);
    const off = await get(`/employ/ar-shortlist/${s.id}`, e.headers);
    expect(off.json()).toMatchObject({ message: MESSAGES.removedFromShortlist, data: { is_favorite: 0 } });
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'reviewed', favorite: false }]);

    await putStage(s.id, 'not_selected', e.headers);
    expect((await get(`/employ/ar-shortlist/${s.id}`, e.headers)).json().data.is_favorite).toBe(1);
    expect((await history(s.id)).map((r) => [r.from, r.to])).toEqual([
      ['new', 'shortlisted'],
      ['shortlisted', 'offer'],
      ['offer', 'reviewed'],
      ['reviewed', 'not_selected'],
      ['not_selected', 'shortlisted'],
    ]);
    expect((await seekerSees(s)).stage).toBe('shortlisted');
  });

  it('another company’s toggle is 403 and changes nothing', async () => {
    const e = await employer();
    const other = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    expect((await get(`/employ/ar-shortlist/${s.id}`, other.headers)).statusCode).toBe(403);
    expect(await stored([s.id])).toEqual([{ id: s.id, stage: 'new', favorite: false }]);
    expect(await history(s.id)).toEqual([]);
  });
});

describe('the stage filter and /jobs stage counts', () => {
  it('lists only the applications at the stage, on both list routes; an unknown stage is 422', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id);
    const [a, b, c] = [await applicant(job), await applicant(job), await applicant(job)];
    await bulk({ ids: [a.id, b.id], stage: 'interview' }, e.headers);
    const idsOf = async (url: string) => {
      const res = await get(url, e.headers);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort();
    };
    expect(await idsOf(`/employ/job-applications/${job.id}?stage=interview`)).toEqual([a.id, b.id].sort());
    expect(await idsOf(`/employ/job-applications?stage=new&job=${job.id}`)).toEqual([c.id]);
    expect(await idsOf(`/employ/job-applications/${job.id}?stage=hired`)).toEqual([]);
    expect(await idsOf(`/employ/job-applications/${job.id}?stage=`)).toHaveLength(3);
    const bad = await get(`/employ/job-applications?stage=archived`, e.headers);
    expect(bad.statusCode).toBe(422);
  });

  it('each row of employ/jobs carries its applications per stage', async () => {
    const e = await employer();
    const other = await employer();
    const first = await buildJob(t.app, e.company.id, { title: 'Counted One' });
    const second = await buildJob(t.app, e.company.id, { title: 'Counted Two' });
    const a = [await applicant(first), await applicant(first), await applicant(first)];
    await applicant(second);
    await bulk({ ids: [a[0]!.id, a[1]!.id], stage: 'offer' }, e.headers);
    await putStage(a[2]!.id, 'not_selected', e.headers);
    const theirs = await applicant(await buildJob(t.app, other.company.id));
    await putStage(theirs.id, 'offer', other.headers);

    const res = await get('/employ/jobs', e.headers);
    expect(res.statusCode).toBe(200);
    const countsOf = (title: string) =>
      res.json().data.find((j: { title: string }) => j.title === title).stage_counts;
    const zero = { new: 0, reviewed: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, not_selected: 0 };
    expect(countsOf('Counted One')).toEqual({ ...zero, offer: 2, not_selected: 1 });
    expect(countsOf('Counted Two')).toEqual({ ...zero, new: 1 });
  });
});

describe('stored stages', () => {
  it('the table holds is_favorite to the stage', async () => {
    const e = await employer();
    const s = await applicant(await buildJob(t.app, e.company.id));
    await expect(
      t.app.db.update(applications).set({ isFavorite: true }).where(eq(applications.id, s.id)),
    ).rejects.toThrow();
  });
});
