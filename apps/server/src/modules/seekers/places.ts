import { atollNames, formatPlace } from '@portal/shared/rules/places';
import type { DbDeps } from '../../lib/deps';
import { validationFailed } from '../../lib/app-error';
import { listAcceptedLookups } from '../lookups/service';
import { loadGazetteer, readPlace } from '../places/service';

// A seeker's places (issue 28, decision 0049): the profile's present location and home island, the
// preference's several places. Each is read as jobs' places are (modules/places/service.ts readPlace: a
// readable place, an old value through the mapping, an operator's own old value kept) and stored readable,
// in the gazetteer's spelling, so that the talent pool's keys (SQL place_keys()) find its atoll.

/** A preferred place that is none: the message names it and says how places are written. */
export const preferredPlaceInvalid = (text: string) =>
  `“${text}” is not a place. Write each preferred location as people read it: an atoll (Baa), an island with its atoll (Thulhaadhoo, Baa), Malé City, Anywhere in Maldives or Overseas.`;

export const HOME_ISLAND_INVALID =
  'The home island must be an island with its atoll, as people write it: Thulhaadhoo, Baa.';

/** The operators' own old values still in the list: kept as places without an atoll (decision 0045). */
async function keptValues({ db }: DbDeps) {
  const lookups = await listAcceptedLookups({ db });
  return (text: string) => lookups.some((l) => l.field === 'preferred_locations' && l.value === text);
}

type Read = { value: string; errors: Record<string, string[]> };

/** The present location (`address`), readable; an unknown one is a field error. */
export async function readPresentLocation({ db }: DbDeps, text: string): Promise<Read> {
  const [gazetteer, kept] = await Promise.all([loadGazetteer({ db }), keptValues({ db })]);
  const place = readPlace(text, gazetteer, kept);
  if (!place) return { value: text, errors: { address: ['The selected present location is invalid.'] } };
  return { value: formatPlace(place, atollNames(gazetteer)), errors: {} };
}

/** The home island, readable, or null when cleared (''); an atoll, a resort or anything else is refused. */
export async function readHomeIsland(
  { db }: DbDeps,
  text: string,
): Promise<{ value: string | null; errors: Record<string, string[]> }> {
  if (text === '') return { value: null, errors: {} };
  const gazetteer = await loadGazetteer({ db });
  const place = readPlace(text, gazetteer);
  if (!place || place.kind !== 'island' || !place.atoll)
    return { value: null, errors: { home_island: [HOME_ISLAND_INVALID] } };
  return { value: formatPlace(place, atollNames(gazetteer)), errors: {} };
}

/**
 * The preferred places, readable and without repeats, in the seeker's order; 422 naming the first place
 * that is none.
 */
export async function readPreferredPlaces({ db }: DbDeps, texts: readonly string[]): Promise<string[]> {
  const [gazetteer, kept] = await Promise.all([loadGazetteer({ db }), keptValues({ db })]);
  const names = atollNames(gazetteer);
  const out: string[] = [];
  for (const text of texts) {
    const place = readPlace(text, gazetteer, kept);
    if (!place) throw validationFailed({ preferred_location: [preferredPlaceInvalid(text)] });
    const readable = formatPlace(place, names);
    if (!out.includes(readable)) out.push(readable);
  }
  return out;
}
