import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islands } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from '../../../test/factories';
import { basicInfo, preferenceForm, seeker, type Seeker } from '../../../test/seekers';
import { HOME_ISLAND_INVALID, preferredPlaceInvalid } from './places';

// A seeker's places (issue 28, decision 0049): the profile's present location (mapped like jobs'), home
// island and "willing to relocate"; preferences with several places (repeated `preferred_location`); job
// alerts over all of them, an atoll taking in its islands.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object | string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers:
      typeof payload === 'string'
        ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' }
        : headers,
    ...(payload !== undefined ? { payload } : {}),
  });

async function withProfile(over: Record<string, unknown> = {}) {
  const s = await seeker(t.app);
  const res = await inject('POST', '/job-seeker/profile', s.headers, basicInfo(over));
  expect(res.statusCode, res.body).toBe(201);
  return { ...s, profile: res.json().data as Record<string, unknown> & { id: number } };
}

describe('the profile: present location, home island, willing to relocate', () => {
  it('reads the places, answers them readable, and keeps what an update does not send', async () => {
    const s = await withProfile({ home_island: 'thulhaadhoo, BAA', willing_to_relocate: '1' });
    // The old value is understood through the mapping; the island is answered in the gazetteer's spelling.
    expect(s.profile).toMatchObject({
      address: 'Malé, Malé City',
      home_island: 'Thulhaadhoo, Baa',
      willing_to_relocate: true,
    });
    const own = await inject('GET', '/user/job-seeker-profile-usr', s.headers);
    expect(own.json().data).toMatchObject({ home_island: 'Thulhaadhoo, Baa', willing_to_relocate: true });

    // SPEC's update without the new fields (an older client) keeps them.
    const kept = await inject('POST', `/job-seeker/profile-update/${s.profile.id}`, s.headers, basicInfo());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ home_island: 'Thulhaadhoo, Baa', willing_to_relocate: true });
    // Empty clears the island; false turns relocating off; a readable present location is kept as it is.
    const cleared = await inject(
      'POST',
      `/job-seeker/profile-update/${s.profile.id}`,
      s.headers,
      basicInfo({ address: 'Eydhafushi, Baa', home_island: '', willing_to_relocate: false }),
    );
    expect(cleared.json().data).toMatchObject({
      address: 'Eydhafushi, Baa',
      home_island: null,
      willing_to_relocate: false,
    });
    // A new profile without them: no island, not relocating.
    const plain = await withProfile();
    expect(plain.profile).toMatchObject({ home_island: null, willing_to_relocate: false });
  });

  it('refuses a home island that is no island with its atoll, and an unknown present location (422)', async () => {
    const s = await seeker(t.app);
    for (const bad of ['Baa', 'Thulhaadhoo', 'Nowhere, Baa', 'Soneva Fushi (resort), Baa', 'Overseas']) {
      const res = await inject('POST', '/job-seeker/profile', s.headers, basicInfo({ home_island: bad }));
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.home_island, bad).toEqual([HOME_ISLAND_INVALID]);
    }
    const both = await inject(
      'POST',
      '/job-seeker/profile',
      s.headers,
      basicInfo({ address: 'Atlantis', home_island: 'Baa', gender: 'Robot' }),
    );
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors).sort()).toEqual(['address', 'gender', 'home_island']);
    const notBool = await inject('POST', '/job-seeker/profile', s.headers, basicInfo({ home_island: 5 }));
    expect(notBool.statusCode).toBe(422);
  });

  it("refuses another seeker's profile id (403) and leaves that profile as it was", async () => {
    const owner = await withProfile({ home_island: 'Naifaru, Lhaviyani' });
    const other = await withProfile();
    const res = await inject(
      'POST',
      `/job-seeker/profile-update/${owner.profile.id}`,
      other.headers,
      basicInfo({ home_island: 'Thulhaadhoo, Baa', willing_to_relocate: true }),
    );
    expect(res.statusCode).toBe(403);
    const after = await inject('GET', '/user/job-seeker-profile-usr', owner.headers);
    expect(after.json().data).toMatchObject({
      home_island: 'Naifaru, Lhaviyani',
      willing_to_relocate: false,
    });
  });

  it('shows the home island, relocating and every preferred place to a subscribing employer', async () => {
    const s = await withProfile({ home_island: 'Thulhaadhoo, Baa', willing_to_relocate: true });
    const pref = await inject(
      'POST',
      '/job-seeker/preference',
      s.headers,
      preferenceForm({ preferred_location: ['Baa', 'Lhaviyani'] }),
    );
    expect(pref.statusCode).toBe(201);
    const e = await buildEmployer(t.app, { annual: true });
    const res = await inject(
      'GET',
      `/employ/user-profile/${s.user.id}`,
      bearer(await tokenFor(t.app, e.user.id)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      home_island: 'Thulhaadhoo, Baa',
      willing_to_relocate: true,
    });
    expect(res.json().data.preference).toMatchObject({
      preferred_location: 'Baa',
      preferred_locations: ['Baa', 'Lhaviyani'],
    });
  });
});

describe('the preference: several places', () => {
  it('takes repeated preferred_location (form) or a list (JSON), readable or old values, without repeats', async () => {
    const s = await seeker(t.app);
    const body = new URLSearchParams({ ...preferenceForm(), preferred_location: 'Baa' });
    body.append('preferred_location', 'Hulhumale');
    body.append('preferred_location', 'thulhaadhoo, baa');
    body.append('preferred_location', 'Baa');
    const created = await inject('POST', '/job-seeker/preference', s.headers, body.toString());
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      preferred_location: 'Baa',
      preferred_locations: ['Baa', 'Hulhumalé, Malé City', 'Thulhaadhoo, Baa'],
    });
    const own = await inject('GET', '/user/job-seeker-preference-usr', s.headers);
    expect(own.json().data.preferred_locations).toEqual(data.preferred_locations);

    // An older client's one value replaces the list (the request is the whole preference).
    const one = await inject('POST', `/job-seeker/preference/${data.id}`, s.headers, {
      ...preferenceForm({ preferred_location: "Male'" }),
      _method: 'put',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      preferred_location: 'Malé, Malé City',
      preferred_locations: ['Malé, Malé City'],
    });
  });

  it('refuses an unknown place by name, none, or too many (422); another seeker’s preference id (403)', async () => {
    const s = await seeker(t.app);
    const unknown = await inject(
      'POST',
      '/job-seeker/preference',
      s.headers,
      preferenceForm({ preferred_location: ['Baa', 'Atlantis'] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.preferred_location).toEqual([preferredPlaceInvalid('Atlantis')]);
    for (const none of [[], '', ['  ']]) {
      const res = await inject(
        'POST',
        '/job-seeker/preference',
        s.headers,
        preferenceForm({ preferred_location: none }),
      );
      expect(res.statusCode, JSON.stringify(none)).toBe(422);
      expect(res.json().errors.preferred_location).toEqual(['The preferred location field is required.']);
    }
    const atolls = [
      'Baa',
      'Raa',
      'Noonu',
      'Lhaviyani',
      'Kaafu',
      'Vaavu',
      'Meemu',
      'Faafu',
      'Dhaalu',
      'Thaa',
      'Laamu',
    ];
    const many = await inject(
      'POST',
      '/job-seeker/preference',
      s.headers,
      preferenceForm({ preferred_location: atolls }),
    );
    expect(many.statusCode).toBe(422);
    expect((await inject('GET', '/user/job-seeker-preference-usr', s.headers)).statusCode).toBe(404);

    const owner = await seeker(t.app);
    const mine = await inject(
      'POST',
      '/job-seeker/preference',
      owner.headers,
      preferenceForm({ preferred_location: 'Baa' }),
    );
    const id = mine.json().data.id as number;
    const res = await inject('POST', `/job-seeker/preference/${id}`, s.headers, {
      ...preferenceForm({ preferred_location: ['Raa'] }),
      _method: 'put',
    });
    expect(res.statusCode).toBe(403);
    const after = await inject('GET', '/user/job-seeker-preference-usr', owner.headers);
    expect(after.json().data.preferred_locations).toEqual(['Baa']);
  });
});

describe('job alerts over every preferred place', () => {
  let admin: Headers;
  beforeAll(async () => {
    admin = bearer(await tokenFor(t.app, (await buildAdmin(t.app)).id));
  });
  const matching = {
    sector: 'Private (Tourism)',
    category: 'Front Office',
    type: 'Full-time',
    salaryRange: 'MVR 10000 - 14999',
  };
  async function subscribe(s: Seeker, places: string[]) {
    const res = await inject('POST', '/job-seeker/preference', s.headers, {
      ...preferenceForm({ preferred_location: places }),
      alert_frequency: 'instant',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  async function approvedJob(title: string, place: Record<string, unknown>) {
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id, { title, approved: 0, ...matching, ...place });
    const res = await inject('POST', `/admin/jobs/${job.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    return job;
  }
  const mailsTo = (email: string) => t.smtp.mails.filter((m) => m.to.includes(email));

  it('mails a job in Thulhaadhoo, Baa to a seeker who chose Lhaviyani and Baa; not one in Laamu', async () => {
    const twoAtolls = await seeker(t.app);
    const raaOnly = await seeker(t.app);
    const theIsland = await seeker(t.app);
    await subscribe(twoAtolls, ['Lhaviyani', 'Baa']);
    await subscribe(raaOnly, ['Raa']);
    await subscribe(theIsland, ['Malé, Malé City', 'Thulhaadhoo, Baa']);

    await approvedJob('Reservations Agent in Baa', {
      location: 'Thulhaadhoo, Baa',
      placeKind: 'island',
      placeAtoll: 'B',
      placeIsland: 'Thulhaadhoo',
    });
    expect((await t.smtp.waitFor(twoAtolls.user.email)).text).toContain('Reservations Agent in Baa');
    expect((await t.smtp.waitFor(theIsland.user.email)).text).toContain('Reservations Agent in Baa');
    expect(mailsTo(raaOnly.user.email)).toHaveLength(0);

    await approvedJob('Front Desk in Laamu', {
      location: 'Fonadhoo, Laamu',
      placeKind: 'island',
      placeAtoll: 'L',
      placeIsland: 'Fonadhoo',
    });
    for (const s of [twoAtolls, raaOnly, theIsland])
      expect(mailsTo(s.user.email).some((m) => m.text.includes('Front Desk in Laamu'))).toBe(false);
  });
});

describe("the console's renames move the seekers' places (decision 0050's holders)", () => {
  it('renames an island and an atoll in the home island and every preferred place; the pool follows', async () => {
    const admin = bearer(await tokenFor(t.app, (await buildAdmin(t.app)).id));
    const s = await withProfile({ home_island: 'Thulhaadhoo, Baa', willing_to_relocate: true });
    const pref = await inject('POST', '/job-seeker/preference', s.headers, {
      ...preferenceForm({ preferred_location: ['Raa', 'Thulhaadhoo, Baa', 'Baa'] }),
    });
    expect(pref.statusCode).toBe(201);
    const [island] = await t.app.db
      .select()
      .from(islands)
      .where(and(eq(islands.atollCode, 'B'), eq(islands.name, 'Thulhaadhoo')));
    const put = (url: string, name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/places/${url}`, headers: admin, payload: { name } });
    expect((await put(`islands/${island!.id}`, 'Thulhaadhu')).statusCode).toBe(200);
    expect((await put('atolls/B', 'South Maalhosmadulu')).statusCode).toBe(200);

    const own = await inject('GET', '/user/job-seeker-profile-usr', s.headers);
    expect(own.json().data.home_island).toBe('Thulhaadhu, South Maalhosmadulu');
    const mine = await inject('GET', '/user/job-seeker-preference-usr', s.headers);
    expect(mine.json().data).toMatchObject({
      preferred_location: 'Raa',
      preferred_locations: ['Raa', 'Thulhaadhu, South Maalhosmadulu', 'South Maalhosmadulu'],
    });
    const e = await buildEmployer(t.app, { annual: true });
    const pool = await inject(
      'GET',
      `/employ/talent-pool?${new URLSearchParams({ location: 'Thulhaadhu, South Maalhosmadulu', relocate: '1' })}`,
      bearer(await tokenFor(t.app, e.user.id)),
    );
    // (An earlier seeker of this file lives on Thulhaadhoo too: found as well.)
    expect(pool.json().data.map((c: { id: number }) => c.id)).toContain(s.user.id);
    expect((await put('atolls/B', 'Baa')).statusCode).toBe(200);
    expect((await put(`islands/${island!.id}`, 'Thulhaadhoo')).statusCode).toBe(200);
  });
});
