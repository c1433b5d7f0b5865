import { isProtectedLookupValue } from '@portal/shared/lookups';
import { MESSAGES } from '@portal/shared/messages';
import { isLegacyPlace } from '@portal/shared/rules/places';
import type { AdminLookupEntry, LookupEntry } from '@portal/shared/schemas/lookups';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { lookupTarget, recordAdminAction } from '../audit/service';
import { readablePlaces, loadGazetteer } from '../places/service';
import {
  countUsage,
  deleteLookup,
  findLookup,
  insertLookup,
  listAllLookups,
  listLookupRows,
  moveLookup,
  renameLookup,
  type LookupRow,
} from './repository';

const PLACES_FIELD = 'preferred_locations';

/**
 * GET fields: every lookup entry as (field, value), in dropdown order. `preferred_locations` lists the
 * readable places (issue 28: each atoll, its islands, anywhere, overseas; ../places/service.ts), then the
 * operators' own values of the old list that no mapping knows, kept as they were (decision 0045). The
 * places' entries are no editable lookup row: their ids are negative.
 */
export async function listLookups({ db }: Pick<ServiceDeps, 'db'>): Promise<LookupEntry[]> {
  const [rows, gazetteer] = await Promise.all([listLookupRows(db), loadGazetteer({ db })]);
  const others = rows.filter((r) => r.field !== PLACES_FIELD);
  const kept = rows.filter((r) => r.field === PLACES_FIELD && !isLegacyPlace(r.value));
  const places = readablePlaces(gazetteer).map((value, i) => ({ id: -(i + 1), field: PLACES_FIELD, value }));
  const known = new Set(places.map((p) => p.value));
  return [...others, ...places, ...kept.filter((r) => !known.has(r.value))];
}

/**
 * The values a form may send for each field: GET fields' entries, and the old list's values too (a
 * client that posts one of today's locations is understood through the mapping, issue 28 point 5).
 */
export async function listAcceptedLookups({ db }: Pick<ServiceDeps, 'db'>): Promise<LookupEntry[]> {
  const [entries, rows] = await Promise.all([listLookups({ db }), listLookupRows(db)]);
  return [...entries, ...rows.filter((r) => r.field === PLACES_FIELD)];
}

// ── Operators: the lookup values editor (issue 8) ───────────────────────────────────────────────────

export const LOOKUP_EXISTS = 'This value already exists in this list.';
export const LOOKUP_PROTECTED = 'This value is used by the portal’s rules and cannot be renamed or removed.';
export const LOOKUP_IN_USE = 'This value is in use and cannot be removed. Rename it instead.';

function present(row: LookupRow, inUse: Map<string, number>): AdminLookupEntry {
  return {
    id: row.id,
    field: row.field,
    value: row.value,
    sort_order: row.sortOrder,
    in_use: inUse.get(row.value) ?? 0,
    protected: isProtectedLookupValue(row.field, row.value),
  };
}

/** GET admin/fields: every value with its position and how many records hold it. */
export async function listLookupsForOperators({ db }: Pick<ServiceDeps, 'db'>): Promise<AdminLookupEntry[]> {
  const rows = await listAllLookups(db);
  const usage = new Map<string, Map<string, number>>();
  for (const field of new Set(rows.map((r) => r.field))) usage.set(field, await countUsage(db, field));
  return rows.map((r) => present(r, usage.get(r.field)!));
}

async function presentOne(db: DbOrTx, row: LookupRow) {
  return present(row, await countUsage(db, row.field));
}

/** POST admin/fields: a new value at the end of its list. */
export async function addLookupValue(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { admin: AuthUser; field: string; value: string },
) {
  return db.transaction(async (tx) => {
    const row = await insertLookup(tx, opts.field, opts.value);
    if (!row) throw conflict(LOOKUP_EXISTS);
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'field.add',
        target: lookupTarget(row),
        detail: { field: row.field, value: row.value },
      },
    );
    return presentOne(tx, row);
  });
}

/** PUT admin/fields/{id}: rename (every record holding the value follows) and/or move. */
export async function changeLookupValue(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { admin: AuthUser; id: number; value?: string; position?: number },
) {
  return db.transaction(async (tx) => {
    const row = await findLookup(tx, opts.id);
    if (!row) throw notFound(MESSAGES.dataNotFound);
    if (opts.value !== undefined && opts.value !== row.value) {
      if (isProtectedLookupValue(row.field, row.value)) throw conflict(LOOKUP_PROTECTED);
      const taken = (await listAllLookups(tx)).some((r) => r.field === row.field && r.value === opts.value);
      if (taken) throw conflict(LOOKUP_EXISTS);
      await renameLookup(tx, row, opts.value);
      await recordAdminAction(
        { db: tx },
        {
          adminUserId: opts.admin.id,
          action: 'field.rename',
          target: lookupTarget(row),
          detail: { field: row.field, from: row.value, to: opts.value },
        },
      );
    }
    if (opts.position !== undefined) {
      await moveLookup(tx, row, opts.position);
      await recordAdminAction(
        { db: tx },
        {
          adminUserId: opts.admin.id,
          action: 'field.move',
          target: lookupTarget({ ...row, value: opts.value ?? row.value }),
          detail: { field: row.field, value: opts.value ?? row.value, position: opts.position },
        },
      );
    }
    return presentOne(tx, (await findLookup(tx, row.id))!);
  });
}

/** DELETE admin/fields/{id}: only a value no record holds, and never a protected one. */
export async function removeLookupValue(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { admin: AuthUser; id: number },
) {
  await db.transaction(async (tx) => {
    const row = await findLookup(tx, opts.id);
    if (!row) throw notFound(MESSAGES.dataNotFound);
    if (isProtectedLookupValue(row.field, row.value)) throw conflict(LOOKUP_PROTECTED);
    if (((await countUsage(tx, row.field)).get(row.value) ?? 0) > 0) throw conflict(LOOKUP_IN_USE);
    await deleteLookup(tx, row.id);
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'field.remove',
        target: lookupTarget(row),
        detail: { field: row.field, value: row.value },
      },
    );
  });
}
