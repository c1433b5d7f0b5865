import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';
import { companies, preferences, subscriptions } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildSubscription, tokenFor } from '../../../test/factories';
import { pdfFile } from '../../../test/files';
import { formData } from '../../../test/multipart';
import {
  basicInfo,
  experienceForm,
  preferenceForm,
  seeker,
  seekerWithCompleteProfile,
  seekerWithProfile,
} from '../../../test/seekers';

// The talent pool and the employers' views of a profile (issue 12): the gate (annual vs pay-per-job vs
// expired vs none vs unverified vs jobseeker), every filter, age bands from the date of birth, hidden and
// deleted profiles, the profile view link's audience, view counting and the files a subscriber may open.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, h: Headers = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
const post = (url: string, h: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: h, payload });

async function employer(opts: { annual?: boolean; verified?: boolean } = {}) {
  const e = await buildEmployer(t.app, { annual: opts.annual, verified: opts.verified });
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}

/** YYYY-MM-DD `years` years and `days` days before today (UTC). */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A seeker with a profile built through the API: basic info, preference and one experience. */
async function poolSeeker(opts: {
  name: string;
  info?: Record<string, unknown>;
  preference?: Record<string, unknown> | null;
  experiences?: Record<string, unknown>[];
}) {
  const s = await seeker(t.app);
  const profile = await post('/job-seeker/profile', s.headers, basicInfo({ name: opts.name, ...opts.info }));
  expect(profile.statusCode).toBe(201);
  if (opts.preference !== null) {
    const pref = await post('/job-seeker/preference', s.headers, preferenceForm(opts.preference));
    expect(pref.statusCode).toBe(201);
  }
  if (opts.experiences?.length) {
    const resume = await post('/job-seeker/resumes', s.headers, { introduction: 'Hello' });
    expect(resume.statusCode).toBe(201);
    for (const e of opts.experiences) {
      const res = await post('/job-seeker/experiences', s.headers, experienceForm(e));
      expect(res.statusCode).toBe(201);
    }
  }
  return s;
}

describe('the talent pool gate (GET employ/talent-pool)', () => {
  it('answers annual subscribers only; the others get 403 with the Get Subscribed text', async () => {
    const annual = await employer({ annual: true });
    const ok = await get('/employ/talent-pool', annual.headers);
    expect(ok.statusCode, ok.body).toBe(200);

    const payPerJob = await employer();
    await buildSubscription(t.app, payPerJob.company.id, PACKAGE_TYPES.payPerJob, 5);
    const expired = await employer({ annual: true });
    await t.app.db
      .update(subscriptions)
      .set({
        startsAt: new Date(Date.now() - 400 * 86400_000).toISOString(),
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      })
      .where(eq(subscriptions.id, expired.subscription!.id));
    const none = await employer();
    const unverified = await employer({ annual: true, verified: false });
    // A company taken off the site (its deletion) keeps no access, whatever its plan.
    const removed = await employer({ annual: true });
    await t.app.db
      .update(companies)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(companies.id, removed.company.id));
    for (const e of [payPerJob, expired, none, unverified, removed]) {
      const res = await get('/employ/talent-pool', e.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: MESSAGES.talentPoolLimited,
        code: ERROR_CODES.subscriptionRequired,
      });
    }
    const s = await seeker(t.app);
    expect((await get('/employ/talent-pool', s.headers)).statusCode).toBe(403);
    expect((await get('/employ/talent-pool')).statusCode).toBe(401);
  });
});

describe('searching the pool', () => {
  let subscriber: Headers;
  const tag = `tp${Date.now().toString(36)}`;
  const named = (n: string) => `${n} ${tag}`;
  const search = async (query: Record<string, string>) => {
    const res = await get(`/employ/talent-pool?${new URLSearchParams({ name: tag, ...query })}`, subscriber);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: TalentPoolItem[]; total: number };
    return { names: body.data.map((d) => d.name!.replace(` ${tag}`, '')).sort(), body };
  };

  beforeAll(async () => {
    subscriber = (await employer({ annual: true })).headers;
    await poolSeeker({
      name: named('Aishath'),
      info: { gender: 'Female', nationality: 'Maldives', dob: bornYearsAgo(22), qualification: 'Diploma' },
      preference: {
        work_sector: 'Private (Tourism)',
        work_category: 'Front Office',
        job_type: 'Full-time',
        preferred_location: "Male'",
      },
      experiences: [
        { job_title: 'Receptionist', year_from: '2019-01-01', year_to: '2020-01-01' },
        { job_title: 'Guest Relations Officer', year_from: '2021-01-01', year_to: '2022-01-01' },
      ],
    });
    await poolSeeker({
      name: named('Ibrahim'),
      info: { gender: 'Male', nationality: 'Maldives', dob: bornYearsAgo(30), experience: '6 - 10 years' },
      preference: {
        work_sector: 'Government / Civil Service',
        work_category: 'Administration',
        job_type: 'Contract',
        preferred_location: 'Addu City',
      },
      experiences: [
        { job_title: 'Clerk', year_from: '2015-01-01', year_to: null, current: 1 },
        { job_title: 'Administrative Officer', year_from: '2023-01-01', year_to: '2024-01-01' },
      ],
    });
    await poolSeeker({
      name: named('Rahul'),
      info: {
        gender: 'Male',
        nationality: 'India',
        dob: bornYearsAgo(40),
        qualification: "Bachelor's Degree",
      },
      preference: null,
    });
    // Exactly 25 today: in 25-35, not in lt25.
    await poolSeeker({
      name: named('Mariyam'),
      info: { gender: 'Female', nationality: 'Maldives', dob: bornYearsAgo(25) },
      preference: { work_category: 'Housekeeping', job_type: 'Part-time' },
    });
    // Hidden: never in the pool.
    const hidden = await poolSeeker({ name: named('Hidden') });
    expect((await get('/user/profile-off', hidden.headers)).statusCode).toBe(200);
  });

  it('lists visible profiles with the card fields, hidden ones never', async () => {
    const { names, body } = await search({});
    expect(names).toEqual(['Aishath', 'Ibrahim', 'Mariyam', 'Rahul']);
    expect(body.total).toBe(4);
    const aishath = body.data.find((d) => d.name?.startsWith('Aishath'))!;
    expect(aishath).toMatchObject({ qualification: 'Diploma', experience: '3 - 5 years' });
    expect(Object.keys(aishath).sort()).toEqual(
      ['current_job', 'experience', 'id', 'name', 'picture', 'qualification'].sort(),
    );
  });

  it('shows the current experience as the current job, else the latest one', async () => {
    const { body } = await search({});
    const job = (n: string) => body.data.find((d) => d.name?.startsWith(n))!.current_job;
    expect(job('Ibrahim')).toBe('Clerk');
    expect(job('Aishath')).toBe('Guest Relations Officer');
    expect(job('Rahul')).toBeNull();
  });

  it('filters by each profile field', async () => {
    expect((await search({ gender: 'Female' })).names).toEqual(['Aishath', 'Mariyam']);
    expect((await search({ nationality: 'India' })).names).toEqual(['Rahul']);
    expect((await search({ qualification: "Bachelor's Degree" })).names).toEqual(['Rahul']);
    expect((await search({ experience: '6 - 10 years' })).names).toEqual(['Ibrahim']);
    expect((await search({ gender: 'Male', nationality: 'Maldives' })).names).toEqual(['Ibrahim']);
    // The name filter is a case-insensitive "contains"; LIKE wildcards match only themselves.
    expect(
      (
        await get(`/employ/talent-pool?name=${encodeURIComponent(`ishath ${tag}`.toUpperCase())}`, subscriber)
      ).json().total,
    ).toBe(1);
    expect((await search({ name: `%${tag}` })).names).toEqual([]);
  });

  it('filters by age band computed from the date of birth', async () => {
    expect((await search({ age: 'lt25' })).names).toEqual(['Aishath']);
    expect((await search({ age: '25-35' })).names).toEqual(['Ibrahim', 'Mariyam']);
    expect((await search({ age: 'gt35' })).names).toEqual(['Rahul']);
    // An unknown band is no filter.
    expect((await search({ age: 'old' })).names).toHaveLength(4);
  });

  it("filters by the seekers' preferences (sector, category, type, location)", async () => {
    expect((await search({ sector: 'Government / Civil Service' })).names).toEqual(['Ibrahim']);
    expect((await search({ category: 'Housekeeping' })).names).toEqual(['Mariyam']);
    expect((await search({ type: 'Full-time' })).names).toEqual(['Aishath']);
    expect((await search({ location: 'Addu City' })).names).toEqual(['Ibrahim']);
    expect((await search({ location: "Male'", gender: 'Female', category: 'Front Office' })).names).toEqual([
      'Aishath',
    ]);
    // A seeker without preferences is left out by a preference filter only.
    expect((await search({ sector: 'Private (Tourism)' })).names).not.toContain('Rahul');
  });

  it('follows a changed or removed preference, whoever writes it', async () => {
    const s = await poolSeeker({ name: named('Changer'), preference: { work_category: 'Security' } });
    expect((await search({ category: 'Security' })).names).toEqual(['Changer']);
    // Through the API…
    const changed = await post(
      '/job-seeker/preference',
      s.headers,
      preferenceForm({ work_category: 'Spa & Wellness' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await search({ category: 'Security' })).names).toEqual([]);
    expect((await search({ category: 'Spa & Wellness' })).names).toEqual(['Changer']);
    // …or by any other writer (the copy on the profile row is kept by the database's triggers).
    await t.app.db
      .update(preferences)
      .set({ preferredLocation: 'Kulhudhuffushi' })
      .where(eq(preferences.userId, s.user.id));
    expect((await search({ location: 'Kulhudhuffushi' })).names).toEqual(['Changer']);
    // A job alert's bookkeeping on the preference row changes nothing.
    await t.app.db
      .update(preferences)
      .set({ alertFrequency: 'off' })
      .where(eq(preferences.userId, s.user.id));
    expect((await search({ location: 'Kulhudhuffushi', category: 'Spa & Wellness' })).names).toEqual([
      'Changer',
    ]);
    await t.app.db.delete(preferences).where(eq(preferences.userId, s.user.id));
    expect((await search({ category: 'Spa & Wellness' })).names).toEqual([]);
    expect((await search({ gender: 'Female' })).names).toContain('Changer');
  });

  it('pages by 20, newest update first, with the total of every page', async () => {
    const many = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 21; i++) await poolSeeker({ name: `Seeker ${i} ${many}`, preference: null });
    const first = (await get(`/employ/talent-pool?name=${many}`, subscriber)).json();
    const second = (await get(`/employ/talent-pool?name=${many}&page=2`, subscriber)).json();
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(21);
    expect(second.data).toHaveLength(1);
    expect(second.total).toBe(21);
    expect(first.data[0].name).toBe(`Seeker 20 ${many}`);
    expect(second.data[0].name).toBe(`Seeker 0 ${many}`);
    // Past the last page: no cards, and still the total.
    const third = (await get(`/employ/talent-pool?name=${many}&page=3`, subscriber)).json();
    expect(third).toMatchObject({ data: [], total: 21 });
  });
});

describe('the candidate profile (GET employ/user-profile/{id})', () => {
  it('gives subscribers the full profile and counts the view for the seeker', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    await post('/job-seeker/preference', s.headers, preferenceForm());
    const a = await employer({ annual: true });
    const b = await employer({ annual: true });
    const res = await get(`/employ/user-profile/${s.user.id}`, a.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.profile).toMatchObject({ name: basicInfo().name, user_id: s.user.id });
    expect(data.experience).toHaveLength(1);
    expect(data.skill).toHaveLength(1);
    expect(data.preference).toMatchObject({ work_category: 'Front Office' });
    expect(data.documents).toEqual({ cert: null, other: null });

    // Two views by one company and one by another: two employers viewed the profile.
    await get(`/employ/user-profile/${s.user.id}`, a.headers);
    await get(`/employ/user-profile/${s.user.id}`, b.headers);
    const own = (await get('/user/profile', s.headers)).json().data;
    expect(own.profile_views).toBe(2);
  });

  it("answers 'Data not found!' without an annual subscription, for hidden, deleted and missing profiles", async () => {
    const s = await seekerWithProfile(t.app);
    const payPerJob = await employer();
    await buildSubscription(t.app, payPerJob.company.id, PACKAGE_TYPES.payPerJob, 3);
    for (const e of [payPerJob, await employer()]) {
      const res = await get(`/employ/user-profile/${s.user.id}`, e.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.dataNotFound);
    }
    const a = await employer({ annual: true });
    expect((await get('/employ/user-profile/999999', a.headers)).json().message).toBe(MESSAGES.dataNotFound);
    const noProfile = await seeker(t.app);
    expect((await get(`/employ/user-profile/${noProfile.user.id}`, a.headers)).statusCode).toBe(404);
    await get('/user/profile-off', s.headers);
    expect((await get(`/employ/user-profile/${s.user.id}`, a.headers)).statusCode).toBe(404);
    // No view was counted by the refused calls.
    await get('/user/profile-off', s.headers);
    expect((await get('/user/profile', s.headers)).json().data.profile_views).toBe(0);

    const deleted = await seekerWithProfile(t.app);
    expect(
      (await post('/job-seeker/delete-account', deleted.headers, { password: deleted.user.password }))
        .statusCode,
    ).toBe(200);
    expect((await get(`/employ/user-profile/${deleted.user.id}`, a.headers)).statusCode).toBe(404);
  });

  it("is refused to jobseekers (another seeker's id) and visitors", async () => {
    const s = await seekerWithProfile(t.app);
    const other = await seeker(t.app);
    expect((await get(`/employ/user-profile/${s.user.id}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/employ/user-profile/${s.user.id}`)).statusCode).toBe(401);
  });
});

describe('the profile view link (GET user-profile/{id})', () => {
  it('shows the profile to the seeker, subscribers and employers applied to; to nobody else', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    const self = await get(`/user-profile/${s.user.id}`, s.headers);
    expect(self.statusCode).toBe(200);
    expect(self.json().data.profile.name).toBe(basicInfo().name);

    const subscriber = await employer({ annual: true });
    expect((await get(`/user-profile/${s.user.id}`, subscriber.headers)).statusCode).toBe(200);

    const appliedTo = await employer();
    const job = await buildJob(t.app, appliedTo.company.id);
    const applied = await post('/job/application', s.headers, {
      job_id: job.id,
      cover_note: 'Dear team, I apply.',
    });
    expect(applied.statusCode).toBe(201);
    expect((await get(`/user-profile/${s.user.id}`, appliedTo.headers)).statusCode).toBe(200);

    const stranger = await employer();
    const otherSeeker = await seeker(t.app);
    for (const h of [stranger.headers, otherSeeker.headers, {}]) {
      const res = await get(`/user-profile/${s.user.id}`, h);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.dataNotFound);
    }
  });

  it('shows a hidden profile to nobody, the seeker included', async () => {
    const s = await seekerWithProfile(t.app);
    await get('/user/profile-off', s.headers);
    const subscriber = await employer({ annual: true });
    for (const h of [s.headers, subscriber.headers]) {
      expect((await get(`/user-profile/${s.user.id}`, h)).statusCode).toBe(404);
    }
  });
});

describe("a subscriber's access to a candidate's files", () => {
  it('opens the photo, resume and documents of a visible profile; not other files, not when hidden', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    // Own resume PDF on the profile.
    const upload = await formData({}, [
      { name: 'resume', filename: 'cv.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    const put = await t.app.inject({
      method: 'POST',
      url: `/api/job-seeker/resume-update/${s.resume.id}`,
      headers: { ...s.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(put.statusCode).toBeLessThan(300);
    const resumeUrl: string = (await get('/user/resumes-usr', s.headers)).json().data.resume;
    expect(resumeUrl).toMatch(/^\/api\/seeker-files\//);

    // A pending upload (not on the profile) stays private.
    const pending = await formData({}, [
      { name: 'file', filename: 'x.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/document-upload',
      headers: { ...s.headers, ...pending.headers },
      payload: pending.payload,
    });
    const pendingUri: string = up.json().data.data.uri;

    const subscriber = await employer({ annual: true });
    const none = await employer();
    const file = (url: string, h: Headers) => t.app.inject({ method: 'GET', url, headers: h });
    expect((await file(resumeUrl, subscriber.headers)).statusCode).toBe(200);
    expect((await file(resumeUrl, none.headers)).statusCode).toBe(404);
    expect((await file(`/api/seeker-files/${pendingUri}`, subscriber.headers)).statusCode).toBe(404);
    expect((await get(`/download-profile/${s.user.id}`, subscriber.headers)).statusCode).toBe(200);
    expect((await get(`/download-profile/${s.user.id}`, none.headers)).statusCode).toBe(403);

    await get('/user/profile-off', s.headers);
    expect((await file(resumeUrl, subscriber.headers)).statusCode).toBe(404);
    expect((await get(`/download-profile/${s.user.id}`, subscriber.headers)).statusCode).toBe(403);
  });

  it('says in the API reference that annual subscribers may download a visible profile (issue 24, point 4)', async () => {
    const doc = (await get('/openapi.json', {})).json();
    const summary: string = doc.paths['/api/download-profile/{userId}'].get.summary;
    expect(summary).toContain('jobseeker');
    expect(summary).toContain('an applicant to the company (verified employer)');
    expect(summary).toContain('talent pool (employer with an active annual subscription)');
  });
});
