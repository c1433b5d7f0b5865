import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usageColumn, usageOf } from '../../db/lookup-usage';
import { lookupFields } from '../../db/schema';

export function listLookupRows(db: DbOrTx) {
  return db
    .select({ id: lookupFields.id, field: lookupFields.field, value: lookupFields.value })
    .from(lookupFields)
    .orderBy(asc(lookupFields.field), asc(lookupFields.sortOrder), asc(lookupFields.id));
}

export type LookupRow = typeof lookupFields.$inferSelect;

export function listAllLookups(db: DbOrTx): Promise<LookupRow[]> {
  return db
    .select()
    .from(lookupFields)
    .orderBy(asc(lookupFields.field), asc(lookupFields.sortOrder), asc(lookupFields.id));
}

export async function findLookup(db: DbOrTx, id: number): Promise<LookupRow | null> {
  const [row] = await db.select().from(lookupFields).where(eq(lookupFields.id, id)).limit(1);
  return row ?? null;
}

/** How many rows hold each value of the columns that use `field` (one grouped query per column). */
export async function countUsage(db: DbOrTx, field: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const use of usageOf(field)) {
    const { table, column } = usageColumn(use);
    const result = await db.execute(
      sql`select ${column} as value, count(*)::int as n from ${table} where ${column} is not null group by ${column}`,
    );
    const rows = (result as unknown as { rows: { value: string; n: number }[] }).rows;
    for (const row of rows) counts.set(row.value, (counts.get(row.value) ?? 0) + Number(row.n));
  }
  return counts;
}

/** Appends a value at the end of its field; null when it already exists. */
export async function insertLookup(db: DbOrTx, field: string, value: string): Promise<LookupRow | null> {
  const [row] = await db
    .insert(lookupFields)
    .values({
      field,
      value,
      sortOrder: sql`(select coalesce(max(${lookupFields.sortOrder}), 0) + 1 from ${lookupFields} where ${lookupFields.field} = ${field})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Renames a value and every row that holds it. */
export async function renameLookup(db: DbOrTx, row: LookupRow, value: string): Promise<void> {
  await db.update(lookupFields).set({ value }).where(eq(lookupFields.id, row.id));
  for (const use of usageOf(row.field)) {
    const { table, column } = usageColumn(use);
    await db.execute(sql`update ${table} set ${column} = ${value} where ${column} = ${row.value}`);
  }
}

/** Puts a value at `position` (1-based) among its field's values, renumbering the field 1..n. */
export async function moveLookup(db: DbOrTx, row: LookupRow, position: number): Promise<void> {
  const siblings = await db
    .select({ id: lookupFields.id })
    .from(lookupFields)
    .where(eq(lookupFields.field, row.field))
    .orderBy(asc(lookupFields.sortOrder), asc(lookupFields.id))
    .for('update');
  const ids = siblings.map((s) => s.id).filter((id) => id !== row.id);
  ids.splice(Math.min(position, ids.length + 1) - 1, 0, row.id);
  for (const [i, id] of ids.entries()) {
    await db
      .update(lookupFields)
      .set({ sortOrder: i + 1 })
      .where(eq(lookupFields.id, id));
  }
}

export async function deleteLookup(db: DbOrTx, id: number): Promise<void> {
  await db.delete(lookupFields).where(eq(lookupFields.id, id));
}
