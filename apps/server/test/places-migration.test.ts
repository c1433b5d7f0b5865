import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { atollNames, formatPlace, LEGACY_PLACES, legacyPlace, type Place } from '@portal/shared/rules/places';
import type { Database } from '../src/db/client';
import { atolls, islands, jobs, legacyPlaces } from '../src/db/schema';
import { countMatchingOpenJobs } from '../src/modules/jobs/repository';
import { outOfStepJobs } from '../src/modules/jobs/test-support';
import { readGazetteer } from '../src/modules/places/repository';
import { placeOfColumns } from '../src/modules/places/service';
import { insertOldEmployer, insertOldJob, openDatabaseBefore } from './migration-before';

// Migration 0024 (issue 28, decision 0045): the gazetteer's tables, and every job stored before it gets
// its structured place and readable location from its old value, by the same mapping as the shared
// legacyPlace + formatPlace (the SQL repeats it: this holds the two together on every old value). A job
// inserted afterwards the old way (the bench's generator, the demo seed) is mapped by the insert trigger.

const MIGRATION = '0024_places';
/** An operator's own value of the old list: kept as a place without an atoll. */
const OPERATORS_OWN = 'Dhiffushi';
const OLD_VALUES = [...LOOKUP_VALUES.preferred_locations, OPERATORS_OWN];

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

const expected = (old: string, names: ReadonlyMap<string, string>) => ({
  location: formatPlace(legacyPlace(old), names),
  place: legacyPlace(old),
});

async function placesOf(ids: number[]) {
  const rows = await database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} in ${ids}`)
    .orderBy(asc(jobs.id));
  return rows.map((r) => ({ location: r.location, place: placeOfColumns(r) as Place }));
}

describe(`migration ${MIGRATION}`, () => {
  it('maps every old value of the jobs stored before it, as the shared mapping does', async () => {
    const db = database.db;
    // Plain SQL: the schema's company names columns later migrations add (0027's place).
    const { company } = await insertOldEmployer(database, { name: 'Old Places Co' });
    // The old list holds the 30 values issue 28 maps (and the seed's list is that list).
    expect(new Set(LOOKUP_VALUES.preferred_locations)).toEqual(new Set(Object.keys(LEGACY_PLACES)));
    const ids: number[] = [];
    for (const location of OLD_VALUES)
      ids.push((await insertOldJob(database, company.id, { title: `Old ${location}`, location })).id);
    const closed = await insertOldJob(database, company.id, {
      title: 'Closed Hulhumale job',
      location: 'Hulhumale',
      active: false,
    });
    ids.push(closed.id);
    const before = await db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .orderBy(asc(jobs.id));

    await database.migrate(); // every committed migration from here, as a start runs them

    const names = atollNames(await readGazetteer(db));
    expect(await placesOf(ids)).toEqual([...OLD_VALUES, 'Hulhumale'].map((old) => expected(old, names)));
    // Spot checks of issue 28's list, in words.
    const byOld = new Map(OLD_VALUES.map((old, i) => [old, ids[i]!]));
    const one = async (old: string) => (await placesOf([byOld.get(old)!]))[0];
    expect(await one("Male'")).toEqual({
      location: 'Malé, Malé City',
      place: { kind: 'island', atoll: 'MLE', island: 'Malé' },
    });
    expect(await one('Addu City')).toEqual({ location: 'Seenu', place: { kind: 'atoll', atoll: 'S' } });
    expect(await one('Alif Dhaal')).toEqual({
      location: 'Alif Dhaalu',
      place: { kind: 'atoll', atoll: 'ADh' },
    });
    expect(await one('Resort island')).toEqual({ location: 'Resort island', place: { kind: 'resort' } });
    expect(await one(OPERATORS_OWN)).toEqual({
      location: OPERATORS_OWN,
      place: { kind: 'island', island: OPERATORS_OWN },
    });

    // No one edited them: updated_at stays. The keyword relation follows the readable place.
    expect(
      await db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).orderBy(asc(jobs.id)),
    ).toEqual(before);
    expect(await outOfStepJobs(db)).toEqual([]);
    expect(await countMatchingOpenJobs(db, { q: 'Hulhumalé' })).toBe(1);
  });

  it('holds the same mapping in legacy_places as the shared rules, and seeds the gazetteer', async () => {
    const db = database.db;
    const names = atollNames(await readGazetteer(db));
    const rows = await db.select().from(legacyPlaces).orderBy(asc(legacyPlaces.old));
    expect(rows.map((r) => r.old).sort()).toEqual(Object.keys(LEGACY_PLACES).sort());
    for (const r of rows) {
      const place: Place = { kind: r.kind as Place['kind'] };
      if (r.atoll) place.atoll = r.atoll;
      if (r.island) place.island = r.island;
      expect(place, r.old).toEqual(legacyPlace(r.old));
      expect(r.readable, r.old).toBe(formatPlace(place, names));
    }
    // Every atoll and island a mapping names is in the gazetteer.
    const gazetteer = await readGazetteer(db);
    for (const p of Object.values(LEGACY_PLACES)) {
      if (p.atoll)
        expect(
          gazetteer.atolls.some((a) => a.code === p.atoll),
          p.atoll,
        ).toBe(true);
      if (p.island)
        expect(
          gazetteer.islands.some((i) => i.atoll === p.atoll && i.name === p.island),
          p.island,
        ).toBe(true);
    }
    // 20 atolls and Malé City; the island names that repeat across atolls are there once per atoll.
    expect(await db.$count(atolls)).toBe(21);
    expect(await db.$count(islands, eq(islands.atollCode, 'MLE'))).toBe(4);
    const repeated = (await db.execute(
      sql`select count(*)::int as n from (select name from islands group by name having count(*) > 1) r`,
    )) as unknown as { rows: { n: number }[] };
    expect(repeated.rows[0]!.n).toBe(14);
  });

  it('maps a job inserted the old way afterwards through its insert trigger, and leaves a given place', async () => {
    const db = database.db;
    const { company } = await insertOldEmployer(database, { name: 'Later Places Co' });
    const names = atollNames(await readGazetteer(db));
    const ids: number[] = [];
    for (const location of OLD_VALUES) ids.push((await insertOldJob(database, company.id, { location })).id);
    expect(await placesOf(ids)).toEqual(OLD_VALUES.map((old) => expected(old, names)));
    const [given] = await db
      .insert(jobs)
      .values({
        companyId: company.id,
        title: 'Given place',
        description: '<p>x</p>',
        sector: 'Private (Tourism)',
        category: 'Front Office',
        type: 'Full-time',
        positions: '01',
        salaryRange: 'Negotiable',
        location: 'Soneva Fushi (resort), Baa',
        placeKind: 'resort',
        placeAtoll: 'B',
        placeResort: 'Soneva Fushi',
        qualification: 'A Level',
        experience: '1 - 2 years',
        companyName: 'Later Places Co',
        expiredAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .returning();
    expect(placeOfColumns(given!)).toEqual({ kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' });
    expect(given!.location).toBe('Soneva Fushi (resort), Baa');
  });
});
