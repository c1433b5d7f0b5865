import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, tokenFor } from '../../../test/factories';
import {
  basicInfo,
  experienceForm,
  preferenceForm,
  qualificationForm,
  seeker,
  seekerWithCompleteProfile,
  seekerWithProfile,
} from '../../../test/seekers';

// The jobseeker's profile calls of SPEC §7.3 (issue 10): onboarding, basic info, resume, sections,
// preference, visibility, the whole profile; every id-taking call tried with another seeker's id.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });
const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `/api${url}`, headers });

describe('onboarding (SPEC §4)', () => {
  it('answers 404 for profile and preference until created, then 200; a second profile is 409', async () => {
    const s = await seeker(t.app);
    expect((await get('/user/job-seeker-profile-usr', s.headers)).statusCode).toBe(404);
    expect((await get('/user/job-seeker-preference-usr', s.headers)).statusCode).toBe(404);

    const pref = await post('/job-seeker/preference', s.headers, { ...preferenceForm(), user_id: s.user.id });
    expect(pref.statusCode).toBe(201);
    expect(pref.json().data).toMatchObject({ work_category: 'Front Office', alert_frequency: 'off' });
    expect((await get('/user/job-seeker-preference-usr', s.headers)).json().data.id).toBe(
      pref.json().data.id,
    );

    const created = await post('/job-seeker/profile', s.headers, { ...basicInfo(), user_id: s.user.id });
    expect(created.statusCode).toBe(201);
    const mine = await get('/user/job-seeker-profile-usr', s.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ name: 'Aishath Shifa', email: s.user.email, seeking_job: 1 });
    expect((await get('/job-seeker/profile', s.headers)).json().data.id).toBe(created.json().data.id);
    expect((await post('/job-seeker/profile', s.headers, basicInfo())).statusCode).toBe(409);
  });

  it('requires every basic info field and checks the lookups and the date of birth', async () => {
    const s = await seeker(t.app);
    const empty = await post('/job-seeker/profile', s.headers, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      [
        'address',
        'dob',
        'employment_status',
        'experience',
        'gender',
        'name',
        'nationality',
        'phone',
        'qualification',
      ].sort(),
    );
    const badLookup = await post('/job-seeker/profile', s.headers, basicInfo({ nationality: 'Atlantis' }));
    expect(badLookup.statusCode).toBe(422);
    expect(badLookup.json().errors.nationality).toEqual(['The selected nationality is invalid.']);
    const future = await post('/job-seeker/profile', s.headers, basicInfo({ dob: '2999-01-01' }));
    expect(future.json().errors.dob).toEqual(['The date of birth must be a date before today.']);
    expect((await get('/user/job-seeker-profile-usr', s.headers)).statusCode).toBe(404); // nothing half-written
  });

  it('never acts for another user: a foreign user_id or profile id is 403', async () => {
    const a = await seekerWithProfile(t.app);
    const b = await seekerWithProfile(t.app);
    const other = await seeker(t.app);
    expect(
      (await post('/job-seeker/profile', other.headers, { ...basicInfo(), user_id: a.user.id })).statusCode,
    ).toBe(403);
    const res = await post(`/job-seeker/profile-update/${a.profile.id}`, b.headers, basicInfo({ name: 'X' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect((await get('/job-seeker/profile', a.headers)).json().data.name).toBe('Aishath Shifa');

    const ok = await post(
      `/job-seeker/profile-update/${b.profile.id}`,
      b.headers,
      basicInfo({ name: 'Mariyam' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.name).toBe('Mariyam');
  });

  it('is for jobseekers: visitors get 401, employers 403', async () => {
    expect((await get('/user/profile', {})).statusCode).toBe(401);
    const e = await buildEmployer(t.app);
    const employer = bearer(await tokenFor(t.app, e.user.id));
    for (const url of ['/user/profile', '/user/job-seeker-profile-usr', '/job-seeker/document-by-profile']) {
      expect((await get(url, employer)).statusCode).toBe(403);
    }
    expect((await post('/job-seeker/profile', employer, basicInfo())).statusCode).toBe(403);
  });
});

describe('resume, sections and completeness', () => {
  it('asks for the introduction before experience or education (SPEC §8)', async () => {
    const s = await seekerWithProfile(t.app);
    for (const [url, body] of [
      ['/job-seeker/experiences', experienceForm()],
      ['/job-seeker/qualification', qualificationForm()],
    ] as const) {
      const res = await post(url, s.headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MESSAGES.fillIntroduction);
    }
  });

  it('creates the resume record once and updates it after (SPEC §4 Save behaviour); 2500 characters at most', async () => {
    const s = await seekerWithProfile(t.app);
    expect((await get('/user/resumes-usr', s.headers)).statusCode).toBe(404);
    const first = await post('/job-seeker/resumes', s.headers, {
      job_seeker_profile_id: s.profile.id,
      introduction: 'First.',
    });
    expect(first.statusCode).toBe(201);
    const again = await post('/job-seeker/resumes', s.headers, { introduction: 'Second.' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const updated = await put(`/job-seeker/resumes/${first.json().data.id}`, s.headers, {
      introduction: 'x'.repeat(2500),
    });
    expect(updated.statusCode).toBe(200);
    const tooLong = await put(`/job-seeker/resumes/${first.json().data.id}`, s.headers, {
      introduction: 'x'.repeat(2501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.introduction).toEqual([
      'The introduction may not be greater than 2500 characters.',
    ]);
    expect((await get('/user/resumes-usr', s.headers)).json().data.introduction).toHaveLength(2500);

    const other = await seekerWithProfile(t.app);
    expect(
      (await put(`/job-seeker/resumes/${first.json().data.id}`, other.headers, { introduction: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post('/job-seeker/resumes', other.headers, {
          job_seeker_profile_id: s.profile.id,
          introduction: 'Mine',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('drops the end date of a current job and requires it otherwise; checks the referee email', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    const current = await post(
      '/job-seeker/experiences',
      s.headers,
      experienceForm({ current: 1, year_to: '2023-01-01' }),
    );
    expect(current.statusCode).toBe(201);
    expect(current.json().data).toMatchObject({ current: 1, year_to: null, resume_id: s.resume.id });
    const noEnd = await post('/job-seeker/experiences', s.headers, experienceForm({ year_to: '' }));
    expect(noEnd.statusCode).toBe(422);
    expect(noEnd.json().errors.year_to).toEqual(['The end date field is required.']);
    const badEmail = await post(
      '/job-seeker/experiences',
      s.headers,
      experienceForm({ referee_contact: 'nope' }),
    );
    expect(badEmail.json().errors.referee_contact).toEqual([
      'The referee email must be a valid email address.',
    ]);
    const list = await get('/user/experiences-usr', s.headers);
    expect(list.json().data.map((e: { current: number }) => e.current)).toEqual([1, 0]); // current first
  });

  it('keeps graduation years between 2000 and this year', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    const thisYear = new Date().getFullYear();
    for (const year of [1999, thisYear + 1]) {
      const res = await post('/job-seeker/qualification', s.headers, qualificationForm({ year }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.year).toEqual([`The graduation year must be between 2000 and this year.`]);
    }
    expect(
      (await post('/job-seeker/qualification', s.headers, qualificationForm({ year: thisYear }))).statusCode,
    ).toBe(201);
  });

  it('keeps skill levels 1 to 5 and the first five skills; languages take the four levels', async () => {
    const s = await seekerWithProfile(t.app);
    const ids: number[] = [];
    for (const title of [
      'Communication',
      'Problem-solving',
      'Time management',
      'Pressure',
      'Computer Skills',
      'Diving',
    ]) {
      const res = await post('/job-seeker/skills', s.headers, {
        job_seeker_profile_id: s.profile.id,
        title,
        level: 1,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    expect((await post('/job-seeker/skills', s.headers, { title: 'X', level: 6 })).statusCode).toBe(422);
    const third = await del(`/job-seeker/skills/${ids[2]}`, s.headers);
    expect(third.statusCode).toBe(403);
    expect(
      (await put(`/job-seeker/skills/${ids[2]}`, s.headers, { title: 'Time management', level: 5 })).json()
        .data.level,
    ).toBe(5);
    expect((await del(`/job-seeker/skills/${ids[5]}`, s.headers)).statusCode).toBe(200);
    expect((await get('/user/skills-usr', s.headers)).json().data).toHaveLength(5);

    const lang = await post('/job-seeker/languages', s.headers, {
      language: 'Dhivehi',
      level: 'Native/Bilingual',
    });
    expect(lang.statusCode).toBe(201);
    const bad = await post('/job-seeker/languages', s.headers, { language: 'English', level: 'Expert' });
    expect(bad.json().errors.level).toEqual(['The selected level is invalid.']);
  });

  it('changes and deletes only the caller’s own entries (403 for another seeker’s id, 404 for none)', async () => {
    const a = await seekerWithCompleteProfile(t.app);
    const b = await seekerWithCompleteProfile(t.app);
    const full = (await get('/user/profile', a.headers)).json().data;
    const entries = [
      ['experiences', full.experience[0].id, experienceForm()],
      ['qualification', full.qualification[0].id, qualificationForm()],
      ['skills', full.skill[0].id, { title: 'Hacked', level: 1 }],
      ['languages', full.language[0].id, { language: 'Hacked', level: 'Basic' }],
    ] as const;
    for (const [section, id, body] of entries) {
      expect((await put(`/job-seeker/${section}/${id}`, b.headers, body)).statusCode).toBe(403);
      expect((await del(`/job-seeker/${section}/${id}`, b.headers)).statusCode).toBe(403);
      expect((await del(`/job-seeker/${section}/999999`, b.headers)).statusCode).toBe(404);
    }
    // A foreign resume_id or job_seeker_profile_id in a body is refused too.
    expect(
      (await post('/job-seeker/experiences', b.headers, experienceForm({ resume_id: a.resume.id })))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post('/job-seeker/skills', b.headers, {
          job_seeker_profile_id: a.profile.id,
          title: 'X',
          level: 1,
        })
      ).statusCode,
    ).toBe(403);
    const after = (await get('/user/profile', a.headers)).json().data;
    expect(after).toEqual(full);

    // The owner may.
    expect((await del(`/job-seeker/languages/${full.language[0].id}`, a.headers)).statusCode).toBe(200);
    expect((await get('/user/profile', a.headers)).json().data.completeness).toBe(80);
  });

  it('answers the whole profile with 20% per part (SPEC §4)', async () => {
    const s = await seekerWithProfile(t.app);
    expect((await get('/user/profile', s.headers)).json().data).toMatchObject({
      completeness: 0,
      resume: null,
      experience: [],
      applied_count: 0,
      shortlist_count: 0,
    });
    const complete = await seekerWithCompleteProfile(t.app);
    const whole = (await get('/user/profile', complete.headers)).json().data;
    expect(whole.completeness).toBe(100);
    expect(whole.profile.name).toBe('Aishath Shifa');
    expect(whole.experience[0].job_title).toBe('Front Office Agent');
    expect(whole.skill[0]).toMatchObject({ title: 'Communication', level: 4 });
    expect(whole.language[0]).toMatchObject({ language: 'English', level: 'Fluent' });
  });
});

describe('preference and privacy', () => {
  it('creates, then updates the own preference only; alerts instant, daily or off', async () => {
    const a = await seeker(t.app);
    const b = await seeker(t.app);
    const created = (await post('/job-seeker/preference', a.headers, preferenceForm())).json().data;
    const updated = await put(`/job-seeker/preference/${created.id}`, a.headers, {
      ...preferenceForm({ job_type: 'Part-time' }),
      alert_frequency: 'daily',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ job_type: 'Part-time', alert_frequency: 'daily' });
    expect((await put(`/job-seeker/preference/${created.id}`, b.headers, preferenceForm())).statusCode).toBe(
      403,
    );
    expect(
      (
        await put(`/job-seeker/preference/${created.id}`, a.headers, {
          ...preferenceForm(),
          alert_frequency: 'hourly',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post('/job-seeker/preference', a.headers, preferenceForm({ work_sector: 'Moon' }))).statusCode,
    ).toBe(422);
  });

  it('flips Hide my Profile only when a profile exists', async () => {
    const none = await seeker(t.app);
    expect((await get('/user/profile-off', none.headers)).statusCode).toBe(404);
    const s = await seekerWithProfile(t.app);
    expect((await get('/user/profile-off', s.headers)).json().data.seeking_job).toBe(0);
    expect((await get('/job-seeker/profile', s.headers)).json().data.seeking_job).toBe(0);
    expect((await get('/user/profile-off', s.headers)).json().data.seeking_job).toBe(1);
  });
});
