import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViews } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { preferenceForm, seekerWithCompleteProfile, type Seeker } from '../../../test/seekers';

// "Viewed by 0 employers" after an employer opened the application and downloaded the profile (issue 25,
// point 7). One view = one company opening the seeker's profile (talent pool, profile link), one of the
// seeker's applications or their Profile.pdf, counted once per company and day; the seeker's /profile
// shows that number.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, h: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
const post = (url: string, h: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: h, payload });

async function employer(opts: { annual?: boolean } = {}) {
  const e = await buildEmployer(t.app, { annual: opts.annual });
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}
type Employer = Awaited<ReturnType<typeof employer>>;

/** A seeker with a complete profile, visible in the talent pool. */
async function candidate() {
  const s = await seekerWithCompleteProfile(t.app);
  expect((await post('/job-seeker/preference', s.headers, preferenceForm())).statusCode).toBe(201);
  return s;
}

/** The seeker applies to a job of the employer's company; answers the application's id. */
async function applyTo(s: Seeker, e: Employer) {
  const job = await buildJob(t.app, e.company.id, { title: 'Boat Captain' });
  const res = await post('/job/application', s.headers, {
    job_id: job.id,
    cover_note: 'Dear Hiring Manager,\r\n\r\nKind regards,\r\nAishath',
    candidate_id: s.user.id,
  });
  expect(res.statusCode).toBe(201);
  const list = (await get(`/employ/job-applications/${job.id}`, e.headers)).json().data;
  return list[0].id as number;
}

/** The number the seeker's /profile shows ("Viewed … in the last 30 days"). */
async function viewsSeenBy(s: Seeker): Promise<number> {
  const res = await get('/user/profile', s.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.profile_views;
}

/** Moves every stored view of the seeker's profile one day back, as if it happened yesterday. */
async function aDayPasses(s: Seeker & { profile: { id: number } }) {
  await t.app.db
    .update(profileViews)
    .set({ day: sql`${profileViews.day} - 1` })
    .where(eq(profileViews.jobSeekerProfileId, s.profile.id));
}

describe("the seeker's profile views", () => {
  it('counts a company opening the application (employ/view-application-byjobid)', async () => {
    const s = await candidate();
    const e = await employer();
    const id = await applyTo(s, e);
    expect(await viewsSeenBy(s)).toBe(0);
    expect((await get(`/employ/view-application-byjobid/${id}`, e.headers)).statusCode).toBe(200);
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts a company downloading the profile PDF (download-profile/{id}), not the seeker’s own', async () => {
    const s = await candidate();
    const e = await employer();
    await applyTo(s, e);
    expect((await get(`/download-profile/${s.user.id}`, s.headers)).statusCode).toBe(200);
    expect(await viewsSeenBy(s)).toBe(0);
    const pdf = await get(`/download-profile/${s.user.id}`, e.headers);
    expect(pdf.statusCode).toBe(200);
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts a subscriber opening the candidate profile (employ/user-profile/{id})', async () => {
    const s = await candidate();
    const a = await employer({ annual: true });
    expect((await get(`/employ/user-profile/${s.user.id}`, a.headers)).statusCode).toBe(200);
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts an employer the seeker applied to opening the profile link (user-profile/{id})', async () => {
    const s = await candidate();
    const e = await employer();
    await applyTo(s, e);
    expect((await get(`/user-profile/${s.user.id}`, e.headers)).statusCode).toBe(200);
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts a hidden profile’s application being opened (the seeker still applies while hidden)', async () => {
    const s = await candidate();
    const e = await employer();
    const id = await applyTo(s, e);
    expect((await get('/user/profile-off', s.headers)).json().data.seeking_job).toBeFalsy();
    await get(`/employ/view-application-byjobid/${id}`, e.headers);
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts one company once a day, whichever way and however often it opens the seeker', async () => {
    const s = await candidate();
    const e = await employer({ annual: true });
    const id = await applyTo(s, e);
    for (let i = 0; i < 2; i++) {
      expect((await get(`/employ/view-application-byjobid/${id}`, e.headers)).statusCode).toBe(200);
      expect((await get(`/download-profile/${s.user.id}`, e.headers)).statusCode).toBe(200);
      expect((await get(`/employ/user-profile/${s.user.id}`, e.headers)).statusCode).toBe(200);
      expect((await get(`/user-profile/${s.user.id}`, e.headers)).statusCode).toBe(200);
    }
    expect(await viewsSeenBy(s)).toBe(1);
  });

  it('counts two companies as two, and the same company again on the next day', async () => {
    const s = await candidate();
    const e = await employer();
    const f = await employer();
    const [ide, idf] = [await applyTo(s, e), await applyTo(s, f)];
    await get(`/employ/view-application-byjobid/${ide}`, e.headers);
    await get(`/employ/view-application-byjobid/${idf}`, f.headers);
    expect(await viewsSeenBy(s)).toBe(2);

    await aDayPasses(s);
    expect(await viewsSeenBy(s)).toBe(2);
    await get(`/employ/view-application-byjobid/${ide}`, e.headers);
    expect(await viewsSeenBy(s)).toBe(3);
    await get(`/download-profile/${s.user.id}`, e.headers);
    expect(await viewsSeenBy(s)).toBe(3);
  });

  it('counts simultaneous first views of one company once', async () => {
    const s = await candidate();
    const e = await employer();
    const id = await applyTo(s, e);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? get(`/employ/view-application-byjobid/${id}`, e.headers)
          : get(`/download-profile/${s.user.id}`, e.headers),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await viewsSeenBy(s)).toBe(1);
  });
});
