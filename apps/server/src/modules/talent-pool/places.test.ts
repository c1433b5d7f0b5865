import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLACE_FILTERS } from '@portal/shared/schemas/jobs';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';
import { jobSeekerProfiles, preferences } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, tokenFor } from '../../../test/factories';
import { basicInfo, preferenceForm, seeker } from '../../../test/seekers';

// The talent pool's place filters (issue 28, decision 0049): repeated `location` matched against the
// seekers' preferred places and home island (an atoll taking in its islands and resorts), `relocate=1`.
// The keys live on the profile row, kept by the database whoever writes the profile or its preference.

let t: TestContext;
let subscriber: Record<string, string>;
const tag = `pl${Date.now().toString(36)}`;
const ids = new Map<string, { userId: number; headers: Record<string, string> }>();

beforeAll(async () => {
  t = await buildTestApp();
  const e = await buildEmployer(t.app, { annual: true });
  subscriber = bearer(await tokenFor(t.app, e.user.id));
  const people: [string, Record<string, unknown>, string[] | null, boolean?][] = [
    ['Atolls', { willing_to_relocate: true }, ['Baa', 'Lhaviyani']],
    ['Island', {}, ['Thulhaadhoo, Baa']],
    ['HomeBaa', { home_island: 'Eydhafushi, Baa', willing_to_relocate: true }, ['Malé, Malé City']],
    ['Raa', { home_island: 'Naifaru, Lhaviyani' }, ['Raa']],
    ['Resort', { willing_to_relocate: true }, ['Resort island']],
    ['NoPref', { home_island: 'Kendhoo, Baa' }, null],
    ['Hidden', { willing_to_relocate: true }, ['Baa'], true],
  ];
  for (const [name, info, places, hidden] of people) {
    const s = await seeker(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload });
    expect(
      (await post('/job-seeker/profile', basicInfo({ name: `${name} ${tag}`, ...info }))).statusCode,
    ).toBe(201);
    if (places) {
      const pref = await post('/job-seeker/preference', preferenceForm({ preferred_location: places }));
      expect(pref.statusCode, pref.body).toBe(201);
    }
    if (hidden) await t.app.inject({ method: 'GET', url: '/api/user/profile-off', headers: s.headers });
    ids.set(name, { userId: s.user.id, headers: s.headers });
  }
});
afterAll(() => t.close());

/** The names a search finds among this file's seekers. */
async function search(query: [string, string][]) {
  const params = new URLSearchParams([['name', tag], ...query]);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/employ/talent-pool?${params}`,
    headers: subscriber,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: TalentPoolItem[]; total: number };
  expect(body.total).toBe(body.data.length);
  return body.data.map((d) => d.name!.replace(` ${tag}`, '')).sort();
}
const at = (...places: string[]) => places.map((p): [string, string] => ['location', p]);

describe('the talent pool by place', () => {
  it('takes an atoll with its islands, over preferred places and the home island', async () => {
    expect(await search(at('Baa'))).toEqual(['Atolls', 'HomeBaa', 'Island', 'NoPref']);
    expect(await search(at('Baa', 'Lhaviyani'))).toEqual(['Atolls', 'HomeBaa', 'Island', 'NoPref', 'Raa']);
    // An island: the seekers who chose it or live there (not the whole atoll's).
    expect(await search(at('Thulhaadhoo, Baa'))).toEqual(['Island']);
    expect(await search(at('naifaru, lhaviyani'))).toEqual(['Raa']);
    // Malé City is an atoll of its wards; an old value is read through the mapping.
    expect(await search(at('Malé City'))).toEqual(['HomeBaa']);
    expect(await search(at("Male'"))).toEqual(['HomeBaa']);
    // "Resort island" is every resort; an unknown place matches nothing (no 422, as the other filters).
    expect(await search(at('Resort island'))).toEqual(['Resort']);
    expect(await search(at('Atlantis'))).toEqual([]);
  });

  it('keeps only seekers willing to relocate with relocate=1, with or without places', async () => {
    expect(await search([['relocate', '1']])).toEqual(['Atolls', 'HomeBaa', 'Resort']);
    expect(await search([...at('Baa'), ['relocate', '1']])).toEqual(['Atolls', 'HomeBaa']);
    // Anything else is no filter.
    expect(await search([['relocate', '0']])).toHaveLength(6);
  });

  it('follows a changed preference or home island, whoever writes it', async () => {
    const raa = ids.get('Raa')!;
    await t.app.db
      .update(preferences)
      .set({ preferredLocation: 'Addu City' })
      .where(eq(preferences.userId, raa.userId));
    expect(await search(at('Seenu'))).toEqual(['Raa']);
    expect(await search(at('Raa'))).toEqual([]);
    await t.app.db
      .update(jobSeekerProfiles)
      .set({ homeIsland: null })
      .where(eq(jobSeekerProfiles.userId, raa.userId));
    expect(await search(at('Lhaviyani'))).toEqual(['Atolls']);
    await t.app.db.delete(preferences).where(eq(preferences.userId, raa.userId));
    expect(await search(at('Seenu'))).toEqual([]);
  });

  it(`refuses more than ${MAX_PLACE_FILTERS} places (422); others than annual subscribers stay out (403)`, async () => {
    const many = Array.from({ length: MAX_PLACE_FILTERS + 1 }, () => 'Baa');
    const params = new URLSearchParams(at(...many));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employ/talent-pool?${params}`,
      headers: subscriber,
    });
    expect(res.statusCode).toBe(422);
    const payPerJob = await buildEmployer(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/employ/talent-pool?location=Baa&relocate=1',
      headers: bearer(await tokenFor(t.app, payPerJob.user.id)),
    });
    expect(refused.statusCode).toBe(403);
    const aSeeker = ids.get('Atolls')!;
    const bySeeker = await t.app.inject({
      method: 'GET',
      url: '/api/employ/talent-pool?location=Baa',
      headers: aSeeker.headers,
    });
    expect(bySeeker.statusCode).toBe(403);
  });
});
