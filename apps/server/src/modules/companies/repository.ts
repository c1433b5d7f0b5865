import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';

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

/** The employer's own company (not deleted), or null. */
export async function findCompanyByUserId(db: DbOrTx, userId: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.userId, userId), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findCompanyById(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function updateCompany(
  db: DbOrTx,
  id: number,
  values: Partial<NewCompany>,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, id))
    .returning();
  return row ?? null;
}

/** Sets the logo; the previous logo's key (to forget), read under a row lock. */
export async function replaceLogo(db: DbOrTx, id: number, key: string): Promise<string | null> {
  const [before] = await db
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  await db
    .update(companies)
    .set({ logo: key, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, id));
  return before?.logo ?? null;
}

/** The operators' companies list: name search, newest first, with the owner's email and its state. */
export async function listCompaniesForAdmin(
  db: DbOrTx,
  opts: { search?: string; limit: number; offset: number },
) {
  const where = and(
    isNull(companies.deletedAt),
    opts.search
      ? or(
          ilike(companies.name, `%${escapeLike(opts.search)}%`),
          ilike(users.email, `%${escapeLike(opts.search)}%`),
        )
      : undefined,
  );
  const rows = await db
    .select({ company: companies, ownerEmail: users.email, ownerVerifiedAt: users.emailVerifiedAt })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCompanyForAdmin(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ company: companies, ownerEmail: users.email, ownerVerifiedAt: users.emailVerifiedAt })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Companies without the operators' badge (the dashboard's count). */
export async function countUnbadgedCompanies(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(isNull(companies.deletedAt), eq(companies.isVerified, false)));
  return row?.n ?? 0;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Marks the company deleted (account deletion): it leaves every public page; its rows stay. */
export async function markCompanyDeleted(db: DbOrTx, userId: number, at: string): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(companies.userId, userId), isNull(companies.deletedAt)))
    .returning();
  return row ?? null;
}

/** SQL's side of policy.ts companyNameKey: case and spacing aside (names are stored trimmed by the schemas). */
const nameKeySql = (name: SQL) => sql`lower(btrim(regexp_replace(${name}, '[[:space:]]+', ' ', 'g')))`;

/**
 * Of these name keys, those another company (not deleted) already uses, as its name or a sub-company's
 * (issue 24, point 9). A full pass over the companies: it runs only when an employer adds or renames a
 * sub-company.
 */
export async function findNameKeysTakenByOthers(
  db: DbOrTx,
  opts: { keys: string[]; exceptCompanyId: number },
): Promise<Set<string>> {
  if (opts.keys.length === 0) return new Set();
  const wanted = sql.join(
    opts.keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select distinct n.key from (
      select ${nameKeySql(sql`c.name`)} as key from companies c
      where c.id <> ${opts.exceptCompanyId} and c.deleted_at is null
      union all
      select ${nameKeySql(sql`s.value->>'name'`)} from companies c, jsonb_array_elements(c.sub_companies) s
      where c.id <> ${opts.exceptCompanyId} and c.deleted_at is null
    ) n
    where n.key in (${wanted})`)) as unknown as { rows: { key: string }[] };
  return new Set(result.rows.map((r) => r.key));
}

/**
 * Serialises saves that claim the same name keys until the transaction ends, so that two employers adding
 * one name at once cannot both find it free. Keys in a fixed order: no deadlock between two saves.
 */
export async function lockNameKeys(tx: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-name:${key}`}))`);
  }
}
