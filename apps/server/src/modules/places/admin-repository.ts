import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  PLACE_HOLDERS,
  type ColumnsPlaceHolder,
  type PlaceHolder,
  type PlaceHolderGroup,
} from '../../db/place-usage';
import { atolls, islands, lookupFields } from '../../db/schema';

// The operators' changes to places (decision 0050): the gazetteer's rows, and every row that holds a
// place (db/place-usage.ts), each holder updated by one statement. Callers run them in one transaction.

export async function listAtollRows(db: DbOrTx) {
  return db
    .select({ code: atolls.code, name: atolls.name, officialName: atolls.officialName })
    .from(atolls)
    .orderBy(asc(atolls.sortOrder));
}

export async function listIslandRows(db: DbOrTx) {
  return db
    .select({ id: islands.id, atoll: islands.atollCode, name: islands.name })
    .from(islands)
    .orderBy(asc(islands.atollCode), asc(islands.sortOrder), asc(islands.id));
}

export type AtollRow = Awaited<ReturnType<typeof listAtollRows>>[number];
export type IslandRow = Awaited<ReturnType<typeof listIslandRows>>[number];

/** The atoll, locked for the caller's transaction (two renames of one atoll wait for each other). */
export async function lockAtoll(db: DbOrTx, code: string): Promise<AtollRow | null> {
  const [row] = await db
    .select({ code: atolls.code, name: atolls.name, officialName: atolls.officialName })
    .from(atolls)
    .where(eq(atolls.code, code))
    .for('update');
  return row ?? null;
}

/** Every atoll, locked: a rename checks the others' names against a list no one else changes meanwhile. */
export async function lockAllAtolls(db: DbOrTx): Promise<AtollRow[]> {
  return db
    .select({ code: atolls.code, name: atolls.name, officialName: atolls.officialName })
    .from(atolls)
    .orderBy(asc(atolls.code))
    .for('update');
}

export async function lockIsland(db: DbOrTx, id: number): Promise<IslandRow | null> {
  const [row] = await db
    .select({ id: islands.id, atoll: islands.atollCode, name: islands.name })
    .from(islands)
    .where(eq(islands.id, id))
    .for('update');
  return row ?? null;
}

export async function islandNamesOf(db: DbOrTx, atoll: string): Promise<{ id: number; name: string }[]> {
  return db.select({ id: islands.id, name: islands.name }).from(islands).where(eq(islands.atollCode, atoll));
}

/** Appends an island to its atoll; null when the atoll already has one of that exact name. */
export async function insertIsland(db: DbOrTx, atoll: string, name: string): Promise<IslandRow | null> {
  const [row] = await db
    .insert(islands)
    .values({
      atollCode: atoll,
      name,
      sortOrder: sql`(select coalesce(max(${islands.sortOrder}), 0) + 1 from ${islands} where ${islands.atollCode} = ${atoll})`,
    })
    .onConflictDoNothing()
    .returning({ id: islands.id, atoll: islands.atollCode, name: islands.name });
  return row ?? null;
}

export async function setIslandName(db: DbOrTx, id: number, name: string) {
  await db.update(islands).set({ name }).where(eq(islands.id, id));
}

export async function setAtollName(db: DbOrTx, code: string, name: string) {
  await db.update(atolls).set({ name }).where(eq(atolls.code, code));
}

const id = (name: string) => sql.identifier(name);

/** The readable place of a `columns` holder's row, with `atollName` as its atoll's name (formatPlace in SQL). */
function readableOf(h: ColumnsPlaceHolder, atollName: string): SQL {
  const resort = h.resort ? sql`coalesce(${id(h.resort)}, 'Resort')` : sql`'Resort'`;
  return sql`case ${id(h.kind)}
    when 'atoll' then ${atollName}::text
    when 'resort' then ${resort} || ' (resort), ' || ${atollName}::text
    else ${id(h.island)} || ', ' || ${atollName}::text end`;
}

/** Renames an island in every holder: its name, and the readable place of each row on it. */
export async function renameIslandEverywhere(
  db: DbOrTx,
  o: { atoll: string; atollName: string; from: string; to: string },
) {
  const from = `${o.from}, ${o.atollName}`;
  const to = `${o.to}, ${o.atollName}`;
  for (const h of PLACE_HOLDERS) {
    if (h.shape === 'columns')
      await db.execute(sql`update ${id(h.table)} set ${id(h.island)} = ${o.to}, ${id(h.location)} = ${to}
        where ${id(h.atoll)} = ${o.atoll} and ${id(h.kind)} = 'island' and ${id(h.island)} = ${o.from}`);
    else if (h.shape === 'list')
      await db.execute(sql`update ${id(h.table)} set ${id(h.column)} = array_replace(${id(h.column)}, ${from}::text, ${to}::text)
        where ${from}::text = any(${id(h.column)})`);
    else
      await db.execute(
        sql`update ${id(h.table)} set ${id(h.column)} = ${to} where ${id(h.column)} = ${from}`,
      );
  }
}

/** Renames an atoll in every holder: each readable place in it is written again with the new name. */
export async function renameAtollEverywhere(db: DbOrTx, o: { code: string; from: string; to: string }) {
  for (const h of PLACE_HOLDERS) {
    if (h.shape === 'columns') {
      await db.execute(sql`update ${id(h.table)} set ${id(h.location)} = ${readableOf(h, o.to)}
        where ${id(h.atoll)} = ${o.code}`);
      continue;
    }
    // A readable place ends with its atoll's name: the atoll itself, or "…, <atoll>".
    const col = id(h.column);
    if (h.shape === 'list') {
      // Each place of the list the same way, in the list's order.
      await db.execute(sql`update ${id(h.table)}
        set ${col} = array(select case when x = ${o.from} then ${o.to}::text
            when right(x, length(${o.from}::text) + 2) = ${`, ${o.from}`}
              then left(x, length(x) - length(${o.from}::text)) || ${o.to}::text
            else x end
          from unnest(${col}) with ordinality u(x, n) order by n)
        where exists (select 1 from unnest(${col}) x
          where x = ${o.from} or right(x, length(${o.from}::text) + 2) = ${`, ${o.from}`})`);
      continue;
    }
    await db.execute(sql`update ${id(h.table)}
      set ${col} = case when ${col} = ${o.from} then ${o.to}::text
        else left(${col}, length(${col}) - length(${o.from}::text)) || ${o.to}::text end
      where ${col} = ${o.from} or right(${col}, length(${o.from}::text) + 2) = ${`, ${o.from}`}`);
  }
}

/** How many rows of each holder group hold each value kept without an atoll (text holders: every value). */
export async function countHolders(db: DbOrTx): Promise<Map<string, Record<PlaceHolderGroup, number>>> {
  const counts = new Map<string, Record<PlaceHolderGroup, number>>();
  for (const h of PLACE_HOLDERS) {
    if (!h.group) continue;
    const result = await db.execute(heldValues(h));
    for (const row of (result as unknown as { rows: { value: string; n: number }[] }).rows) {
      const entry = counts.get(row.value) ?? { jobs: 0, companies: 0, profiles: 0 };
      entry[h.group] += Number(row.n);
      counts.set(row.value, entry);
    }
  }
  return counts;
}

/**
 * The values a holder keeps with their counts: for `columns`, only places without an atoll (an island
 * named by the old text); for `text`, every value (the caller tells which read as places).
 */
function heldValues(h: PlaceHolder): SQL {
  if (h.shape === 'columns')
    return sql`select ${id(h.island)} as value, count(*)::int as n from ${id(h.table)}
      where ${id(h.kind)} = 'island' and ${id(h.atoll)} is null and ${id(h.island)} is not null
      group by ${id(h.island)}`;
  if (h.shape === 'list')
    return sql`select x as value, count(*)::int as n from ${id(h.table)}, unnest(${id(h.column)}) x
      where x <> '' group by x`;
  return sql`select ${id(h.column)} as value, count(*)::int as n from ${id(h.table)}
    where ${id(h.column)} is not null and ${id(h.column)} <> '' group by ${id(h.column)}`;
}

/** The operators' own values of the old list still offered by GET fields. */
export async function listKeptLookupValues(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ value: lookupFields.value })
    .from(lookupFields)
    .where(eq(lookupFields.field, 'preferred_locations'));
  return rows.map((r) => r.value);
}

export interface PlaceWrite {
  kind: string;
  atoll: string | null;
  island: string | null;
  resort: string | null;
  readable: string;
}

/** Moves every row holding `from` (kept without an atoll) to the place `to`; the rows moved per group. */
export async function mapHolders(db: DbOrTx, from: string, to: PlaceWrite) {
  const moved: Record<PlaceHolderGroup, number> = { jobs: 0, companies: 0, profiles: 0 };
  for (const h of PLACE_HOLDERS) {
    if (!h.group) continue;
    const result =
      h.shape === 'columns'
        ? await db.execute(sql`update ${id(h.table)} set ${id(h.kind)} = ${to.kind}, ${id(h.atoll)} = ${to.atoll},
            ${id(h.island)} = ${to.island}, ${h.resort ? sql`${id(h.resort)} = ${to.resort},` : sql``}
            ${id(h.location)} = ${to.readable}
          where ${id(h.kind)} = 'island' and ${id(h.atoll)} is null and ${id(h.island)} = ${from} returning 1`)
        : h.shape === 'list'
          ? await db.execute(
              sql`update ${id(h.table)} set ${id(h.column)} = array_replace(${id(h.column)}, ${from}::text, ${to.readable}::text)
                where ${from}::text = any(${id(h.column)}) returning 1`,
            )
          : await db.execute(
              sql`update ${id(h.table)} set ${id(h.column)} = ${to.readable} where ${id(h.column)} = ${from} returning 1`,
            );
    // Both drivers answer { rows }.
    moved[h.group] += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return moved;
}

/** The old list's entry of a mapped value: GET fields stops offering it. */
export async function deleteKeptLookupValue(db: DbOrTx, value: string) {
  await db
    .delete(lookupFields)
    .where(and(eq(lookupFields.field, 'preferred_locations'), eq(lookupFields.value, value)));
}
