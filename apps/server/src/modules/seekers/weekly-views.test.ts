import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViews } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, tokenFor } from '../../../test/factories';
import { seeker, seekerWithProfile } from '../../../test/seekers';
import { getProfileViewsByWeek } from './weekly-views-service';

// Issue 32 point 4 (decision 0053): the seeker's profile views per Maldives week (Monday first) for the
// sparkline on /profile, on a controllable clock. A view is a company on a day, as the 30-day count.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

async function viewed(profileId: number, companyId: number, day: string, views = 1) {
  await t.app.db.insert(profileViews).values({ jobSeekerProfileId: profileId, companyId, day, views });
}

describe('views per week', () => {
  it('counts each company-day in its Monday-first week, zeros included, oldest first', async () => {
    const s = await seekerWithProfile(t.app);
    const other = await seekerWithProfile(t.app);
    const a = (await buildEmployer(t.app)).company.id;
    const b = (await buildEmployer(t.app)).company.id;
    // Wednesday 10 December 2031, 21:00 UTC: already Thursday 11 December in Malé (UTC+5).
    const now = new Date('2031-12-10T21:00:00Z');
    await viewed(s.profile.id, a, '2031-12-08'); // this week's Monday
    await viewed(s.profile.id, b, '2031-12-11', 5); // five opens by one company on one day: one view
    await viewed(s.profile.id, a, '2031-12-07'); // Sunday: last week
    await viewed(s.profile.id, a, '2031-11-24'); // three weeks back
    await viewed(s.profile.id, a, '2031-11-16'); // a Sunday: before the four weeks asked for
    await viewed(other.profile.id, a, '2031-12-09'); // someone else's profile
    const weeks = await getProfileViewsByWeek({ db: t.app.db }, { userId: s.user.id, weeks: 4, now });
    expect(weeks).toEqual([
      { week: '2031-11-17', views: 0 },
      { week: '2031-11-24', views: 1 },
      { week: '2031-12-01', views: 1 },
      { week: '2031-12-08', views: 2 },
    ]);
  });

  it('gives a seeker without a profile weeks of zeros', async () => {
    const s = await seeker(t.app);
    const weeks = await getProfileViewsByWeek(
      { db: t.app.db },
      { userId: s.user.id, weeks: 2, now: new Date('2031-12-10T00:00:00Z') },
    );
    expect(weeks).toEqual([
      { week: '2031-12-01', views: 0 },
      { week: '2031-12-08', views: 0 },
    ]);
  });
});

describe('GET job-seeker/profile-views', () => {
  it('answers the signed-in seeker’s own weeks: 12 by default, 1 to 52', async () => {
    const s = await seekerWithProfile(t.app);
    const other = await seekerWithProfile(t.app);
    const company = (await buildEmployer(t.app)).company.id;
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    await viewed(other.profile.id, company, today);
    const res = await get('/job-seeker/profile-views', s.headers);
    expect(res.statusCode).toBe(200);
    const weeks = res.json().data.weeks as { week: string; views: number }[];
    expect(weeks).toHaveLength(12);
    // Another seeker's view never shows in this seeker's weeks.
    expect(weeks.every((w) => w.views === 0)).toBe(true);
    const theirs = (await get('/job-seeker/profile-views?weeks=1', other.headers)).json().data.weeks;
    expect(theirs).toEqual([{ week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 1 }]);
    expect((await get('/job-seeker/profile-views?weeks=52', s.headers)).json().data.weeks).toHaveLength(52);
  });

  it('refuses weeks out of 1..52 or not a whole number with 400', async () => {
    const s = await seeker(t.app);
    for (const bad of ['0', '53', 'x', '2.5', '-1']) {
      const res = await get(`/job-seeker/profile-views?weeks=${bad}`, s.headers);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('The weeks must be a whole number from 1 to 52.');
    }
  });

  it('is the seeker’s alone: 403 for an employer or an operator, 401 signed out', async () => {
    const employer = await tokenFor(t.app, (await buildEmployer(t.app)).user.id);
    const admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
    expect((await get('/job-seeker/profile-views', bearer(employer))).statusCode).toBe(403);
    expect((await get('/job-seeker/profile-views', bearer(admin))).statusCode).toBe(403);
    expect((await get('/job-seeker/profile-views')).statusCode).toBe(401);
  });
});
