import type { GazetteerIsland } from '@portal/shared/rules/places';
import type { PlacesAtoll } from '@portal/shared/schemas/places';
import type { AtollRow } from './repository';

/** An atoll as GET places answers it, with its islands in the gazetteer's order. */
export function presentAtoll(row: AtollRow, islands: readonly GazetteerIsland[]): PlacesAtoll {
  return {
    code: row.code,
    name: row.name,
    official_name: row.officialName,
    iso: row.iso,
    centre: { lat: row.centreLat, lng: row.centreLon },
    islands: islands.filter((i) => i.atoll === row.code).map((i) => i.name),
  };
}
