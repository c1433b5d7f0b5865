import {
  ANYWHERE_TEXT,
  OVERSEAS_TEXT,
  atollNames,
  formatPlace,
  parsePlace,
  type Gazetteer,
} from '@portal/shared/rules/places';

// What the place picker's boxes hold while someone chooses (decision 0047). The picker's value is the
// readable place; a choice half made (an atoll without its island, a resort without its name) is no place
// yet, so it lives here. Reading and writing a place is the shared rules' (parsePlace, formatPlace).

/** The atoll box's choices that are no atoll (an atoll's value is its letter code). */
export const ANYWHERE = '*anywhere';
export const OVERSEAS = '*overseas';
/** The second box's choices that are no island (an island's value is its name). */
export const WHOLE_ATOLL = '*atoll';
export const A_RESORT = '*resort';

export interface PlaceDraft {
  /** An atoll's code, ANYWHERE or OVERSEAS; null before a choice. */
  atoll: string | null;
  /** An island's name, WHOLE_ATOLL or A_RESORT; null before a choice. */
  within: string | null;
  /** The resort's name as typed (kept untrimmed, so that a space can be typed between two words). */
  resort: string;
}

export const EMPTY_DRAFT: PlaceDraft = { atoll: null, within: null, resort: '' };

/** The boxes for a readable place; empty for one the gazetteer does not read (an operator's old value). */
export function draftOf(value: string | null, gazetteer: Gazetteer | null): PlaceDraft {
  const place = value && gazetteer ? parsePlace(value, gazetteer) : null;
  if (!place) return EMPTY_DRAFT;
  switch (place.kind) {
    case 'anywhere':
      return { ...EMPTY_DRAFT, atoll: ANYWHERE };
    case 'overseas':
      return { ...EMPTY_DRAFT, atoll: OVERSEAS };
    case 'atoll':
      return { ...EMPTY_DRAFT, atoll: place.atoll!, within: WHOLE_ATOLL };
    case 'resort':
      return { atoll: place.atoll!, within: A_RESORT, resort: place.resort ?? '' };
    case 'island':
      return { ...EMPTY_DRAFT, atoll: place.atoll!, within: place.island! };
  }
}

/** The readable place the boxes make, or null while the choice is half made. */
export function textOf(draft: PlaceDraft, gazetteer: Gazetteer | null): string | null {
  if (draft.atoll === ANYWHERE) return ANYWHERE_TEXT;
  if (draft.atoll === OVERSEAS) return OVERSEAS_TEXT;
  if (!gazetteer || !draft.atoll || !draft.within) return null;
  const names = atollNames(gazetteer);
  const atoll = draft.atoll;
  if (draft.within === WHOLE_ATOLL) return formatPlace({ kind: 'atoll', atoll }, names);
  if (draft.within === A_RESORT) {
    const resort = draft.resort.replace(/\s+/g, ' ').trim();
    return resort ? formatPlace({ kind: 'resort', atoll, resort }, names) : null;
  }
  return formatPlace({ kind: 'island', atoll, island: draft.within }, names);
}

/**
 * Why a typed resort name cannot be a place (parsePlace's own rule: no comma or bracket, at most 100
 * characters), or null.
 */
export function resortNameProblem(draft: PlaceDraft, gazetteer: Gazetteer | null): string | null {
  const text = textOf(draft, gazetteer);
  if (draft.within !== A_RESORT || !text || !gazetteer || parsePlace(text, gazetteer)) return null;
  return 'Write the resort’s name without commas or brackets, in at most 100 characters.';
}
