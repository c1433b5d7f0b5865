import {
  atollNames,
  formatPlace,
  isLegacyPlace,
  legacyPlace,
  parsePlace,
  UNKNOWN_RESORT_TEXT,
  ANYWHERE_TEXT,
  OVERSEAS_TEXT,
  type Gazetteer,
  type Place,
  type PlaceKind,
} from '@portal/shared/rules/places';
import type { DbOrTx } from '../../db/client';
import type { PlacesData } from '@portal/shared/schemas/places';
import { presentAtoll } from './presenter';
import { readAtolls, readGazetteer } from './repository';

// Places on the server (issue 28, decision 0045): the gazetteer read from the atolls/islands tables, a
// readable place read from a request, a place as a job's columns and back, a list's place filter. Without
// the app's Fastify types (deps as `{ db }`), so that a script such as bench/ can use the jobs repository.

/** How long a process reuses the gazetteer it read: operators add an island rarely; every filter reads it. */
const GAZETTEER_TTL_MS = 60_000;
const gazetteers = new WeakMap<object, { at: number; value: Promise<Gazetteer> }>();

/** The atolls and islands, read at most once a minute per database. */
export function loadGazetteer({ db }: { db: DbOrTx }): Promise<Gazetteer> {
  const held = gazetteers.get(db);
  if (held && Date.now() - held.at < GAZETTEER_TTL_MS) return held.value;
  const value = readGazetteer(db);
  gazetteers.set(db, { at: Date.now(), value });
  // A failed read is not kept: the next call reads again.
  value.catch(() => gazetteers.delete(db));
  return value;
}

/** Forgets the held gazetteer (after an operator's change, and in tests). */
export function forgetGazetteer(db: DbOrTx) {
  gazetteers.delete(db);
}

/**
 * GET places: the atolls north to south, each with its islands, and the places that are no atoll
 * (decision 0047). Read afresh (a few hundred rows), not from the held gazetteer: an island an operator
 * adds shows in the pickers on the next read, and the answer's Cache-Control bounds how often that is.
 */
export async function listPlaces({ db }: { db: DbOrTx }): Promise<PlacesData> {
  const [atolls, gazetteer] = await Promise.all([readAtolls(db), readGazetteer(db)]);
  return {
    atolls: atolls.map((row) => presentAtoll(row, gazetteer.islands)),
    special: [ANYWHERE_TEXT, OVERSEAS_TEXT],
  };
}

export const PLACE_INVALID =
  'The selected location is invalid. Write a place as people read it: an atoll (Baa), an island with its atoll (Thulhaadhoo, Baa), a resort (Soneva Fushi (resort), Baa), Malé City, Anywhere in Maldives or Overseas.';

/**
 * The place a client wrote: a readable place, or one of the old list's values (understood through the
 * mapping), or a value `kept` lets through (an operator's own old value, kept without an atoll); null
 * when it names none.
 */
export function readPlace(text: string, gazetteer: Gazetteer, kept: (text: string) => boolean = () => false) {
  const place = parsePlace(text, gazetteer);
  if (place) return place;
  return isLegacyPlace(text) || kept(text) ? legacyPlace(text) : null;
}

/** A job's place columns, its readable `location` among them. */
export function placeColumns(place: Place, gazetteer: Gazetteer) {
  return {
    location: formatPlace(place, atollNames(gazetteer)),
    placeKind: place.kind,
    placeAtoll: place.atoll ?? null,
    placeIsland: place.island ?? null,
    placeResort: place.resort ?? null,
  };
}

/** A job's place from its columns, as the wire carries it (absent parts left out). */
export function placeOfColumns(row: {
  placeKind: PlaceKind;
  placeAtoll: string | null;
  placeIsland: string | null;
  placeResort: string | null;
}): Place {
  const place: Place = { kind: row.placeKind };
  if (row.placeAtoll) place.atoll = row.placeAtoll;
  if (row.placeIsland) place.island = row.placeIsland;
  if (row.placeResort) place.resort = row.placeResort;
  return place;
}

/**
 * The readable places a list offers (GET fields' preferred_locations): each atoll, then its islands, then
 * anywhere, overseas and today's "Resort island" (a resort's own name is free text, typed, not chosen).
 */
export function readablePlaces(gazetteer: Gazetteer): string[] {
  const names = atollNames(gazetteer);
  const out: string[] = [];
  for (const atoll of gazetteer.atolls) {
    out.push(atoll.name);
    for (const island of gazetteer.islands)
      if (island.atoll === atoll.code)
        out.push(formatPlace({ kind: 'island', atoll: atoll.code, island: island.name }, names));
  }
  out.push(ANYWHERE_TEXT, OVERSEAS_TEXT, UNKNOWN_RESORT_TEXT);
  return out;
}

/** What a list filtered by places asks of a job's columns: any of these atolls, kinds or readable texts. */
export interface PlaceFilter {
  atolls: string[];
  kinds: PlaceKind[];
  locations: string[];
}

/**
 * The places of `?location=…&location=…` as one filter: an atoll takes in its islands and resorts; an old
 * value is read through the mapping ("Resort island" is every resort); anything else is its own text
 * (which matches nothing when no job holds it). Null when no place is asked for.
 */
export function placeFilter(texts: readonly string[], gazetteer: Gazetteer): PlaceFilter | null {
  if (texts.length === 0) return null;
  const names = atollNames(gazetteer);
  const filter: PlaceFilter = { atolls: [], kinds: [], locations: [] };
  for (const text of texts) {
    const place = parsePlace(text, gazetteer) ?? legacyPlace(text);
    if (place.kind === 'atoll' && place.atoll) filter.atolls.push(place.atoll);
    else if (place.kind === 'resort' && !place.atoll && !place.resort) filter.kinds.push('resort');
    else filter.locations.push(formatPlace(place, names));
  }
  const unique = <T>(xs: T[]) => [...new Set(xs)].sort();
  return { atolls: unique(filter.atolls), kinds: unique(filter.kinds), locations: unique(filter.locations) };
}
