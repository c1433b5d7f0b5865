import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { MAX_PLACE_FILTERS } from '@portal/shared/schemas/jobs';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob, buildSubscription, tokenFor } from '../../../test/factories';
import { PLACE_INVALID } from '../places/service';
import { getJobPage } from '../publishing/service';

// Places on the jobs' wire (issue 28, decision 0045): POST jobs takes a readable place (or an old value,
// mapped) in `location`; every job answer carries the readable `location` and the structured `place`;
// allJobs/filter takes repeated `location` parameters, an atoll taking in its islands and resorts.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

async function employer() {
  const e = await buildEmployer(t.app, {
    company: { name: `Places Co ${Math.random().toString(36).slice(2, 7)}` },
  });
  await buildSubscription(t.app, e.company.id, PACKAGE_TYPES.annual);
  return { ...e, token: await tokenFor(t.app, e.user.id) };
}

const form = (location: unknown, over: Record<string, unknown> = {}) => ({
  title: 'Guest Service Agent',
  expired_at: inDays(14),
  description: '<p>Welcome guests.</p>',
  sector: 'Private (Tourism)',
  category: 'Front Office',
  type: 'Full-time',
  positions: '02',
  qualification: 'A Level',
  experience: '1 - 2 years',
  salary_range: 'MVR 10000 - 14999',
  location,
  required_items: {},
  ...over,
});

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/jobs', headers: bearer(token), payload });

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/filter${query}` });
  return res;
}
const idsOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs.data as { id: number }[]).map((j) => j.id).sort((a, b) => a - b);
};

describe('POST /api/jobs with a place', () => {
  it('takes each kind of readable place and answers it readable and structured', async () => {
    const e = await employer();
    const cases: [string, string, object][] = [
      ['Baa', 'Baa', { kind: 'atoll', atoll: 'B' }],
      ['Thulhaadhoo, Baa', 'Thulhaadhoo, Baa', { kind: 'island', atoll: 'B', island: 'Thulhaadhoo' }],
      [
        'Soneva Fushi (resort), Baa',
        'Soneva Fushi (resort), Baa',
        { kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' },
      ],
      ['Malé City', 'Malé City', { kind: 'atoll', atoll: 'MLE' }],
      // Case, accents and apostrophes do not matter; the answer is spelled as the gazetteer spells it.
      ['hulhumale, male city', 'Hulhumalé, Malé City', { kind: 'island', atoll: 'MLE', island: 'Hulhumalé' }],
      [
        'Hondaidhoo, Haa Dhaalu',
        "Hon'daidhoo, Haa Dhaalu",
        { kind: 'island', atoll: 'HDh', island: "Hon'daidhoo" },
      ],
      ['Anywhere in Maldives', 'Anywhere in Maldives', { kind: 'anywhere' }],
      ['Overseas', 'Overseas', { kind: 'overseas' }],
    ];
    for (const [sent, location, place] of cases) {
      const res = await post(e.token, form(sent));
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ location, place });
      expect(res.json().data.place).toEqual(place);
    }
  });

  it('understands the old list’s values through the mapping', async () => {
    const e = await employer();
    const cases: [string, string, object][] = [
      ["Male'", 'Malé, Malé City', { kind: 'island', atoll: 'MLE', island: 'Malé' }],
      ['Hulhumale', 'Hulhumalé, Malé City', { kind: 'island', atoll: 'MLE', island: 'Hulhumalé' }],
      ['Addu City', 'Seenu', { kind: 'atoll', atoll: 'S' }],
      ['Alif Dhaal', 'Alif Dhaalu', { kind: 'atoll', atoll: 'ADh' }],
      ['Resort island', 'Resort island', { kind: 'resort' }],
    ];
    for (const [sent, location, place] of cases) {
      const res = await post(e.token, form(sent));
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ location, place });
    }
  });

  it('refuses a place it does not know with 422 and a clear message', async () => {
    const e = await employer();
    for (const bad of [
      'Atlantis',
      'Thulhaadhoo', // an island needs its atoll: 14 names repeat across atolls
      'Feydhoo', // one of them (Shaviyani and Seenu)
      'Thulhaadhoo, Lhaviyani', // not an island of that atoll
      ' (resort), Baa',
      'Thulhaadhoo, Atlantis',
    ]) {
      const res = await post(e.token, form(bad));
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.location, bad).toEqual([PLACE_INVALID]);
    }
    expect((await post(e.token, form('Feydhoo, Seenu'))).json().data.place).toEqual({
      kind: 'island',
      atoll: 'S',
      island: 'Feydhoo',
    });
    // Hostile values are a 422 too, never a 5xx.
    for (const hostile of ['', 'x'.repeat(5000), ',,,,', 'Baa\u0000', ['Baa'], { kind: 'atoll' }, 42]) {
      const res = await post(e.token, form(hostile));
      expect(res.statusCode, JSON.stringify(hostile).slice(0, 40)).toBe(422);
    }
  });

  it('edits and reposts with a place; another company’s job is 403', async () => {
    const e = await employer();
    const job = await buildJob(t.app, e.company.id, { companyName: e.company.name });
    const edit = (token: string, id: number, location: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/jobs/${id}`,
        headers: bearer(token),
        payload: { _method: 'put', ...form(location, { description: job.description, title: job.title }) },
      });
    const edited = await edit(e.token, job.id, 'Kulhudhuffushi City, Haa Dhaalu');
    expect(edited.statusCode, edited.body).toBe(202);
    expect(edited.json().data).toMatchObject({
      location: 'Kulhudhuffushi City, Haa Dhaalu',
      place: { kind: 'island', atoll: 'HDh', island: 'Kulhudhuffushi City' },
    });
    expect((await edit(e.token, job.id, 'Kulhudhuffushi')).json().data.location).toBe(
      'Kulhudhuffushi City, Haa Dhaalu',
    );
    expect((await edit(e.token, job.id, 'Nowhere, Baa')).statusCode).toBe(422);

    const repost = await post(e.token, form('Lhaviyani', { repost_of: job.id }));
    expect(repost.statusCode).toBe(201);
    expect(repost.json().data.place).toEqual({ kind: 'atoll', atoll: 'Lh' });

    const other = await employer();
    expect((await edit(other.token, job.id, 'Baa')).statusCode).toBe(403);
    expect((await post(other.token, form('Baa', { repost_of: job.id }))).statusCode).toBe(403);

    const rows = await t.app.inject({ method: 'GET', url: '/api/employ/jobs', headers: bearer(e.token) });
    const row = (rows.json().data as { id: number; location: string; place: object }[]).find(
      (r) => r.id === job.id,
    );
    expect(row).toMatchObject({
      location: 'Kulhudhuffushi City, Haa Dhaalu',
      place: { kind: 'island', atoll: 'HDh', island: 'Kulhudhuffushi City' },
    });
  });
});

describe('GET /api/allJobs/filter by places', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Atoll Filter Co' } });
    const at = async (name: string, place: Record<string, string | null>) => {
      ids[name] = (await buildJob(t.app, company.id, { title: `Filter ${name}`, ...place })).id;
    };
    await at('baa', { location: 'Baa', placeKind: 'atoll', placeAtoll: 'B' });
    await at('thulhaadhoo', {
      location: 'Thulhaadhoo, Baa',
      placeKind: 'island',
      placeAtoll: 'B',
      placeIsland: 'Thulhaadhoo',
    });
    await at('soneva', {
      location: 'Soneva Fushi (resort), Baa',
      placeKind: 'resort',
      placeAtoll: 'B',
      placeResort: 'Soneva Fushi',
    });
    await at('lhaviyani', {
      location: 'Naifaru, Lhaviyani',
      placeKind: 'island',
      placeAtoll: 'Lh',
      placeIsland: 'Naifaru',
    });
    await at('feydhooSh', {
      location: 'Feydhoo, Shaviyani',
      placeKind: 'island',
      placeAtoll: 'Sh',
      placeIsland: 'Feydhoo',
    });
    await at('feydhooS', {
      location: 'Feydhoo, Seenu',
      placeKind: 'island',
      placeAtoll: 'S',
      placeIsland: 'Feydhoo',
    });
    // Written as the old code wrote them: the insert trigger maps the old values (migration 0024).
    await at('male', { location: "Male'" });
    await at('oldResort', { location: 'Resort island' });
    await at('kept', { location: 'Dhiffushi' });
  });
  const some = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);
  const q = (...places: string[]) => `?${places.map((p) => `location=${encodeURIComponent(p)}`).join('&')}`;

  it('an atoll takes in its islands and resorts, and nothing of another atoll', async () => {
    expect(await idsOf(q('Baa'))).toEqual(some('baa', 'thulhaadhoo', 'soneva'));
    expect(await idsOf(q('baa'))).toEqual(some('baa', 'thulhaadhoo', 'soneva'));
    expect(await idsOf(q('Shaviyani'))).toEqual(some('feydhooSh'));
  });

  it('an island matches that island of that atoll only', async () => {
    expect(await idsOf(q('Thulhaadhoo, Baa'))).toEqual(some('thulhaadhoo'));
    expect(await idsOf(q('Feydhoo, Seenu'))).toEqual(some('feydhooS'));
    expect(await idsOf(q('Soneva Fushi (resort), Baa'))).toEqual(some('soneva'));
  });

  it('takes several places at once, repeated or alone, with the total of all of them', async () => {
    expect(await idsOf(q('Baa', 'Lhaviyani'))).toEqual(some('baa', 'thulhaadhoo', 'soneva', 'lhaviyani'));
    expect(await idsOf(q('Lhaviyani', 'Feydhoo, Seenu', 'Baa', 'Baa'))).toEqual(
      some('baa', 'thulhaadhoo', 'soneva', 'lhaviyani', 'feydhooS'),
    );
    expect((await list(q('Baa', 'Lhaviyani'))).json().jobs.total).toBe(4);
    // The other filters still apply beside the places.
    expect(await idsOf(`${q('Baa', 'Lhaviyani')}&category=Legal`)).toEqual([]);
  });

  it('counts each job once when places of several kinds overlap (an atoll, its island, every resort)', async () => {
    // Counted in parts, one per kind of place (repository.ts countPlacesApart): a job in two parts is one.
    const mixed = q('Baa', 'Thulhaadhoo, Baa', 'Feydhoo, Seenu', 'Resort island');
    const expected = some('baa', 'thulhaadhoo', 'soneva', 'feydhooS', 'oldResort');
    expect(await idsOf(mixed)).toEqual(expected);
    expect((await list(mixed)).json().jobs.total).toBe(expected.length);
    expect((await list(q('Naifaru, Lhaviyani', 'Lhaviyani', 'Malé City'))).json().jobs.total).toBe(2);
    expect((await list(`${mixed}&category=Legal`)).json().jobs.total).toBe(0);
    // No atoll: every resort, one of them by name, and a place's text.
    const noAtoll = q('Resort island', 'Soneva Fushi (resort), Baa', 'Dhiffushi');
    expect(await idsOf(noAtoll)).toEqual(some('soneva', 'oldResort', 'kept'));
    expect((await list(noAtoll)).json().jobs.total).toBe(3);
  });

  it('understands an old value through the mapping, and keeps an unmapped one as its text', async () => {
    expect(await idsOf(q("Male'"))).toEqual(some('male'));
    expect(await idsOf(q('Malé, Malé City'))).toEqual(some('male'));
    expect(await idsOf(q('Malé City'))).toEqual(some('male'));
    expect(await idsOf(q('Dhiffushi'))).toEqual(some('kept'));
    // Today's "Resort island" is every resort, named or not.
    expect(await idsOf(q('Resort island'))).toEqual(some('soneva', 'oldResort'));
  });

  it('answers an unknown place with an empty page, and too many places with 422', async () => {
    expect(await idsOf(q('Atlantis'))).toEqual([]);
    expect(await idsOf(q('Thulhaadhoo'))).toEqual([]);
    const many = await list(q(...Array.from({ length: MAX_PLACE_FILTERS + 1 }, () => 'Baa')));
    expect(many.statusCode).toBe(422);
    // The message says what is wrong (the union's own refusal said only "Invalid input").
    expect(many.json()).toMatchObject({
      code: 'validation_failed',
      message: `Ask for ${MAX_PLACE_FILTERS} locations at most.`,
      errors: { location: [`Ask for ${MAX_PLACE_FILTERS} locations at most.`] },
    });
    expect((await list(q(...Array.from({ length: MAX_PLACE_FILTERS }, () => 'Baa')))).statusCode).toBe(200);
  });

  it('shows each row’s place, and the job’s page its place in JSON-LD', async () => {
    const res = await list(q('Thulhaadhoo, Baa'));
    expect(res.json().jobs.data[0]).toMatchObject({
      location: 'Thulhaadhoo, Baa',
      place: { kind: 'island', atoll: 'B', island: 'Thulhaadhoo' },
    });
    const view = await t.app.inject({ method: 'GET', url: `/api/jobView/${ids.soneva}` });
    expect(view.json().data).toMatchObject({
      location: 'Soneva Fushi (resort), Baa',
      place: { kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' },
    });
    // The JSON-LD of GET /job/{id} (its HTML is checked in publishing.test.ts).
    const address = async (id: number) => {
      const page = await getJobPage({ db: t.app.db, config: t.config }, { rawId: String(id) });
      return (page!.jobPosting as { jobLocation: { address: object } }).jobLocation.address;
    };
    expect(await address(ids.thulhaadhoo!)).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Thulhaadhoo',
      addressRegion: 'Baa',
      addressCountry: 'MV',
    });
    expect(await address(ids.soneva!)).toMatchObject({
      addressLocality: 'Soneva Fushi',
      addressRegion: 'Baa',
    });
    expect(await address(ids.baa!)).toEqual({
      '@type': 'PostalAddress',
      addressRegion: 'Baa',
      addressCountry: 'MV',
    });
    expect(await address(ids.male!)).toMatchObject({ addressLocality: 'Malé', addressRegion: 'Malé City' });
  });
});

describe('GET /api/fields preferred_locations', () => {
  it('lists the readable places: each atoll, its islands, anywhere, overseas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fields' });
    const places = (res.json().data as { field: string; value: string }[])
      .filter((e) => e.field === 'preferred_locations')
      .map((e) => e.value);
    expect(places.slice(0, 3)).toEqual(['Haa Alif', 'Thurakunu, Haa Alif', 'Uligamu, Haa Alif']);
    for (const p of ['Baa', 'Thulhaadhoo, Baa', 'Malé City', 'Hulhumalé, Malé City', 'Feydhoo, Seenu'])
      expect(places).toContain(p);
    expect(places).toContain('Anywhere in Maldives');
    expect(places).toContain('Overseas');
    expect(places).not.toContain("Male'");
    expect(new Set(places).size).toBe(places.length);
    // 21 atolls (Malé City among them) and their islands, then anywhere, overseas and the old resort.
    expect(places.filter((p) => !p.includes(',')).length).toBe(21 + 3);
  });
});
