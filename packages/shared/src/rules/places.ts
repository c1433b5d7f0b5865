// Places as Maldivians say them (issue 28, decision 0045): an island with its atoll, a resort in an atoll,
// a whole atoll, anywhere in the Maldives, or overseas. Pure: the gazetteer (atolls and their islands) is
// passed in by the caller — the server reads it from its atolls/islands tables — so nothing here carries
// the island list into a page that imports these rules.

export const PLACE_KINDS = ['island', 'resort', 'atoll', 'anywhere', 'overseas'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * A structured place. `atoll` is the atoll's letter code (`B` for Baa, `MLE` for Malé City). An island
 * without an atoll is a place kept from the old flat list that no mapping knew (an operator's own value,
 * decision 0045): its `island` is that text, shown as it was.
 */
export interface Place {
  kind: PlaceKind;
  atoll?: string;
  island?: string;
  resort?: string;
}

export interface GazetteerAtoll {
  code: string;
  name: string;
}
export interface GazetteerIsland {
  atoll: string;
  name: string;
}
/** The atolls and their islands, as the server's tables hold them. */
export interface Gazetteer {
  atolls: readonly GazetteerAtoll[];
  islands: readonly GazetteerIsland[];
}

export const ANYWHERE_TEXT = 'Anywhere in Maldives';
export const OVERSEAS_TEXT = 'Overseas';
/** Today's "Resort island": a resort whose atoll and name nobody gave (decision 0045). */
export const UNKNOWN_RESORT_TEXT = 'Resort island';
const RESORT_SUFFIX = ' (resort)';

/** Apostrophes and their look-alikes, as the keyword search's search_text() removes them (decision 0040). */
const APOSTROPHES = /['’‘ʻʼ`]/g;

/** How place names are compared: lowercase, without accents or apostrophes, single spaces. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Atoll names by letter code, for formatPlace. */
export function atollNames(gazetteer: Pick<Gazetteer, 'atolls'>): ReadonlyMap<string, string> {
  return new Map(gazetteer.atolls.map((a) => [a.code, a.name]));
}

/** A place as people read it: `Baa`, `Thulhaadhoo, Baa`, `Soneva Fushi (resort), Baa`, `Malé City`. */
export function formatPlace(place: Place, atollsByCode: ReadonlyMap<string, string>): string {
  const atoll = place.atoll ? (atollsByCode.get(place.atoll) ?? place.atoll) : undefined;
  const within = (name: string) => (atoll ? `${name}, ${atoll}` : name);
  switch (place.kind) {
    case 'anywhere':
      return ANYWHERE_TEXT;
    case 'overseas':
      return OVERSEAS_TEXT;
    case 'atoll':
      return atoll ?? '';
    case 'resort':
      if (!place.resort && !atoll) return UNKNOWN_RESORT_TEXT;
      return within(`${place.resort ?? 'Resort'}${RESORT_SUFFIX}`);
    case 'island':
      return within(place.island ?? '');
  }
}

const LONGEST_RESORT_NAME = 100;

/**
 * A readable place back to its structure, or null when it names no place: split at the last ", " (an
 * island or a resort always with its atoll, since 14 island names repeat across atolls), names matched
 * ignoring case, accents and apostrophes; `Name (resort), Atoll` is a resort, whose name is free text.
 * Names come back as the gazetteer spells them.
 */
export function parsePlace(text: string, gazetteer: Gazetteer): Place | null {
  const whole = normalisePlaceName(text);
  if (whole === normalisePlaceName(ANYWHERE_TEXT)) return { kind: 'anywhere' };
  if (whole === normalisePlaceName(OVERSEAS_TEXT)) return { kind: 'overseas' };
  const atollOf = (name: string) => {
    const key = normalisePlaceName(name);
    return gazetteer.atolls.find((a) => normalisePlaceName(a.name) === key);
  };
  const split = text.lastIndexOf(',');
  if (split < 0) {
    const atoll = atollOf(text);
    return atoll ? { kind: 'atoll', atoll: atoll.code } : null;
  }
  const atoll = atollOf(text.slice(split + 1));
  const head = text.slice(0, split).replace(/\s+/g, ' ').trim();
  if (!atoll || !head) return null;
  if (head.toLowerCase().endsWith(RESORT_SUFFIX)) {
    const resort = head.slice(0, -RESORT_SUFFIX.length).trim();
    if (!resort || resort.length > LONGEST_RESORT_NAME || /[,()]/.test(resort)) return null;
    return { kind: 'resort', atoll: atoll.code, resort };
  }
  const key = normalisePlaceName(head);
  const island = gazetteer.islands.find((i) => i.atoll === atoll.code && normalisePlaceName(i.name) === key);
  return island ? { kind: 'island', atoll: atoll.code, island: island.name } : null;
}

// The old flat list (LOOKUPS.md preferred_locations) and where each value lives now (issue 28, point 5).
// Migration 0024 writes the same mapping in SQL; test/places-migration.test.ts checks they agree.
const LEGACY_ATOLLS: Record<string, string> = {
  'Haa Alif': 'HA',
  'Haa Dhaalu': 'HDh',
  Shaviyani: 'Sh',
  Noonu: 'N',
  Raa: 'R',
  Baa: 'B',
  Lhaviyani: 'Lh',
  Kaafu: 'K',
  'Alif Alif': 'AA',
  'Alif Dhaal': 'ADh',
  Vaavu: 'V',
  Meemu: 'M',
  Faafu: 'F',
  Dhaalu: 'Dh',
  Thaa: 'Th',
  Laamu: 'L',
  'Gaafu Alif': 'GA',
  'Gaafu Dhaalu': 'GDh',
  Gnaviyani: 'Gn',
  Seenu: 'S',
};

export const LEGACY_PLACES: Readonly<Record<string, Place>> = {
  "Male'": { kind: 'island', atoll: 'MLE', island: 'Malé' },
  Hulhumale: { kind: 'island', atoll: 'MLE', island: 'Hulhumalé' },
  Villimale: { kind: 'island', atoll: 'MLE', island: 'Villimalé' },
  'Addu City': { kind: 'atoll', atoll: 'S' },
  Fuvahmulah: { kind: 'island', atoll: 'Gn', island: 'Fuvahmulah City' },
  Kulhudhuffushi: { kind: 'island', atoll: 'HDh', island: 'Kulhudhuffushi City' },
  Thinadhoo: { kind: 'island', atoll: 'GDh', island: 'Thinadhoo City' },
  [UNKNOWN_RESORT_TEXT]: { kind: 'resort' },
  .../* @__PURE__ */ Object.fromEntries(
    Object.entries(LEGACY_ATOLLS).map(([name, code]) => [name, { kind: 'atoll', atoll: code }]),
  ),
  [ANYWHERE_TEXT]: { kind: 'anywhere' },
  [OVERSEAS_TEXT]: { kind: 'overseas' },
};

/** Whether `text` is one of the old list's values (exactly as the old list wrote it). */
export function isLegacyPlace(text: string): boolean {
  return Object.hasOwn(LEGACY_PLACES, text);
}

/**
 * An old flat-list value as a place. Any other value (an operator's own, e.g. "Dhiffushi") is kept as an
 * island without an atoll whose name is the text itself, for an operator to map later.
 */
export function legacyPlace(oldValue: string): Place {
  return isLegacyPlace(oldValue) ? { ...LEGACY_PLACES[oldValue]! } : { kind: 'island', island: oldValue };
}

/** A place whose atoll nobody knows yet (a kept old value, or today's "Resort island"). */
export function isUnplaced(place: Place): boolean {
  return (place.kind === 'island' || place.kind === 'resort') && !place.atoll;
}

/**
 * Whether a place asked for (a filter's, a preference's) takes in a job's place: an atoll its islands and
 * resorts, an island itself, "anywhere" every place in the Maldives. Places without an atoll match only
 * the same text.
 */
export function placeIncludes(outer: Place, inner: Place): boolean {
  if (outer.kind === 'anywhere') return inner.kind !== 'overseas';
  if (outer.kind === 'overseas') return inner.kind === 'overseas';
  if (outer.kind === 'atoll') return inner.atoll === outer.atoll;
  if (outer.kind !== inner.kind || outer.atoll !== inner.atoll) return false;
  return outer.kind === 'island' ? outer.island === inner.island : outer.resort === inner.resort;
}

/**
 * Whether `name` would read as one of `names` (case, accents and apostrophes aside, as parsePlace matches
 * them): two islands of one atoll, or two atolls, so named could not be told apart on the wire.
 */
export function placeNameTaken(name: string, names: readonly string[]): boolean {
  const key = normalisePlaceName(name);
  return names.some((n) => normalisePlaceName(n) === key);
}

/**
 * The gazetteer of GET places' answer (atolls with their islands' names), as the rules above take it: what
 * a picker reads back and writes a place with (decision 0047).
 */
export function gazetteerOfAtolls(
  atolls: readonly { code: string; name: string; islands: readonly string[] }[],
): Gazetteer {
  return {
    atolls: atolls.map(({ code, name }) => ({ code, name })),
    islands: atolls.flatMap((a) => a.islands.map((name) => ({ atoll: a.code, name }))),
  };
}
