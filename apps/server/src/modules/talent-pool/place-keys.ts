import type { Gazetteer } from '@portal/shared/rules/places';
import { placeFilter } from '../places/service';

// The talent pool's places (issue 28, decision 0049). Each visible profile carries `place_keys`, written
// by SQL place_keys() (migration 0026) from its preferred places and home island: every place's readable
// text, `atoll:<code>` for each atoll they lie in, `kind:resort` for a resort. A filter asks for the keys
// of its places as the jobs' filter reads them (places/service.ts placeFilter): an atoll takes in its
// islands and resorts, "Resort island" every resort, anything else its readable text. A profile matches
// when it holds any of them (`&&`, one GIN index).

export const atollKey = (code: string) => `atoll:${code}`;
export const RESORT_KEY = 'kind:resort';

/** The keys a `?location=…` filter asks for, or null when it asks for no place. */
export function placeKeysOfFilter(texts: readonly string[], gazetteer: Gazetteer): string[] | null {
  const filter = placeFilter(texts, gazetteer);
  if (!filter) return null;
  return [
    ...filter.atolls.map(atollKey),
    ...filter.kinds.map((kind) => (kind === 'resort' ? RESORT_KEY : `kind:${kind}`)),
    ...filter.locations,
  ];
}
