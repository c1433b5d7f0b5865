// Which rows hold a place (issue 28, decision 0050), for the operators' console: renaming an island or an
// atoll, and mapping a kept old value, update every one of them in one transaction; the list of unplaced
// values counts them. Each holder is one entry; a table that starts holding places (the seekers' places
// of issue 28 point 4) adds its entry here, and the console's rename, map and counts follow.
//
// Two shapes:
// - `columns`: the readable place and its structure side by side, as jobs hold them (decision 0045);
// - `text`: one column holding a readable place, or one of the old list's values (mapped when read);
// - `list`: a text[] column of such places (a preference's several places, decision 0049).

/** Whose rows the console's counts add them to. */
export type PlaceHolderGroup = 'jobs' | 'companies' | 'profiles';

export interface ColumnsPlaceHolder {
  shape: 'columns';
  table: string;
  /** Null for the mapping table itself: renamed with the others, counted for no one. */
  group: PlaceHolderGroup | null;
  location: string;
  kind: string;
  atoll: string;
  island: string;
  /** Absent where the table holds no resort names. */
  resort?: string;
}

export interface TextPlaceHolder {
  shape: 'text';
  table: string;
  group: PlaceHolderGroup;
  column: string;
}

export interface ListPlaceHolder {
  shape: 'list';
  table: string;
  group: PlaceHolderGroup;
  column: string;
}

export type PlaceHolder = ColumnsPlaceHolder | TextPlaceHolder | ListPlaceHolder;

const placeColumns = {
  location: 'location',
  kind: 'place_kind',
  atoll: 'place_atoll',
  island: 'place_island',
};

export const PLACE_HOLDERS: readonly PlaceHolder[] = [
  { shape: 'columns', table: 'jobs', group: 'jobs', ...placeColumns, resort: 'place_resort' },
  { shape: 'columns', table: 'companies', group: 'companies', ...placeColumns, resort: 'place_resort' },
  // The old list's mapping names islands and atolls too: a renamed island is still where "Hulhumale" goes.
  {
    shape: 'columns',
    table: 'legacy_places',
    group: null,
    location: 'readable',
    kind: 'kind',
    atoll: 'atoll',
    island: 'island',
  },
  // The seekers' places (decision 0049): readable, or an operator's own old value kept as it is. A
  // preference's first place (`preferred_location`) follows its list by the trigger of migration 0026, and
  // the talent pool's keys follow both.
  { shape: 'text', table: 'job_seeker_profiles', group: 'profiles', column: 'address' },
  { shape: 'text', table: 'job_seeker_profiles', group: 'profiles', column: 'home_island' },
  { shape: 'list', table: 'preferences', group: 'profiles', column: 'preferred_locations' },
];
