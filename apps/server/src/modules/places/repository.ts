import { asc, eq } from 'drizzle-orm';
import type { Gazetteer } from '@portal/shared/rules/places';
import type { DbOrTx } from '../../db/client';
import { atolls, islands } from '../../db/schema';

/** The atolls (north to south) and their islands, in the data file's order. */
export async function readGazetteer(db: DbOrTx): Promise<Gazetteer> {
  const [atollRows, islandRows] = await Promise.all([
    db.select({ code: atolls.code, name: atolls.name }).from(atolls).orderBy(asc(atolls.sortOrder)),
    db
      .select({ atoll: islands.atollCode, name: islands.name })
      .from(islands)
      .innerJoin(atolls, eq(atolls.code, islands.atollCode))
      .orderBy(asc(atolls.sortOrder), asc(islands.sortOrder), asc(islands.id)),
  ]);
  return { atolls: atollRows, islands: islandRows };
}

/** An atoll with everything GET places shows of it. */
export interface AtollRow {
  code: string;
  name: string;
  officialName: string;
  iso: string;
  centreLat: number;
  centreLon: number;
}

/** The atolls with their official names, codes and centres, north to south (GET places). */
export function readAtolls(db: DbOrTx): Promise<AtollRow[]> {
  return db
    .select({
      code: atolls.code,
      name: atolls.name,
      officialName: atolls.officialName,
      iso: atolls.iso,
      centreLat: atolls.centreLat,
      centreLon: atolls.centreLon,
    })
    .from(atolls)
    .orderBy(asc(atolls.sortOrder));
}
