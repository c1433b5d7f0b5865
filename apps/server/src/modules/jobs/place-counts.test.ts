import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { AtollOpenJobs } from '@portal/shared/schemas/jobs';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJob } from '../../../test/factories';
import { jobs } from '../../db/schema';

// Each atoll's open jobs (issue 28, point 3): GET allJobs/place-counts answers every atoll, north to
// south, with its centre and the open jobs on its islands, its resorts and the whole atoll, under the
// list's other filters but not its places (facet counts). And keyword search finds place names without
// apostrophes or case (point 3, decision 0040).

let t: TestContext;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await buildEmployer(t.app, { company: { name: 'Count Co' } })).company.id;
  const at = (place: Record<string, string | null>, over: Record<string, unknown> = {}) =>
    buildJob(t.app, companyId, { ...place, ...over });
  const baaIsland = {
    location: 'Thulhaadhoo, Baa',
    placeKind: 'island',
    placeAtoll: 'B',
    placeIsland: 'Thulhaadhoo',
  };
  await at({ location: 'Baa', placeKind: 'atoll', placeAtoll: 'B' });
  await at(baaIsland, { category: 'Legal' });
  await at({
    location: 'Soneva Fushi (resort), Baa',
    placeKind: 'resort',
    placeAtoll: 'B',
    placeResort: 'Soneva Fushi',
  });
  await at({ location: 'Naifaru, Lhaviyani', placeKind: 'island', placeAtoll: 'Lh', placeIsland: 'Naifaru' });
  // Written as the old code wrote it: the insert trigger maps Male' to Malé, Malé City (migration 0024).
  await at({ location: "Male'" }, { title: 'Harbour clerk' });
  // Places without an atoll: in no atoll's count.
  await at({ location: 'Anywhere in Maldives', placeKind: 'anywhere' });
  await at({ location: 'Overseas', placeKind: 'overseas' });
  await at({ location: 'Resort island', placeKind: 'resort' });
  // Not open: pending, rejected, closed by the employer, past its closing date.
  await at(baaIsland, { approved: JOB_APPROVAL.pending });
  await at(baaIsland, { approved: JOB_APPROVAL.rejected });
  await at(baaIsland, { active: false });
  await at(baaIsland, { expiredAt: new Date(Date.now() - 86_400_000).toISOString() });
  await at(
    {
      location: "Hon'daidhoo, Haa Dhaalu",
      placeKind: 'island',
      placeAtoll: 'HDh',
      placeIsland: "Hon'daidhoo",
    },
    { title: 'Island council clerk' },
  );
});
afterAll(() => t.close());

async function counts(query = ''): Promise<Record<string, number>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/place-counts${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data as AtollOpenJobs[]).map((a) => [a.name, a.open_jobs]));
}
const nonZero = (c: Record<string, number>) => Object.fromEntries(Object.entries(c).filter(([, n]) => n > 0));

describe('GET /api/allJobs/place-counts', () => {
  it('answers every atoll north to south with its code, centre and open jobs, publicly cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allJobs/place-counts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage');
    const atolls = res.json().data as AtollOpenJobs[];
    expect(atolls).toHaveLength(21);
    expect(atolls[0]).toMatchObject({ code: 'HA', name: 'Haa Alif' });
    expect(atolls.at(-1)).toMatchObject({ code: 'S', name: 'Seenu' });
    const baa = atolls.find((a) => a.code === 'B')!;
    expect(baa.centre.lat).toBeGreaterThan(4);
    expect(baa.centre.lat).toBeLessThan(6);
    expect(baa.centre.lng).toBeGreaterThan(72);
    expect(baa.centre.lng).toBeLessThan(74);
    // An atoll without open jobs is there, with 0.
    expect(atolls.find((a) => a.code === 'S')!.open_jobs).toBe(0);
  });

  it('counts an atoll’s islands’, resorts’ and own jobs, and no job that is not open', async () => {
    expect(nonZero(await counts())).toEqual({
      Baa: 3,
      Lhaviyani: 1,
      'Malé City': 1,
      'Haa Dhaalu': 1,
    });
  });

  it('honours the other filters and the keyword, not the places asked for', async () => {
    expect(nonZero(await counts('?category=Legal'))).toEqual({ Baa: 1 });
    expect(nonZero(await counts('?q=clerk'))).toEqual({ 'Malé City': 1, 'Haa Dhaalu': 1 });
    expect(nonZero(await counts('?q=clerk&category=Legal'))).toEqual({});
    // Choosing an atoll does not zero the others: each says what choosing it adds.
    expect(await counts('?location=Baa&location=Lhaviyani&page=3')).toEqual(await counts());
    expect(nonZero(await counts('?category=Nothing%20like%20it'))).toEqual({});
  });

  it('follows a job that opens, under the public cache', async () => {
    const before = await counts();
    const job = await buildJob(t.app, companyId, {
      location: 'Naifaru, Lhaviyani',
      placeKind: 'island',
      placeAtoll: 'Lh',
      placeIsland: 'Naifaru',
      approved: JOB_APPROVAL.pending,
    });
    expect(await counts()).toEqual(before);
    await t.app.db.update(jobs).set({ approved: JOB_APPROVAL.approved }).where(eq(jobs.id, job.id));
    expect((await counts()).Lhaviyani).toBe(before.Lhaviyani! + 1);
  });

  it('answers bad input with 422, never a 5xx', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/allJobs/place-counts?q=${'x'.repeat(500)}`,
    });
    expect(long.statusCode).toBe(422);
    for (const odd of ['?q=%27%27%27', '?q=!%26|', '?sector=%00', '?sector=a&sector=b', '?location=%00'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/allJobs/place-counts${odd}` })).statusCode,
        odd,
      ).toBeLessThan(500);
  });
});

describe('keyword search of place names', () => {
  const titles = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/allJobs/filter?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().jobs.data as { title: string }[]).map((j) => j.title);
  };

  it('finds a job in Hon’daidhoo by Hondaidhoo, whatever the case or apostrophe', async () => {
    for (const q of ['Hondaidhoo', 'hondaidhoo', 'HONDAIDHOO', "Hon'daidhoo", 'Hon’daidhoo'])
      expect(await titles(q), q).toEqual(['Island council clerk']);
    // The atoll's name finds it as well: the readable place is indexed.
    expect(await titles('Haa Dhaalu')).toEqual(['Island council clerk']);
  });
});
