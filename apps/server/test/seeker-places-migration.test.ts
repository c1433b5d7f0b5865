import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_VALUES } from '@portal/shared/lookups';
import { atollNames, formatPlace, legacyPlace, type Place } from '@portal/shared/rules/places';
import type { Database } from '../src/db/client';
import { jobSeekerProfiles, preferences } from '../src/db/schema';
import { readGazetteer } from '../src/modules/places/repository';
import { readablePlaces } from '../src/modules/places/service';
import { atollKey, placeKeysOfFilter, RESORT_KEY } from '../src/modules/talent-pool/place-keys';
import { searchTalentPool } from '../src/modules/talent-pool/repository';
import { insertOldSeeker, openDatabaseBefore } from './migration-before';

// Migration 0026 (issue 28, decision 0049): every profile's present location and every preference stored
// before it keep their place — the old value mapped as for jobs (0024), an unknown one kept as a place
// without an atoll — and the talent pool's place keys are filled. Old rows are written with plain SQL.

const MIGRATION = '0026_seeker_places';
const OPERATORS_OWN = 'Dhiffushi';
const OLD_VALUES = [...LOOKUP_VALUES.preferred_locations, OPERATORS_OWN];

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

/** A seeker place's keys as decision 0049 writes them (what SQL place_keys() must answer). */
function keysOf(place: Place, names: ReadonlyMap<string, string>): string[] {
  const keys = [formatPlace(place, names)];
  if (place.atoll) keys.push(atollKey(place.atoll));
  if (place.kind === 'resort') keys.push(RESORT_KEY);
  return keys;
}
const sorted = (xs: string[]) => [...new Set(xs)].sort();

describe(`migration ${MIGRATION}`, () => {
  it('maps every old present location and preferred location, and fills the pool’s keys', async () => {
    const db = database.db;
    const seekers: { old: string; userId: number; profileId: number }[] = [];
    for (const old of OLD_VALUES)
      seekers.push({ old, ...(await insertOldSeeker(database, { address: old, preferredLocation: old })) });
    const noPreference = await insertOldSeeker(database, { address: 'Hulhumale', preferredLocation: null });
    const before = await db
      .select({ id: jobSeekerProfiles.id, updatedAt: jobSeekerProfiles.updatedAt })
      .from(jobSeekerProfiles)
      .orderBy(asc(jobSeekerProfiles.id));

    await database.migrate();

    const names = atollNames(await readGazetteer(db));
    for (const s of seekers) {
      const readable = formatPlace(legacyPlace(s.old), names);
      const [profile] = await db
        .select()
        .from(jobSeekerProfiles)
        .where(eq(jobSeekerProfiles.id, s.profileId));
      const [pref] = await db.select().from(preferences).where(eq(preferences.userId, s.userId));
      expect(profile!.address, s.old).toBe(readable);
      expect(pref!.preferredLocation, s.old).toBe(readable);
      expect(pref!.preferredLocations, s.old).toEqual([readable]);
      expect(profile!.prefLocations, s.old).toEqual([readable]);
      expect(profile!.placeKeys, s.old).toEqual(sorted(keysOf(legacyPlace(s.old), names)));
      expect(profile!.homeIsland).toBeNull();
      expect(profile!.willingToRelocate).toBe(false);
    }
    const [plain] = await db
      .select()
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.id, noPreference.profileId));
    expect(plain).toMatchObject({ address: 'Hulhumalé, Malé City', prefLocations: null, placeKeys: [] });
    // Spot checks in words, and no one edited the profiles.
    const byOld = new Map(seekers.map((s) => [s.old, s]));
    const [addu] = await db
      .select()
      .from(preferences)
      .where(eq(preferences.userId, byOld.get('Addu City')!.userId));
    expect(addu!.preferredLocations).toEqual(['Seenu']);
    const [own] = await db
      .select()
      .from(preferences)
      .where(eq(preferences.userId, byOld.get(OPERATORS_OWN)!.userId));
    expect(own!.preferredLocations).toEqual([OPERATORS_OWN]);
    expect(
      await db
        .select({ id: jobSeekerProfiles.id, updatedAt: jobSeekerProfiles.updatedAt })
        .from(jobSeekerProfiles)
        .orderBy(asc(jobSeekerProfiles.id)),
    ).toEqual(before);

    // The pool finds them by atoll: Baa's old value, and Kulhudhuffushi in Haa Dhaalu with the atoll.
    const gazetteer = await readGazetteer(db);
    const found = async (...places: string[]) => {
      const { rows } = await searchTalentPool(db, {
        filters: { relocate: false, placeKeys: placeKeysOfFilter(places, gazetteer) },
        today: '2026-11-27',
        limit: 50,
        offset: 0,
      });
      return rows.map((r) => r.userId).sort((a, b) => a - b);
    };
    const users = (...olds: string[]) => olds.map((o) => byOld.get(o)!.userId).sort((a, b) => a - b);
    expect(await found('Baa')).toEqual(users('Baa'));
    expect(await found('Haa Dhaalu')).toEqual(users('Haa Dhaalu', 'Kulhudhuffushi'));
    expect(await found('Malé City')).toEqual(users("Male'", 'Hulhumale', 'Villimale'));
    expect(await found(OPERATORS_OWN)).toEqual(users(OPERATORS_OWN));
  });

  it('answers the same keys in SQL as the shared rules for every readable place and a resort', async () => {
    const db = database.db;
    const gazetteer = await readGazetteer(db);
    const names = atollNames(gazetteer);
    const texts = [...readablePlaces(gazetteer), 'Soneva Fushi (resort), Baa'];
    const result = (await db.execute(
      sql`select t.place, place_keys(array[t.place]) as keys from unnest(${sql.raw(
        `array[${texts.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`,
      )}) as t(place)`,
    )) as unknown as { rows: { place: string; keys: string[] }[] };
    expect(result.rows).toHaveLength(texts.length);
    for (const row of result.rows) {
      const place =
        row.place === 'Soneva Fushi (resort), Baa'
          ? ({ kind: 'resort', atoll: 'B', resort: 'Soneva Fushi' } as Place)
          : legacyOrParsed(row.place);
      expect(row.keys, row.place).toEqual(sorted(keysOf(place, names)));
    }
    function legacyOrParsed(text: string): Place {
      const atoll = gazetteer.atolls.find((a) => a.name === text);
      if (atoll) return { kind: 'atoll', atoll: atoll.code };
      const cut = text.lastIndexOf(', ');
      if (cut < 0) return legacyPlace(text);
      const code = gazetteer.atolls.find((a) => a.name === text.slice(cut + 2))!.code;
      return { kind: 'island', atoll: code, island: text.slice(0, cut) };
    }
  });
});
