import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { companies, jobs, jobSeekerProfiles, legacyPlaces, preferences } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';
import { basicInfo, preferenceForm, seeker } from '../../../test/seekers';
import { countMatchingOpenJobs } from '../jobs/repository';
import { ATOLL_EXISTS, ISLAND_EXISTS, NOT_UNPLACED } from './admin-service';
import { PLACE_INVALID } from './service';

// The operators' places (issue 28 points 1 and 5, decision 0050): add an island, rename an island or an
// atoll (every row that holds it follows: jobs' readable location and structure, companies, the seekers'
// places, the old list's mapping), and the values kept without an atoll, mapped to a place.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Island {
  id: number;
  atoll: string;
  name: string;
}
const places = async () =>
  (await call('GET', '/api/admin/places')).json().data as {
    atolls: { code: string; name: string; islands: Island[] }[];
    unplaced: { value: string; jobs: number; companies: number; profiles: number }[];
  };
const addIsland = async (atoll: string, name: string) => {
  const res = await call('POST', '/api/admin/places/islands', { atoll, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Island;
};
const publicPlaces = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/fields' })).json().data as {
      field: string;
      value: string;
    }[]
  )
    .filter((e) => e.field === 'preferred_locations')
    .map((e) => e.value);
const jobAt = async (companyId: number, at: Partial<typeof jobs.$inferInsert>) =>
  buildJob(t.app, companyId, { placeKind: 'island', ...at });
const rowOf = async (id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const companyOf = async (id: number) =>
  (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0]!;

/** A seeker whose profile address and preference hold `place` (both validated as the forms send them). */
async function seekerAt(place: string) {
  const s = await seeker(t.app);
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/job-seeker/profile',
    headers: s.headers,
    payload: basicInfo({ address: place }),
  });
  expect(profile.statusCode, profile.body).toBe(201);
  const preference = await t.app.inject({
    method: 'POST',
    url: '/api/job-seeker/preference',
    headers: s.headers,
    payload: preferenceForm({ preferred_location: place }),
  });
  expect(preference.statusCode, preference.body).toBe(201);
  return s.user.id;
}
const seekerPlaces = async (userId: number) => ({
  address: (await t.app.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId)))[0]!
    .address,
  preference: (await t.app.db.select().from(preferences).where(eq(preferences.userId, userId)))[0]!
    .preferredLocation,
});

describe('the operators’ places are theirs alone', () => {
  it('refuses employers and jobseekers (403) and visitors (401) on every call', async () => {
    const employer = await tokenFor(t.app, (await buildEmployer(t.app)).user.id);
    const jobseeker = await tokenFor(t.app, (await buildJobseeker(t.app)).id);
    const baa = (await places()).atolls.find((a) => a.code === 'B')!;
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/places'],
      ['POST', '/api/admin/places/islands', { atoll: 'B', name: 'Intruderfushi' }],
      ['PUT', `/api/admin/places/islands/${baa.islands[0]!.id}`, { name: 'Intruderfushi' }],
      ['PUT', '/api/admin/places/atolls/B', { name: 'Intruder Atoll' }],
      ['POST', '/api/admin/places/map', { value: 'Anything', place: 'Baa' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, employer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, jobseeker)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    // Nothing changed.
    const after = (await places()).atolls.find((a) => a.code === 'B')!;
    expect(after).toEqual(baa);
  });
});

describe('adding an island', () => {
  it('lists the atolls with their islands and adds one at the end of its atoll, offered at once', async () => {
    const before = await places();
    expect(before.atolls).toHaveLength(21);
    expect(before.atolls[0]).toMatchObject({
      code: 'HA',
      name: 'Haa Alif',
      official_name: 'North Thiladhunmathi',
    });
    expect(before.atolls.find((a) => a.code === 'B')!.islands.map((i) => i.name)).toContain('Thulhaadhoo');
    expect(await publicPlaces()).not.toContain('Newfushi, Baa'); // the gazetteer is now held

    const island = await addIsland('B', '  Newfushi ');
    expect(island).toMatchObject({ atoll: 'B', name: 'Newfushi' });
    expect((await places()).atolls.find((a) => a.code === 'B')!.islands.at(-1)).toEqual(island);
    // This process forgot its held gazetteer: the public list and an employer's post take it at once.
    expect(await publicPlaces()).toContain('Newfushi, Baa');
    const dashboard = (await call('GET', '/api/admin/dashboard')).json().data;
    expect(dashboard.recent_actions[0]).toMatchObject({
      action: 'place.add-island',
      subject_type: 'island',
      subject_id: island.id,
      summary: 'Added island Newfushi, Baa',
    });
  });

  it('refuses a name the atoll has (ignoring case, accents and apostrophes) with 409, an unknown atoll with 404', async () => {
    for (const name of ['Thulhaadhoo', 'THULHAADHOO', 'Thulháadhoo']) {
      const res = await call('POST', '/api/admin/places/islands', { atoll: 'B', name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(ISLAND_EXISTS);
    }
    // The same name in another atoll is another island (14 names repeat across atolls).
    await addIsland('R', 'Thulhaadhoo');
    const unknown = await call('POST', '/api/admin/places/islands', { atoll: 'ZZ', name: 'Somewhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.dataNotFound);
  });

  it('refuses bad input with 422, never 5xx', async () => {
    const bad: object[] = [
      {},
      { atoll: 'B' },
      { atoll: 'B', name: '' },
      { atoll: 'B', name: '   ' },
      { atoll: 'B', name: 'Two, Islands' },
      { atoll: 'B', name: 'Soneva (resort)' },
      { atoll: 'B', name: 'x'.repeat(101) },
      { atoll: 'B', name: 'Overseas' },
      { atoll: 'B', name: 'Bad\u0000name' },
      { atoll: 'B', name: 42 },
      { atoll: 'x'.repeat(11), name: 'Fine' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/admin/places/islands', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('renaming an island', () => {
  it('moves every row that holds it, in its atoll only, and keeps the keyword search in step', async () => {
    const island = await addIsland('B', 'Oldnamefushi');
    const twin = await addIsland('R', 'Oldnamefushi');
    const { company } = await buildEmployer(t.app);
    const job = await jobAt(company.id, {
      location: 'Oldnamefushi, Baa',
      placeAtoll: 'B',
      placeIsland: 'Oldnamefushi',
    });
    const elsewhere = await jobAt(company.id, {
      location: 'Oldnamefushi, Raa',
      placeAtoll: 'R',
      placeIsland: 'Oldnamefushi',
    });
    const { company: holder } = await buildEmployer(t.app, {
      company: {
        location: 'Oldnamefushi, Baa',
        placeKind: 'island',
        placeAtoll: 'B',
        placeIsland: 'Oldnamefushi',
      },
    });
    const seekerId = await seekerAt('Oldnamefushi, Baa');

    const res = await call('PUT', `/api/admin/places/islands/${island.id}`, { name: 'Newnamedhoo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: island.id, atoll: 'B', name: 'Newnamedhoo' });

    expect(await rowOf(job.id)).toMatchObject({
      location: 'Newnamedhoo, Baa',
      placeKind: 'island',
      placeAtoll: 'B',
      placeIsland: 'Newnamedhoo',
    });
    expect(await rowOf(elsewhere.id)).toMatchObject({
      location: 'Oldnamefushi, Raa',
      placeIsland: 'Oldnamefushi',
    });
    expect(await companyOf(holder.id)).toMatchObject({
      location: 'Newnamedhoo, Baa',
      placeIsland: 'Newnamedhoo',
    });
    expect(await seekerPlaces(seekerId)).toEqual({
      address: 'Newnamedhoo, Baa',
      preference: 'Newnamedhoo, Baa',
    });
    // The public page and the keyword search read the new name.
    const page = await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` });
    expect(page.json().data).toMatchObject({ location: 'Newnamedhoo, Baa' });
    expect(await countMatchingOpenJobs(t.app.db, { q: 'Newnamedhoo' })).toBe(1);
    expect(await publicPlaces()).toContain('Newnamedhoo, Baa');
    expect(await publicPlaces()).not.toContain('Oldnamefushi, Baa');
    expect((await places()).atolls.find((a) => a.code === 'R')!.islands).toContainEqual(twin);

    const entry = (await call('GET', '/api/admin/dashboard')).json().data.recent_actions[0];
    expect(entry).toMatchObject({
      action: 'place.rename-island',
      summary: "Renamed island Oldnamefushi, Baa to 'Newnamedhoo'",
    });
  });

  it('renames an island the old list maps to, so the old value still lands on it', async () => {
    const male = (await places()).atolls
      .find((a) => a.code === 'MLE')!
      .islands.find((i) => i.name === 'Hulhumalé')!;
    expect(
      (await call('PUT', `/api/admin/places/islands/${male.id}`, { name: 'Hulhumalé Island' })).statusCode,
    ).toBe(200);
    const [row] = await t.app.db.select().from(legacyPlaces).where(eq(legacyPlaces.old, 'Hulhumale'));
    expect(row).toMatchObject({ island: 'Hulhumalé Island', readable: 'Hulhumalé Island, Malé City' });
    const { company } = await buildEmployer(t.app);
    const old = await buildJob(t.app, company.id, { location: 'Hulhumale' }); // the insert trigger maps it
    expect(await rowOf(old.id)).toMatchObject({ location: 'Hulhumalé Island, Malé City' });
    await call('PUT', `/api/admin/places/islands/${male.id}`, { name: 'Hulhumalé' });
  });

  it('refuses a name another island of the atoll has (409), a missing island (404), bad input (422)', async () => {
    const island = await addIsland('B', 'Clashfushi');
    for (const name of ['Thulhaadhoo', 'thulhaadhoo']) {
      const res = await call('PUT', `/api/admin/places/islands/${island.id}`, { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ISLAND_EXISTS);
    }
    // Its own name in other letters is no clash.
    expect(
      (await call('PUT', `/api/admin/places/islands/${island.id}`, { name: 'ClashFushi' })).statusCode,
    ).toBe(200);
    expect((await call('PUT', '/api/admin/places/islands/999999', { name: 'Fine' })).statusCode).toBe(404);
    for (const [url, payload] of [
      [`/api/admin/places/islands/${island.id}`, {}],
      [`/api/admin/places/islands/${island.id}`, { name: 'a,b' }],
      [`/api/admin/places/islands/${island.id}`, { name: '' }],
    ] as const) {
      expect((await call('PUT', url, payload)).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
    }
    // An id that is no number, or beyond any id, names no island.
    for (const id of ['abc', '99999999999'])
      expect((await call('PUT', `/api/admin/places/islands/${id}`, { name: 'Fine' })).statusCode).toBe(404);
  });
});

describe('renaming an atoll', () => {
  it('rewrites every readable place in it: the atoll, its islands and resorts, in every holder', async () => {
    const { company } = await buildEmployer(t.app);
    const whole = await buildJob(t.app, company.id, { location: 'Lhaviyani' }); // old value: mapped
    const island = await jobAt(company.id, {
      location: 'Naifaru, Lhaviyani',
      placeAtoll: 'Lh',
      placeIsland: 'Naifaru',
    });
    const resort = await jobAt(company.id, {
      location: 'Kuredu (resort), Lhaviyani',
      placeKind: 'resort',
      placeAtoll: 'Lh',
      placeResort: 'Kuredu',
    });
    const other = await jobAt(company.id, {
      location: 'Thulhaadhoo, Baa',
      placeAtoll: 'B',
      placeIsland: 'Thulhaadhoo',
    });
    const { company: holder } = await buildEmployer(t.app, { company: { location: 'Lhaviyani' } });
    const atAtoll = await seekerAt('Lhaviyani');
    const onIsland = await seekerAt('Hinnavaru, Lhaviyani');

    const res = await call('PUT', '/api/admin/places/atolls/Lh', { name: 'Faadhippolhu' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ code: 'Lh', name: 'Faadhippolhu', official_name: 'Faadhippolhu' });

    expect((await rowOf(whole.id)).location).toBe('Faadhippolhu');
    expect((await rowOf(island.id)).location).toBe('Naifaru, Faadhippolhu');
    expect((await rowOf(resort.id)).location).toBe('Kuredu (resort), Faadhippolhu');
    expect((await rowOf(other.id)).location).toBe('Thulhaadhoo, Baa');
    expect((await companyOf(holder.id)).location).toBe('Faadhippolhu');
    expect(await seekerPlaces(atAtoll)).toEqual({ address: 'Faadhippolhu', preference: 'Faadhippolhu' });
    expect(await seekerPlaces(onIsland)).toEqual({
      address: 'Hinnavaru, Faadhippolhu',
      preference: 'Hinnavaru, Faadhippolhu',
    });
    const [mapping] = await t.app.db.select().from(legacyPlaces).where(eq(legacyPlaces.old, 'Lhaviyani'));
    expect(mapping!.readable).toBe('Faadhippolhu');
    // The filter by the new name finds the atoll's jobs; the entry names the atoll as it was.
    const list = await t.app.inject({ method: 'GET', url: '/api/allJobs/filter?location=Faadhippolhu' });
    const ids = (list.json().jobs.data as { id: number }[]).map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([whole.id, island.id, resort.id]));
    expect(ids).not.toContain(other.id);
    const entry = (await call('GET', '/api/admin/dashboard')).json().data.recent_actions[0];
    expect(entry).toMatchObject({
      action: 'place.rename-atoll',
      summary: "Renamed atoll Lhaviyani (Lh) to 'Faadhippolhu'",
    });

    expect((await call('PUT', '/api/admin/places/atolls/Lh', { name: 'Lhaviyani' })).statusCode).toBe(200);
    expect((await rowOf(island.id)).location).toBe('Naifaru, Lhaviyani');
  });

  it('refuses another atoll’s name (409), an unknown atoll (404), bad input (422)', async () => {
    for (const name of ['Baa', 'BAA', 'Malé City', 'Male City']) {
      const res = await call('PUT', '/api/admin/places/atolls/Lh', { name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(ATOLL_EXISTS);
    }
    expect((await call('PUT', '/api/admin/places/atolls/ZZ', { name: 'Somewhere' })).statusCode).toBe(404);
    for (const payload of [{}, { name: '' }, { name: 'A, B' }, { name: 'Anywhere in Maldives' }])
      expect((await call('PUT', '/api/admin/places/atolls/Lh', payload)).statusCode).toBe(422);
    expect((await places()).atolls.find((a) => a.code === 'Lh')!.name).toBe('Lhaviyani');
  });
});

describe('values kept without an atoll', () => {
  it('lists each with how many jobs, companies and seekers hold it, and maps every holder to a place', async () => {
    for (const value of ['Dhiffushi', 'Only In The List'])
      expect(
        (await call('POST', '/api/admin/fields', { field: 'preferred_locations', value })).statusCode,
      ).toBe(201);
    const { company } = await buildEmployer(t.app, { company: { location: 'Dhiffushi' } });
    const job = await buildJob(t.app, company.id, { location: 'Dhiffushi' });
    const seekerId = await seekerAt('Dhiffushi');

    const listed = (await places()).unplaced;
    expect(listed).toContainEqual({ value: 'Dhiffushi', jobs: 1, companies: 1, profiles: 2 });
    expect(listed).toContainEqual({ value: 'Only In The List', jobs: 0, companies: 0, profiles: 0 });
    // Places and the old list's values are not listed.
    expect(listed.map((u) => u.value)).not.toContain("Male'");
    expect(listed.map((u) => u.value)).not.toContain('Resort island');

    const res = await call('POST', '/api/admin/places/map', {
      value: 'Dhiffushi',
      place: 'dhiffushi, kaafu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Moved to Dhiffushi, Kaafu.',
      data: { value: 'Dhiffushi', place: 'Dhiffushi, Kaafu', jobs: 1, companies: 1, profiles: 2 },
    });
    expect(await rowOf(job.id)).toMatchObject({
      location: 'Dhiffushi, Kaafu',
      placeKind: 'island',
      placeAtoll: 'K',
      placeIsland: 'Dhiffushi',
    });
    expect(await companyOf(company.id)).toMatchObject({ location: 'Dhiffushi, Kaafu', placeAtoll: 'K' });
    expect(await seekerPlaces(seekerId)).toEqual({
      address: 'Dhiffushi, Kaafu',
      preference: 'Dhiffushi, Kaafu',
    });
    expect((await places()).unplaced.map((u) => u.value)).not.toContain('Dhiffushi');
    expect(await publicPlaces()).not.toContain('Dhiffushi');
    const entry = (await call('GET', '/api/admin/dashboard')).json().data.recent_actions[0];
    expect(entry).toMatchObject({
      action: 'place.map',
      subject_type: 'place',
      summary: "Moved every record holding 'Dhiffushi' to 'Dhiffushi, Kaafu'",
    });
  });

  it('maps to a resort or a whole atoll too, and refuses what is not a place (422) or not kept (404)', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { location: 'Lonely Resort' });
    const res = await call('POST', '/api/admin/places/map', {
      value: 'Lonely Resort',
      place: 'Lonely (resort), Baa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(job.id)).toMatchObject({
      location: 'Lonely (resort), Baa',
      placeKind: 'resort',
      placeAtoll: 'B',
      placeIsland: null,
      placeResort: 'Lonely',
    });

    await buildJob(t.app, company.id, { location: 'Somewhere Else' });
    for (const place of ['Nowhere', 'Resort island', 'Dhiffushi', '']) {
      const bad = await call('POST', '/api/admin/places/map', { value: 'Somewhere Else', place });
      expect(bad.statusCode, place).toBe(422);
      if (place) expect(bad.json().errors.place).toEqual([PLACE_INVALID]);
    }
    for (const value of ['Baa', "Male'", 'Never Held'])
      expect((await call('POST', '/api/admin/places/map', { value, place: 'Baa' })).json()).toMatchObject({
        status: 404,
        message: NOT_UNPLACED,
      });
    expect((await call('POST', '/api/admin/places/map', {})).statusCode).toBe(422);
    const still = await t.app.db.execute(
      sql`select count(*)::int as n from jobs where location = 'Somewhere Else'`,
    );
    expect((still as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
