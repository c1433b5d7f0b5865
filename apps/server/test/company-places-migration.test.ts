import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { atollNames, formatPlace, legacyPlace, type Place } from '@portal/shared/rules/places';
import type { Database } from '../src/db/client';
import { companies } from '../src/db/schema';
import { readGazetteer } from '../src/modules/places/repository';
import { insertOldEmployer, openDatabaseBefore } from './migration-before';

// Migration 0027 (issue 28, decision 0050): every company stored before it gets the place of its old
// `location` by the same mapping as the jobs' (legacy_places, the shared legacyPlace + formatPlace); an
// operator's own value is kept as a place without an atoll; a company without a location has no place.

const MIGRATION = '0027_company_places';
const OPERATORS_OWN = 'Dhiffushi';
const OLD_VALUES = [...LOOKUP_VALUES.preferred_locations, OPERATORS_OWN];

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

const placeOf = (r: typeof companies.$inferSelect) => {
  if (!r.placeKind) return null;
  const place: Place = { kind: r.placeKind };
  if (r.placeAtoll) place.atoll = r.placeAtoll;
  if (r.placeIsland) place.island = r.placeIsland;
  if (r.placeResort) place.resort = r.placeResort;
  return place;
};

async function companiesOf(ids: number[]) {
  const rows = await database.db
    .select()
    .from(companies)
    .where(sql`${companies.id} in ${ids}`)
    .orderBy(asc(companies.id));
  return rows.map((r) => ({ location: r.location, place: placeOf(r) }));
}

describe(`migration ${MIGRATION}`, () => {
  it('maps every old location of the companies stored before it, as the jobs’ mapping does', async () => {
    const ids: number[] = [];
    for (const location of OLD_VALUES) ids.push((await insertOldEmployer(database, { location })).company.id);
    const none = (await insertOldEmployer(database, { location: null })).company.id;
    const blank = (await insertOldEmployer(database, { location: '' })).company.id;
    // Plain SQL before the migration: the schema's select names the place columns it adds.
    const stamps = async () =>
      (
        (await database.db.execute(
          sql`select updated_at::text as at from companies where id in ${[...ids, none, blank]} order by id`,
        )) as unknown as { rows: { at: string }[] }
      ).rows.map((r) => r.at);
    const before = await stamps();

    await database.migrate();

    const names = atollNames(await readGazetteer(database.db));
    const after = await companiesOf([...ids, none, blank]);
    expect(after.slice(0, ids.length)).toEqual(
      OLD_VALUES.map((old) => ({ location: formatPlace(legacyPlace(old), names), place: legacyPlace(old) })),
    );
    expect(after.at(-2)).toEqual({ location: null, place: null });
    expect(after.at(-1)).toEqual({ location: '', place: null });
    // In words, as issue 28 lists them.
    const one = (old: string) => after[OLD_VALUES.indexOf(old)]!;
    expect(one("Male'")).toMatchObject({
      location: 'Malé, Malé City',
      place: { kind: 'island', atoll: 'MLE', island: 'Malé' },
    });
    expect(one('Alif Dhaal')).toMatchObject({
      location: 'Alif Dhaalu',
      place: { kind: 'atoll', atoll: 'ADh' },
    });
    expect(one(OPERATORS_OWN)).toMatchObject({
      location: OPERATORS_OWN,
      place: { kind: 'island', island: OPERATORS_OWN },
    });
    // No one edited them: updated_at stays.
    expect(await stamps()).toEqual(before);
  });

  it('maps a company inserted the old way afterwards through its insert trigger', async () => {
    const { company } = await insertOldEmployer(database, { location: 'Hulhumale' });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect({ location: row!.location, place: placeOf(row!) }).toEqual({
      location: 'Hulhumalé, Malé City',
      place: { kind: 'island', atoll: 'MLE', island: 'Hulhumalé' },
    });
  });
});
