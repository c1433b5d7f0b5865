import { normalisePlaceName } from './places';

// The readable places of a list (GET fields' preferred_locations: each atoll, then its islands, then the
// places without an atoll, decision 0045) grouped for a picker: each atoll with its islands, then the
// rest. Read from the readable form alone (an island is written `Island, Atoll`, split at the last
// ", "), so that a page needs no gazetteer of its own: the list comes from the server.

export interface PlaceChoice {
  /** The readable place, as the filter sends it (`Thulhaadhoo, Baa`). */
  value: string;
  /** Its name within its group (`Thulhaadhoo`). */
  label: string;
}

export interface AtollGroup {
  /** The atoll's readable name, also the value that asks for the whole atoll (`Baa`). */
  name: string;
  islands: PlaceChoice[];
}

export interface PlaceGroups {
  atolls: AtollGroup[];
  /** Places in no atoll: Anywhere in Maldives, Overseas, "Resort island", an operator's own old value. */
  others: PlaceChoice[];
}

const SEPARATOR = ', ';

/** `places` grouped by atoll, in the list's order. An entry without a comma is an atoll when islands name it. */
export function groupPlaces(places: readonly string[]): PlaceGroups {
  const islandsOf = new Map<string, PlaceChoice[]>();
  for (const value of places) {
    const at = value.lastIndexOf(SEPARATOR);
    if (at <= 0) continue;
    const atoll = value.slice(at + SEPARATOR.length);
    const list = islandsOf.get(atoll) ?? [];
    list.push({ value, label: value.slice(0, at) });
    islandsOf.set(atoll, list);
  }
  const groups: PlaceGroups = { atolls: [], others: [] };
  for (const value of places) {
    if (value.includes(SEPARATOR)) {
      // An island whose atoll is not in the list on its own: kept, among the others.
      if (!places.includes(value.slice(value.lastIndexOf(SEPARATOR) + SEPARATOR.length)))
        groups.others.push({ value, label: value });
    } else if (islandsOf.has(value)) groups.atolls.push({ name: value, islands: islandsOf.get(value)! });
    else groups.others.push({ value, label: value });
  }
  return groups;
}

/**
 * The groups narrowed to a text typed: an atoll whose name holds it with all its islands, else the atoll
 * with those of its islands whose names hold it; the other places whose names hold it. Blank: all.
 */
export function narrowPlaces(groups: PlaceGroups, text: string): PlaceGroups {
  const key = normalisePlaceName(text);
  if (!key) return groups;
  const holds = (name: string) => normalisePlaceName(name).includes(key);
  const atolls: AtollGroup[] = [];
  for (const atoll of groups.atolls) {
    if (holds(atoll.name)) atolls.push(atoll);
    else {
      const islands = atoll.islands.filter((i) => holds(i.label));
      if (islands.length > 0) atolls.push({ name: atoll.name, islands });
    }
  }
  return { atolls, others: groups.others.filter((o) => holds(o.label)) };
}
