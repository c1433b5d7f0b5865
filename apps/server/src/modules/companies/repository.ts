import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

/** Inserts a company; null when the user already has one (unique index on user_id). */
export async function insertCompany(db: DbOrTx, values: NewCompany): Promise<CompanyRow | null> {
  const [row] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing({ target: companies.userId })
    .returning();
  return row ?? null;
}

export async function findCompanyNameByUserId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  return row ?? null;
}
