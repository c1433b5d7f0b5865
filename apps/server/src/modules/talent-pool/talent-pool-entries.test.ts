import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';
import { buildEmployer, tokenFor } from '../../../test/factories';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { PNG_1PX } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { basicInfo, experienceForm, preferenceForm, seekerWithProfile } from '../../../test/seekers';
import { jobSeekerProfiles, resumes } from '../../db/schema';
import { outOfStepProfiles } from './test-support';

// The talent pool reads talent_pool_entries, a relation the triggers of migration 0030 keep in step with
// the profiles, resumes and experiences (issue 34, decision 0061): after every way a seeker's profile is
// written through the API, the relation says what the profiles say, and the pool finds the seeker (or
// not) with the card the profile gives.

let t: TestContext;
let employer: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const e = await buildEmployer(t.app, { annual: true });
  employer = bearer(await tokenFor(t.app, e.user.id));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const expectInStep = async () => expect(await outOfStepProfiles(t.app.db)).toEqual([]);

/** The pool's card for a name search, or undefined when the pool does not find it. */
async function card(name: string): Promise<TalentPoolItem | undefined> {
  const res = await call('GET', `/employ/talent-pool?name=${encodeURIComponent(name)}`, employer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TalentPoolItem[])[0];
}

describe('the talent pool relation', () => {
  it('follows a profile from its creation through edits, a preference, its resume and experiences', async () => {
    const s = await seekerWithProfile(t.app);
    await expectInStep();
    expect(await card('Aishath Shifa')).toMatchObject({ id: s.user.id, current_job: null });

    const edited = await call(
      'POST',
      `/job-seeker/profile-update/${s.profile.id}`,
      s.headers,
      basicInfo({ name: 'Aishath Shifana', qualification: "Bachelor's Degree", gender: 'Female' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await expectInStep();
    expect(await card('Shifana')).toMatchObject({ qualification: "Bachelor's Degree" });

    const pref = await call(
      'POST',
      '/job-seeker/preference',
      s.headers,
      preferenceForm({ work_category: 'Housekeeping' }),
    );
    expect(pref.statusCode, pref.body).toBe(201);
    await expectInStep();
    const byCategory = await call('GET', '/employ/talent-pool?category=Housekeeping&name=Shifana', employer);
    expect(byCategory.json().total).toBe(1);

    const resume = await call('POST', '/job-seeker/resumes', s.headers, { introduction: 'Hello' });
    expect(resume.statusCode, resume.body).toBe(201);
    const older = await call(
      'POST',
      '/job-seeker/experiences',
      s.headers,
      experienceForm({ job_title: 'Waitress' }),
    );
    expect(older.statusCode, older.body).toBe(201);
    await expectInStep();
    expect((await card('Shifana'))?.current_job).toBe('Waitress');

    const current = await call(
      'POST',
      '/job-seeker/experiences',
      s.headers,
      experienceForm({
        job_title: 'Guest Relations Officer',
        year_from: '2023-01-01',
        year_to: null,
        current: true,
      }),
    );
    expect(current.statusCode, current.body).toBe(201);
    await expectInStep();
    expect((await card('Shifana'))?.current_job).toBe('Guest Relations Officer');

    const currentId = current.json().data.id as number;
    const renamed = await call(
      'PUT',
      `/job-seeker/experiences/${currentId}`,
      s.headers,
      experienceForm({
        job_title: 'Guest Relations Manager',
        year_from: '2023-01-01',
        year_to: null,
        current: true,
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectInStep();
    expect((await card('Shifana'))?.current_job).toBe('Guest Relations Manager');

    expect((await call('DELETE', `/job-seeker/experiences/${currentId}`, s.headers)).statusCode).toBe(200);
    await expectInStep();
    expect((await card('Shifana'))?.current_job).toBe('Waitress');

    // A resume removed with its experiences (no route deletes one; the rows cascade): no current job.
    await t.app.db.delete(resumes).where(eq(resumes.id, resume.json().data.id as number));
    await expectInStep();
    expect((await card('Shifana'))?.current_job).toBeNull();
  });

  it('follows a new photo, hiding and showing, and a deleted account', async () => {
    const s = await seekerWithProfile(t.app);
    await call(
      'POST',
      `/job-seeker/profile-update/${s.profile.id}`,
      s.headers,
      basicInfo({ name: 'Ibrahim Waheed' }),
    );
    const photo = await formData({ _method: 'put' }, [
      { name: 'picture', filename: 'me.png', content: PNG_1PX, type: 'image/png' },
    ]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/user/profileImg/${s.profile.id}`,
      headers: { ...s.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    await expectInStep();
    expect((await card('Ibrahim Waheed'))?.picture).toBeTruthy();

    expect((await call('GET', '/user/profile-off', s.headers)).json().data.seeking_job).toBe(0);
    await expectInStep();
    expect(await card('Ibrahim Waheed')).toBeUndefined();
    expect((await call('GET', '/user/profile-off', s.headers)).json().data.seeking_job).toBe(1);
    await expectInStep();
    expect(await card('Ibrahim Waheed')).toMatchObject({ id: s.user.id });

    const gone = await call('POST', '/job-seeker/delete-account', s.headers, { password: s.user.password });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectInStep();
    expect(await card('Ibrahim Waheed')).toBeUndefined();
  });

  it('leaves the relation alone on a write the pool does not read, and drops a removed profile', async () => {
    const s = await seekerWithProfile(t.app);
    await t.app.db
      .update(jobSeekerProfiles)
      .set({ phone: '+960 7000000', address: 'Hithadhoo' })
      .where(eq(jobSeekerProfiles.id, s.profile.id));
    await expectInStep();
    await t.app.db.delete(jobSeekerProfiles).where(eq(jobSeekerProfiles.id, s.profile.id));
    await expectInStep();
  });
});

/** Resolves once the backend `pid` waits for a lock (PostgreSQL's own view of it; polled). */
async function untilWaitingForALock(client: pg.Client, pid: number) {
  for (;;) {
    const { rows } = await client.query('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
    if (rows[0]?.wait_event_type === 'Lock') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the talent pool relation with two writers at once (PostgreSQL runs only)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "keeps the current job when two transactions add one seeker's experiences at the same time",
    async () => {
      const s = await seekerWithProfile(t.app);
      const name = `Concurrent Seeker ${s.user.id}`;
      await call('POST', `/job-seeker/profile-update/${s.profile.id}`, s.headers, basicInfo({ name }));
      const resume = await call('POST', '/job-seeker/resumes', s.headers, { introduction: 'Hello' });
      const resumeId = resume.json().data.id as number;
      const insert = (title: string, current: boolean, from: string) => ({
        text: `insert into experiences (resume_id, employer, job_category, job_title, year_from, current,
                 referee_name, referee_contact, referee_phone, work_summary)
               values ($1, 'Sun Island', 'Front Office', $2, $3, $4, 'A', 'a@b.mv', '+960 7770001', 'Work')`,
        values: [resumeId, title, from, current],
      });
      const first = new pg.Client({ connectionString: t.databaseUrl! });
      const second = new pg.Client({ connectionString: t.databaseUrl! });
      await Promise.all([first.connect(), second.connect()]);
      try {
        await first.query('begin');
        await first.query(insert('Head Chef', true, '2015-01-01'));
        const secondPid = (await second.query('select pg_backend_pid() as pid')).rows[0].pid as number;
        await second.query('begin');
        // The second writer's trigger waits for the first's lock on the entry; it goes on at the commit.
        const waiting = second.query(insert('Commis Chef', false, '2022-01-01'));
        await untilWaitingForALock(first, secondPid);
        await first.query('commit');
        await waiting;
        await second.query('commit');
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
      await expectInStep();
      // The current job started first but is marked current: the second writer saw it.
      expect((await card(name))?.current_job).toBe('Head Chef');
    },
  );
});
