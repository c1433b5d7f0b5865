import { MESSAGES } from '@portal/shared/messages';
import {
  atollNames,
  formatPlace,
  isLegacyPlace,
  isUnplaced,
  parsePlace,
  placeNameTaken,
  type Gazetteer,
} from '@portal/shared/rules/places';
import type { AdminAtoll, AdminPlaces, UnplacedPlace } from '@portal/shared/schemas/admin';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { atollTarget, islandTarget, recordAdminAction, unplacedTarget } from '../audit/service';
import {
  countHolders,
  deleteKeptLookupValue,
  insertIsland,
  islandNamesOf,
  listAtollRows,
  listIslandRows,
  listKeptLookupValues,
  lockAllAtolls,
  lockAtoll,
  lockIsland,
  mapHolders,
  renameAtollEverywhere,
  renameIslandEverywhere,
  setAtollName,
  setIslandName,
} from './admin-repository';
import { readGazetteer } from './repository';
import { forgetGazetteer, PLACE_INVALID } from './service';

// The operators' places (issue 28 points 1 and 5, decision 0050): add an island, rename an island or an
// atoll (every row holding it follows, in one transaction), and map the values kept without an atoll.
// After a change this process forgets its held gazetteer, so the next request reads the new names; other
// processes read them within the gazetteer's minute (decision 0045).

export const ISLAND_EXISTS = 'This atoll already has an island of that name.';
export const ATOLL_EXISTS = 'Another atoll already has that name.';
export const NOT_UNPLACED = 'No record holds this value as a place without an atoll.';

type Deps = Pick<ServiceDeps, 'db'>;

/** Runs a change in one transaction, then forgets the held gazetteer (only once the change is visible). */
async function changingPlaces<T>(db: Db, change: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  forgetGazetteer(db);
  return result;
}

/** The values kept without an atoll, each with the rows that hold it; the old list's own values too. */
async function unplacedValues(db: DbOrTx, gazetteer: Gazetteer): Promise<UnplacedPlace[]> {
  const [counts, kept] = await Promise.all([countHolders(db), listKeptLookupValues(db)]);
  const values = new Set([...counts.keys(), ...kept]);
  // A text holder's readable place or old-list value is placed; what is left is an operator's own text.
  const placed = (v: string) => isLegacyPlace(v) || parsePlace(v, gazetteer) !== null;
  return [...values]
    .filter((v) => !placed(v))
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, jobs: 0, companies: 0, profiles: 0, ...counts.get(value) }));
}

/** GET admin/places: the atolls, north to south, with their islands, and the unplaced values. */
export async function listPlacesForOperators({ db }: Deps): Promise<AdminPlaces> {
  const [atollRows, islandRows, gazetteer] = await Promise.all([
    listAtollRows(db),
    listIslandRows(db),
    readGazetteer(db),
  ]);
  const atolls: AdminAtoll[] = atollRows.map((a) => ({
    code: a.code,
    name: a.name,
    official_name: a.officialName,
    islands: islandRows.filter((i) => i.atoll === a.code),
  }));
  return { atolls, unplaced: await unplacedValues(db, gazetteer) };
}

/** POST admin/places/islands: an island (or a ward) at the end of its atoll. */
export async function addIsland({ db }: Deps, opts: { admin: AuthUser; atoll: string; name: string }) {
  return changingPlaces(db, async (tx) => {
    const atoll = await lockAtoll(tx, opts.atoll);
    if (!atoll) throw notFound(MESSAGES.dataNotFound);
    const names = (await islandNamesOf(tx, atoll.code)).map((i) => i.name);
    if (placeNameTaken(opts.name, names)) throw conflict(ISLAND_EXISTS);
    const island = await insertIsland(tx, atoll.code, opts.name);
    if (!island) throw conflict(ISLAND_EXISTS);
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'place.add-island',
        target: islandTarget(island, atoll.name),
        detail: { atoll: atoll.code, name: island.name },
      },
    );
    return island;
  });
}

/** PUT admin/places/islands/{id}: the island and every row on it (jobs' readable location too). */
export async function renameIsland({ db }: Deps, opts: { admin: AuthUser; id: number; name: string }) {
  return changingPlaces(db, async (tx) => {
    const island = await lockIsland(tx, opts.id);
    if (!island) throw notFound(MESSAGES.dataNotFound);
    // The atoll's lock orders this rename after any other change to its islands.
    const atoll = (await lockAtoll(tx, island.atoll))!;
    if (opts.name === island.name) return island;
    const others = (await islandNamesOf(tx, atoll.code)).filter((i) => i.id !== island.id).map((i) => i.name);
    if (placeNameTaken(opts.name, others)) throw conflict(ISLAND_EXISTS);
    await setIslandName(tx, island.id, opts.name);
    await renameIslandEverywhere(tx, {
      atoll: atoll.code,
      atollName: atoll.name,
      from: island.name,
      to: opts.name,
    });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'place.rename-island',
        target: islandTarget(island, atoll.name),
        detail: { atoll: atoll.code, from: island.name, to: opts.name },
      },
    );
    return { ...island, name: opts.name };
  });
}

/** PUT admin/places/atolls/{code}: the atoll's name and every readable place in it. */
export async function renameAtoll({ db }: Deps, opts: { admin: AuthUser; code: string; name: string }) {
  return changingPlaces(db, async (tx) => {
    // Every atoll locked: two renames to one name cannot both pass the check.
    const all = await lockAllAtolls(tx);
    const atoll = all.find((a) => a.code === opts.code);
    if (!atoll) throw notFound(MESSAGES.dataNotFound);
    const present = { code: atoll.code, official_name: atoll.officialName };
    if (opts.name === atoll.name) return { ...present, name: atoll.name };
    const others = all.filter((a) => a.code !== atoll.code).map((a) => a.name);
    if (placeNameTaken(opts.name, others)) throw conflict(ATOLL_EXISTS);
    await setAtollName(tx, atoll.code, opts.name);
    await renameAtollEverywhere(tx, { code: atoll.code, from: atoll.name, to: opts.name });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'place.rename-atoll',
        target: atollTarget(atoll),
        detail: { atoll: atoll.code, from: atoll.name, to: opts.name },
      },
    );
    return { ...present, name: opts.name };
  });
}

/**
 * POST admin/places/map: every row holding `value` (kept without an atoll) moves to `place`, a readable
 * place of the gazetteer; the old list stops offering the value.
 */
export async function mapUnplacedPlace(
  { db }: Deps,
  opts: { admin: AuthUser; value: string; place: string },
) {
  return changingPlaces(db, async (tx) => {
    const gazetteer = await readGazetteer(tx);
    const place = parsePlace(opts.place, gazetteer);
    if (!place || isUnplaced(place)) throw validationFailed({ place: [PLACE_INVALID] });
    if (!(await unplacedValues(tx, gazetteer)).some((u) => u.value === opts.value))
      throw notFound(NOT_UNPLACED);
    const readable = formatPlace(place, atollNames(gazetteer));
    const moved = await mapHolders(tx, opts.value, {
      kind: place.kind,
      atoll: place.atoll ?? null,
      island: place.island ?? null,
      resort: place.resort ?? null,
      readable,
    });
    await deleteKeptLookupValue(tx, opts.value);
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'place.map',
        target: unplacedTarget(opts.value),
        detail: { from: opts.value, to: readable, ...moved },
      },
    );
    return { value: opts.value, place: readable, ...moved };
  });
}
